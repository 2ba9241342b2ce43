// Fresh samples of real rulings: each drawn with a seed of its own from the whole shared corpus (the same
// distinct rulings and seeded order as ../rulings-sample/draw.ts), excluding every ruling of every earlier
// sample, and labelled blind — from the ruling text and the CR, by a reader who never saw the engine —
// before the engine was run on it. Sample A (seed 20261207) excludes the team's own sample (seed 20261210's
// first 100); sample B (seed 20261208) excludes both; sample C (seed 20261209) excludes all three; sample D (seed 20261211)
// excludes all four; sample E (seed 20261212) excludes all five; sample F (seed 20261213) excludes all six; G (seed 20261214)
// all seven; H (seed 20261215) all eight.
import { readFileSync } from 'node:fs'
import type { CardCharacteristics } from '../../../src/engine/index.js'
import { corpusFiles, mtgjsonSetFiles } from '../../support/data.js'
import { readCorpus, type DrawnRuling } from '../rulings-sample/draw.js'
import { characteristics, readSetFile } from '../support/cards.js'

export const FRESH_SAMPLES = [
  { name: 'A', seed: 20261207, file: 'sample-a.json' },
  { name: 'B', seed: 20261208, file: 'sample-b.json' },
  { name: 'C', seed: 20261209, file: 'sample-c.json' },
  { name: 'D', seed: 20261211, file: 'sample-d.json' },
  { name: 'E', seed: 20261212, file: 'sample-e.json' },
  { name: 'F', seed: 20261213, file: 'sample-f.json' },
  { name: 'G', seed: 20261214, file: 'sample-g.json' },
  { name: 'H', seed: 20261215, file: 'sample-h.json' },
] as const

const sameRuling = (r: { card: string; text: string }) =>
  `${r.card}\u0000${r.text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim()}`

/** The rulings of the team's own sample (../rulings-sample/labels.json), which every fresh sample excludes. */
function ownSample(): { card: string; text: string }[] {
  return JSON.parse(readFileSync(new URL('../rulings-sample/labels.json', import.meta.url), 'utf8'))
}

/** Each fresh sample's 100 rulings, drawn in order, each excluding the own sample and the samples before it. */
export function drawFreshSamples(size = 100): Record<string, DrawnRuling[]> {
  const excluded = new Set(ownSample().map(sameRuling))
  const out: Record<string, DrawnRuling[]> = {}
  for (const s of FRESH_SAMPLES) {
    const picked: DrawnRuling[] = []
    for (const r of readCorpus([], s.seed).rulings) {
      if (excluded.has(sameRuling(r))) continue
      excluded.add(sameRuling(r))
      picked.push(r)
      if (picked.length === size) break
    }
    out[s.name] = picked
  }
  return out
}

/** The named cards in their newest wording, faces named on their own included (as the store finds them). */
export function namedCards(names: Set<string>): Record<string, CardCharacteristics> {
  // a multi-faced card named whole needs its faces: ask for them too
  const wanted = new Set([...names, ...[...names].flatMap((n) => (n.includes(' // ') ? n.split(' // ') : []))])
  const { cards } = readCorpus(wanted)
  const faces = [...wanted].filter((n) => !cards[n])
  if (faces.length) {
    for (const file of [...mtgjsonSetFiles(), ...corpusFiles()]) {
      for (const c of readSetFile(file))
        if (c.faceName && faces.includes(c.faceName)) cards[c.faceName] = { ...characteristics(c), name: c.faceName }
    }
  }
  // the whole card as the store keeps it: the faces' costs, type lines and texts joined with " // "
  for (const name of names) {
    const parts = name.split(' // ').map((f) => cards[f])
    if (cards[name] || parts.length < 2 || parts.some((p) => !p)) continue
    const join = (f: (c: CardCharacteristics) => string | null | undefined, sep = ' // ') =>
      parts.every((p) => f(p!) == null) ? null : parts.map((p) => f(p!) ?? '').join(sep)
    cards[name] = {
      name,
      manaCost: join((c) => c.manaCost),
      typeLine: join((c) => c.typeLine)!,
      oracleText: join((c) => c.oracleText, '\n//\n'),
      power: null,
      toughness: null,
      loyalty: null,
    }
  }
  return cards
}
