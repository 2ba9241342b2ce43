// Sound by construction (issue 25), as a property over the corpus: a seeded sample of 3,000 cards of
// the shared MTGJSON data, each put where it works (a permanent on the battlefield, a spell in its
// owner's hand) beside a vanilla creature, asked a fixed battery — the creature's power and toughness,
// whether a spell can target it, whether a vanilla spell can be cast, how many abilities trigger when
// another creature enters, where the creature is after it is destroyed. Never `supported: true` while
// the answer's trace consulted an opaque clause; and where the card's own opaque clauses could change
// the answer (by their CR kind and what they can touch), the answer is unsupported.
import { describe, expect, it } from 'vitest'
import { evaluate, type Answer, type CardCharacteristics, type Scenario, type TraceView } from '../../src/engine/index.js'
import { crKind, touches } from '../../src/engine/oracle/clause-kind.js'
import { readFace } from '../../src/engine/effects/face.js'
import { readCard } from '../../src/engine/state/card.js'
import { corpusCards } from './support/corpus.js'
import { mulberry32 } from './rulings-sample/draw.js'
import { PLAIN_BEAR as VANILLA, PLAIN_ELK as ENTERING } from './support/vanilla.js'

const SEED = 777
const SAMPLE = 3000

const SPELL: CardCharacteristics = {
  name: 'Plain Ox',
  manaCost: '{3}',
  typeLine: 'Creature — Ox',
  oracleText: '',
  power: '1',
  toughness: '1',
}
const BOLT: CardCharacteristics = {
  name: 'Plain Bolt',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracleText: 'Plain Bolt deals 1 damage to target creature.',
}
const MURDER: CardCharacteristics = {
  name: 'Plain Murder',
  manaCost: '{1}{B}{B}',
  typeLine: 'Instant',
  oracleText: 'Destroy target creature.',
}

const PERMANENT = /\b(?:Creature|Artifact|Enchantment|Land|Planeswalker|Battle)\b/

function sample(): CardCharacteristics[] {
  const all = corpusCards()
    .filter((c) => !c.name.includes(' // ') && !/^(?:Plain )/.test(c.name))
    .map(({ cardName: _, ...c }) => c)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : (a.oracleText ?? '').localeCompare(b.oracleText ?? '')))
  const rand = mulberry32(SEED)
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[all[i], all[j]] = [all[j]!, all[i]!]
  }
  return all.slice(0, SAMPLE)
}

type Run = { answers: Answer[]; traces: TraceView[] }
function run(scenario: Scenario, cards: Record<string, CardCharacteristics>): Run {
  const r = evaluate(scenario, cards, { traces: true })
  return { answers: r.answers, traces: r.traces!.answers }
}

function battery(card: CardCharacteristics) {
  const zone: 'battlefield' | 'hand' = PERMANENT.test(card.typeLine) ? 'battlefield' : 'hand'
  const x = {
    name: card.name,
    manaCost: card.manaCost,
    typeLine: card.typeLine,
    oracleText: card.oracleText,
    power: card.power,
    toughness: card.toughness,
    loyalty: card.loyalty,
  }
  const base = { x: { ...x, zone }, v: { ...VANILLA, zone: 'battlefield' as const } }
  const standing = run(
    {
      cards: { ...base, b: BOLT, s: SPELL },
      ask: [
        { q: 'power', of: 'v' },
        { q: 'toughness', of: 'v' },
        { q: 'canTarget', of: 'b', target: 'v' },
        { q: 'canCast', of: 's' },
      ],
    },
    {},
  )
  const enters = run(
    {
      cards: { ...base, e: ENTERING },
      actions: [{ do: 'putOntoBattlefield', card: 'e' }],
      ask: [{ q: 'triggerCount' }, { q: 'triggerCount', of: 'x' }],
    },
    {},
  )
  const destroyed = run(
    {
      cards: { ...base, m: MURDER },
      actions: [
        { do: 'cast', card: 'm', targets: ['v'] },
        { do: 'resolve', card: 'm' },
      ],
      ask: [{ q: 'zone', of: 'v' }],
    },
    {},
  )
  return { zone, standing, enters, destroyed }
}

describe('sound by construction: a property over a seeded sample of 3,000 corpus cards', () => {
  it('never answers supported: true while the trace consulted an opaque clause, and an opaque clause that could change the answer makes it unsupported', () => {
    const cards = sample()
    expect(cards.length).toBe(SAMPLE)
    let answers = 0
    let supported = 0
    const bluffs: string[] = []
    const missed: string[] = []
    for (const card of cards) {
      const { zone, standing, enters, destroyed } = battery(card)
      for (const r of [standing, enters, destroyed])
        r.answers.forEach((a, i) => {
          answers++
          const opaque = r.traces[i]!.doubts.filter((d) => d.clause)
          if (a.supported) supported++
          if (a.supported && opaque.length) bluffs.push(`${card.name}: ${a.q} supported though it rests on "${opaque[0]!.clause!.text}"`)
          if (!a.supported) expect(a.value, `${card.name}: an unsupported answer has no value`).toBeNull()
        })
      if (zone !== 'battlefield') continue
      // the card's own opaque clauses, by CR kind and what they can touch, that could change the vanilla creature
      // as the engine reads it: the static abilities and effects it carries out are understood (effects/face.ts)
      const face = readFace(readCard(card))
      const spell = false
      for (const c of face.abilities.clauses) {
        if (c.understood) continue
        const kind = crKind(c, spell)
        const aboutItself = c.text.startsWith(card.name) || c.text.includes(`${card.name}'s abilities`)
        if ((kind === 'static' || kind === 'replacement' || kind === 'prevention') && !aboutItself && touches(c).includes('pt')) {
          if (standing.answers[0]!.supported) missed.push(`${card.name}: power answered beside "${c.text}"`)
        }
      }
      for (const t of face.opaqueTriggers)
        if ((t.events === null || t.events.has('enters')) && enters.answers[0]!.supported)
          missed.push(`${card.name}: triggerCount answered after a creature entered beside "${t.clause.text}"`)
    }
    console.log(
      `soundness property: ${cards.length} cards, ${answers} answers, ${supported} supported (${((100 * supported) / answers).toFixed(1)}%)`,
    )
    expect(bluffs).toEqual([])
    expect(missed).toEqual([])
    // the battery is answerable: most answers beside most cards are supported (no blanket refusal)
    expect(supported / answers).toBeGreaterThan(0.5)
  }, 300_000)
})
