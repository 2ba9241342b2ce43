// Static checks of a scenario before anything happens: every reference names a card, a ref an earlier
// action made, a player or an action id. Each action and question module checks the fields of its own
// (its `references`); the fields every action shares ("card", "copyOf", the player fields, "id", "as")
// are checked here.
import { ScenarioError } from './answers.js'
import type { ReferenceCheck } from './actions/module.js'
import { actionModule } from './actions/registry.js'
import { ABILITY_REF } from './game/stack-objects.js'
import type { QuestionReferenceCheck } from './questions/module.js'
import { questionModule } from './questions/registry.js'
import type { Scenario } from './scenario/index.js'

const REF_FIELDS = ['card', 'copyOf'] as const

export function checkReferences(scenario: Scenario, players: string[]) {
  const refs = new Set(Object.keys(scenario.cards))
  const ids = new Set<string>()
  const player = (p: string | undefined, path: string) => {
    if (p !== undefined && !players.includes(p))
      throw new ScenarioError(path, `unknown player "${p}"; the players are ${players.map((x) => `"${x}"`).join(', ')}`)
  }
  const ref = (r: string, path: string) => {
    // an ability on the stack: its source's ref with ":trigger" or ":ability" (src/engine/game/stack-objects.ts)
    const ability = ABILITY_REF.exec(r)
    if (!refs.has(r) && !(ability && refs.has(ability[1]!)))
      throw new ScenarioError(
        path,
        `unknown reference "${r}": name a card of "cards"${
          refs.size
            ? ` (${[...refs]
                .slice(0, 12)
                .map((x) => `"${x}"`)
                .join(', ')})`
            : ''
        } or a ref an earlier action made with "as"`,
      )
  }
  const check: ReferenceCheck = { ref, player, isPlayer: (p) => players.includes(p) }
  // "chosen" (what was chosen as a permanent entered, CR 614.12): a chosen player is a player; a card name given twice agrees
  const choices = (o: { chosenName?: string; chosen?: { player?: string; cardName?: string } }, path: string) => {
    player(o.chosen?.player, `${path}.chosen.player`)
    if (o.chosenName !== undefined && o.chosen?.cardName !== undefined && o.chosenName !== o.chosen.cardName)
      throw new ScenarioError(`${path}.chosen.cardName`, '"chosenName" and "chosen.cardName" name the same choice: give it once')
  }
  for (const [r, spec] of Object.entries(scenario.cards)) {
    if (typeof spec === 'object') {
      player(spec.owner, `cards.${r}.owner`)
      player(spec.controller, `cards.${r}.controller`)
      choices(spec, `cards.${r}`)
      if (spec.controller && spec.zone !== 'battlefield' && spec.controller !== (spec.owner ?? players[0])) {
        throw new ScenarioError(`cards.${r}.controller`, 'only a permanent on the battlefield has a controller other than its owner')
      }
      if (spec.attachedTo !== undefined) {
        const to = scenario.cards[spec.attachedTo]
        if (to === undefined)
          throw new ScenarioError(`cards.${r}.attachedTo`, `unknown reference "${spec.attachedTo}": name a card of "cards"`)
        if (spec.zone !== 'battlefield' || typeof to !== 'object' || to.zone !== 'battlefield')
          throw new ScenarioError(
            `cards.${r}.attachedTo`,
            'only a permanent on the battlefield is attached, and only to a permanent on the battlefield (CR 301.5, 303.4)',
          )
      }
    }
  }
  ;(scenario.actions ?? []).forEach((a, i) => {
    const path = `actions[${i}]`
    if (a.id !== undefined) {
      if (ids.has(a.id)) throw new ScenarioError(`${path}.id`, `duplicate action id "${a.id}"`)
      ids.add(a.id)
    }
    const rec = a as unknown as Record<string, unknown>
    for (const f of REF_FIELDS) if (typeof rec[f] === 'string') ref(rec[f] as string, `${path}.${f}`)
    actionModule(a.do).references?.(a, check, path)
    choices(rec, path)
    for (const f of ['controller', 'owner', 'player'] as const) if (typeof rec[f] === 'string') player(rec[f] as string, `${path}.${f}`)
    if ('as' in a && a.as !== undefined) {
      if (refs.has(a.as)) throw new ScenarioError(`${path}.as`, `"${a.as}" is already a reference; choose a new name`)
      refs.add(a.as)
    }
  })
  ;(scenario.legendRule?.keep ?? []).forEach((r, i) => ref(r, `legendRule.keep[${i}]`))
  const questionCheck: QuestionReferenceCheck = {
    ...check,
    action(kind, id, path) {
      if (!ids.has(id))
        throw new ScenarioError(
          path,
          `"${kind}" asks about an action: "${id}" is not the id of any action${ids.size ? ` (ids: ${[...ids].map((x) => `"${x}"`).join(', ')})` : ' (give the action an "id")'}`,
        )
    },
  }
  scenario.ask.forEach((q, i) => questionModule(q.q).references(q, questionCheck, `ask[${i}]`))
}
