// A card's characteristics as the engine reads them: type line split into supertypes, card types
// and subtypes (CR 205), mana cost parsed, abilities parsed from Oracle text.
import { doubt, type Aspect, type Doubt } from '../doubts.js'
import { readManaCost, type ManaCost } from '../mana/cost.js'
import { parseOracle } from '../oracle/parse.js'
import { ENTERS_TAPPED } from '../oracle/clauses.js'
import type { Clause, OracleAbilities } from '../oracle/types.js'
import type { CardCharacteristics } from '../scenario/index.js'
import { CARD_TYPES, COLOR_WORDS, isQualityWord, SUPERTYPES } from './quality-words.js'
import { definedColors, definedSubtype } from '../keywords/defines.js'
import { opaqueTriggers, triggerEvents, type OpaqueTrigger } from './opaque-triggers.js'
import { crKind, touches, touchesEverything, unclassifiable } from '../oracle/clause-kind.js'
import { choiceReads, type ChoiceRead } from './entry-choices.js'

export { unknownQualityWords } from './quality-words.js'

export interface TypeLine {
  supertypes: string[]
  types: string[]
  subtypes: string[]
}

export function parseTypeLine(typeLine: string): TypeLine {
  const [left = '', right = ''] = typeLine.split(/\s+[—-]\s+/)
  const out: TypeLine = { supertypes: [], types: [], subtypes: right.split(/\s+/).filter(Boolean) }
  for (const w of left.split(/\s+/).filter(Boolean)) {
    const l = w.toLowerCase()
    if (SUPERTYPES.has(l)) out.supertypes.push(l)
    else if (CARD_TYPES.has(l)) out.types.push(l)
  }
  return out
}

/** A card's characteristics ready for the engine; cached per characteristics object. */
export interface CardFace {
  name: string
  manaCostText: string | null
  manaCost: ManaCost
  typeLine: string
  type: TypeLine
  oracleText: string
  /** As printed ("2", "*", "1+*"), or null when none is printed (CR 208.1, 209.1). */
  power: string | null
  toughness: string | null
  loyalty: string | null
  abilities: OracleAbilities
  /** What the engine can't use of this card as a whole (an unreadable mana cost, several faces read as one). */
  doubts: Doubt[]
  /** Its own not-understood clauses, by what they could change about this card wherever it is. */
  clauseDoubts: Doubt[]
  /**
   * What its own not-understood triggered abilities whose trigger condition works only on the battlefield
   * could change besides what triggers (CR 113.6, 113.6k): doubts while it is there, not in a library or hand.
   */
  battlefieldClauseDoubts: Doubt[]
  /** Its not-understood static abilities: while it is on the battlefield they could change anything (CR 604.1, 611.3a). */
  staticDoubts: Doubt[]
  /** A spell's not-understood effects: once it resolves they could have changed any other object (CR 608.2). */
  effectDoubts: Doubt[]
  /** Its not-understood triggered clauses, by the events they name: in doubt when one of those happens (state/opaque-triggers.ts). */
  opaqueTriggers: OpaqueTrigger[]
  /** Its understood abilities that read a choice made as it entered ("the chosen color", state/entry-choices.ts). */
  choiceReads: ChoiceRead[]
}

const BASIC_LAND_MANA: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = { plains: 'W', island: 'U', swamp: 'B', mountain: 'R', forest: 'G' }

/** CR 305.6: a land with a basic land type has "{T}: Add [its mana]" (often shown only as reminder text). */
function withIntrinsicManaAbilities(abilities: OracleAbilities, type: TypeLine): OracleAbilities {
  const missing = type.types.includes('land')
    ? type.subtypes
        .map((s) => BASIC_LAND_MANA[s.toLowerCase()])
        .filter((m): m is 'W' => Boolean(m))
        .filter(
          (m) =>
            !abilities.manaAbilities.some(
              (a) => a.tap && a.produces.kind === 'fixed' && a.produces.mana.length === 1 && a.produces.mana[0] === m,
            ),
        )
    : []
  if (!missing.length) return abilities
  const added = missing.map((m, i) => ({
    index: abilities.manaAbilities.length + i + 1,
    text: `{T}: Add {${m}}.`,
    tap: true,
    untap: false,
    manaCost: null,
    otherCosts: [],
    produces: { kind: 'fixed' as const, mana: [m] },
  }))
  const activated = missing.map((m, i) => ({
    index: abilities.activated.length + i + 1,
    text: `{T}: Add {${m}}.`,
    tap: true,
    untap: false,
    manaCost: null,
    otherCosts: [],
    isMana: true,
  }))
  return { ...abilities, manaAbilities: [...abilities.manaAbilities, ...added], activated: [...abilities.activated, ...activated] }
}

