// Keywords read from one edition of the Comprehensive Rules: every keyword action (CR 701) and
// keyword ability (CR 702) with its defining rule and its full definition, the ability words
// CR 207.2c lists, and the variants the CR defines inside a keyword's rule, linked to that
// keyword: Multikicker (CR 702.33c) and Sticker kicker (CR 702.33h) → Kicker; Typecycling
// (CR 702.29e) and the [type]cycling names → Cycling; Megamorph (CR 702.37b) → Morph; the partner
// abilities (CR 702.124h–m) → Partner; the [type]walk names (CR 702.14) → Landwalk; ...
// Pure: the importer hands in the rules of the current edition and the keyword names it knows
// from cards and from MTGJSON's Keywords.json.

import type { KeywordKind, RuleKind } from '../../store/types.js'

export type { KeywordKind }

export interface KeywordRuleText {
  number: string
  kind: RuleKind
  text: string
}

export interface KnownKeywordName {
  name: string
  /** Known kind (Keywords.json, an existing row), or null for a name only seen on cards. */
  kind: KeywordKind | null
}

export interface DerivedKeyword {
  name: string
  slug: string
  kind: KeywordKind
  /** "702.33", "702.33c", "207.2c"; null for names the CR does not define. */
  ruleNumber: string | null
  /** The defining rules' text, subrules joined by newlines (no rule numbers, no examples). */
  definition: string
  parentSlug: string | null
}

export function keywordSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const straightApostrophes = (s: string) => s.replace(/’/g, "'")
const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const key = (s: string) => straightApostrophes(s).toLowerCase()

/** "[Type]cycling [cost]" → "cycling"; "[type]walk" → "walk" (the template a family of names follows) */
const TEMPLATE = /“\[[A-Za-z ]+\]([a-z]+)\b/g
/** "Multikicker is a variant of the kicker ability." / "“Hexproof from [quality]” is a variant of the hexproof ability." */
const VARIANT = /^“?([^“”.]+?)”? is a variant of\b/
/** "Sticker kicker is a keyword ability that represents a kicker ability ..." (CR 702.33h) */
const REPRESENTS = /^“?([^“”.]+?)”? is a keyword ability that represents an? [a-z]+ ability/
/** "“Partner with [name]” represents ..." / "“Choose a Background” means ..." (a family's members, CR 702.124) */
const MEANS = /^“([^”]+)” (?:means|represents)\b/
/** "The “partner—[text]” abilities are “partner—Character select,” ... and “partner—Survivors.”" */
const LISTED = /The “[^”]+” abilities are ((?:“[^”]+”(?:,?\s+and\s+|\s+)?)+)/
const AS_IN = /\bas in “([^”]+)”/g

/** Strip a trailing placeholder: "Hexproof from [quality]" → "Hexproof from"; "Connive N" → "Connive". */
function baseName(phrase: string): string {
  return phrase
    .replace(/\s*(\[[^\]]*\]|\bN\b|—.*)\s*$/u, '')
    .replace(/\s+$/, '')
    .trim()
}

