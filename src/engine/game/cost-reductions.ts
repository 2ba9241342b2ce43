// A spell's own cost reduction (CR 601.2f, 118.7a): "~ costs {1} less to cast if you control three or more
// artifacts." (metalcraft), "~ costs {1} less to cast for each noncreature, nonland card in your graveyard."
// It applies as the total cost is determined, with the spell already on the stack (601.2a, 601.2f): the count
// doesn't include the spell itself. A reduction of generic mana reduces only the generic part (118.7a).
// What is counted rests on the characteristics of the objects counted: an effect the engine doesn't read
// that could change them (a type-changing static, CR 613.1d) leaves the total cost in doubt.
import { doubt, type Doubt } from '../doubts.js'
import { readFilter, readForEach } from '../effects/phrases.js'
import { filtered } from '../effects/select.js'
import type { ObjectFilter } from '../effects/types.js'
import { numberWord } from '../oracle/text.js'
import { withoutAbilityWord } from '../oracle/ability-words.js'
import { battlefieldDoubts } from '../state/doubts.js'
import type { CardFace } from '../state/card.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'

export interface SelfReduction {
  /** Generic mana per count (CR 118.7a). */
  generic: number
  /** "for each …": times the count; "if you control N or more …": once when the count is at least N. */
  of: ObjectFilter
  atLeast?: number
  text: string
}

const SELF = /^~ costs \{(\d+)\} less to cast (if you control .+?|for each .+?)\.?$/i
const CONTROL = /^if you control (a|an|one|two|three|four|five|six|seven|eight|\d+)( or more)? (.+)$/i

/** Read a spell's own "~ costs {N} less to cast if you control … / for each …"; null for anything else. */
export function readSelfReduction(sentence: string): SelfReduction | null {
  const m = SELF.exec(withoutAbilityWord(sentence))
  if (!m) return null
  const generic = Number(m[1])
  // "noncreature, nonland card": a card that is neither (the comma joins the two "non-" words)
  const tail = m[2]!.replace(/\b(non[\w-]+), (?=non)/gi, '$1 ')
  const each = readForEach(tail)
  if (each?.kind === 'count') return { generic, of: each.of, text: sentence }
  const c = CONTROL.exec(tail)
  if (!c) return null
  const n = /^an?$/i.test(c[1]!) ? 1 : /^\d+$/.test(c[1]!) ? Number(c[1]) : numberWord(c[1]!.toLowerCase())
  // "if you control a Wizard" is at least one; "if you control three artifacts" without "or more" is read the same only for "a"/"an"
  if (n === undefined || (!c[2] && n !== 1)) return null
  const of = readFilter(`${c[3]!} you control`)
  if (of?.zone !== 'battlefield') return null
  return { generic, of, atLeast: n, text: sentence }
}

/** How a clause read as a spell's own cost reduction is marked (src/engine/oracle/clauses.ts). */
export const SELF_REDUCTION = 'its own cost reduction (CR 601.2f, 118.7a)'

/** The generic mana its own reductions take off as it is cast, with why, and the doubts the counts rest on. */
export function selfReductions(
  game: Game,
  face: CardFace,
  spell: GameObject,
  controller: PlayerId,
): { generic: number; steps: string[]; doubts: Doubt[] } {
  let generic = 0
  const steps: string[] = []
  const doubts: Doubt[] = []
  for (const c of face.abilities.clauses) {
    if (!c.understood || !c.readAs.includes(SELF_REDUCTION)) continue
    const r = readSelfReduction(c.text.split(face.name).join('~'))
    if (!r) continue
    // CR 601.2a, 601.2f: the spell is on the stack as its total cost is determined, so it doesn't count itself
    const n = filtered(game, r.of, { controller, source: spell, targets: [] }).filter((o) => o.id !== spell.id).length
    const by = r.atLeast === undefined ? r.generic * n : n >= r.atLeast ? r.generic : 0
    generic += by
    steps.push(`− its own reduction {${by}} ("${c.text}": ${n} counted)`)
    // what is counted could be changed by an effect on characteristics the engine doesn't read
    for (const d of battlefieldDoubts(game, ['pt', 'keywords']))
      doubts.push(
        doubt(`${d.text.replace(/\.$/, '')}; ${face.name}'s cost reduction counts what it could change (CR 601.2f).`, d.rules, ['cost']),
      )
  }
  return { generic, steps, doubts }
}
