// One test per kind of opaque clause (CR 113.3 spell, activated, triggered and static abilities; 614
// replacement and 615 prevention effects; 702 keyword abilities): a question the clause can't change
// stays supported (no over-broad refusal), and one it can change is unsupported (no bluff). Each card is
// inline, with text the engine doesn't read, beside a vanilla creature.
import { describe, expect, it } from 'vitest'
import { crKind, evaluate, type Answer, type CardCharacteristics, type Question } from '../../src/engine/index.js'
import { readCard } from '../../src/engine/state/card.js'
import { PLAIN_BEAR as BEAR, PLAIN_ELK as ELK } from './support/vanilla.js'

const creature = (name: string, text: string): CardCharacteristics => ({
  name,
  manaCost: '{2}',
  typeLine: 'Creature — Golem',
  oracleText: text,
  power: '1',
  toughness: '1',
})

function ask(x: CardCharacteristics, questions: Question[], opts: { enters?: boolean; zone?: 'battlefield' | 'hand' } = {}): Answer[] {
  return evaluate({
    cards: { x: { ...x, zone: opts.zone ?? 'battlefield' }, v: { ...BEAR, zone: 'battlefield' }, e: ELK },
    actions: opts.enters ? [{ do: 'putOntoBattlefield', card: 'e' }] : [],
    ask: questions,
  }).answers
}

const kindOf = (c: CardCharacteristics, spell = false) => {
  const clause = readCard(c).abilities.clauses.find((k) => !k.understood)!
  return crKind(clause, spell)
}