export function deriveKeywords(rules: readonly KeywordRuleText[], known: readonly KnownKeywordName[] = []): DerivedKeyword[] {
  // the spelling cards and MTGJSON use, where the CR capitalises differently ("Double Strike" → "Double strike")
  const spelling = new Map<string, string>()
  for (const k of known) if (!spelling.has(key(k.name))) spelling.set(key(k.name), k.name)
  const spell = (name: string) => spelling.get(key(name)) ?? straightApostrophes(name)

  const out = new Map<string, DerivedKeyword>() // by slug; the first definition of a slug wins
  const add = (k: Omit<DerivedKeyword, 'slug'> & { slug?: string }) => {
    const slug = k.slug || keywordSlug(k.name)
    if (!slug || out.has(slug)) return
    out.set(slug, { ...k, slug })
  }

  const byParent = new Map<string, KeywordRuleText[]>()
  for (const r of rules) {
    const parent = r.kind === 'subrule' ? r.number.replace(/[a-z]$/, '') : r.kind === 'rule' ? r.number.slice(0, 3) : null
    if (!parent) continue
    let list = byParent.get(parent)
    if (!list) byParent.set(parent, (list = []))
    list.push(r)
  }

  // 1. Keyword actions (CR 701) and keyword abilities (CR 702): each rule headed by a name.
  const families: { keyword: DerivedKeyword[]; rule: KeywordRuleText; subrules: KeywordRuleText[] }[] = []
  for (const chapter of ['701', '702'] as const) {
    const kind: KeywordKind = chapter === '701' ? 'action' : 'ability'
    for (const rule of byParent.get(chapter) ?? []) {
      if (rule.kind !== 'rule' || !isHeading(rule.text)) continue
      const subrules = (byParent.get(rule.number) ?? []).filter((s) => s.kind === 'subrule')
      const definition = subrules.map((s) => s.text).join('\n')
      const keywords: DerivedKeyword[] = []
      // "Tap and Untap" (CR 701.26), "Daybound and Nightbound" (CR 702.145): two keywords, one rule
      const heading = rule.text.replace(/\s*\(([^)]*)\)\s*$/, '')
      const alias = /\(([^)]*)\)\s*$/.exec(rule.text)?.[1]
      const names = /^\S+ and \S+$/.test(heading) ? heading.split(' and ') : [heading]
      for (const n of names) {
        const name = spell(n)
        const slug = keywordSlug(name) || (alias ? keywordSlug(alias) : '') || rule.number.replace('.', '-')
        add({ name, slug, kind, ruleNumber: rule.number, definition, parentSlug: null })
        const made = out.get(slug)
        if (made) keywords.push(made)
      }
      if (keywords.length) families.push({ keyword: keywords, rule, subrules })
    }
  }
  const headingSlugs = new Set(out.keys())

  // 2. Variants defined inside a keyword's rule.
  const templates: { suffix: string; parent: DerivedKeyword; rule: string; definition: string }[] = []
  for (const { keyword, subrules } of families) {
    const parent = keyword[0]!
    const isFamily = subrules.some((s) => /^[A-Z][a-z]+ abilities are keyword abilities\b/.test(s.text)) // CR 702.124a
    for (const s of subrules) {
      const variant = VARIANT.exec(s.text) ?? REPRESENTS.exec(s.text) ?? (isFamily ? MEANS.exec(s.text) : null)
      const names: string[] = []
      if (variant) names.push(baseName(variant[1]!))
      const listed = isFamily ? LISTED.exec(s.text) : null
      if (listed) for (const m of listed[1]!.matchAll(/“[^—”]*—([^”]+?)[,.]?”/g)) names.push(m[1]!.trim())
      for (const raw of names) {
        if (!raw || key(raw) === key(parent.name)) continue
        const name = spell(sentenceCase(raw))
        add({ name, kind: parent.kind, ruleNumber: s.number, definition: s.text, parentSlug: parent.slug })
      }
      for (const m of s.text.matchAll(TEMPLATE)) {
        templates.push({
          suffix: m[1]!,
          parent,
          rule: variant ? s.number : parent.ruleNumber!,
          definition: variant ? s.text : parent.definition,
        })
      }
    }
  }

  // 3. Names that follow a family's template ("[Type]cycling", "[type]walk"): the CR's own
  //    examples ("as in “mountaincycling”") and the names cards and Keywords.json carry.
  for (const t of templates) {
    const family = families.find((f) => f.keyword[0] === t.parent)!
    const examples = family.subrules.flatMap((s) => [...s.text.matchAll(AS_IN)].map((m) => m[1]!))
    const candidates = [...examples, ...known.map((k) => k.name)]
    for (const raw of candidates) {
      const low = key(raw)
      if (!low.endsWith(t.suffix) || low === t.suffix || low === key(t.parent.name)) continue
      if (!/^[a-z][a-z ]*$/.test(low)) continue
      if (headingSlugs.has(keywordSlug(raw))) continue // "Planeswalk" is its own keyword action (CR 701.31)
      add({ name: spell(sentenceCase(raw)), kind: t.parent.kind, ruleNumber: t.rule, definition: t.definition, parentSlug: t.parent.slug })
    }
  }

  // 4. Ability words: the list in CR 207.2c.
  const abilityWords = rules.find((r) => r.number === '207.2c')
  if (abilityWords) {
    const [intro, list] = abilityWords.text.split(/The ability words are /)
    if (list) {
      for (const raw of list.replace(/\.\s*$/, '').split(/,\s*(?:and\s+)?|\s+and\s+/)) {
        const word = raw.trim()
        if (!word) continue
        add({ name: spell(sentenceCase(word)), kind: 'ability_word', ruleNumber: '207.2c', definition: intro!.trim(), parentSlug: null })
      }
    }
  }

  // 5. Names the CR does not define, as Keywords.json (or an earlier import) lists them.
  for (const k of known) {
    if (!k.kind) continue
    add({ name: k.name, kind: k.kind, ruleNumber: null, definition: '', parentSlug: null })
  }
  return [...out.values()]
}

/** A keyword rule's own text is its name ("Kicker"), not a sentence ("Most abilities describe ..."). */
function isHeading(text: string): boolean {
  return text.length <= 40 && !/[.:]$/.test(text) && !text.includes('\n')
}
