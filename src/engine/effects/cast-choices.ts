// The choices a spell's effects need as it is cast (CR 601.2b–c): its modes (700.2a) and one target
// for each target phrase of the chosen modes, in order. The checks here are the ones the effects'
// own words make (zone, card type, controller, a player or an object); targeting restrictions from
// hexproof, shroud, protection and ward (702.11, 702.18, 702.16, 702.21) are the stack's
// (src/engine/game/targets.ts, stream engine-stack): where one could apply, the cast is unsupported.
import { reason, type Reason } from '../answers.js'
import type { Illegal } from '../actions/cast.js'
import { doubt, type Doubt } from '../doubts.js'
import { matchesQuality, type CardFace } from '../state/card.js'
import type { Game, PlayerId } from '../state/game.js'
import { spellEffects } from './face.js'
import { targetPhrases } from './index.js'
import type { DamageRecipient, Effect, ObjectSelector, PlayerSelector } from './types.js'
import { readTargetPhrase, type TargetSpec } from '../game/target-phrases.js'
import { hasUnreadTargets, stackTargetsFirst } from '../game/spell-effects.js'

export type Slot =
  | { kind: 'object'; sel: Extract<ObjectSelector, { kind: 'target' }> }
  | { kind: 'player'; sel: Extract<PlayerSelector, { kind: 'target' }> }
  | { kind: 'any'; phrase: string }

/** The target slots of effects, by index. */
function slots(effects: Effect[]): Slot[] {
  const out: Slot[] = []
  const visit = (v: unknown) => {
    if (!v || typeof v !== 'object') return
    if (Array.isArray(v)) return v.forEach(visit)
    const o = v as Record<string, unknown>
    if (o.kind === 'target' && typeof o.index === 'number' && o.phrase) {
      // "up to two target creatures": one slot per target it allows (CR 601.2c)
      for (let i = o.index; i < o.index + (typeof o.count === 'number' ? o.count : 1); i++) {
        const sel = { ...o, index: i }
        out[i] ??= 'opponent' in o ? { kind: 'player' as const, sel: sel as never } : { kind: 'object' as const, sel: sel as never }
      }
    } else if (o.kind === 'anyTarget' && typeof o.index === 'number')
      out[o.index] ??= { kind: 'any', phrase: String((o as DamageRecipient & { phrase: string }).phrase) }
    for (const [k, x] of Object.entries(o)) if (k !== 'modes') visit(x)
  }
  visit(effects)
  return out
}

const TARGETING = /^(?:hexproof|shroud|protection|ward)\b/i

export interface CastChoices {
  targets?: string[]
  modes?: number[]
}

/** The target slots of the chosen modes (or of the whole spell), in order. */
export function chosenSlots(effects: Effect[], modes: number[] | undefined): Slot[] {
  const modal = effects.find((e): e is Extract<Effect, { kind: 'modal' }> => e.kind === 'modal')
  return modal ? [...(modes ?? [])].sort((a, b) => a - b).flatMap((m) => slots(modal.modes[m - 1] ?? [])) : slots(effects)
}

/**
 * The stack's reading of the target phrases of the chosen modes (src/engine/game/targets.ts checks hexproof,
 * shroud, protection, ward and 400.7 on them), or null when one of them is a phrase it doesn't read.
 */
export function turnTargetSpecs(face: CardFace, modes: number[] | undefined): TargetSpec[] | null {
  const slots = chosenSlots(spellEffects(face), modes)
  const specs = slots.map((s) => readTargetPhrase(s.kind === 'any' ? s.phrase : s.sel.phrase))
  if (!specs.every((s) => s !== null)) return null
  // an "up to N" phrase's targets may be left unchosen (CR 601.2c)
  return (specs as TargetSpec[]).map((spec, i) => (optionalSlot(slots[i]!) ? { ...spec, optional: true } : spec))
}

const optionalSlot = (s: Slot) => s.kind === 'object' && Boolean(s.sel.upTo)

/** Are these many targets a legal number for the slots: all of them, or fewer with only "up to" slots left unchosen (CR 601.2c)? */
export const targetCountFits = (given: number, wanted: { optional?: boolean }[]) =>
  given === wanted.length || (given < wanted.length && wanted.slice(given).every((w) => w.optional))

/** Why a target isn't legal for a slot by the effect's own words (CR 115.1, 601.2c, 608.2b), or null. */
export function targetProblem(game: Game, slot: Slot, t: string, caster: PlayerId): Reason | null {
  const isPlayer = game.players.includes(t) && !game.isKnownRef(t)
  const obj = isPlayer ? undefined : game.current(t)
  const phrase = slot.kind === 'any' ? slot.phrase : slot.sel.phrase
  const bad = (what: string) => reason(`${what} isn't a legal target for "${phrase}" (CR 115.1, 601.2c).`).rule('115.1', '601.2c')
  if (slot.kind === 'player') {
    if (!isPlayer) return bad(game.nameOf(t))
    return slot.sel.opponent && t === caster ? bad(t === game.you ? 'You' : t) : null
  }
  if (isPlayer) return slot.kind === 'any' ? null : bad(t === game.you ? 'You' : t)
  if (!obj?.zone) return bad(game.nameOf(t))
  if (slot.kind === 'any')
    // CR 115.4: any target is a creature, player, planeswalker or battle
    return obj.zone === 'battlefield' && ['creature', 'planeswalker', 'battle'].some((k) => obj.face.type.types.includes(k))
      ? null
      : bad(obj.face.name)
  const s = slot.sel
  if (obj.zone !== s.zone) return bad(`${obj.face.name} (in the ${obj.zone})`)
  if (s.quality && !matchesQuality(obj.face, s.quality)) return bad(obj.face.name)
  if (s.status && obj.tapped !== (s.status === 'tapped')) return bad(`${obj.face.name} (${obj.tapped ? 'tapped' : 'untapped'})`)
  const whose = s.zone === 'battlefield' ? obj.controller : obj.zoneOwner
  if ((s.whose === 'you' && whose !== caster) || (s.whose === 'opponents' && whose === caster)) return bad(obj.face.name)
  return null
}

