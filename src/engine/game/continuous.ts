// Continuous effects on power, toughness and keyword abilities (CR 611, 613): from resolving spells
// and abilities ("Target creature gets +3/+3 until end of turn", "gains flying until end of turn"),
// which affect only the objects they found as they resolved (611.2c), and from static abilities of
// permanents ("Creatures you control get +1/+1."), which apply to whatever matches now (611.3a).
// Within layer 7 they apply in the order of CR 613.4: 7a characteristic-defining abilities (not
// modeled: unsupported), 7b effects that set P/T, 7c effects and counters that modify it, 7d
// switching; within a sublayer, in timestamp order (613.7). Keyword grants are layer 6 (613.1f).
// "Until end of turn" effects end in the cleanup step (514.2).
import { matchesQuality, unknownQualityWords, type CardFace } from '../state/card.js'
import { definedSubtype } from '../keywords/defines.js'
import { choicesMade } from '../state/entry-choices.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import type { Doubt } from '../doubts.js'
import { readFilter, readForEach } from '../effects/phrases.js'
import { attachedObject } from './attachments.js'
import { filtered } from '../effects/select.js'
import type { ObjectFilter } from '../effects/types.js'

export type { ContinuousEffect, PTLayer } from '../state/core.js'
import type { ContinuousEffect, PTLayer } from '../state/core.js'

/** A static ability the engine reads: "Creatures you control get +1/+1.", "Other Goblins you control get +1/+1 and have haste." */
export interface StaticPT {
  whose: 'you' | 'opponents' | 'any'
  quality: string
  other: boolean
  power: number
  toughness: number
  keywords: string[]
  /** "~ gets +1/+1 …": only the permanent itself. */
  self?: boolean
  /** "… for each land card in your graveyard": the values times that count, made now (CR 611.3a, 608.2h). */
  forEach?: ObjectFilter
  /** "Enchanted creature gets …", "Equipped creature gets …": only the permanent it is attached to (CR 303.4m, 301.5f). */
  attached?: 'enchanted' | 'equipped'
  /** "+X/+Y, where X is half the number of Forests you control, rounded down, …": counted now (CR 611.3a). */
  variable?: { power: CountOf | null; toughness: CountOf | null }
  /** "Creatures you control of the chosen type get +1/+1": only those of the choice made as it entered (CR 614.12, 607.2d). */
  chosen?: 'color' | 'creatureType'
}

/** "the number of Forests you control", "half the number of …, rounded up": a count made whenever the effect applies. */
export interface CountOf {
  of: ObjectFilter
  sign: 1 | -1
  half?: 'up' | 'down'
}

const SELF_STATIC = /^~ gets ([+-]\d+)\/([+-]\d+)(?: (for each .+?))?\.?$/i
const STATIC =
  /^(other )?([\w ]+?) (you control|your opponents control)? ?(?:get|gets) ([+-]\d+)\/([+-]\d+)(?: and (?:have|has) ([a-z ,]+?))?\.?$/i
const STATIC_ALL = /^(other )?(?:all )?([\w ]+?) get ([+-]\d+)\/([+-]\d+)\.?$/i
/** The keywords without a parameter that effects grant and the engine lists (CR 702). */
export const GRANTABLE_KEYWORDS = [
  'flying',
  'vigilance',
  'haste',
  'trample',
  'lifelink',
  'deathtouch',
  'reach',
  'menace',
  'first strike',
  'double strike',
  'indestructible',
  'hexproof',
  'shroud',
  'defender',
  'infect',
  'wither',
]

const singular = (w: string) => w.replace(/ies$/i, 'y').replace(/(?<=[^s])s$/i, '')

const ATTACHED = /^(enchanted|equipped) creature (.+?)\.?$/i
const WHERE = /^(.*?), where X is (.+?)(?:,? and Y is (.+))?$/i
const ATTACHED_BODY = /^(?:gets ([+-](?:\d+|X|Y))\/([+-](?:\d+|X|Y))(?: and has ([a-z ,]+))?|has ([a-z ,]+))$/i
const COUNT_OF = /^(half )?the number of (.+?)(?:, rounded (up|down))?$/i

export function readCountOf(text: string | undefined): Omit<CountOf, 'sign'> | null {
  const m = text ? COUNT_OF.exec(text.trim()) : null
  if (!m || Boolean(m[1]) !== Boolean(m[3])) return null
  const of = readFilter(m[2]!)
  return of ? { of, ...(m[3] ? { half: m[3].toLowerCase() as 'up' | 'down' } : {}) } : null
}

const readKeywords = (list: string) => {
  const k = list.split(/,? and |, /).map((x) => x.trim().toLowerCase())
  return k.every((x) => GRANTABLE_KEYWORDS.includes(x)) ? k : null
}

