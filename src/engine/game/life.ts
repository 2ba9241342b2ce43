// Life totals (CR 119) and poison counters (122.1f): gaining and losing life, as effects the
// scenario states (the gainLife and loseLife actions) and as results of damage (120.3a, 120.3f).
// What could change a life change that the engine doesn't model ("you can't lose life", "if you
// would gain life…") is attached to the player, and answers about them come back unsupported.
import { reason, subject, type Reason } from '../answers.js'
import { addDoubts, type Doubt } from '../doubts.js'
import { battlefieldDoubts } from '../state/doubts.js'
import { touching } from '../doubts.js'
import type { Game, PlayerId } from '../state/game.js'

/** Doubts about a player's life total: not-understood life effects on the battlefield or of resolved spells. */
export function lifeDoubts(game: Game): Doubt[] {
  const out = battlefieldDoubts(game, ['life'])
  for (const e of game.effectDoubts) addDoubts(out, touching([e.doubt], ['life']))
  return out
}

/** Words of a clause that can put counters on a player, or change how many it gets (CR 122.1, 122.1f: poison counters). */
const ON_PLAYERS = /\bplayers?\b|\bopponents?\b|\bpoison\b|\bproliferate\b/i

/**
 * Doubts about a player's poison counters: not-understood life effects (the "life" aspect covers poison counters,
 * 120.3b), and not-understood effects on counters whose words can reach a player — a replacement of how many
 * counters are put "on a permanent or player" (Vorinclex, Monstrous Raider: CR 614.1a) or proliferate (701.34a).
 */
export function poisonDoubts(game: Game): Doubt[] {
  const out = lifeDoubts(game)
  const onPlayers = (ds: readonly Doubt[]) => ds.filter((d) => !d.aspects || ON_PLAYERS.test(d.clause?.text ?? d.text))
  addDoubts(out, onPlayers(battlefieldDoubts(game, ['counters'])))
  for (const e of game.effectDoubts) addDoubts(out, onPlayers(touching([e.doubt], ['counters'])))
  return out
}

/** A player gains or loses life (CR 119.3); the because says so and cites the rule. */
export function changeLife(game: Game, player: PlayerId, delta: number, why: Reason, rule = '119.3'): Reason {
  const life = game.core.life
  const before = life.get(player)!
  life.set(player, before + delta)
  if (delta < 0) game.core.lostLifeThisTurn.add(player)
  game.core.doubtPlayer(player, lifeDoubts(game))
  const who = subject(player, game.you)
  return why
    .say(
      `${who} ${delta >= 0 ? (player === game.you ? 'gain' : 'gains') : player === game.you ? 'lose' : 'loses'} ${Math.abs(delta)} life (${before} → ${before + delta}) (CR ${rule}).`,
    )
    .rule(rule)
}

export function gainOrLoseLife(game: Game, player: PlayerId, amount: number, gain: boolean) {
  const why = reason()
  if (amount === 0)
    return {
      ok: true as const,
      why: why.say(`${subject(player, game.you)} ${gain ? 'gain' : 'lose'} 0 life: nothing happens (CR 119.3).`).rule('119.3'),
    }
  return { ok: true as const, why: changeLife(game, player, gain ? amount : -amount, why) }
}
