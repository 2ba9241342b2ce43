// The fresh samples of real rulings (./draw.ts): labelled blind before the engine ran on them, measured once
// (the first-run figures in docs/evaluate.md). They are not a floor to tune to. What their runs found wrong is
// kept: STILL_WRONG lists, per sample, the entries the engine still answers wrong (known gaps, each named in
// docs/evaluate.md). The test fails when any other entry is answered wrong, and when a listed one stops being
// wrong (then take it off the list). STILL_REFUSED does the same for scenarios the engine refuses with a 400
// although the CR answers them.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evaluate, ScenarioError, storeName, validateScenario, type Scenario } from '../../../src/engine/index.js'
import { inShape, sameAnswer } from '../support/answers.js'
import { drawFreshSamples, FRESH_SAMPLES, namedCards } from './draw.js'

interface Label {
  n: number
  card: string
  date: string
  text: string
  capability: string
  expressible: boolean
  scenario?: Scenario
  answers?: unknown[]
  why?: string
  reason?: string
  note?: string
}

const samples = Object.fromEntries(
  FRESH_SAMPLES.map((s) => [s.name, JSON.parse(readFileSync(new URL(`./${s.file}`, import.meta.url), 'utf8')) as Label[]]),
)

/** Entries still answered wrong (supported and not the ruling's answer), by sample: the engine's known gaps. */
const STILL_WRONG: Record<string, number[]> = {
  A: [],
  B: [],
  C: [],
  D: [],
  E: [],
  F: [],
  G: [],
  H: [],
}

/** Entries whose scenario the engine still refuses (a 400) although the CR answers it, by sample. */
const STILL_REFUSED: Record<string, number[]> = {}

describe('fresh samples of real rulings, labelled blind', () => {
  it('each sample is its seeded draw, excluding every earlier sample, every label well formed', () => {
    const drawn = drawFreshSamples()
    for (const s of FRESH_SAMPLES) {
      const labels = samples[s.name]!
      expect(labels.map((l) => `${l.card}\u0000${l.text}`)).toEqual(drawn[s.name]!.map((r) => `${r.card}\u0000${r.text}`))
      for (const l of labels) {
        if (!l.expressible) {
          expect(l.why, `${s.name} #${l.n}`).toMatch(/\w/)
          continue
        }
        const v = validateScenario(l.scenario)
        expect(v.ok ? '' : v.message, `${s.name} #${l.n}: its scenario is valid`).toBe('')
        expect(l.answers?.length, `${s.name} #${l.n}: one answer per question`).toBe(l.scenario!.ask.length)
        l.scenario!.ask.forEach((q, j) =>
          expect(inShape(q.q, l.answers![j]), `${s.name} #${l.n} ask[${j}]: the label's answer has ${q.q}'s value shape`).toBe(true),
        )
      }
    }
  })

  it('answers no ruling wrong but the known gaps listed (STILL_WRONG); prints the figures', () => {
    const all = Object.values(samples).flat()
    const names = new Set(
      all.flatMap((l) => Object.values(l.scenario?.cards ?? {}).flatMap((spec) => (storeName(spec) === null ? [] : [storeName(spec)!]))),
    )
    const cards = namedCards(names)
    const lines: string[] = []
    const wrong: string[] = []
    const refused: string[] = []
    const wrongEntries: Record<string, number[]> = {}
    const refusedEntries: Record<string, number[]> = {}
    for (const s of FRESH_SAMPLES) {
      const count = { right: 0, wrong: 0, unsupported: 0, refused: 0, notExpressible: 0 }
      for (const l of samples[s.name]!) {
        if (!l.expressible) {
          count.notExpressible++
          continue
        }
        const pool: Record<string, (typeof cards)[string]> = {}
        for (const [ref, spec] of Object.entries(l.scenario!.cards)) {
          const name = storeName(spec)
          if (name === null) continue
          expect(cards[name], `${s.name} #${l.n}: ${name} is in the shared corpus`).toBeDefined()
          pool[ref] = cards[name]!
        }
        // a scenario the engine refuses (a 400 over HTTP) is neither right nor wrong: counted apart
        let result: ReturnType<typeof evaluate>
        try {
          result = evaluate(l.scenario!, pool)
        } catch (e) {
          if (!(e instanceof ScenarioError)) throw e
          count.refused++
          ;(refusedEntries[s.name] ??= []).push(l.n)
          refused.push(`${s.name} #${l.n} ${l.card}: ${e.message}`)
          continue
        }
        let isWrong = false
        let unsupported = false
        for (const [j, want] of l.answers!.entries()) {
          const a = result.answers[j]!
          expect(inShape(l.scenario!.ask[j]!.q, a.value), `${s.name} #${l.n} ask[${j}]: the engine's value has its question's shape`).toBe(
            true,
          )
          if (a.supported === false) {
            expect(a.value, `${s.name} #${l.n} ask[${j}]: an unsupported answer has no value`).toBeNull()
            unsupported = true
          } else if (!sameAnswer(l.scenario!.ask[j]!.q, a.value, want)) {
            if (!isWrong) (wrongEntries[s.name] ??= []).push(l.n)
            isWrong = true
            wrong.push(
              `${s.name} #${l.n} ${l.card}: ask[${j}] ${JSON.stringify(l.scenario!.ask[j])} answered ${JSON.stringify(a.value)}, the ruling says ${JSON.stringify(want)} (${a.because})`,
            )
          }
        }
        count[isWrong ? 'wrong' : unsupported ? 'unsupported' : 'right']++
      }
      lines.push(
        `sample ${s.name} (seed ${s.seed}): ${count.right} right, ${count.wrong} wrong, ${count.unsupported} unsupported, ${count.refused} refused with a 400, ${count.notExpressible} not expressible`,
      )
    }
    console.log([...lines, 'Wrong:', ...wrong, 'Refused:', ...refused].join('\n'))
    for (const s of FRESH_SAMPLES) {
      expect(wrongEntries[s.name] ?? [], `sample ${s.name}: the entries answered wrong`).toEqual(STILL_WRONG[s.name] ?? [])
      expect(refusedEntries[s.name] ?? [], `sample ${s.name}: the entries refused`).toEqual(STILL_REFUSED[s.name] ?? [])
    }
  })
})