/** "Enchanted creature gets +2/+2.", "Equipped creature gets +1/+0 and has first strike.", "… gets +X/+Y, where X is …". */
function readAttachedStatic(sentence: string): StaticPT | null {
  const m = ATTACHED.exec(sentence)
  if (!m) return null
  const w = WHERE.exec(m[2]!)
  const body = ATTACHED_BODY.exec(w ? w[1]! : m[2]!)
  if (!body) return null
  const keywords = (body[3] ?? body[4]) ? readKeywords((body[3] ?? body[4])!) : []
  if (!keywords) return null
  const out: StaticPT = {
    whose: 'any',
    quality: 'creature',
    other: false,
    power: 0,
    toughness: 0,
    keywords,
    attached: m[1]!.toLowerCase() as 'enchanted',
  }
  if (!body[1]) return w ? null : out
  const x = w ? readCountOf(w[2]) : null
  const y = w?.[3] ? readCountOf(w[3]) : null
  const value = (v: string): number | CountOf | null => {
    const sign = v.startsWith('-') ? -1 : 1
    const letter = v.slice(1)
    if (/^\d+$/.test(letter)) return sign * Number(letter)
    const c = letter === 'X' ? x : y
    return c ? { ...c, sign } : null
  }
  const p = value(body[1])
  const t = value(body[2]!)
  if (p === null || t === null) return null
  // a letter with no "where" for it, or a "where" no value uses, isn't read
  if (w && typeof p === 'number' && typeof t === 'number') return null
  if (typeof p === 'number') out.power = p
  if (typeof t === 'number') out.toughness = t
  if (typeof p !== 'number' || typeof t !== 'number')
    out.variable = { power: typeof p === 'number' ? null : p, toughness: typeof t === 'number' ? null : t }
  return out
}

const OF_THE_CHOSEN = / of the chosen (colou?r|creature type|type)(?= )/i

/** Read a static anthem ("Creatures you control get +1/+1."); null for anything else. */
export function readStaticPT(sentence: string, qualityReadable: (q: string) => boolean): StaticPT | null {
  // "[Other] creatures [you control] of the chosen color/type get …" (Heraldic Banner, Vanquisher's Banner, Engineered Plague):
  // the anthem of the creatures without the choice, restricted to those of the choice (CR 614.12, 607.2d)
  const ofChosen = OF_THE_CHOSEN.exec(sentence)
  if (ofChosen) {
    const rest = sentence
      .replace(OF_THE_CHOSEN, '')
      .replace(/^(other )?creatures get\b/i, (_m, o: string | undefined) => `${o ?? ''}all creatures get`)
    if (!/^(?:other )?(?:all )?creatures\b/i.test(rest)) return null
    const r = readStaticPT(rest, qualityReadable)
    if (!r || r.self || r.attached || r.forEach || r.variable || !/^(?:creature ?)+$/i.test(r.quality)) return null
    return { ...r, chosen: /colou?r/i.test(ofChosen[1]!) ? 'color' : 'creatureType' }
  }
  if (ATTACHED.test(sentence)) return readAttachedStatic(sentence)
  const own = SELF_STATIC.exec(sentence)
  if (own) {
    const per = own[3] ? readForEach(own[3]) : null
    if (own[3] && per?.kind !== 'count') return null
    const base = {
      whose: 'any' as const,
      quality: 'creature',
      other: false,
      power: Number(own[1]),
      toughness: Number(own[2]),
      keywords: [],
    }
    return { ...base, self: true, ...(per?.kind === 'count' ? { forEach: per.of } : {}) }
  }
  const m = STATIC.exec(sentence)
  let whose: StaticPT['whose'] = 'any'
  let other: boolean
  let words: string
  let power: number
  let toughness: number
  let keywords: string[] = []
  if (m?.[3]) {
    other = Boolean(m[1])
    words = m[2]!
    whose = m[3]!.toLowerCase() === 'you control' ? 'you' : 'opponents'
    power = Number(m[4])
    toughness = Number(m[5])
    if (m[6]) {
      keywords = m[6].split(/,? and |, /).map((k) => k.trim().toLowerCase())
      if (!keywords.every((k) => GRANTABLE_KEYWORDS.includes(k))) return null
    }
  } else {
    const a = STATIC_ALL.exec(sentence)
    if (!a?.[0] || !/^all /i.test(sentence.replace(/^other /i, ''))) return null
    other = Boolean(a[1])
    words = a[2]!
    power = Number(a[3])
    toughness = Number(a[4])
  }
  const quality = words.split(/\s+/).map(singular).join(' ')
  if (!/\bcreature\b/.test(quality) && !/^[A-Z]/.test(words)) return null
  if (!qualityReadable(quality) || /\b(?:enchanted|equipped|attacking|blocking|tapped|token|white|blue|black|red|green)\b/i.test(quality))
    return null
  return { whose, quality: /^[A-Z]/.test(words) ? `creature ${quality}` : quality, other, power, toughness, keywords }
}

/** Does a permanent's static anthem apply to this creature (CR 611.3a: whatever matches now)? */
function staticApplies(game: Game, source: GameObject, s: StaticPT, obj: GameObject, controller: PlayerId): boolean {
  if (s.attached) return attachedObject(game, source)?.id === obj.id && matchesQuality(obj.face, 'creature')
  if (s.self) return source.id === obj.id && matchesQuality(obj.face, 'creature')
  if (s.other && source.id === obj.id) return false
  if (s.whose === 'you' && obj.controller !== controller) return false
  if (s.whose === 'opponents' && obj.controller === controller) return false
  if (s.chosen && !ofChoice(source, s.chosen, obj)) return false
  return s.quality.split(' ').every((w) => w === 'creature' || matchesQuality(obj.face, w)) && matchesQuality(obj.face, 'creature')
}