const faces = new Map<string, CardFace>()
const byObject = new WeakMap<CardCharacteristics, CardFace>()
const FACE_CACHE_LIMIT = 5000

/**
 * A card's face, read once per distinct characteristics (the same cards recur in every scenario):
 * by object identity first (the evaluate service hands in the same object for a cached store card),
 * then by content (inline cards arrive as new objects with every request).
 */
export function readCard(c: CardCharacteristics): CardFace {
  const known = byObject.get(c)
  if (known) return known
  const key = `${c.name}\u0000${c.manaCost ?? ''}\u0000${c.typeLine}\u0000${c.oracleText ?? ''}\u0000${c.power ?? ''}/${c.toughness ?? ''}/${c.loyalty ?? ''}`
  let face = faces.get(key)
  if (!face) {
    if (faces.size >= FACE_CACHE_LIMIT) faces.clear()
    face = readCardUncached(c)
    faces.set(key, face)
  }
  byObject.set(c, face)
  return face
}

/** What can't be used of a card as a whole; every answer about it that could depend on that says so. */
function cardDoubts(c: CardCharacteristics, unreadableCost: string | null): Doubt[] {
  const faces = c.name.split(' // ')
  if (faces.length > 1 || c.typeLine.includes(' // '))
    return [
      doubt(
        `Arcanum reads a card with several faces one face at a time (CR 709 split, 712 double-faced, 715 adventurer cards): name one face, ${faces.map((f) => `"${f}"`).join(' or ')} (${c.name}).`,
        ['709.4', '712.8a'],
      ),
    ]
  if (unreadableCost)
    return [
      doubt(
        `Arcanum doesn't model the mana cost ${c.manaCost}: ${unreadableCost.replace(/^unknown/, 'the')} isn't one of the mana symbols of CR 107.4 (${c.name}).`,
        ['107.4', '202.1'],
        ['cast', 'cost', 'mana'],
      ),
    ]
  return []
}

/** The rule an answer would need to model a clause that could change this, and how to say it. */
const MISSING: Record<Aspect, [string, string]> = {
  cast: ['601.3', 'what it allows or forbids when casting'],
  cost: ['601.2f', 'this change to what casting costs'],
  mana: ['605.1a', 'this mana effect'],
  activate: ['602.5', 'this effect on activating abilities'],
  zone: ['614.1', 'this effect on where cards go'],
  counters: ['122.1', 'this effect on counters'],
  trigger: ['603.2', 'this triggered ability'],
  kicked: ['702.33', 'this kicker effect'],
  copy: ['707.1', 'this copy or token effect'],
  control: ['108.4', 'this control effect'],
  keywords: ['113.1', 'the abilities this gives or takes away'],
  pt: ['613.4', 'this effect on power and toughness'],
  damage: ['120.1', 'this effect on damage'],
  life: ['119.3', 'this effect on life totals'],
  target: ['115.1', 'this effect on what can be targeted'],
}

export function clauseDoubt(c: Clause, name: string, aspects: Aspect[], spell = false): Doubt {
  const [rule, what] = touchesEverything(aspects)
    ? (['113.3', "this ability, and can't tell what it could change"] as const)
    : MISSING[aspects[0]!]
  const quoted = c.rest === c.text ? `"${c.text}"` : `"${c.rest}" in "${c.text}"`
  return {
    ...doubt(`Arcanum doesn't model ${what} (CR ${rule}): ${quoted} (${name}).`, [rule], aspects),
    clause: { card: name, text: c.text, kind: crKind(c, spell) },
  }
}

