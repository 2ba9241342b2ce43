// What a question points at directly, besides its words: a rule by number, the rules a vocabulary
// phrase names, a keyword's rules (and a named card's keywords'), the rules a named glossary term
// cites. Each pointer adds to a passage's score, with its reason.
import type { Analysis } from './analyze.js'
import type { EditionFacts, KeywordEntry } from './edition.js'
import { WEIGHTS } from './weights.js'

export interface Boost {
  amount: number
  reason: string
}

const NONE: readonly Boost[] = Object.freeze([])

/** Boosts by key: a rule number, a parent rule (for its subrules), a chapter (for its rules), a glossary term. */
export class Boosts {
  private readonly byKey = new Map<string, Boost[]>()
  add(key: string, amount: number, reason: string) {
    if (amount <= 0) return
    const list = this.byKey.get(key)
    if (!list) this.byKey.set(key, [{ amount, reason }])
    else if (!list.some((b) => b.reason === reason)) list.push({ amount, reason })
  }
  keys(): string[] {
    return [...this.byKey.keys()]
  }
  get(key: string | null | undefined): readonly Boost[] {
    return (key != null && this.byKey.get(key)) || NONE
  }
}

/**
 * Several pointers at one passage count for more than one, but not for their sum: the strongest, and
 * a third of the rest. The pointers come back strongest first, for their reasons (which a passage
 * left out of the answer never reads).
 */
export function combine(boosts: readonly Boost[]): { amount: number; boosts: readonly Boost[] } {
  if (boosts.length < 2) return { amount: boosts[0]?.amount ?? 0, boosts }
  const sorted = [...boosts].sort((a, b) => b.amount - a.amount)
  const amount = sorted.reduce((sum, b, i) => sum + (i === 0 ? b.amount : b.amount / 3), 0)
  return { amount, boosts: sorted }
}

export interface Pointers {
  rules: Boosts
  /** By parent rule number: applies to its subrules. */
  parents: Boosts
  /** By chapter number: applies to every rule in it. */
  chapters: Boosts
  glossary: Boosts
}

export function pointersOf(a: Analysis, facts: EditionFacts): Pointers {
  const p: Pointers = { rules: new Boosts(), parents: new Boosts(), chapters: new Boosts(), glossary: new Boosts() }
  for (const n of a.ruleNumbers) {
    p.rules.add(n, WEIGHTS.ruleNumber, `asks for rule ${n} by number`)
    p.parents.add(n, WEIGHTS.ruleNumberChildren, `part of rule ${n}, asked for by number`)
  }
  for (const v of a.vocabulary)
    for (const n of v.entry.rules ?? [])
      p.rules.add(n, WEIGHTS.vocabularyRule, `“${v.said}” is player vocabulary for ${v.entry.means} (rule ${n})`)
  for (const m of a.principles)
    for (const n of m.principle.rules) {
      const reason = `the question describes ${m.principle.name} (rule ${n}: “${m.said.join('”, “')}”)`
      p.rules.add(n, WEIGHTS.principle, reason)
      if (facts.childrenOf.get(n)?.length) p.parents.add(n, WEIGHTS.principleChildren, reason)
    }

  const keywordsByName = facts.keywordByName
  const keywordRules = (k: KeywordEntry, weight: number, reason: string) => {
    if (!k.ruleNumber) return
    if (facts.byNumber.get(k.ruleNumber)?.heading) {
      p.parents.add(k.ruleNumber, WEIGHTS.keywordRules * weight, reason)
      // the first subrule says what the keyword is
      p.rules.add(`${k.ruleNumber}a`, WEIGHTS.keywordDefinition * weight, `defines ${k.name.toLowerCase()}`)
      return
    }
    p.rules.add(k.ruleNumber, WEIGHTS.keywordVariant * weight, reason)
    const parent = k.parent ? keywordsByName.get(k.parent.toLowerCase()) : undefined
    if (parent?.ruleNumber)
      p.parents.add(
        parent.ruleNumber,
        WEIGHTS.keywordVariantParent * weight,
        `${reason}, a variant of ${parent.name.toLowerCase()} (${parent.ruleNumber})`,
      )
  }
  for (const k of a.keywords) {
    const said = k.via ? `“${k.said}” (${k.item.name.toLowerCase()})` : k.item.name.toLowerCase()
    keywordRules(k.item, k.weight, `names the keyword ${said}${k.item.ruleNumber ? ` (${k.item.ruleNumber})` : ''}`)
  }
  for (const c of a.cards)
    for (const name of c.keywords) {
      const k = keywordsByName.get(name.toLowerCase())
      if (k) keywordRules(k, WEIGHTS.cardKeyword * c.confidence, `${c.name} has ${name.toLowerCase()}`)
    }

  const byTerm = facts.glossaryByTerm
  for (const g of a.glossary) {
    const coverage = Math.min(1, g.positions.length / a.contentWordCount)
    p.glossary.add(
      g.item.term,
      g.weight * (WEIGHTS.glossaryNamed + WEIGHTS.glossaryCoverage * coverage),
      `names the glossary term “${g.item.term}”${g.via ? ` (as “${g.said}”)` : ''}`,
    )
    const seen = g.item.seeAlso ? byTerm.get(g.item.seeAlso.toLowerCase()) : undefined
    if (seen) p.glossary.add(seen.term, g.weight * WEIGHTS.glossarySeeAlso, `the glossary sends “${g.item.term}” to “${seen.term}”`)
    for (const entry of seen ? [g.item, seen] : [g.item])
      for (const ref of entry.references) {
        const cited = `cited by the glossary entry “${entry.term}”`
        if (!ref.includes('.')) p.chapters.add(ref, WEIGHTS.glossaryCitesChapter * g.weight, cited)
        else if (facts.byNumber.get(ref)?.heading) p.parents.add(ref, WEIGHTS.glossaryCitesHeading * g.weight, cited)
        else p.rules.add(ref, WEIGHTS.glossaryCitesRule * g.weight, cited)
      }
  }
  return p
}
