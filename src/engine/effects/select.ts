// Carrying out an effect's selectors against the game: which players and objects it acts on, and
// how many ("for each", X). A target that is no longer legal is skipped (CR 608.2b); a target the
// context doesn't give, or a count the engine can't make, is a doubt: the effect is unsupported.
import { doubt, type Doubt } from '../doubts.js'
import { matchesQuality, unknownQualityWords } from '../state/card.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import type { Amount, EffectContext, ObjectFilter, ObjectSelector, PlayerSelector, Whose } from './types.js'

export type Selected<T> = { ok: true; value: T; notes: string[] } | { ok: null; doubts: Doubt[] }

const whoseMatches = (whose: Whose, controller: PlayerId, of: PlayerId) =>
  whose === 'any' || (whose === 'you' ? of === controller : of !== controller)

/** The objects a filter finds (CR 109.2: on the battlefield by controller, elsewhere by owner). */
export function filtered(game: Game, f: ObjectFilter, ctx: EffectContext): GameObject[] {
  const out: GameObject[] = []
  for (const o of game.objects.values()) {
    if (o.zone !== f.zone) continue
    const whose = f.zone === 'battlefield' ? o.controller : o.zoneOwner
    if (!whoseMatches(f.whose, ctx.controller, whose)) continue
    if (f.other && o.id === ctx.source.id) continue
    if (f.quality && !matchesQuality(o.face, f.quality)) continue
    out.push(o)
  }
  return out
}

export const readableQuality = (q: string) => unknownQualityWords(q).length === 0

const missingTarget = (effect: string, index: number) =>
  doubt(
    `Arcanum can't carry out "${effect}" without its target${index ? ` number ${index + 1}` : ''}: no target was chosen for it (CR 601.2c).`,
    ['601.2c'],
  )

export function players(game: Game, sel: PlayerSelector, ctx: EffectContext, effect: string): Selected<PlayerId[]> {
  switch (sel.kind) {
    case 'you':
      return { ok: true, value: [ctx.controller], notes: [] }
    case 'eachOpponent':
      return { ok: true, value: game.opponentsOf(ctx.controller), notes: [] }
    case 'eachPlayer':
      return { ok: true, value: [...game.players], notes: [] }
    case 'target': {
      const t = ctx.targets[sel.index]
      if (t === undefined) return { ok: null, doubts: [missingTarget(effect, sel.index)] }
      if (t === null || !game.players.includes(t))
        return { ok: true, value: [], notes: ['Its target player is no longer a legal target, so it does nothing to them (CR 608.2b).'] }
      return { ok: true, value: [t], notes: [] }
    }
    case 'controllerOfTarget': {
      const t = ctx.targets[sel.index]
      if (t === undefined) return { ok: null, doubts: [missingTarget(effect, sel.index)] }
      // CR 608.2h: the controller of an object no longer there is found from its last known information —
      // the object that was targeted, as it last existed, not the new object its card became (400.7)
      const obj = t === null ? undefined : (ctx.targeted?.[sel.index] ?? lastKnown(game, t))
      return obj ? { ok: true, value: [obj.controller], notes: [] } : { ok: true, value: [], notes: [] }
    }
  }
}

/** The object a ref stands for, or its last known information once it has left its zone (CR 608.2h). */
export function lastKnown(game: Game, ref: string): GameObject | undefined {
  const now = game.current(ref)
  if (now) return now
  let last: GameObject | undefined
  for (const o of game.objects.values()) if (o.cardRef === ref || o.ref === ref) last = o
  return last
}