/**
 * Is it of the color or creature type chosen as the source entered? A choice not given matches nothing here:
 * the source's missing choice is a doubt of its own on everything it could change (state/entry-choices.ts).
 */
function ofChoice(source: GameObject, kind: 'color' | 'creatureType', obj: GameObject): boolean {
  const v = source.chosen?.[kind]
  if (v === undefined) return false
  if (kind === 'color') return matchesQuality(obj.face, v)
  const t = v.toLowerCase()
  return obj.face.type.subtypes.some((s) => s.toLowerCase() === t) || definedSubtype(obj.face, t) // changeling (CR 702.73a)
}

export interface AppliedEffect {
  layer: PTLayer | '6'
  power: number
  toughness: number
  keywords: string[]
  text: string
  source: string
  timestamp: number
}

/** An anthem of "the chosen color/type" is read only on a card whose own text makes that choice as it enters (CR 607.2d). */
export function chooses(face: CardFace, r: StaticPT): boolean {
  return !r.chosen || choicesMade(face.abilities.clauses, face.name).includes(r.chosen)
}

const STATICS = new WeakMap<CardFace, { text: string; read: StaticPT }[]>()

/** A permanent's static P/T abilities the engine applies (the clauses src/engine/effects/face.ts marks understood). */
export function staticsOf(face: CardFace): { text: string; read: StaticPT }[] {
  let s = STATICS.get(face)
  if (!s) {
    s = []
    for (const c of face.abilities.clauses) {
      if (!c.understood || c.kind !== 'sentence' || !c.readAs.some((r) => r.startsWith('static power/toughness'))) continue
      const r = readStaticPT(c.text.split(face.name).join('~'), (q) => !unknownQualityWords(q).length)
      if (r && chooses(face, r)) s.push({ text: c.text, read: r })
    }
    STATICS.set(face, s)
  }
  return s
}

/** Every continuous effect that applies to a permanent now, in timestamp order (CR 613.7). */
export function effectsOn(game: Game, obj: GameObject): AppliedEffect[] {
  if (obj.zone !== 'battlefield') return []
  const out: AppliedEffect[] = game.core.continuous.filter((e) => e.objectIds.includes(obj.id))
  for (const p of game.battlefield())
    for (const s of staticsOf(p.face))
      if (staticApplies(game, p, s.read, obj, p.controller)) {
        const ctx = { controller: p.controller, source: p, targets: [] }
        const times = s.read.forEach ? filtered(game, s.read.forEach, ctx).length : 1
        // CR 611.3a: a static ability's count is made whenever it applies ("continuously updated")
        const count = (c: CountOf | null | undefined, fixed: number) => {
          if (!c) return fixed * times
          const n = filtered(game, c.of, ctx).length
          return c.sign * (c.half === 'up' ? Math.ceil(n / 2) : c.half === 'down' ? Math.floor(n / 2) : n)
        }
        out.push({
          layer: '7c',
          power: count(s.read.variable?.power, s.read.power),
          toughness: count(s.read.variable?.toughness, s.read.toughness),
          keywords: s.read.keywords,
          text: s.text,
          source: p.face.name,
          timestamp: 0,
        })
      }
  return out.sort((a, b) => a.timestamp - b.timestamp)
}

/** The keywords continuous effects give it (layer 6, CR 613.1f). */
export function grantedKeywords(game: Game, obj: GameObject): string[] {
  return [...new Set(effectsOn(game, obj).flatMap((e) => e.keywords))]
}

/** CR 514.2: in the cleanup step, "until end of turn" effects end. */
export function endUntilEndOfTurn(game: Game): number {
  const before = game.core.continuous.length
  game.core.continuous.splice(0, before, ...game.core.continuous.filter((e) => e.until !== 'endOfTurn'))
  return before - game.core.continuous.length
}

export function addContinuous(game: Game, e: Omit<ContinuousEffect, 'timestamp'>): ContinuousEffect {
  const made = { ...e, timestamp: ++game.core.timestamp }
  game.core.continuous.push(made)
  return made
}

/**
 * An Aura whose attachment the engine doesn't know (src/engine/game/attachments.ts): what its static
 * abilities give the permanent it enchants could change any creature's power, toughness and abilities.
 */
export function attachedStaticDoubt(game: Game, aura: GameObject, doubts: Doubt[]) {
  if (!staticsOf(aura.face).some((s) => s.read.attached)) return
  for (const d of doubts) {
    const aimed: Doubt = { ...d, aspects: ['pt', 'keywords'] }
    if (!game.effectDoubts.some((e) => e.doubt.text === aimed.text)) game.effectDoubts.push({ doubt: aimed, cardRef: aura.cardRef })
  }
}
