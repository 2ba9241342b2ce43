// Proposals: a key with the propose scope sends changes; each is stored `proposed` with an audit
// entry; a key with the review scope that is not the author approves or rejects it. An approval
// applies the change, marks the proposal and writes its audit entry in one transaction, so that a
// crash leaves all three or none; the proposal's row is locked first, so of two reviewers
// deciding the same proposal at once exactly one wins and the other gets a 409.
import { ClientError, notFound } from '../errors.js'
import type { Db } from '../queries/cards.js'
import { runOn, sql, type StoreSqlRow } from '../store/typed-sql.js'
import { applyChange } from './changes.js'
import { forbidden, type Caller } from './keys.js'
import { parseChange, type Change } from './model.js'
import { inTransaction, type Tx } from './transaction.js'

/** The most proposals one request may send (a larger list is a 400: split it). */
export const PROPOSAL_BATCH_CAP = 100

export type ProposalStatus = 'proposed' | 'approved' | 'rejected'
export interface Proposal {
  id: number
  action: string
  change: Change
  status: ProposalStatus
  author: string
  reviewer: string | null
  note: string | null
  createdAt: string
  reviewedAt: string | null
}

const PROPOSAL_COLUMNS = `id, action, payload, status, author, reviewer, note, created_at, reviewed_at`
const INSERT_PROPOSAL = sql(
  'proposals.insert',
  `INSERT INTO tag_proposals (action, payload, author_id, author) VALUES ($1, $2::jsonb, $3, $4) RETURNING ${PROPOSAL_COLUMNS}`,
)
const LIST_PROPOSALS = sql(
  'proposals.list',
  `SELECT ${PROPOSAL_COLUMNS} FROM tag_proposals WHERE ($1::text IS NULL OR status = $1) AND id > $2 ORDER BY id LIMIT $3`,
)
const GET_PROPOSAL = sql('proposals.get', `SELECT ${PROPOSAL_COLUMNS} FROM tag_proposals WHERE id = $1`)
const LOCK_PROPOSAL = sql('proposals.lock', `SELECT ${PROPOSAL_COLUMNS}, author_id FROM tag_proposals WHERE id = $1 FOR UPDATE`)
const DECIDE_PROPOSAL = sql(
  'proposals.decide',
  `UPDATE tag_proposals SET status = $2, reviewer = $3, note = $4, reviewed_at = now() WHERE id = $1 RETURNING ${PROPOSAL_COLUMNS}`,
)
const READ_AUDIT = sql(
  'proposals.audit',
  `SELECT id::int AS "id!", at, actor, action, proposal_id AS "proposalId", before, after, reviewer, note FROM tag_audit
    WHERE id > $1 AND ($3::int IS NULL OR proposal_id = $3) ORDER BY id LIMIT $2`,
)

const proposalOf = (r: StoreSqlRow<'proposals.get'>): Proposal => ({
  id: r.id,
  action: r.action,
  // payload and status are written here only: a change parsed by parseChange, a ProposalStatus
  change: r.payload as Change,
  status: r.status as ProposalStatus,
  author: r.author,
  reviewer: r.reviewer,
  note: r.note,
  createdAt: r.created_at.toISOString(),
  reviewedAt: r.reviewed_at?.toISOString() ?? null,
})

export async function audit(
  tx: Pick<Tx, 'query'>,
  entry: {
    actor: string
    action: string
    proposalId?: number | null
    before?: unknown
    after?: unknown
    reviewer?: string | null
    note?: string | null
  },
) {
  await tx.query(
    `INSERT INTO tag_audit (actor, action, proposal_id, before, after, reviewer, note) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7)`,
    [
      entry.actor,
      entry.action,
      entry.proposalId ?? null,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
      entry.reviewer ?? null,
      entry.note ?? null,
    ],
  )
}

/**
 * Proposes changes. Each is checked against the store as it stands, in order (a batch may create a
 * tag and then tag cards with it), inside a transaction that is rolled back: a change that could
 * not apply is a 4xx naming it (proposals[i]) and nothing is proposed.
 */