/** Check a cast's targets and modes against what its effects read; the doubts the checks can't settle. */
export function checkCastChoices(
  game: Game,
  face: CardFace,
  caster: PlayerId,
  opts: CastChoices,
  targetingChecked = false,
): { ok: true; doubts: Doubt[] } | Illegal {
  const effects = spellEffects(face)
  const doubts: Doubt[] = []
  if (!opts.targets && !opts.modes) return { ok: true, doubts }
  // targets of a spell the effect modules don't read: the stack's reader checks them, or doubts them
  // (src/engine/game/target-actions.ts)
  if (!effects.length && !opts.modes) return { ok: true, doubts }
  // the stack's reader numbers and checks every target ("Counter target spell. Scry 1.", game/target-actions.ts)
  if (!opts.modes && stackTargetsFirst(face, chosenSlots(effects, undefined).length)) return { ok: true, doubts }
  if (!effects.length)
    return {
      ok: true,
      doubts: [
        doubt(
          `Arcanum doesn't read ${face.name}'s targets or modes from its text, so it can't check them (CR 601.2b–c) (${face.name}).`,
          ['601.2c'],
          ['cast'],
        ),
      ],
    }
  const modal = effects.find((e): e is Extract<Effect, { kind: 'modal' }> => e.kind === 'modal')
  let chosenEffects = effects
  if (modal) {
    const modes = opts.modes ?? []
    const { min, max } = modal.choose
    // "Choose up to N" with none chosen: not modeled (is a spell with no mode cast at all?), so unsupported, never guessed
    if (modal.choose.upTo && !modes.length)
      return {
        ok: true,
        doubts: [
          doubt(`Arcanum doesn't model choosing no mode for "${modal.text}" (CR 700.2a, 601.2b) (${face.name}).`, ['700.2a'], ['cast']),
        ],
      }
    if (
      modes.length < min ||
      modes.length > max ||
      (!modal.choose.repeat && new Set(modes).size !== modes.length) ||
      modes.some((m) => m < 1 || m > modal.modes.length)
    )
      return {
        ok: false,
        why: reason(
          `${face.name} says "${modal.text}": choose ${min === max ? min : `${min} to ${max}`} of its ${modal.modes.length} modes${modal.choose.repeat ? ' (the same one more than once if you like)' : ', each at most once'}, as it is cast (CR 700.2a, 700.2d, 601.2b); ${modes.length ? `modes ${modes.join(', ')} were` : 'none was'} chosen.`,
        ).rule('700.2a', '700.2d', '601.2b'),
      }
    chosenEffects = [...modes].sort((a, b) => a - b).flatMap((m) => modal.modes[m - 1]!)
  } else if (opts.modes?.length)
    return { ok: false, why: reason(`${face.name} isn't modal: it has no modes to choose (CR 700.2).`).rule('700.2') }
  const wanted = chosenSlots(effects, opts.modes)
  const given = opts.targets ?? []
  if (
    !targetCountFits(
      given.length,
      wanted.map((w) => ({ optional: optionalSlot(w) })),
    )
  )
    return {
      ok: false,
      why: reason(
        `${face.name} needs ${wanted.length} target${wanted.length === 1 ? '' : 's'}${
          wanted.length
            ? `, one for each of ${
                targetPhrases(chosenEffects)
                  .filter(Boolean)
                  .map((p) => `"${p}"`)
                  .join(', ') || 'its target phrases'
              }`
            : ''
        }; ${given.length} ${given.length === 1 ? 'was' : 'were'} named (CR 601.2c).`,
      ).rule('601.2c', '115.1'),
      // a sentence the engine doesn't read names a target (a kicked spell's "… to target creature"): the
      // spell may have more target phrases than these (CR 601.2c, 115.1), so the count is no proof
      doubts: hasUnreadTargets(face)
        ? [
            doubt(
              `Arcanum doesn't read every target phrase of ${face.name}'s text, so it can't tell how many targets it needs (CR 601.2c, 115.1) (${face.name}).`,
              ['601.2c', '115.1'],
              ['cast'],
            ),
          ]
        : [],
    }
  for (let i = 0; i < given.length; i++) {
    const problem = targetProblem(game, wanted[i]!, given[i]!, caster)
    if (problem) return { ok: false, why: problem }
    const obj = game.current(given[i]!)
    const restriction = obj?.face.abilities.clauses.find((c) => c.kind === 'keyword' && TARGETING.test(c.text))
    if (restriction && obj?.zone === 'battlefield' && !targetingChecked)
      doubts.push(
        doubt(
          `Arcanum doesn't check what ${restriction.text} allows to target here (CR 702.11, 702.16, 702.18, 702.21) (${obj.face.name}).`,
          ['115.1'],
          ['cast'],
        ),
      )
  }
  return { ok: true, doubts }
}
