// The seeded sample of real rulings (issue 10, issue 11's measure): each ruling of ./labels.json,
// drawn by ./draw.ts from the whole shared corpus, is labelled by a reader with the capability it
// needs and either a scenario stating it with the answers the ruling gives, or why the scenario
// language can't state it. Every expressible scenario must come out right or unsupported
// (`supported: false`, value null) — never wrong. The share expressible and right is printed per
// capability, and may only go up (RIGHT_FLOOR).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluate, storeName, validateScenario, type Scenario } from '../../../src/engine/index.js'
import { sameAnswer } from '../support/answers.js'
import { readCorpus, type Corpus } from './draw.js'

/** What a ruling needs the engine to model. */
const CAPABILITIES = [
  'timing', // phases, steps, priority, sorcery/instant speed
  'targets', // choosing targets, illegal targets, fizzling
  'triggers', // triggered abilities, on the stack and resolving
  'activated', // activated abilities and their costs
  'counters',
  'damage', // damage, life, prevention, redirection
  'combat',
  'cost', // total cost, alternative and additional costs, mana value
  'copy',
  'continuous', // P/T and ability-granting effects, layers
  'modes', // modal spells
  'zones', // zone changes, searching, revealing, scry
  'replacement',
  'mana',
  'mechanic', // a keyword mechanic the engine doesn't model (suspend, adventures, …)
  'none', // not a rules question (flavor, deck construction)
] as const
type Capability = (typeof CAPABILITIES)[number]

interface Label {
  card: string
  date: string
  text: string
  capability: Capability
  expressible: boolean
  why?: string
  scenario?: Scenario
  /** The answers the ruling gives, one per question of scenario.ask. */
  answers?: unknown[]
  note?: string
}

/** Expressible rulings answered right, as last measured (docs/evaluate.md): raise it when the engine learns more. */
const RIGHT_FLOOR = 38

const labels = JSON.parse(readFileSync(new URL('./labels.json', import.meta.url), 'utf8')) as Label[]
const names = new Set(
  labels.flatMap((l) => Object.values(l.scenario?.cards ?? {}).flatMap((spec) => (storeName(spec) === null ? [] : [storeName(spec)!]))),
)
let corpus: Corpus | null = null
const read = () => (corpus ??= readCorpus(names))

const key = (r: { card: string; text: string }) =>
  `${r.card}\u0000${r.text
    .replace(/[‘’“”"']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()}`

describe('the seeded sample of real rulings', () => {
  it('labels a prefix of the seeded draw from the whole corpus, each label well formed', () => {
    const drawn = read().rulings
    expect(labels.length).toBeGreaterThanOrEqual(100)
    expect(labels.map(key)).toEqual(drawn.slice(0, labels.length).map(key))
    for (const [i, l] of labels.entries()) {
      const where = `labels.json[${i}] (${l.card})`
      expect(CAPABILITIES, where).toContain(l.capability)
      if (!l.expressible) {
        expect(l.why, `${where}: why it isn't expressible`).toMatch(/\w/)
        continue
      }
      const v = validateScenario(l.scenario)
      expect(v.ok ? '' : v.message, `${where}: its scenario is valid`).toBe('')
      expect(l.answers?.length, `${where}: one answer per question`).toBe(l.scenario!.ask.length)
    }
  })

  it('answers every expressible ruling right or unsupported, never wrong; prints the share per capability', () => {
    const { cards } = read()
    const rows = new Map<Capability, { rulings: number; expressible: number; right: number; unsupported: number }>()
    const wrong: string[] = []
    const unsure: string[] = []
    for (const [i, l] of labels.entries()) {
      const row = rows.get(l.capability) ?? { rulings: 0, expressible: 0, right: 0, unsupported: 0 }
      rows.set(l.capability, row)
      row.rulings++
      if (!l.expressible) continue
      row.expressible++
      const scenario = l.scenario!
      const pool: Record<string, (typeof cards)[string]> = {}
      for (const [ref, spec] of Object.entries(scenario.cards)) {
        const name = storeName(spec)
        if (name === null) continue
        expect(cards[name], `labels.json[${i}]: ${name} is in the shared corpus`).toBeDefined()
        pool[ref] = cards[name]!
      }
      const result = evaluate(scenario, pool)
      let unsupported = false
      let right = true
      for (const [j, want] of l.answers!.entries()) {
        const a = result.answers[j]!
        if (a.supported === false) {
          expect(a.value, `labels.json[${i}] ask[${j}]: an unsupported answer has no value`).toBeNull()
          if (!unsupported) unsure.push(`  [${i}] ${l.card} (${l.capability}): ${a.because}`)
          unsupported = true
        } else if (!sameAnswer(scenario.ask[j]!.q, a.value, want)) {
          right = false
          wrong.push(
            `labels.json[${i}] ${l.card}: ask[${j}] ${JSON.stringify(scenario.ask[j])} answered ${JSON.stringify(a.value)}, the ruling says ${JSON.stringify(want)} — "${l.text}" (${a.because})`,
          )
        }
      }
      if (!right) continue
      if (unsupported) row.unsupported++
      else row.right++
    }
    const total = { rulings: 0, expressible: 0, right: 0, unsupported: 0 }
    const lines = [...rows.entries()]
      .sort(([, a], [, b]) => b.rulings - a.rulings)
      .map(([cap, r]) => {
        for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k]
        return `${cap.padEnd(12)} ${String(r.rulings).padStart(4)} ${String(r.expressible).padStart(11)} ${String(r.right).padStart(6)} ${String(r.unsupported).padStart(12)}`
      })
    console.log(
      [
        `Rulings sample: ${total.rulings} rulings, ${total.expressible} expressible, ${total.right} expressible and right (${((100 * total.right) / total.rulings).toFixed(0)}%), ${total.unsupported} unsupported, ${wrong.length} wrong`,
        'capability   rulings expressible  right  unsupported',
        ...lines,
        'Unsupported (what the engine would need):',
        ...unsure,
      ].join('\n'),
    )
    expect(wrong).toEqual([])
    expect(total.right).toBeGreaterThanOrEqual(RIGHT_FLOOR)
  })
})
