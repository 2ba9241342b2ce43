// The legend rule (CR 704.5j): if two or more legendary permanents with the same name are controlled
// by the same player, that player chooses one of them, and the rest are put into their owners'
// graveyards. The choice is the scenario's ("legendRule": { "keep": [refs] }); without it, the
// permanents concerned are unsupported rather than guessed.
import { doubt, type Doubt } from '../doubts.js'
import type { Scenario } from '../scenario/index.js'
import type { Game, GameObject } from '../state/game.js'

const keeps = new WeakMap<Game, string[]>()

/** The scenario's legend-rule choices: the permanents their controllers keep. */
export function setUpLegendRule(game: Game, scenario: Scenario) {
  keeps.set(game, scenario.legendRule?.keep ?? [])
}

export interface LegendRuleAction {
  kind: 'legend'
  objs: GameObject[]
  /** The one kept, as its controller chose; null when the scenario doesn't say. */
  keep: GameObject | null
  rule: '704.5j'
  text: string
}

/** Groups of legendary permanents with one name and one controller (CR 704.5j), and what the choice does. */
export function legendRule(game: Game, permanents: GameObject[]): { actions: LegendRuleAction[]; doubts: Map<GameObject, Doubt[]> } {
  const groups = new Map<string, GameObject[]>()
  for (const p of permanents)
    if (p.face.type.supertypes.includes('legendary')) {
      const key = `${p.controller}\u0000${p.face.name}`
      groups.set(key, [...(groups.get(key) ?? []), p])
    }
  const chosen = keeps.get(game) ?? []
  const actions: LegendRuleAction[] = []
  const doubts = new Map<GameObject, Doubt[]>()
  for (const objs of groups.values()) {
    if (objs.length < 2) continue
    const name = objs[0]!.face.name
    const who = objs[0]!.controller === game.you ? 'you control' : `${objs[0]!.controller} controls`
    const keep = chosen.map((r) => objs.find((o) => o.ref === r)).find((o) => o !== undefined) ?? null
    if (keep) {
      actions.push({
        kind: 'legend',
        objs,
        keep,
        rule: '704.5j',
        text: `The legend rule: ${who} ${objs.length} legendary permanents named ${name}; ${keep.controller === game.you ? 'you' : keep.controller} chose to keep ${keep.ref}, and the other${objs.length > 2 ? 's were' : ' was'} put into ${objs.length > 2 ? "their owners'" : "its owner's"} graveyard (CR 704.5j).`,
      })
      continue
    }
    actions.push({
      kind: 'legend',
      objs,
      keep: null,
      rule: '704.5j',
      text: `The legend rule applies: ${who} ${objs.length} legendary permanents named ${name}; that player chooses one to keep and the rest are put into their owners' graveyards (CR 704.5j).`,
    })
    for (const o of objs)
      doubts.set(o, [
        doubt(
          `Arcanum doesn't know which ${name} its controller keeps under the legend rule (CR 704.5j): the scenario doesn't say ("legendRule": { "keep": [${objs.map((x) => `"${x.ref}"`).join(' or ')}] }) (${name}).`,
          ['704.5j'],
          ['zone', 'pt', 'damage'],
        ),
      ])
  }
  return { actions, doubts }
}
