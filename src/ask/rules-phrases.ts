// The word pairs of an edition's rules and glossary ("first strike", "draw step", "mana value"), as
// card names are written (normalizeName): a card name made of rules words written in lower case is
// the card when its words never stand together in the rules ("blood moon", "animate dead",
// "doubling season"), and rules English when they do ("first strike"). Built once per edition.
import { normalizeName } from '../store/normalize-name.js'
import type { EditionFacts } from './edition.js'

const cache = new WeakMap<EditionFacts, Set<string>>()

function pairsOf(facts: EditionFacts): Set<string> {
  const out = new Set<string>()
  const add = (text: string) => {
    const words = normalizeName(text).split(' ')
    for (let i = 0; i + 1 < words.length; i++) out.add(`${words[i]} ${words[i + 1]}`)
  }
  for (const d of facts.rules) add(d.passage.text)
  for (const g of facts.glossary) add(`${g.term}. ${g.text}`)
  return out
}

/** Whether each pair of consecutive words (normalized as card names are) stands together somewhere in the rules or glossary. */
export function isRulesPhrase(facts: EditionFacts, words: readonly string[]): boolean {
  let pairs = cache.get(facts)
  if (!pairs) cache.set(facts, (pairs = pairsOf(facts)))
  for (let i = 0; i + 1 < words.length; i++) if (!pairs.has(`${words[i]} ${words[i + 1]}`)) return false
  return true
}
