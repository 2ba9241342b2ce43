// Checking blocks against the blocking restrictions of permanents on the battlefield (CR 509.1b), as
// block-restriction-words.ts reads them: "~ can't block.", "Creatures your opponents control without
// flying or reach can't block creatures with power 2 or less." (Sidar Kondo of Jamuraa: whoever is
// attacking them, its ruling says). An attacker's power the engine can't be sure of makes the block
// unsupported.
import { reason, type Reason } from '../answers.js'
import { doubt, type Doubt } from '../doubts.js'
import { withSelf } from '../game/effect-text.js'
import { powerToughness } from '../game/power-toughness.js'
import type { Game, GameObject } from '../state/game.js'
import { readBlockRestriction } from './block-restriction-words.js'
import { hasKeyword } from '../keywords/has.js'

/** Why this creature can't block that attacker (CR 509.1b), or the doubts of checking it. */
export function blockRestrictionProblem(
  game: Game,
  blocker: GameObject,
  attacker: GameObject,
): { problem: Reason | null; doubts: Doubt[] } {
  const doubts: Doubt[] = []
  for (const p of game.battlefield())
    for (const c of p.face.abilities.clauses) {
      if (c.kind !== 'sentence' || !c.understood || !c.readAs.includes('blocking restriction (CR 509.1b)')) continue
      const r = readBlockRestriction(withSelf(c.text, p.face.name))
      if (!r) continue
      if (r.who === 'self' ? blocker.id !== p.id : (blocker.controller === p.controller) !== (r.who === 'you')) continue
      if (r.without.some((k) => hasKeyword(game, blocker, k))) continue
      if (r.attackerPower) {
        const pt = powerToughness(game, attacker)
        if (pt.power === null || pt.doubts.length) {
          doubts.push(
            doubt(`Arcanum can't be sure of ${attacker.face.name}'s power, which "${c.text}" depends on (CR 509.1b) (${p.face.name}).`, [
              '509.1b',
            ]),
          )
          continue
        }
        if (pt.power > r.attackerPower.atMost) continue
      }
      return {
        problem: reason(`${blocker.face.name} can't block ${attacker.face.name}: "${c.text}" (${p.face.name}) (CR 509.1b).`).rule('509.1b'),
        doubts: [],
      }
    }
  return { problem: null, doubts }
}