export async function propose(db: Db, caller: Caller, raw: unknown[]): Promise<Proposal[]> {
  if (raw.length === 0) throw new ClientError(400, 'bad_request', 'proposals must hold at least one change.', { field: 'proposals' })
  if (raw.length > PROPOSAL_BATCH_CAP) {
    throw new ClientError(400, 'bad_request', `proposals holds ${raw.length} changes; send at most ${PROPOSAL_BATCH_CAP} a request.`, {
      field: 'proposals',
    })
  }
  const changes = raw.map((r, i) => parseChange(r, `proposals[${i}]`))
  await checkApplies(db, changes)
  return inTransaction(db, async (tx) => {
    const out: Proposal[] = []
    for (const change of changes) {
      const rows = await runOn(tx, INSERT_PROPOSAL, [change.action, JSON.stringify(change), caller.keyId, caller.name])
      const p = proposalOf(rows[0]!)
      await audit(tx, { actor: caller.name, action: 'propose', proposalId: p.id, after: change })
      out.push(p)
    }
    return out
  })
}

class DryRun extends Error {}

/** Applies the changes in a transaction that is always rolled back; the first that fails is reported with its index. */
export async function checkApplies(db: Db, changes: Change[], field = 'proposals'): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const [i, change] of changes.entries()) {
      try {
        await applyChange(tx, change)
      } catch (e) {
        if (e instanceof ClientError) throw new ClientError(e.status, e.code, `${field}[${i}]: ${e.details}`, { field: `${field}[${i}]` })
        throw e
      }
    }
    throw new DryRun()
  }).catch((e) => {
    if (!(e instanceof DryRun)) throw e
  })
}

export async function listProposals(db: Db, options: { status?: ProposalStatus; after?: number; limit: number }): Promise<Proposal[]> {
  const rows = await runOn(db.pool, LIST_PROPOSALS, [options.status ?? null, options.after ?? 0, options.limit])
  return rows.map(proposalOf)
}

export async function getProposal(db: Db, id: number): Promise<Proposal> {
  const rows = await runOn(db.pool, GET_PROPOSAL, [id])
  if (!rows[0]) throw notFound(`No proposal ${id}.`)
  return proposalOf(rows[0])
}

export async function review(db: Db, caller: Caller, id: number, decision: 'approve' | 'reject', note: string | null): Promise<Proposal> {
  return inTransaction(db, async (tx) => {
    // the row lock makes concurrent reviews of one proposal queue here; the second sees the first's decision
    const rows = await runOn(tx, LOCK_PROPOSAL, [id])
    const row = rows[0]
    if (!row) throw notFound(`No proposal ${id}.`)
    if (row.status !== 'proposed')
      throw new ClientError(409, 'already_reviewed', `Proposal ${id} was ${row.status} already by ${row.reviewer}.`)
    if (row.author_id === caller.keyId) throw forbidden(`Proposal ${id} is your own: another reviewer must decide it.`)
    const applied = decision === 'approve' ? await applyChange(tx, row.payload as Change) : { before: null, after: null }
    const status: ProposalStatus = decision === 'approve' ? 'approved' : 'rejected'
    const updated = await runOn(tx, DECIDE_PROPOSAL, [id, status, caller.name, note])
    await audit(tx, { actor: row.author, action: `${status}:${row.action}`, proposalId: id, ...applied, reviewer: caller.name, note })
    return proposalOf(updated[0]!)
  })
}

export interface AuditEntry {
  id: number
  at: string
  actor: string
  action: string
  proposalId: number | null
  before: unknown
  after: unknown
  reviewer: string | null
  note: string | null
}

export async function readAudit(db: Db, options: { after?: number; limit: number; proposalId?: number }): Promise<AuditEntry[]> {
  const rows = await runOn(db.pool, READ_AUDIT, [options.after ?? 0, options.limit, options.proposalId ?? null])
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }))
}
