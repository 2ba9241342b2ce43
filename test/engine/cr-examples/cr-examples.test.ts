// The Comprehensive Rules' own examples as scenarios (issue 26: "a scenario test per rule of 613,
// 614–616 and 903 built from the CR's own examples"). Every example of those rules appears once in
// the family files beside this one, in the CR's order: either a scenario with the answers the example
// states, or why the scenario language can't state it. The engine must answer each expressible one
// right or say it can't (`supported: false`, value null) — never give a supported wrong answer, nor
// call an action the example takes illegal. The figures per family are printed: the right ones may
// only go up (RIGHT_FLOOR), the ones not expressible only down (NOT_EXPRESSIBLE_CEILING).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { storeName, validateScenario, type EvaluateResult, type Scenario } from '../../../src/engine/index.js'
import { CR_FILE_APRIL } from '../../support/data.js'
import { sameAnswer } from '../support/answers.js'
import { loadCards } from '../support/cards.js'
import { engineWith } from '../support/run.js'
import { commander } from './commander.js'
import { isExpressible, type CrExample, type Expressible } from './example.js'
import { interaction } from './interaction.js'
import { layers } from './layers.js'
import { prevention } from './prevention.js'
import { replacement } from './replacement.js'

const FAMILIES: Record<string, { title: string; examples: CrExample[] }> = {
  '613': { title: 'layers (613)', examples: layers },
  '614': { title: 'replacement (614)', examples: replacement },
  '615': { title: 'prevention (615)', examples: prevention },
  '616': { title: 'interaction (616)', examples: interaction },
  '903': { title: 'commander (903)', examples: commander },
}

/** Examples answered right, per family, as last measured (docs/evaluate.md): raise it when the engine learns more. */
const RIGHT_FLOOR: Record<string, number> = { '613': 3, '614': 0, '615': 0, '616': 0, '903': 0 }
/** Examples the language can't state, per family, as last measured: lower it when the language learns more, never raise it to hide one. */
const NOT_EXPRESSIBLE_CEILING: Record<string, number> = { '613': 0, '614': 4, '615': 0, '616': 2, '903': 5 }

/** Every example of the families' rules in the CR, in order: the rule it follows and its text. */
function examplesInTheCr(): { rule: string; example: string }[] {
  const out: { rule: string; example: string }[] = []
  let rule: string | null = null
  for (const line of readFileSync(CR_FILE_APRIL, 'utf8').split('\n')) {
    const m = /^(\d{3}\.\d+[a-z]?)\.? /.exec(line)
    if (m) rule = m[1]!
    if (line.startsWith('Example: ') && rule && rule.slice(0, 3) in FAMILIES)
      out.push({ rule, example: line.slice('Example: '.length).trim() })
  }
  return out
}

type Outcome = { status: 'right' | 'unsupported' | 'wrong'; lines: string[] }

/** The scenario with only its first n actions. */
const upTo = (s: Scenario, n: number): Scenario => ({ ...s, actions: (s.actions ?? []).slice(0, n) })

/** One expressible example: every checkpoint and the end, each answer right or unsupported, no action the example takes refused. */
function check(e: Expressible): Outcome {
  const names = [...new Set(Object.values(e.scenario.cards).flatMap((spec) => storeName(spec) ?? []))]
  const run = engineWith(loadCards(names))
  const stages = [...(e.after ?? []), { actions: e.scenario.actions?.length ?? 0, answers: e.answers }]
  const wrong: string[] = []
  const unsure: string[] = []
  for (const stage of stages) {
    const scenario = upTo(e.scenario, stage.actions)
    const result: EvaluateResult = run(scenario)
    const at = stage === stages.at(-1) ? 'at the end' : `after ${stage.actions} actions`
    for (const o of result.actions) {
      if (o.legal === false) wrong.push(`action ${o.index} (${o.do}) refused: ${o.because}`)
      else if (o.supported === false) unsure.push(`action ${o.index} (${o.do}): ${o.because}`)
    }
    for (const [j, want] of stage.answers.entries()) {
      const a = result.answers[j]!
      const q = JSON.stringify(scenario.ask[j])
      if (a.supported === false) {
        if (a.value !== null) wrong.push(`${q} ${at}: unsupported but valued ${JSON.stringify(a.value)}`)
        unsure.push(`${q} ${at}: ${a.because}`)
      } else if (!sameAnswer(scenario.ask[j]!.q, a.value, want))
        wrong.push(`${q} ${at}: answered ${JSON.stringify(a.value)}, the example says ${JSON.stringify(want)} (${a.because})`)
    }
  }
  if (wrong.length) return { status: 'wrong', lines: wrong }
  return unsure.length ? { status: 'unsupported', lines: unsure.slice(0, 1) } : { status: 'right', lines: [] }
}

