// A resolving instant's or sorcery's effects (CR 608.2c): carried out in order with the targets and
// modes chosen as it was cast and the choices the resolve action states (608.2d). Its targets are
// checked again first (608.2b): with every target illegal it doesn't resolve; with some illegal it
// does what it can. Called by the stack (src/engine/actions/stack.ts) after what it carries out itself
// (a library search).
import type { Reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { aspectsOf } from '../oracle/clauses.js'
import { effectScope } from '../state/doubts.js'
import type { Game, GameObject } from '../state/game.js'
import { checkTarget, targetName } from '../game/targets.js'
import { chosenSlots, targetProblem, turnTargetSpecs } from './cast-choices.js'
import { spellEffects } from './face.js'
import { applyAll } from './index.js'
import type { EffectChoices } from './types.js'

/**
 * Carry out the spell's read effects: 'illegal' when a choice breaks the rules (the because says
 * why), 'fizzled' when every target is illegal. doubts: what the result rests on.
 */
export function resolveSpellEffects(
  game: Game,
  spell: GameObject,
  choices: EffectChoices | undefined,
  why: Reason,
  doubts: Doubt[],
): 'resolved' | 'illegal' | 'fizzled' {
  const effects = spellEffects(spell.face)
  if (!effects.length) return 'resolved'
  const chosen: { targets?: string[]; modes?: number[] } = spell.cast ?? {}
  const slots = chosenSlots(effects, chosen.modes)
  // the stack's checks too where it read the phrases (hexproof, shroud, protection; a new object, 400.7)
  const specs = spell.targets ? turnTargetSpecs(spell.face, chosen.modes) : null
  const targets = (chosen.targets ?? []).map((t, i) => {
    const problem = slots[i] ? targetProblem(game, slots[i]!, t, spell.controller) : null
    if (problem) {
      why.say(`As it resolves: ${problem.text.replace(/ \(CR 115\.1, 601\.2c\)\.$/, '')} any more (CR 608.2b).`).rule('608.2b')
      return null
    }
    const spec = specs?.[i]
    const picked = spell.targets?.[i]
    if (spec && picked) {
      const c = checkTarget(game, spec, spell.controller, spell, picked, spell)
      addDoubts(doubts, c.doubts)
      if (!c.ok) {
        why.say(`${targetName(game, picked)} is no longer a legal target: ${c.why.text}`).merge(c.why)
        return null
      }
    }
    return t
  })
  if (targets.length && targets.every((t) => t === null)) {
    why.say("Every target is illegal, so it doesn't resolve: none of its effects happen (CR 608.2b).").rule('608.2b')
    return 'fizzled'
  }
  if (targets.some((t) => t === null))
    why.say('It does as much as it can: nothing happens to an illegal target (CR 608.2b).').rule('608.2b')
  const r = applyAll(game, effects, {
    controller: spell.controller,
    source: spell,
    targets: chosen.targets ? targets : [],
    ...(chosen.targets ? { targetsChosen: true } : {}),
    ...(spell.targets ? { targeted: spell.targets.map((t) => ('objectId' in t ? game.objects.get(t.objectId) : undefined)) } : {}),
    ...(spell.cast?.x !== null && spell.cast?.x !== undefined ? { x: spell.cast.x } : {}),
    ...(chosen.modes ? { modes: chosen.modes.map((m) => m - 1) } : {}),
    ...(choices ? { choices } : {}),
  })
  why.say(r.why.text).merge(r.why)
  if (r.ok === false) return 'illegal'
  if (r.ok === null) {
    // not carried out (a target or a choice not given): like any effect the engine doesn't carry out, it
    // could have changed any other object in what its text is about (CR 608.2); where the spell goes is known
    why.say(`Arcanum didn't carry out the rest of its effect: ${r.doubts.map((d) => d.text).join(' ')}`)
    const aspects = aspectsOf(effects.map((e) => e.text).join(' '))
    const text = effects.map((e) => e.text).join(' ')
    const within = effectScope(game, text, spell.face.name)
    for (const d of r.doubts)
      game.effectDoubts.push({
        doubt: aspects.length ? { ...d, aspects } : d,
        cardRef: spell.cardRef,
        ...(within ? { within } : {}),
      })
  } else addDoubts(doubts, r.doubts)
  return 'resolved'
}
