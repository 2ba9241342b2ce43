// Import step: the tokens a card's Oracle text creates, linked in all_parts where the source names
// none. Runs in the import's transaction after the printings are merged (and before anything
// renders card objects from them), over the whole store: a token set imported later links cards
// imported earlier. A phrase is linked when exactly one stored token (Oracle identity) is the one
// it describes (token-phrases.ts); the printing linked is the token's printing in the creator's
// own set or its token set, else the token's newest. Both directions are stored, as MTGJSON's
// related data is: the creator's printing lists the token printing (printing_text_links.token_ids),
// the token printing lists the creator's name (creator_names). The links have a table of their own
// so that a first import inserts each printing once; rows are written only when their links change,
// so a second import of the same files writes nothing.
import type pg from 'pg'
import { runOn, sql } from '../store/typed-sql.js'
import { describes, phraseName, tokenAbilities, tokenPhrases, type TokenCard, type TokenPhrase } from './token-phrases.js'

interface StoredToken extends TokenCard {
  oracleId: string
}

interface TokenPrinting {
  id: string
  oracleId: string
  setCode: string
  parentCode: string | null
  mtgjsonUuid: string | null
  /** The creators the source names (MTGJSON's reverseRelated). */
  relatedNames: string[]
}

// a token's colors and type lists are stored as lists (empty, never NULL) by the import
const TOKENS = sql(
  'token-links.tokens',
  `SELECT oracle_id::text AS "oracleId!", name, colors AS "colors!", supertypes AS "supertypes!", types AS "types!", subtypes AS "subtypes!",
          power, toughness, oracle_text AS "oracleText"
     FROM cards WHERE layout = 'token' ORDER BY oracle_id`,
)
const TOKEN_PRINTINGS = sql(
  'token-links.tokenPrintings',
  `SELECT p.id::text AS "id!", p.oracle_id::text AS "oracleId!", p.set_code AS "setCode", s.parent_code AS "parentCode",
          p.mtgjson_uuid::text AS "mtgjsonUuid", coalesce(p.related_names, '{}') AS "relatedNames!"
     FROM printings p JOIN sets s ON s.code = p.set_code JOIN cards c ON c.oracle_id = p.oracle_id
    WHERE c.layout = 'token'
    ORDER BY p.released_at DESC NULLS LAST, p.set_code, p.collector_number, p.id`,
)
const CREATOR_PRINTINGS = sql(
  'token-links.creatorPrintings',
  `SELECT p.id::text AS "id!", p.oracle_id::text AS "oracleId!", c.name, c.oracle_text AS "oracleText", p.set_code AS "setCode",
          coalesce(p.related_token_uuids, '{}') AS "relatedTokenUuids!"
     FROM printings p JOIN cards c ON c.oracle_id = p.oracle_id
    WHERE c.oracle_text ~* '\\mcreates?\\M' AND c.oracle_text ~* '\\mtokens?\\M'
    ORDER BY p.id`,
)

export interface TokenLinkReport {
  /** Cards (Oracle identities) whose text creates a token, copies left out. */
  creators: number
  /** Of those, cards with a token linked: at all, by the source's related data, by their text (some both). */
  linked: number
  linkedBySource: number
  linkedByText: number
  /** Phrases describing no stored token, several, or read unsure: left unlinked. */
  unmatched: number
  ambiguous: number
  unsure: number
  /** Printings whose text links changed (written). */
  printingsWritten: number
}

/** The one stored token a phrase describes (tokens: by name), or why there is none. */
export function matchPhrase<T extends TokenCard>(phrase: TokenPhrase, tokens: ReadonlyMap<string, readonly T[]>): T | 'none' | 'ambiguous' {
  const found = (tokens.get(phraseName(phrase)) ?? []).filter((t) => describes(phrase, t))
  if (!found.length) return 'none'
  return found.length === 1 ? found[0]! : 'ambiguous'
}

/** The token printing to link from a printing in this set: the set's own (or its token set's), else the newest. */
function printingFor(prints: readonly TokenPrinting[], setCode: string): TokenPrinting {
  return prints.find((p) => p.setCode === setCode || p.parentCode === setCode) ?? prints[0]!
}