describe("the CR's examples of 613–616 and 903", () => {
  it('lists every example of those rules once, in the order of the CR, each well formed', () => {
    const listed = Object.entries(FAMILIES).flatMap(([family, f]) =>
      f.examples.map((e) => {
        expect(e.rule.slice(0, 3), `${e.rule} is filed under ${family}`).toBe(family)
        return { rule: e.rule, example: e.example }
      }),
    )
    expect(listed).toEqual(examplesInTheCr())
    for (const f of Object.values(FAMILIES))
      for (const e of f.examples) {
        const where = `${e.rule} "${e.example.slice(0, 50)}…"`
        if (!isExpressible(e)) {
          expect(e.notExpressible, `${where}: why it isn't expressible`).toMatch(/\w{4}/)
          continue
        }
        const v = validateScenario(e.scenario)
        expect(v.ok ? '' : v.message, `${where}: its scenario is valid`).toBe('')
        expect(e.answers.length, `${where}: one answer per question`).toBe(e.scenario.ask.length)
        for (const stage of e.after ?? []) {
          expect(stage.answers.length, `${where}: one answer per question after ${stage.actions} actions`).toBe(e.scenario.ask.length)
          expect(stage.actions, `${where}: a checkpoint before the end`).toBeLessThan(e.scenario.actions?.length ?? 0)
        }
      }
  })

  it('answers every expressible example right or unsupported, never wrong; prints the figures per family', () => {
    const rows: string[] = []
    const details: string[] = []
    const wrong: string[] = []
    const counts: [string, string, number, number][] = []
    for (const [family, f] of Object.entries(FAMILIES)) {
      const n = { right: 0, unsupported: 0, notExpressible: 0, wrong: 0 }
      for (const e of f.examples) {
        if (!isExpressible(e)) {
          n.notExpressible++
          continue
        }
        const o = check(e)
        n[o.status === 'right' ? 'right' : o.status === 'unsupported' ? 'unsupported' : 'wrong']++
        const head = `  ${e.rule} ${o.status}: "${e.example.slice(0, 60)}…"`
        details.push([head, ...o.lines.map((l) => `      ${l}`)].join('\n'))
        if (o.status === 'wrong') wrong.push([head, ...o.lines].join('\n    '))
      }
      counts.push([family, f.title, n.right, n.notExpressible])
      rows.push(
        `${f.title.padEnd(18)} ${String(f.examples.length).padStart(8)} ${String(n.right).padStart(5)} ${String(n.unsupported).padStart(11)} ${String(n.notExpressible).padStart(14)} ${String(n.wrong).padStart(5)}`,
      )
    }
    console.log(
      [
        "The CR's examples (613–616, 903):",
        'family             examples right unsupported not expressible wrong',
        ...rows,
        ...details,
      ].join('\n'),
    )
    expect(wrong).toEqual([])
    for (const [family, title, right, notExpressible] of counts) {
      expect(right, `${title}: examples answered right (floor)`).toBeGreaterThanOrEqual(RIGHT_FLOOR[family]!)
      expect(notExpressible, `${title}: examples not expressible (ceiling)`).toBeLessThanOrEqual(NOT_EXPRESSIBLE_CEILING[family]!)
    }
  })
})
