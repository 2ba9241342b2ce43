// The review queue: proposals waiting for a reviewer, each approved or rejected with a note. The
// reviewer's API key is typed here, kept in this tab's sessionStorage only, and sent only as the
// Authorization header of the review requests. docs/tags.md.
import { ApiFailure, getJson } from '../api.js'
import { errorBox, isAbort, loading } from '../components/status.js'
import { h, replace } from '../dom.js'
import type { PageContext } from '../router.js'
import { setTitle } from '../title.js'

interface Proposal {
  id: number
  action: string
  change: Record<string, unknown>
  author: string
  createdAt: string
}

const KEY = 'arcanum.reviewKey'

async function decide(id: number, decision: 'approve' | 'reject', note: string): Promise<void> {
  const key = sessionStorage.getItem(KEY) ?? ''
  const response = await fetch(`/tags/proposals/${id}/${decision}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(note ? { note } : {}),
  })
  if (!response.ok) {
    const body = await response.json().catch(() => ({}))
    throw new ApiFailure(response.status, body.code ?? 'error', body.details ?? `The server answered ${response.status}.`, body)
  }
}

const describe = (p: Proposal) =>
  Object.entries(p.change)
    .filter(([k]) => k !== 'action')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join(' · ')

function row(p: Proposal, onDone: () => void): HTMLElement {
  const note = h('input', { type: 'text', 'aria-label': `Note for proposal ${p.id}`, placeholder: 'note (optional)', maxlength: '2000' })
  const status = h('span', { role: 'status', class: 'muted' })
  const button = (decision: 'approve' | 'reject', label: string) =>
    h(
      'button',
      {
        type: 'button',
        'data-decision': decision,
        on: {
          click: () => {
            status.textContent = 'Sending…'
            decide(p.id, decision, note.value.trim()).then(
              () => {
                status.textContent = decision === 'approve' ? 'Approved.' : 'Rejected.'
                onDone()
              },
              (e: unknown) => {
                status.textContent = e instanceof Error ? e.message : 'Failed.'
              },
            )
          },
        },
      },
      label,
    )
  return h(
    'li',
    { class: 'proposal', 'data-id': String(p.id) },
    h(
      'p',
      null,
      h('strong', null, `#${p.id} ${p.action.replace('_', ' ')}`),
      ` by ${p.author}, ${p.createdAt.slice(0, 16).replace('T', ' ')}`,
    ),
    h('p', { class: 'change' }, describe(p)),
    note,
    button('approve', 'Approve'),
    button('reject', 'Reject'),
    status,
  )
}

export async function tagReviewPage({ main, signal }: PageContext) {
  setTitle('Tag review queue')
  const keyInput = h('input', { type: 'password', id: 'review-key', autocomplete: 'off', value: sessionStorage.getItem(KEY) ?? '' })
  keyInput.addEventListener('change', () => sessionStorage.setItem(KEY, keyInput.value.trim()))
  const list = h('div', null, loading('proposals'))
  replace(
    main,
    h('h1', null, 'Tag review queue'),
    h('p', null, 'Proposals waiting for a reviewer. Approving needs an API key with the review scope, and not your own proposal.'),
    h('label', { for: 'review-key' }, 'Your API key '),
    keyInput,
    list,
  )
  const load = async () => {
    try {
      const { data } = await getJson<{ data: Proposal[] }>('/tags/proposals?status=proposed&limit=100', signal)
      replace(
        list,
        data.length
          ? h(
              'ul',
              { class: 'proposals' },
              data.map((p) => row(p, () => {})),
            )
          : h('p', { class: 'muted' }, 'Nothing waits for review.'),
      )
    } catch (e) {
      if (!isAbort(e)) replace(list, errorBox(e, 'The proposals could not be loaded'))
    }
  }
  await load()
}