export function objects(game: Game, sel: ObjectSelector, ctx: EffectContext, effect: string): Selected<GameObject[]> {
  switch (sel.kind) {
    case 'self': {
      // CR 400.7e: an ability that triggered on its source's zone change finds the new object it became
      const now = ctx.source.zone !== null ? ctx.source : ctx.found?.zone ? ctx.found : undefined
      return now
        ? { ok: true, value: [now], notes: [] }
        : { ok: true, value: [], notes: [`${ctx.source.face.name} has left its zone, so the effect does nothing to it (CR 400.7).`] }
    }
    case 'target': {
      if (sel.count !== undefined || sel.upTo) return someTargets(game, sel, ctx, effect)
      if (sel.count !== undefined || sel.upTo) return someTargets(game, sel, ctx, effect)
      const t = ctx.targets[sel.index]
      if (t === undefined) return { ok: null, doubts: [missingTarget(effect, sel.index)] }
      const obj = t === null ? undefined : game.current(t)
      // CR 608.2b: a target no longer in its zone, or no longer tapped for "target tapped creature", is illegal
      if (!obj || obj.zone !== sel.zone || (sel.status && obj.tapped !== (sel.status === 'tapped')))
        return {
          ok: true,
          value: [],
          notes: [
            obj?.zone === sel.zone
              ? `${obj.face.name} is no longer ${sel.status}: an illegal target, so the effect does nothing to it (CR 608.2b).`
              : `${obj?.face.name ?? t ?? 'Its target'} is no longer in the ${sel.zone}: an illegal target, so the effect does nothing to it (CR 608.2b).`,
          ],
        }
      return { ok: true, value: [obj], notes: [] }
    }
    case 'all':
      return { ok: true, value: filtered(game, sel.of, ctx), notes: [] }
  }
}

/**
 * "up to two target creatures", "those creatures": each target of the range that was chosen and is still
 * legal (CR 601.2c, 608.2b). One an "up to" phrase left unchosen isn't missing once targets were chosen.
 */
function someTargets(
  game: Game,
  sel: Extract<ObjectSelector, { kind: 'target' }>,
  ctx: EffectContext,
  effect: string,
): Selected<GameObject[]> {
  const value: GameObject[] = []
  const notes: string[] = []
  for (let i = sel.index; i < sel.index + (sel.count ?? 1); i++) {
    if (ctx.targets[i] === undefined) {
      // not chosen: an "up to" phrase allows that, and "those creatures" are the ones that were (CR 601.2c)
      if (ctx.targetsChosen) continue
      return { ok: null, doubts: [missingTarget(effect, i)] }
    }
    const { count: _count, upTo: _upTo, ...single } = sel
    const one = objects(game, { ...single, index: i }, ctx, effect)
    if (one.ok === null) return one
    value.push(...one.value)
    notes.push(...one.notes)
  }
  return { ok: true, value, notes }
}

const ZONE_WORD: Record<ObjectFilter['zone'], string> = {
  battlefield: 'on the battlefield',
  graveyard: 'in the graveyard',
  hand: 'in hand',
  library: 'in the library',
  exile: 'in exile',
}

export function describeFilter(f: ObjectFilter): string {
  const whose =
    f.whose === 'you' ? (f.zone === 'battlefield' ? ' you control' : ' of yours') : f.whose === 'opponents' ? " of your opponents'" : ''
  return `${f.other ? 'other ' : ''}${f.quality || 'card'}s${whose} ${ZONE_WORD[f.zone]}`
}

/** How many an amount is, now (CR 107.3 X, 608.2h "for each" counted as the effect happens). */
export function amount(game: Game, a: Amount, ctx: EffectContext, effect: string): Selected<number> {
  switch (a.kind) {
    case 'fixed':
      return { ok: true, value: a.n, notes: [] }
    case 'x':
      if (ctx.x === undefined)
        return { ok: null, doubts: [doubt(`Arcanum can't carry out "${effect}": the value of X wasn't given (CR 107.3a).`, ['107.3a'])] }
      return { ok: true, value: ctx.x, notes: [] }
    case 'count': {
      const n = filtered(game, a.of, ctx).length * a.times
      return {
        ok: true,
        value: n,
        notes: [`It counts ${describeFilter(a.of)} as it resolves: ${n / a.times}${a.times > 1 ? ` × ${a.times}` : ''} (CR 608.2h).`],
      }
    }
  }
}
