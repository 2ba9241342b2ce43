// An issue's citation keys → citations: a CR rule with its exact text in the newest stored edition
// and that edition's effective date (as engine answers cite); a ruling on the card, as stored; the
// card's legality and Oracle text as stored; a format's own rule, marked as not from the store.
// The texts come in one statement for the whole validation.
import { deckCitationTexts, type Db, type DeckCitationTexts } from '../queries/index.js'
import type { FormatRuleText } from './formats.js'
import type { CiteKey, DeckIssue } from './validate/index.js'

export type DeckCitation =
  | { rule: string; text: string | null; effective: string | null }
  | { ruling: { card: string; date: string; text: string } }
  | { legality: { card: string; format: string; status: string; source: string } }
  | { oracle: { card: string; text: string } }
  | { format: FormatRuleText & { stored: false } }

export type CitedIssue = Omit<DeckIssue, 'cite'> & { citations: DeckCitation[] }

/** One statement for every rule and ruling the issues cite; none when they cite neither. */
export async function loadCitationTexts(db: Db, issues: DeckIssue[]): Promise<DeckCitationTexts> {
  const rules = new Set<string>()
  const cards = new Set<string>()
  for (const i of issues) {
    for (const k of i.cite) {
      if ('rule' in k) rules.add(k.rule)
      if ('ruling' in k) cards.add(k.ruling.oracleId)
    }
  }
  return deckCitationTexts(db, [...rules], [...cards])
}

export function citeIssues(issues: DeckIssue[], texts: DeckCitationTexts): CitedIssue[] {
  return issues.map(({ cite, ...rest }) => {
    const all = cite.flatMap((k) => citation(k, texts))
    const seen = new Set<string>()
    const citations = all.filter((c) => {
      const id = JSON.stringify(c)
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
    return { ...rest, citations }
  })
}

function citation(k: CiteKey, texts: DeckCitationTexts): DeckCitation[] {
  if ('rule' in k) return [{ rule: k.rule, text: texts.rules.get(k.rule) ?? null, effective: texts.effective }]
  if ('ruling' in k) {
    // the store's rulings on the card whose words the check rests on; none cited when the store has none
    const wanted = k.ruling.contains.toLowerCase()
    const hits = (texts.rulings.get(k.ruling.oracleId) ?? []).filter((r) => r.text.toLowerCase().includes(wanted))
    const newest = hits.sort((a, b) => b.date.localeCompare(a.date))[0]
    return newest ? [{ ruling: newest }] : []
  }
  if ('legality' in k) return [{ legality: k.legality }]
  if ('oracle' in k) return [{ oracle: k.oracle }]
  return [{ format: { ...k.format, stored: false } }]
}
