// The game core's part of a scenario's set-up: starting life totals and poison counters by player,
// and damage marked on permanents (the "damage" placement). Checked like every other reference.
import { ScenarioError } from '../answers.js'
import type { Scenario } from '../scenario/index.js'
import type { Game } from '../state/game.js'

export function setUpCore(game: Game, scenario: Scenario) {
  for (const field of ['life', 'poison'] as const)
    for (const [player, n] of Object.entries(scenario[field] ?? {})) {
      if (!game.players.includes(player))
        throw new ScenarioError(
          `${field}.${player}`,
          `unknown player "${player}"; the players are ${game.players.map((p) => `"${p}"`).join(', ')}`,
        )
      game.core[field].set(player, n)
    }
  for (const [ref, spec] of Object.entries(scenario.cards)) {
    if (typeof spec !== 'object' || !spec.damage) continue
    const obj = game.current(ref)!
    if (obj.zone !== 'battlefield')
      throw new ScenarioError(`cards.${ref}.damage`, 'only a permanent on the battlefield has damage marked on it (CR 120.3e)')
    game.core.damage.set(obj.id, spec.damage)
  }
}
