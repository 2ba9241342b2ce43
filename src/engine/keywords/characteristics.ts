// The characteristics a keyword's hook may read of an object (its colors, CR 105; its types, 205; the
// permanents the defending player controls), each with the doubts it rests on. The engine reads colors
// from the mana cost (202.2) and types from the type line: a color indicator (204) on an object without a
// mana cost, or a not-understood ability or effect that could change colors or types (613.1d–e: "is
// black", "becomes an artifact", "Nonbasic lands are Mountains", devoid) leaves the reading in doubt, so an
// answer resting on it is unsupported rather than confidently wrong.
import { doubt, type Doubt } from '../doubts.js'
import { colorsOf } from '../game/targets.js'
import { matchesQuality, unknownQualityWords } from '../state/card.js'
import type { Game, GameObject } from '../state/game.js'
import { keywordModule } from './index.js'
import type { Read } from './types.js'

/** Words of a clause that could change an object's colors or types (613.1d–e). */
const CHANGES = String.raw`white|blue|black|red|green|colou?rs?|colorless|multicolored|monocolored|artifacts?|types?|becomes?|devoid|changeling`
const COPULA = String.raw`\b(?:is|are) (?:a|an|also|every|all)\b`
const COLOR_WORD = /\b(?:white|blue|black|red|green|multicolored|monocolored|colorless)\b/i

/** Could this clause change colors or types (or the given quality's words)? Only an unread one can. */
function changer(words: string[]): RegExp {
  const extra = words
    .map((w) =>
      w
        .toLowerCase()
        .replace(/^non/, '')
        .replace(/[^a-z]/g, ''),
    )
    .filter((w) => w.length > 2)
  return new RegExp(String.raw`\b(?:${[CHANGES, ...extra.map((w) => `${w}s?`)].join('|')})\b|${COPULA}`, 'i')
}

/** A clause the engine doesn't read whose effect could be anything; a registered keyword modeled in part declares what its other parts touch. */
const unread = (c: GameObject['face']['abilities']['clauses'][number]) =>
  !c.understood &&
  c.kind !== 'activated' &&
  !(c.kind === 'triggered' && c.readAs.includes('trigger')) &&
  !(c.kind === 'keyword' && keywordModule(c.text))

/** The doubts about these objects' colors or types (and the quality's words): their own unread clauses, the battlefield's, effects not carried out. */
function changeDoubts(game: Game, objects: GameObject[], words: string[], rule: string): Doubt[] {
  const re = changer(words)
  const out: Doubt[] = []
  const seen = new Set<GameObject['id']>()
  const from = [...objects, ...game.battlefield()]
  for (const o of from) {
    if (seen.has(o.id)) continue
    seen.add(o.id)
    for (const c of o.face.abilities.clauses)
      if (unread(c) && re.test(c.text))
        out.push(
          doubt(`Arcanum doesn't model what "${c.text}" (${o.face.name}) could do to colors or types (CR 613.1d–e), which ${rule} reads.`, [
            rule,
            '613.1',
          ]),
        )
  }
  for (const e of game.effectDoubts)
    if (re.test(e.doubt.text))
      out.push(doubt(`${e.doubt.text} It could have changed colors or types, which ${rule} reads.`, [rule, '613.1']))
  return out
}

/** The object's colors now, with the doubts about them. */
export function colorsRead(game: Game, obj: GameObject, rule: string): Read<string[]> {
  const doubts = changeDoubts(game, [obj], [], rule)
  if (obj.face.manaCostText === null)
    doubts.push(
      doubt(
        `${obj.face.name} has no mana cost: Arcanum can't see a color indicator or the colors an effect gave it (CR 202.2, 204), which ${rule} reads.`,
        [rule, '204'],
      ),
    )
  return { value: colorsOf(obj), doubts }
}

/** Does the object have the quality now ("artifact", "black", "Island land")? */
export function qualityRead(game: Game, obj: GameObject, quality: string, rule: string): Read<boolean> {
  const unknown = unknownQualityWords(quality)
  if (unknown.length)
    return {
      value: false,
      doubts: [doubt(`Arcanum can't tell whether ${obj.face.name} is "${quality}" (CR ${rule}).`, [rule])],
    }
  const doubts = changeDoubts(game, [obj], quality.split(/\s+/), rule)
  if (COLOR_WORD.test(quality) && obj.face.manaCostText === null)
    doubts.push(
      doubt(
        `${obj.face.name} has no mana cost: Arcanum can't see a color indicator or the colors an effect gave it (CR 202.2, 204), which ${rule} reads.`,
        [rule, '204'],
      ),
    )
  return { value: matchesQuality(obj.face, quality), doubts }
}

/** Does this player control a permanent with the quality now? */
export function controlsRead(game: Game, player: string, quality: string, rule: string): Read<boolean> {
  const theirs = game.battlefield().filter((p) => p.controller === player)
  if (unknownQualityWords(quality).length)
    return { value: false, doubts: [doubt(`Arcanum can't tell which permanents are "${quality}" (CR ${rule}).`, [rule])] }
  return {
    value: theirs.some((p) => matchesQuality(p.face, quality)),
    doubts: changeDoubts(game, [], quality.split(/\s+/), rule),
  }
}
