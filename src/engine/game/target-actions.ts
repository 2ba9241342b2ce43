// The actions that choose targets: "targets" on cast (CR 601.2c), and chooseTargets for a spell or
// ability on the stack whose targets weren't chosen yet (a triggered ability, 603.3d).
import { reason, type Reason } from '../answers.js'
import { addDoubts, doubt, type Doubt } from '../doubts.js'
import type { Game, GameObject, PlayerId } from '../state/game.js'
import type { Illegal } from '../actions/cast.js'
import { chooseTargets, targetInput } from './resolution.js'
import { hasUnreadTargets, spellEffects, stackTargetsFirst } from './spell-effects.js'
import { abilityEffects } from './stack-objects.js'
import { auraTargetSpec } from './attachments.js'
import { checkTarget, type TargetSpec } from './targets.js'
import { chosenSlots, targetCountFits, turnTargetSpecs } from '../effects/cast-choices.js'
import { spellEffects as turnSpellEffects } from '../effects/face.js'

/** The target phrases of a spell or ability object, and a doubt when its text has targets the engine doesn't read. */
export function targetSpecsOf(
  game: Game,
  obj: GameObject,
  modes?: number[],
): { specs: TargetSpec[]; doubts: Doubt[]; turn?: true | 'unread' } {
  if (obj.ability) {
    const source = game.objects.get(obj.ability.sourceId)!
    const read = abilityEffects(obj.ability, source.face.name)
    if (read) return { specs: read.targets, doubts: [] }
    return {
      specs: [],
      doubts: /\btargets?\b/i.test(obj.ability.effect)
        ? [doubt(`Arcanum doesn't read the targets of "${obj.ability.text}" (CR 115.1) (${source.face.name}).`, ['115.1'], ['target'])]
        : [],
    }
  }
  // a spell the effect modules read (src/engine/effects): its target phrases as they read them; 'unread' when
  // a phrase isn't one this reader knows (the effects' own words still check it, cast-choices.ts)
  const moduleEffects = turnSpellEffects(obj.face)
  if (moduleEffects.length && !stackTargetsFirst(obj.face, chosenSlots(moduleEffects, undefined).length)) {
    const turn = turnTargetSpecs(obj.face, modes ?? obj.cast?.modes)
    return turn ? { specs: turn, doubts: [], turn: true } : { specs: [], doubts: [], turn: 'unread' }
  }
  // CR 303.4a: an Aura spell requires a target, defined by its enchant ability (src/engine/game/attachments.ts)
  const aura = auraTargetSpec(obj.face)
  if (aura) return { specs: [aura], doubts: [] }
  const specs = spellEffects(obj.face)?.targets ?? []
  return {
    specs,
    doubts: hasUnreadTargets(obj.face)
      ? [
          doubt(
            `Arcanum doesn't read every target of ${obj.face.name}'s text (CR 115.1, 601.2c) (${obj.face.name}).`,
            ['115.1', '601.2c'],
            ['target'],
          ),
        ]
      : [],
  }
}

/** Before a cast: are the named targets legal for the card's target phrases (CR 601.2c)? Nothing happens when not. */
export function checkCastTargets(
  game: Game,
  card: GameObject,
  controller: PlayerId,
  names: string[] | undefined,
  modes?: number[],
): { ok: true; doubts: Doubt[]; checked: boolean } | Illegal {
  // none named: not chosen (the spell then resolves unsupported); an empty list for a spell with targets is illegal (CR 601.2c)
  if (!names) return { ok: true, doubts: [], checked: false }
  const { specs, doubts, turn } = targetSpecsOf(game, card, modes)
  if (doubts.length || turn === 'unread') return { ok: true, doubts, checked: false }
  // the effect modules check how many targets the chosen modes need (cast-choices.ts); "up to N" allows fewer (CR 601.2c)
  const fits = targetCountFits(names.length, specs)
  if (turn && !fits) return { ok: true, doubts, checked: false }
  if (!fits)
    return {
      ok: false,
      why: reason(
        specs.length
          ? `${card.face.name} has ${specs.length} target${specs.length === 1 ? '' : 's'} (${specs.map((s) => `"${s.text}"`).join(', ')}); ${names.length} ${names.length === 1 ? 'was' : 'were'} named (CR 601.2c).`
          : `${card.face.name} has no target the engine reads, so none can be chosen (CR 115.1).`,
      ).rule('601.2c', '115.1'),
    }
  for (let i = 0; i < names.length; i++) {
    const t = targetInput(game, names[i]!)
    if ('ok' in t) return t
    const c = checkTarget(game, specs[i]!, controller, card, t)
    addDoubts(doubts, c.doubts)
    // a refusal resting on a doubt is itself in doubt (CR 115.1, 601.2c)
    if (!c.ok) return { ok: false, why: c.why, doubts }
  }
  return { ok: true, doubts, checked: true }
}

/** After the cast: the targets set on the spell (checked already), ward triggered; returns the doubts. */
export function castTargets(game: Game, spell: GameObject, names: string[] | undefined, why: Reason): Doubt[] {
  if (!names?.length) return []
  const { specs, doubts, turn } = targetSpecsOf(game, spell)
  if (doubts.length) return doubts
  if (turn === 'unread') return []
  const r = chooseTargets(game, spell, specs, names, spell.controller, spell)
  if (!r.ok) return [doubt(r.why.text, [], ['target'])]
  why.say(`Targets: ${r.why.text}`).merge(r.why)
  return r.doubts
}

/** The chooseTargets action: targets for a spell or ability on the stack that has none chosen yet. */
export function chooseTargetsAction(game: Game, ref: string, names: string[]) {
  const obj = game.current(ref)
  if (obj?.zone !== 'stack')
    return { ok: false as const, why: reason(`${game.nameOf(ref)} isn't a spell or ability on the stack (CR 115.1).`).rule('115.1') }
  // CR 707.10c: a copy of a spell may be given new targets as it is put on the stack
  if (obj.targets && !obj.targetsCopied)
    return {
      ok: false as const,
      why: reason(
        `${obj.face.name}${obj.ability ? "'s ability" : ''} already has its targets; targets are chosen once, as it is put on the stack, and only an effect can change them (CR 601.2c, 115.7).`,
      ).rule('601.2c', '115.7'),
    }
  const { specs, doubts } = targetSpecsOf(game, obj)
  const source = obj.ability ? game.objects.get(obj.ability.sourceId)! : obj
  if (doubts.length) return { ok: true as const, why: reason(doubts[0]!.text), doubts }
  const copied = obj.targetsCopied ? obj.targets : undefined
  delete obj.targets
  delete obj.targetsCopied
  const r = chooseTargets(game, obj, specs, names, obj.controller, source)
  if (!r.ok) {
    if (copied) Object.assign(obj, { targets: copied, targetsCopied: true })
    return r
  }
  // a copy's new targets are those its effect uses as it resolves (CR 707.10c, 608.2b)
  if (copied && obj.cast) obj.cast.targets = names
  return { ok: true as const, why: reason(`Targets chosen for ${obj.ref}: ${r.why.text}`).merge(r.why), doubts: r.doubts }
}