describe('an opaque clause taints what it could change, and nothing else', () => {
  it('static (CR 604): "Creatures you control get +1/+1 as long as …" — the bear\'s power is unsupported, its owner and mana value are not', () => {
    const x = creature('Odd Captain', 'Creatures you control get +1/+1 as long as you have cast a Golem spell this turn.')
    expect(kindOf(x)).toBe('static')
    const [power, owner, mv] = ask(x, [
      { q: 'power', of: 'v' },
      { q: 'owner', of: 'v' },
      { q: 'manaValue', of: 'v' },
    ])
    expect(power).toMatchObject({ supported: false, value: null })
    expect(owner).toMatchObject({ supported: true, value: 'you' })
    expect(mv).toMatchObject({ supported: true, value: 2 })
  })

  it("static nobody can classify (CR 604): everything about its own object is unsupported, the bear's power is not", () => {
    const x = creature('Odd Idol', 'Odd Idol is whatever the moon says it is.')
    expect(kindOf(x)).toBe('static')
    const [own, bear] = ask(x, [
      { q: 'power', of: 'x' },
      { q: 'power', of: 'v' },
    ])
    expect(own).toMatchObject({ supported: false, value: null })
    expect(bear).toMatchObject({ supported: true, value: 2 })
  })

  it('replacement (CR 614): "If a creature would die, exile it instead" — its own power stays answered, the damaged bear\'s zone does not', () => {
    const x = creature('Odd Warden', 'If a creature an opponent controls would die, exile it instead unless its owner pays {1}.')
    expect(kindOf(x)).toBe('replacement')
    const r = evaluate({
      cards: { x: { ...x, zone: 'battlefield' }, v: { ...BEAR, zone: 'battlefield', owner: 'opponent' }, g: BEAR },
      actions: [
        { do: 'cast', card: 'g' },
        { do: 'dealDamage', to: 'v', amount: 2 },
      ],
      ask: [
        { q: 'power', of: 'x' },
        { q: 'zone', of: 'v' },
      ],
    })
    // (the cast spell g's totalCost is unsupported: a spell that moved is one whose zone any zone-touching clause on the
    // battlefield puts in doubt, and a cost is read from the object where it is — a known over-broad refusal)
    expect(r.answers[0]).toMatchObject({ supported: true, value: 1 })
    expect(r.answers[1]).toMatchObject({ supported: false, value: null })
  })

  it('prevention (CR 615): "Prevent all damage … by red sources" — the bear\'s damage is unsupported, its controller is not', () => {
    const x = creature('Odd Shield', 'Prevent all damage that would be dealt to creatures you control by sources with an odd mana value.')
    expect(kindOf(x)).toBe('prevention')
    const r = evaluate({
      cards: { x: { ...x, zone: 'battlefield' }, v: { ...BEAR, zone: 'battlefield' } },
      actions: [{ do: 'dealDamage', to: 'v', amount: 1 }],
      ask: [
        { q: 'damageMarked', of: 'v' },
        { q: 'controller', of: 'v' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
    expect(r.answers[1]).toMatchObject({ supported: true, value: 'you' })
  })

  it('triggered, its event classified (CR 603.2): "Whenever a creature enters …" — nothing triggers until a creature enters; then what triggered and the stack are unsupported', () => {
    const x = creature('Odd Herald', 'Whenever another creature with odd power enters, you may scry 1.')
    expect(kindOf(x)).toBe('triggered')
    const questions: Question[] = [{ q: 'triggerCount' }, { q: 'stack' }, { q: 'power', of: 'v' }]
    const before = ask(x, questions)
    expect(before.map((a) => a.supported)).toEqual([true, true, true])
    expect(before[0]!.value).toBe(0)
    const after = ask(x, questions, { enters: true })
    expect(after[0]).toMatchObject({ supported: false, value: null })
    expect(after[1]).toMatchObject({ supported: false, value: null })
    // scrying can't change the bear's power
    expect(after[2]).toMatchObject({ supported: true, value: 2 })
  })

  it('triggered, its event unclassifiable (CR 603.2): "Whenever you gain life …" — what triggered is unsupported, the bear\'s power is not', () => {
    const x = creature('Odd Cleric', 'Whenever you gain life, scry 1.')
    const [count, power] = ask(x, [{ q: 'triggerCount' }, { q: 'power', of: 'v' }], { enters: true })
    expect(count).toMatchObject({ supported: false, value: null })
    expect(power).toMatchObject({ supported: true, value: 2 })
  })

  it('activated (CR 602): its cost is read, so whether it can be activated is answered; what it does taints the world only once it resolves', () => {
    const x = creature('Odd Tinker', '{T}: Odd Tinker does something the moon decides.')
    expect(kindOf(x)).toBe('activated')
    const run = (resolve: boolean) =>
      evaluate({
        cards: { x: { ...x, zone: 'battlefield' }, v: { ...BEAR, zone: 'battlefield' } },
        actions: resolve ? [{ do: 'activate', card: 'x' }, { do: 'resolve' }] : [],
        ask: [{ q: 'canActivate', of: 'x' }, { q: 'power', of: 'v' }, { q: 'stack' }],
      }).answers
    const [can, bear, stack] = run(false)
    expect(can).toMatchObject({ supported: true, value: true })
    expect(bear).toMatchObject({ supported: true, value: 2 })
    expect(stack).toMatchObject({ supported: true, value: [] })
    expect(run(true)[1]).toMatchObject({ supported: false, value: null })
  })

  it("keyword (CR 702) the engine doesn't know: its own object is unsupported, the bear is not", () => {
    const x = creature('Odd Partner', 'Moonwalk')
    expect(kindOf(x)).toBe('keyword')
    const [own, bear] = ask(x, [
      { q: 'power', of: 'x' },
      { q: 'power', of: 'v' },
    ])
    expect(own).toMatchObject({ supported: false, value: null })
    expect(bear).toMatchObject({ supported: true, value: 2 })
  })

  it('spell (CR 113.3a): an unread effect taints the world only once the spell resolves', () => {
    const x: CardCharacteristics = {
      name: 'Odd Ritual',
      manaCost: '{1}{U}',
      typeLine: 'Sorcery',
      oracleText: 'Creatures become whatever the moon says.',
    }
    expect(kindOf(x, true)).toBe('spell')
    const run = (resolve: boolean) =>
      evaluate({
        cards: { x, v: { ...BEAR, zone: 'battlefield' } },
        actions: [{ do: 'cast', card: 'x' }, ...(resolve ? [{ do: 'resolve' as const }] : [])],
        ask: [{ q: 'power', of: 'v' }],
      }).answers[0]!
    expect(run(false)).toMatchObject({ supported: true, value: 2 })
    expect(run(true)).toMatchObject({ supported: false, value: null })
  })
})

describe('clauses that cannot matter to the question never block it (no over-broad refusal)', () => {
  it("a cost change (CR 601.2f): what the spell costs is unsupported; where it is and the bear's power are not", () => {
    const x = creature('Odd Discounter', 'Creature spells you cast cost {1} less to cast.')
    const r = evaluate({
      cards: { x: { ...x, zone: 'battlefield' }, v: { ...BEAR, zone: 'battlefield' }, g: BEAR },
      actions: [{ do: 'cast', card: 'g' }],
      ask: [
        { q: 'totalCost', of: 'g' },
        { q: 'zone', of: 'g' },
        { q: 'power', of: 'v' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ supported: false, value: null })
    expect(r.answers[1]).toMatchObject({ supported: true, value: 'stack' })
    expect(r.answers[2]).toMatchObject({ supported: true, value: 2 })
  })

  it('a choice as it enters (CR 614.12, 607.2a) changes nothing by itself: another spell\'s cost and zone stay answered; the clause naming "the chosen color" keeps targeting it unsupported', () => {
    const x = creature('Odd Warder', 'As Odd Warder enters, choose a color.\nOdd Warder has protection from the chosen color.')
    const bolt: CardCharacteristics = {
      name: 'Odd Bolt',
      manaCost: '{R}',
      typeLine: 'Instant',
      oracleText: 'Odd Bolt deals 1 damage to any target.',
    }
    const r = evaluate({
      cards: { x: { ...x, zone: 'battlefield' }, g: BEAR, b: bolt },
      actions: [
        { do: 'cast', card: 'g' },
        { do: 'cast', card: 'b', targets: ['x'], id: 'aim' },
      ],
      ask: [
        { q: 'totalCost', of: 'g' },
        { q: 'zone', of: 'g' },
        { q: 'legal', of: 'aim' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ supported: true, value: '{1}{G}' })
    expect(r.answers[1]).toMatchObject({ supported: true, value: 'stack' })
    expect(r.answers[2]).toMatchObject({ supported: false, value: null })
  })
})

describe('a declared permanent starts in the state its own text gives (CR 614.1c)', () => {
  const golem = (text: string): CardCharacteristics => ({ ...creature('Counted Golem', text), power: '0', toughness: '0' })
  it('"enters with three +1/+1 counters": declared on the battlefield, it has them (and survives as a 3/3) unless the scenario states its counters', () => {
    const g = golem('Counted Golem enters with three +1/+1 counters on it.')
    const r = evaluate({
      cards: { g: { ...g, zone: 'battlefield' } },
      ask: [
        { q: 'counters', of: 'g', kind: '+1/+1' },
        { q: 'power', of: 'g' },
      ],
    })
    expect(r.answers.map((a) => a.value)).toEqual([3, 3])
    const stated = evaluate({ cards: { g: { ...g, zone: 'battlefield', counters: { '+1/+1': 1 } } }, ask: [{ q: 'power', of: 'g' }] })
    expect(stated.answers[0]).toMatchObject({ value: 1, supported: true })
  })
  it('"enters with X counters": how many depends on how it was cast, so its power is unsupported until the scenario states them', () => {
    const g = golem('Counted Golem enters with X +1/+1 counters on it.')
    const r = evaluate({
      cards: { g: { ...g, zone: 'battlefield' } },
      ask: [
        { q: 'power', of: 'g' },
        { q: 'zone', of: 'g' },
      ],
    })
    expect(r.answers[0]).toMatchObject({ value: null, supported: false })
    expect(r.answers[1]).toMatchObject({ value: null, supported: false })
    const stated = evaluate({ cards: { g: { ...g, zone: 'battlefield', counters: { '+1/+1': 2 } } }, ask: [{ q: 'power', of: 'g' }] })
    expect(stated.answers[0]).toMatchObject({ value: 2, supported: true })
  })
})
