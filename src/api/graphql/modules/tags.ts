// Community tags (Scryfall Tagger's and curated) with their parents, children and provenance, a
// card's tags of every provenance, the proposals and the audit log; and the curation mutations,
// with the same keys and scopes as REST (Authorization: Bearer <key>). docs/tags.md.
import { badRequest } from '../../../errors.js'
import { importTags, parseImport } from '../../../tags/bulk.js'
import { parseProvenances, type TagKind } from '../../../tags/model.js'
import { listProposals, propose, readAudit, review, type AuditEntry, type ProposalStatus } from '../../../tags/proposals.js'
import { cardTags, listTags, tagBySlug } from '../../../tags/read.js'
import { writer } from '../../../tags/writer.js'
import { requireCard } from '../../rest/cards.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'

const provenances = (list?: string[] | null) => parseProvenances(list?.length ? list.join(',') : undefined)
const first = (n?: number | null) => {
  if (n != null && (n < 1 || n > 500)) throw badRequest('first must be between 1 and 500.')
  return n ?? 100
}

/** A GraphQL change input (camelCase) as the change REST takes (snake_case). */
function changeOf(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(input)) if (v !== null && v !== undefined) out[k === 'newSlug' ? 'new_slug' : k] = v
  return out
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v))

export const tags: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "A community tag: Scryfall Tagger's (provenance scryfall-tagger, with its file's date) or curated here."
    type CommunityTag {
      "oracle (on Oracle cards) or art (on illustrations)."
      kind: String!
      slug: String!
      name: String!
      description: String
      aliases: [String!]!
      "scryfall-tagger or curated."
      provenance: String!
      fileDate: String
      "Slugs of the tags this one is under."
      parents: [String!]!
      "Slugs of the tags under this one (otag:/atag: include them)."
      children: [String!]!
      taggings: Int!
    }
    "One tag of a card, with where it comes from: printed, extracted, inferred (ours), scryfall-tagger or curated."
    type CardTagEntry {
      kind: String!
      slug: String!
      name: String!
      provenance: String!
      fileDate: String
      weight: String
      illustrationId: String
      category: String
      confidence: Float
    }
    type TagProposal {
      id: Int!
      action: String!
      "The proposed change, as JSON."
      change: String!
      status: String!
      author: String!
      reviewer: String
      note: String
      createdAt: String!
      reviewedAt: String
    }
    type TagAuditEntry {
      id: Int!
      at: String!
      actor: String!
      action: String!
      proposalId: Int
      "JSON, or null."
      before: String
      "JSON, or null."
      after: String
      reviewer: String
      note: String
    }
    type TagImportReport {
      dryRun: Boolean!
      rows: Int!
      createdTags: [String!]!
      added: Int!
      removed: Int!
      skipped: [TagImportSkip!]!
    }
    type TagImportSkip {
      row: Int!
      reason: String!
    }
    "A change to propose: action add_tagging, remove_tagging, create_tag, rename_tag or merge_tags, with its fields (docs/tags.md)."
    input TagChangeInput {
      action: String!
      kind: String!
      tag: String
      target: String
      weight: String
      slug: String
      name: String
      description: String
      parents: [String!]
      aliases: [String!]
      newSlug: String
      from: String
      into: String
    }
    input TagImportRowInput {
      tag: String!
      oracle_id: String
      illustration_id: String
      weight: String
      action: String
    }
    extend type Query {
      "A community tag by slug or alias."
      communityTag(kind: String!, slug: String!): CommunityTag
      communityTags(kind: String, provenance: [String!], after: String, first: Int): [CommunityTag!]!
      "A card's tags (by Scryfall id or Oracle id), of the provenances asked for (all by default)."
      cardTags(id: String!, provenance: [String!]): [CardTagEntry!]!
      tagProposals(status: String, after: Int, first: Int): [TagProposal!]!
      tagAudit(after: Int, first: Int, proposalId: Int): [TagAuditEntry!]!
    }
    "Curation: every mutation needs an API key with the right scope (Authorization: Bearer <key>)."
    type Mutation {
      "Scope propose: at most 100 changes a call."
      proposeTagChanges(changes: [TagChangeInput!]!): [TagProposal!]!
      "Scope review; not your own proposal."
      approveTagProposal(id: Int!, note: String): TagProposal!
      "Scope review; not your own proposal."
      rejectTagProposal(id: Int!, note: String): TagProposal!
      "Scope admin: apply a tag list as curated taggings (dryRun: report only)."
      importTags(rows: [TagImportRowInput!]!, dryRun: Boolean): TagImportReport!
    }
  `,
  resolvers: {
    Query: {
      communityTag: (_: unknown, a: { kind: string; slug: string }, { db }: GraphQLContext) => {
        if (a.kind !== 'oracle' && a.kind !== 'art') throw badRequest('kind must be oracle or art.')
        return tagBySlug(db, a.kind, a.slug.toLowerCase())
      },
      communityTags: (_: unknown, a: { kind?: string; provenance?: string[]; after?: string; first?: number }, { db }: GraphQLContext) => {
        if (a.kind && a.kind !== 'oracle' && a.kind !== 'art') throw badRequest('kind must be oracle or art.')
        return listTags(db, {
          provenance: provenances(a.provenance),
          limit: first(a.first),
          ...(a.kind ? { kind: a.kind as TagKind } : {}),
          ...(a.after ? { after: a.after } : {}),
        })
      },
      cardTags: async (_: unknown, a: { id: string; provenance?: string[] }, { db }: GraphQLContext) => {
        const card = await requireCard(db, a.id)
        return cardTags(db, card.card.oracleId, provenances(a.provenance))
      },
      tagProposals: (_: unknown, a: { status?: string; after?: number; first?: number }, { db }: GraphQLContext) => {
        if (a.status && !['proposed', 'approved', 'rejected'].includes(a.status))
          throw badRequest('status must be proposed, approved or rejected.')
        return listProposals(db, {
          limit: first(a.first),
          ...(a.status ? { status: a.status as ProposalStatus } : {}),
          ...(a.after ? { after: a.after } : {}),
        })
      },
      tagAudit: (_: unknown, a: { after?: number; first?: number; proposalId?: number }, { db }: GraphQLContext) =>
        readAudit(db, {
          limit: first(a.first),
          ...(a.after ? { after: a.after } : {}),
          ...(a.proposalId ? { proposalId: a.proposalId } : {}),
        }),
    },
    Mutation: {
      proposeTagChanges: async (
        _: unknown,
        a: { changes: Record<string, unknown>[] },
        { db, authorization, writeLimiter }: GraphQLContext,
      ) => {
        const caller = await writer(db, authorization, 'propose', writeLimiter)
        return propose(db, caller, a.changes.map(changeOf))
      },
      approveTagProposal: async (_: unknown, a: { id: number; note?: string }, { db, authorization, writeLimiter }: GraphQLContext) =>
        review(db, await writer(db, authorization, 'review', writeLimiter), a.id, 'approve', a.note ?? null),
      rejectTagProposal: async (_: unknown, a: { id: number; note?: string }, { db, authorization, writeLimiter }: GraphQLContext) =>
        review(db, await writer(db, authorization, 'review', writeLimiter), a.id, 'reject', a.note ?? null),
      importTags: async (
        _: unknown,
        a: { rows: Record<string, unknown>[]; dryRun?: boolean },
        { db, authorization, writeLimiter }: GraphQLContext,
      ) => {
        const caller = await writer(db, authorization, 'admin', writeLimiter)
        const rows = parseImport(JSON.stringify(a.rows.map(changeOf)), 'json')
        const r = await importTags(db, caller, rows, a.dryRun ?? false)
        return { dryRun: r.dry_run, rows: r.rows, createdTags: r.created_tags, added: r.added, removed: r.removed, skipped: r.skipped }
      },
    },
    CardTagEntry: {
      fileDate: (t: { file_date?: string | null }) => t.file_date ?? null,
      illustrationId: (t: { illustration_id?: string }) => t.illustration_id ?? null,
    },
    CommunityTag: { fileDate: (t: { file_date: string | null }) => t.file_date },
    TagProposal: { change: (p: { change: unknown }) => JSON.stringify(p.change) },
    TagAuditEntry: { before: (e: AuditEntry) => json(e.before), after: (e: AuditEntry) => json(e.after) },
  },
}