export async function linkTokensFromText(client: pg.ClientBase): Promise<TokenLinkReport> {
  const tokens: StoredToken[] = (await runOn(client, TOKENS, [])).map(({ oracleText, ...t }) => ({
    ...t,
    abilities: tokenAbilities(oracleText),
  }))
  const tokenPrints: TokenPrinting[] = await runOn(client, TOKEN_PRINTINGS, [])
  const creators = await runOn(client, CREATOR_PRINTINGS, [])
  const printsOf = new Map<string, TokenPrinting[]>()
  const tokenOfUuid = new Map<string, string>()
  for (const p of tokenPrints) {
    printsOf.set(p.oracleId, [...(printsOf.get(p.oracleId) ?? []), p])
    if (p.mtgjsonUuid) tokenOfUuid.set(p.mtgjsonUuid, p.oracleId)
  }
  const linkable = new Map<string, StoredToken[]>()
  for (const t of tokens) if (printsOf.has(t.oracleId)) linkable.set(t.name, [...(linkable.get(t.name) ?? []), t])
  const nameOf = new Map(tokens.map((t) => [t.oracleId, t.name]))
  const vocabulary = tokens.flatMap((t) => t.abilities)

  const report: TokenLinkReport = {
    creators: 0,
    linked: 0,
    linkedBySource: 0,
    linkedByText: 0,
    unmatched: 0,
    ambiguous: 0,
    unsure: 0,
    printingsWritten: 0,
  }
  // one reading per card: phrases → matched tokens
  const matched = new Map<string, StoredToken[]>()
  const bySource = new Set<string>()
  const byText = new Set<string>()
  for (const c of creators) {
    if (matched.has(c.oracleId)) continue
    const found: StoredToken[] = []
    const phrases = tokenPhrases(c.oracleText, vocabulary).filter((p) => !p.copy)
    if (phrases.length) report.creators++
    for (const phrase of phrases) {
      const m = matchPhrase(phrase, linkable)
      if (phrase.unsure) report.unsure++
      else if (m === 'none') report.unmatched++
      else if (m === 'ambiguous') report.ambiguous++
      else if (!found.includes(m)) found.push(m)
    }
    matched.set(c.oracleId, found)
  }

  const wantTokens = new Map<string, string[]>()
  const wantCreators = new Map<string, Set<string>>()
  for (const c of creators) {
    // the source's own links come first: a token it names (by name) is not linked again
    const sourceNames = new Set(c.relatedTokenUuids.map((u) => nameOf.get(tokenOfUuid.get(u) ?? '')).filter((n) => n != null))
    if (sourceNames.size) bySource.add(c.oracleId)
    const ids: string[] = []
    for (const t of matched.get(c.oracleId) ?? []) {
      if (sourceNames.has(t.name)) continue
      const target = printingFor(printsOf.get(t.oracleId)!, c.setCode)
      if (!ids.includes(target.id)) ids.push(target.id)
      if (target.relatedNames.includes(c.name)) continue
      const names = wantCreators.get(target.id) ?? new Set<string>()
      names.add(c.name)
      wantCreators.set(target.id, names)
    }
    if (ids.length) {
      byText.add(c.oracleId)
      wantTokens.set(c.id, ids)
    }
  }
  report.linked = new Set([...bySource, ...byText]).size
  report.linkedBySource = bySource.size
  report.linkedByText = byText.size
  const want = new Map<string, { tokenIds: string[]; creatorNames: string[] }>()
  for (const [id, tokenIds] of wantTokens) want.set(id, { tokenIds, creatorNames: [] })
  for (const [id, names] of wantCreators) want.set(id, { tokenIds: want.get(id)?.tokenIds ?? [], creatorNames: [...names].sort() })
  report.printingsWritten = await writeLinks(client, want)
  return report
}

/** Make printing_text_links hold the wanted links: rows that change are written, rows no longer wanted deleted. */
async function writeLinks(client: pg.ClientBase, want: Map<string, { tokenIds: string[]; creatorNames: string[] }>): Promise<number> {
  const rows = await runOn(client, WRITE_LINKS, [JSON.stringify(Object.fromEntries(want))])
  return Number(rows[0]?.n ?? 0)
}

const WRITE_LINKS = sql(
  'token-links.write',
  `WITH want AS (
       SELECT w.key::uuid AS printing_id,
              ARRAY(SELECT jsonb_array_elements_text(w.value->'tokenIds'))::uuid[] AS token_ids,
              ARRAY(SELECT jsonb_array_elements_text(w.value->'creatorNames'))::text[] AS creator_names
         FROM jsonb_each($1::jsonb) w
     ), gone AS (
       DELETE FROM printing_text_links l WHERE NOT EXISTS (SELECT 1 FROM want w WHERE w.printing_id = l.printing_id)
       RETURNING 1
     ), put AS (
       INSERT INTO printing_text_links (printing_id, token_ids, creator_names)
       SELECT w.printing_id, w.token_ids, w.creator_names FROM want w
         LEFT JOIN printing_text_links l ON l.printing_id = w.printing_id
        WHERE l.printing_id IS NULL OR (l.token_ids, l.creator_names) IS DISTINCT FROM (w.token_ids, w.creator_names)
       ON CONFLICT (printing_id) DO UPDATE SET token_ids = EXCLUDED.token_ids, creator_names = EXCLUDED.creator_names
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM gone) + (SELECT count(*) FROM put) AS n`,
)