/** Which doubts a card's not-understood clauses raise, and where they apply (the card, the battlefield, a resolving spell). */
function clauseDoubts(name: string, abilities: OracleAbilities, type: TypeLine) {
  const self: Doubt[] = []
  const there: Doubt[] = []
  const statics: Doubt[] = []
  const effects: Doubt[] = []
  const spell = type.types.includes('instant') || type.types.includes('sorcery')
  const ABOUT_CASTING: Aspect[] = ['cast', 'cost', 'kicked', 'keywords']
  for (const c of abilities.clauses) {
    if (c.understood) continue
    // an activated ability does nothing until it is activated: unclassified, it taints whether it can be
    // activated, and what it does once it resolves (actions/stack.ts) — not the rest of its card
    if (c.kind === 'activated') {
      if (c.affects.length || !c.readAs.length) self.push(clauseDoubt(c, name, c.affects.length ? c.affects : ['activate']))
      continue
    }
    // unclassifiable: everything about its object and every game-wide event (oracle/clause-kind.ts)
    const affects = [...touches(c)]
    const mentionsSelf = /~|\bit\b/.test(c.rest) || c.rest.includes(name)
    if (c.kind === 'triggered') {
      // a trigger the engine reads raises its effect's doubts only when it triggers (fireTriggers), and so
      // does one it can't read whose event it can classify (state/opaque-triggers.ts): an event that never
      // happens can't make it trigger
      const read = c.readAs.includes('trigger')
      if (!read && !spell && triggerEvents(c.text, name)) continue
      // not read as a trigger (nothing of it, or only part, was read): what triggers is in doubt, whatever its words name
      const own = read ? [] : [...new Set<Aspect>(['trigger', ...affects.filter(() => mentionsSelf)])]
      // CR 113.6: a permanent's trigger that can only trigger from the battlefield does nothing elsewhere;
      // what triggers stays in doubt everywhere (it may have triggered while the card was there)
      const fieldOnly = !spell && battlefieldOnlyTrigger(c.text, name)
      const always = fieldOnly ? own.filter((a) => a === 'trigger') : own
      const onField = fieldOnly ? own.filter((a) => a !== 'trigger') : []
      if (always.length) self.push(clauseDoubt(c, name, always))
      if (onField.length) there.push(clauseDoubt(c, name, onField))
    } else if (spell) {
      // an unread keyword with a cost ("Surge {1}{U}") is an ability of the spell itself (CR 702.1): whether
      // it can be activated is the card's own doubt, not one its resolving leaves on other objects
      const keywordLine = /^[a-z]+(?: [a-z]+)? ?(?:\{|—|\d+$)/i.test(c.rest)
      const own = affects.filter((a) => ABOUT_CASTING.includes(a) || (a === 'zone' && mentionsSelf) || (a === 'activate' && keywordLine))
      // an effect that names its own card can still move others ("Return … target cards …, where X is … as
      // you cast this spell"): once it resolves, what it could change of any other object is in doubt (CR 608.2)
      // a lasting permission or prohibition for other spells ("The next sorcery spell you cast this turn can be
      // cast as though it had flash", CR 601.3b, 611.2a): once it resolves, whether they can be cast is in doubt
      const othersCast = affects.includes('cast') && /\b(?:spells?|cards?)\b/i.test(c.rest.replace(/\bthis spell\b/gi, ''))
      // a keyword ability it gives or takes away from other objects ("It gains haste until end of turn.", Act of
      // Treason): once it resolves, what those objects have is in doubt (CR 611.2a, 613.1f), not only the spell's own
      const othersKeywords =
        affects.includes('keywords') && /\b(?:gains?|loses?|has|have)\b/i.test(c.rest) && !/^(?:this spell|~)\b/i.test(c.rest)
      const world = affects.filter(
        (a) =>
          (!ABOUT_CASTING.includes(a) && !(a === 'activate' && keywordLine)) ||
          (a === 'cast' && othersCast) ||
          (a === 'keywords' && othersKeywords),
      )
      if (own.length) self.push(clauseDoubt(c, name, own, true))
      if (world.length) effects.push(clauseDoubt(c, name, world, true))
    } else {
      if (!affects.length) continue
      self.push(clauseDoubt(c, name, affects))
      // "~ has …", "… of ~'s abilities": about this permanent only
      const aboutItself = c.text.startsWith(name) || c.text.includes(`${name}'s abilities`)
      // a keyword the engine can't classify is an ability of its object (CR 702.1): everything about that
      // object, and game-wide what triggers (it may be a triggered ability), not the other objects
      if (crKind(c, spell) === 'keyword' && unclassifiable(c)) statics.push(clauseDoubt(c, name, ['trigger']))
      else if (!aboutItself) statics.push(clauseDoubt(c, name, affects))
    }
  }
  return {
    clauseDoubts: self,
    battlefieldClauseDoubts: there,
    staticDoubts: statics,
    effectDoubts: effects,
    opaqueTriggers: spell ? [] : opaqueTriggers(abilities.clauses, abilities.triggers, name),
    choiceReads: spell ? [] : choiceReads(abilities.clauses, name),
  }
}

/**
 * A trigger condition that can trigger only while its permanent is on the battlefield (CR 113.6): one
 * naming no other zone and no event that happens elsewhere (dying, leaving, being cast, cycled,
 * discarded, drawn, revealed…; CR 113.6k, 603.6c, 603.10a).
 */
function battlefieldOnlyTrigger(text: string, name: string): boolean {
  // the card's own name first: a legend's name has a comma of its own ("Grunn, the Lonely King")
  const condition = text.replaceAll(name, '~').split(',')[0]!
  return (
    /^(?:when|whenever)\b/i.test(condition) &&
    !/\b(?:dies|die|leaves?|put into|graveyards?|hands?|library|libraries|exiled?|from exile|cycles?|cycled|discards?|discarded|casts?|cast|draws?|drawn|reveals?|revealed|anywhere|face up|turned|foretells?|plots?|transforms?|mutates?|becomes? the target|is countered|counters?|copy|copies)\b/i.test(
      condition,
    )
  )
}

/**
 * The same face with its clauses read further (src/engine/effects/face.ts marks the spell effects and
 * static abilities the engine carries out as understood): the doubts its clauses raise follow.
 */
export function withClauses(face: CardFace, clauses: Clause[]): CardFace {
  const abilities = { ...face.abilities, clauses }
  return { ...face, ...clauseDoubts(face.name, abilities, face.type), abilities }
}

function readCardUncached(c: CardCharacteristics): CardFace {
  const type = parseTypeLine(c.typeLine)
  const cost = readManaCost(c.manaCost ?? null)
  const abilities = withIntrinsicManaAbilities(parseOracle(c.name, c.oracleText ?? ''), type)
  return {
    ...clauseDoubts(c.name, abilities, type),
    name: c.name,
    manaCostText: c.manaCost ?? null,
    manaCost: cost.cost,
    doubts: cardDoubts(c, cost.unreadable),
    typeLine: c.typeLine,
    type,
    oracleText: c.oracleText ?? '',
    power: c.power ?? null,
    toughness: c.toughness ?? null,
    loyalty: c.loyalty ?? null,
    abilities,
  }
}

export const isType = (face: CardFace, t: string) => face.type.types.includes(t)
/** Its own unconditional "~ enters tapped." (CR 614.1d), as the clause reader read it. */
export const entersTapped = (face: CardFace) => face.abilities.clauses.some((c) => c.understood && c.readAs.includes(ENTERS_TAPPED))
export const isPermanentCard = (face: CardFace) =>
  ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'].some((t) => isType(face, t))
export const isInstantOrSorcery = (face: CardFace) => isType(face, 'instant') || isType(face, 'sorcery')

/**
 * Does a card match a search quality (CR 701.23a)? The quality is what stands between the count and
 * "card": "basic land", "Forest", "creature", "Plains or Island", "artifact land", "nonland".
 */
export function matchesQuality(face: CardFace, quality: string): boolean {
  return quality.split(/\s+or\s+/i).some((alt) =>
    alt
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => {
        const w = word.toLowerCase()
        return w.startsWith('non') && !isQualityWord(w) ? !matchesWord(face, w.slice(3)) : matchesWord(face, w)
      }),
  )
}

function matchesWord(face: CardFace, w: string): boolean {
  if (SUPERTYPES.has(w)) return face.type.supertypes.includes(w)
  if (CARD_TYPES.has(w)) return face.type.types.includes(w)
  if (w in COLOR_WORDS) {
    const c = COLOR_WORDS[w]!
    const defined = definedColors(face) // devoid (CR 702.114a, 604.3)
    if (defined) return defined.includes(c)
    return face.manaCost[c] > 0 || face.manaCost.hybrid.some((h) => h.includes(c)) || face.manaCost.phyrexian.some((p) => p.startsWith(c))
  }
  if (w === 'permanent') return isPermanentCard(face)
  return face.type.subtypes.some((s) => s.toLowerCase() === w) || definedSubtype(face, w) // changeling (CR 702.73a)
}
