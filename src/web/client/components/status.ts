// Loading and error states shared by the pages.
import { ApiFailure } from '../api.js'
import { h } from '../dom.js'

export const loading = (what: string) => h('p', { class: 'loading', role: 'status' }, `Loading ${what}…`)

/** An API error as the user sees it: the service's own message, which says what to fix. */
export function errorBox(e: unknown, heading = 'Something went wrong'): HTMLElement {
  const failure = e instanceof ApiFailure ? e : undefined
  const details = failure?.details ?? (e instanceof Error ? e.message : String(e))
  const warnings = Array.isArray(failure?.body.warnings) ? (failure!.body.warnings as unknown[]).map(String) : []
  return h(
    'div',
    { class: 'error-box', role: 'alert' },
    h(
      'p',
      { class: 'error-heading' },
      heading,
      failure?.status ? h('span', { class: 'error-status' }, ` (${failure.status} ${failure.code})`) : null,
    ),
    h('p', { class: 'error-details' }, details),
    warnings.length
      ? h(
          'ul',
          { class: 'error-warnings' },
          warnings.map((w) => h('li', null, w)),
        )
      : null,
  )
}

export const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError'
