// Triggered abilities of permanents at steps and on untapping and attacking (CR 603.2, 603.4, 502.3–502.4,
// 503.1a, 505.4, 508.3a), "doesn't untap during its controller's next untap step" (502.3), toxic
// (702.164c), "Activate only if …" (602.5b), ascend (702.131), ability words (207.2c), drawing from an
// empty library with a replacement (614.1, 104.2b). On real cards from the shared MTGJSON files, each
// scenario from the CR's rules or a card's ruling; what the engine can't be sure of is unsupported.
import { describe, expect, it } from 'vitest'
import { parseOracle } from '../../../src/engine/index.js'
import { loadCards } from '../support/cards.js'
import { engineWith, rules, values } from '../support/run.js'

const cards = loadCards([
  'Grizzly Bears',
  'Island',
  'Forest',
  'Craw Wurm',
  'Nyx-Fleece Ram',
  'Cautious Survivor',
  'Oreskos Sun Guide',
  'Kragma Butcher',
  'Ojutai, Soul of Winter',
  'Blightbelly Rat',
  'Jawbone Duelist',
  'Atarka Beastbreaker',
  "Kumena's Awakening",
  'Jace, Wielder of Mysteries',
  'Surrak, the Hunt Caller',
  'Felhide Spiritbinder',
])
const run = engineWith(cards)
const mine = (card: string, extra: Record<string, unknown> = {}) => ({ card, zone: 'battlefield' as const, ...extra })
const theirs = (card: string, extra: Record<string, unknown> = {}) => mine(card, { owner: 'opponent', ...extra })
const library = (card: string, owner = 'you') => ({ card, zone: 'library' as const, owner })

describe('"At the beginning of …" triggers (CR 603.2, 503.1a)', () => {
  it('"At the beginning of your upkeep" triggers as your upkeep begins, goes on the stack and resolves; not in the opponent\'s upkeep', () => {
    const r = run({
      cards: { ram: mine('Nyx-Fleece Ram'), y: library('Forest'), o: library('Forest', 'opponent') },
      turn: { active: 'opponent', step: 'end' },
      actions: [
        { do: 'advanceTo', step: 'upkeep', player: 'you' },
        { do: 'resolve' },
        { do: 'advanceTo', step: 'upkeep', player: 'opponent' },
      ],
      ask: [{ q: 'lifeTotal' }, { q: 'triggerCount', of: 'ram' }, { q: 'stack' }],
    })
    expect(r.actions.map((a) => a.legal)).toEqual([true, true, true])
    expect(r.actions[0]!.because).toContain('triggered as the upkeep step began (CR 603.2)')
    expect(values(r)).toEqual([21, 1, []])
  })

  it('CR 500.2: going on past a step whose trigger is on the stack stops there', () => {
    const r = run({
      cards: { ram: mine('Nyx-Fleece Ram') },
      turn: { active: 'you', step: 'untap' },
      actions: [{ do: 'advanceTo', step: 'precombatMain' }],
      ask: [{ q: 'phase' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual(['upkeep', ['ram:trigger']])
  })

  it("CR 603.4: survival (Cautious Survivor) triggers only if tapped, and does nothing if untapped as it resolves (Rip, Spawn Hunter's ruling)", () => {
    const attackFirst = (untap: boolean) =>
      run({
        cards: { cs: mine('Cautious Survivor') },
        actions: [
          { do: 'attack', cards: ['cs'] },
          { do: 'advanceTo', step: 'postcombatMain' },
          ...(untap ? [{ do: 'untap' as const, card: 'cs' }] : []),
          { do: 'resolve' },
        ],
        ask: [{ q: 'triggerCount', of: 'cs' }, { q: 'lifeTotal' }],
      })
    expect(values(attackFirst(false))).toEqual([1, 22])
    const untapped = attackFirst(true)
    expect(values(untapped)).toEqual([1, 20])
    expect(untapped.actions[3]!.because).toContain('no longer holds')
    expect(rules(untapped.actions[3]!)).toContain('603.4')
    // never tapped: it doesn't trigger at all
    const idle = run({
      cards: { cs: mine('Cautious Survivor') },
      actions: [{ do: 'advanceTo', step: 'postcombatMain' }],
      ask: [{ q: 'triggerCount', of: 'cs' }, { q: 'stack' }],
    })
    expect(values(idle)).toEqual([0, []])
  })

  it('CR 207.2c, 603.4: an ability word is read past; an intervening "if" the engine can\'t check leaves the trigger unread', () => {
    const survivor = parseOracle('Cautious Survivor', cards['Cautious Survivor']!.oracleText)
    expect(survivor.triggers[0]).toMatchObject({ event: 'beginningOfStep', step: 'postcombatMain', who: 'you' })
    expect(survivor.clauses.every((c) => c.understood)).toBe(true)
    const oloro = parseOracle('Custom', 'At the beginning of your upkeep, if Custom is in the command zone, you gain 2 life.')
    expect(oloro.triggers).toEqual([])
    expect(oloro.clauses[0]!.understood).toBe(false)
    // "your first spell each turn" triggers on fewer spells than "a spell": not read as "whenever you cast a spell"
    expect(parseOracle('Custom', 'Whenever you cast your first spell each turn, draw a card.').triggers).toEqual([])
    expect(parseOracle('Custom', 'Whenever you cast a spell that targets only Custom, draw a card.').triggers).toEqual([])
  })

  it('CR 603.4: an intervening "if" on total power (Surrak, the Hunt Caller\'s formidable) is checked as combat begins', () => {
    const surrak = (others: string[]) =>
      run({
        cards: { s: mine('Surrak, the Hunt Caller'), ...Object.fromEntries(others.map((c, i) => [`c${i}`, mine(c)])) },
        actions: [{ do: 'advanceTo', step: 'beginningOfCombat' }],
        ask: [{ q: 'triggerCount', of: 's' }],
      })
    expect(values(surrak(['Grizzly Bears']))).toEqual([0]) // 5 + 2
    expect(values(surrak(['Craw Wurm']))).toEqual([1]) // 5 + 6
  })

  it('CR 500.2: attacking from the main phase stops at a beginning-of-combat trigger; once it resolves, attackers are declared', () => {
    const r = run({
      cards: { s: mine('Surrak, the Hunt Caller'), w: mine('Craw Wurm', { summoningSick: true }) },
      actions: [
        { do: 'attack', cards: ['s', 'w'], id: 'early' },
        { do: 'chooseTargets', card: 's:trigger', targets: ['w'] },
        { do: 'resolve' },
        { do: 'attack', cards: ['s', 'w'], id: 'then' },
      ],
      ask: [
        { q: 'legal', of: 'early' },
        { q: 'legal', of: 'then' },
        { q: 'abilities', of: 'w' },
      ],
    })
    expect(values(r).slice(0, 2)).toEqual([false, true])
    expect(rules(r.answers[0]!)).toContain('500.2')
    expect(r.answers[2]!.value).toContain('haste')
  })
})

describe('inspired: "Whenever ~ becomes untapped" (CR 502.3, 502.4, 503.1a)', () => {
  it("untapping in the untap step triggers it; it goes on the stack in the upkeep (Felhide Spiritbinder's ruling)", () => {
    const r = run({
      cards: { kb: mine('Kragma Butcher', { tapped: true }), og: mine('Oreskos Sun Guide', { tapped: true }) },
      turn: { active: 'opponent', step: 'end' },
      actions: [{ do: 'advanceTo', step: 'upkeep', player: 'you' }, { do: 'resolve' }, { do: 'resolve' }],
      ask: [{ q: 'phase' }, { q: 'power', of: 'kb' }, { q: 'lifeTotal' }, { q: 'isTapped', of: 'kb' }],
    })
    expect(r.actions[0]!.because).toContain('go on the stack in the upkeep (CR 502.4, 503.1a)')
    expect(values(r)).toEqual(['upkeep', 4, 22, false])
  })

  it('an untap effect or action triggers it too; an untapped one that is "untapped" again doesn\'t', () => {
    const r = run({
      cards: { og: mine('Oreskos Sun Guide', { tapped: true }) },
      actions: [{ do: 'untap', card: 'og' }, { do: 'resolve' }, { do: 'untap', card: 'og', id: 'again' }],
      ask: [{ q: 'lifeTotal' }, { q: 'triggerCount', of: 'og' }, { q: 'legal', of: 'again' }],
    })
    expect(values(r)).toEqual([22, 1, false])
  })

  it('an inspired ability the engine doesn\'t carry out ("you may pay {1}{R}") is counted; whether it stays on the stack rests on its unread target (CR 603.3d)', () => {
    const r = run({
      cards: { f: mine('Felhide Spiritbinder', { tapped: true }) },
      turn: { active: 'opponent', step: 'end' },
      actions: [{ do: 'advanceTo', step: 'upkeep', player: 'you' }],
      ask: [{ q: 'triggerCount', of: 'f' }, { q: 'stack' }],
    })
    expect(r.answers[0]!.value).toBe(1)
    // its effect ("a copy of another target creature") has a target the engine doesn't read: alone on the
    // battlefield, Felhide has none to choose, and an ability without one is removed from the stack (CR 603.3d)
    expect(r.answers[1]).toMatchObject({ value: null, supported: false })
    expect(r.answers[1]!.because).toContain('603.3d')
  })
})

describe('attack triggers (CR 508.3a) and "doesn\'t untap during its controller\'s next untap step" (502.3)', () => {
  it('Ojutai, Soul of Winter: a Dragon attacking triggers it; an already tapped target stays tapped through its next untap step only', () => {
    const r = run({
      cards: {
        oj: mine('Ojutai, Soul of Winter'),
        bears: theirs('Grizzly Bears', { tapped: true }),
        y1: library('Island'),
        y2: library('Island'),
        o1: library('Forest', 'opponent'),
        o2: library('Forest', 'opponent'),
      },
      actions: [
        { do: 'attack', cards: ['oj'] },
        { do: 'chooseTargets', card: 'oj:trigger', targets: ['bears'], id: 'target' },
        { do: 'resolve' },
        { do: 'advanceTo', step: 'upkeep', player: 'opponent', id: 'next' },
        { do: 'advanceTo', step: 'upkeep', player: 'opponent', id: 'after' },
      ],
      ask: [
        { q: 'legal', of: 'target' },
        { q: 'isTapped', of: 'bears' },
        { q: 'triggerCount', of: 'oj' },
      ],
    })
    expect(r.actions[0]!.because).toContain('(oj:trigger)')
    expect(r.actions[2]!.because).toContain("won't untap during its controller's next untap step (CR 502.3)")
    expect(r.actions[3]!.because).toContain("Grizzly Bears didn't untap")
    expect(r.actions[4]!.because).toContain('opponent untapped 1 permanent')
    expect(values(r)).toEqual([true, false, 1])
  })

  it('CR 508.3a: a creature that doesn\'t attack doesn\'t trigger it; "a Dragon you control" ignores a non-Dragon attacker', () => {
    const r = run({
      cards: { oj: mine('Ojutai, Soul of Winter'), bears: mine('Grizzly Bears'), theirs: theirs('Grizzly Bears') },
      actions: [{ do: 'attack', cards: ['bears'] }],
      ask: [{ q: 'triggerCount', of: 'oj' }, { q: 'stack' }],
    })
    expect(values(r)).toEqual([0, []])
  })
})

describe('toxic (CR 702.164)', () => {
  it("702.164c: combat damage to a player gives poison counters equal to the total toxic value, however much damage (Ria Ivor's ruling); double strike gives them twice", () => {
    const r = run({
      cards: { rat: mine('Blightbelly Rat', { counters: { '+1/+1': 2 } }), duelist: mine('Jawbone Duelist') },
      actions: [
        { do: 'attack', cards: ['rat', 'duelist'] },
        { do: 'advanceTo', step: 'postcombatMain' },
      ],
      ask: [
        { q: 'poisonCounters', of: 'opponent' },
        { q: 'lifeTotal', of: 'opponent' },
      ],
    })
    expect(values(r)).toEqual([3, 14])
    expect(rules(r.actions[1]!)).toContain('702.164c')
  })

  it("toxic gives nothing for combat damage to a creature, nor for damage that isn't combat damage", () => {
    const r = run({
      cards: { rat: mine('Blightbelly Rat'), wurm: theirs('Craw Wurm') },
      actions: [
        { do: 'attack', cards: ['rat'] },
        { do: 'block', blocks: [{ blocker: 'wurm', attacker: 'rat' }] },
        { do: 'advanceTo', step: 'postcombatMain' },
        { do: 'dealDamage', source: 'rat', to: 'opponent', amount: 1 },
      ],
      ask: [
        { q: 'poisonCounters', of: 'opponent' },
        { q: 'lifeTotal', of: 'opponent' },
        { q: 'zone', of: 'rat' },
      ],
    })
    expect(values(r)).toEqual([0, 19, 'graveyard'])
  })
})

describe('"Activate only if …" (CR 602.5b)', () => {
  const formidable = (others: string[], after: Record<string, unknown>[] = []) =>
    run({
      cards: { ab: mine('Atarka Beastbreaker'), ...Object.fromEntries(others.map((c, i) => [`c${i}`, mine(c)])) },
      actions: [{ do: 'activate', card: 'ab', id: 'act' }, ...(after as never[]), { do: 'resolve' }],
      ask: [
        { q: 'legal', of: 'act' },
        { q: 'power', of: 'ab' },
        { q: 'canActivate', of: 'ab' },
      ],
    })

  it("formidable with total power 7 can't be activated; with 8 it can, and resolves whatever happens to the total power (Surrak's ruling)", () => {
    const low = formidable(['Grizzly Bears', 'Grizzly Bears'])
    expect(low.answers[0]!.value).toBe(false)
    expect(low.answers[0]!.because).toContain('total power 6')
    const r = formidable(['Craw Wurm'], [{ do: 'dealDamage', to: 'c0', amount: 4 }])
    expect(values(r)).toEqual([true, 6, false])
    expect(rules(r.answers[0]!)).toContain('602.5b')
  })
})

describe("ascend and the city's blessing (CR 702.131)", () => {
  const kumena = (permanents: number, addBeforeResolving: boolean) =>
    run({
      cards: {
        ka: mine("Kumena's Awakening"),
        ...Object.fromEntries(Array.from({ length: permanents - 1 }, (_, i) => [`i${i}`, mine('Island')])),
        tenth: 'Island',
        y: library('Forest'),
        o: library('Forest', 'opponent'),
      },
      turn: { active: 'you', step: 'untap' },
      actions: [
        { do: 'advanceTo', step: 'upkeep' },
        ...(addBeforeResolving ? [{ do: 'putOntoBattlefield' as const, card: 'tenth' }] : []),
        { do: 'resolve' },
      ],
      ask: [{ q: 'triggerCount', of: 'ka' }, { q: 'libraryCount' }, { q: 'libraryCount', of: 'opponent' }],
    })

  it("without the city's blessing each player draws; with ten permanents you get it and only you draw", () => {
    expect(values(kumena(9, false))).toEqual([1, 0, 0])
    expect(values(kumena(10, false))).toEqual([1, 0, 1])
  })

  it("Kumena's Awakening's ruling: it triggers regardless, and checks the blessing only as it resolves", () => {
    const r = kumena(9, true)
    expect(values(r)).toEqual([1, 0, 1])
    expect(r.actions[1]!.because).toContain("city's blessing for the rest of the game (CR 702.131b)")
  })
})

describe('drawing from an empty library (CR 121.4, 614.1)', () => {
  it('Jace, Wielder of Mysteries: its [+1] targeting yourself mills two, then draws (its ruling); from an empty library you win instead (104.2b)', () => {
    const jace = (lib: string[]) =>
      run({
        cards: { jace: mine('Jace, Wielder of Mysteries'), ...Object.fromEntries(lib.map((c, i) => [`l${i}`, library(c)])) },
        actions: [{ do: 'activate', card: 'jace', ability: 1, targets: ['you'] }, { do: 'resolve' }],
        ask: [{ q: 'graveyard' }, { q: 'handSize' }, { q: 'hasLost', of: 'opponent' }, { q: 'hasLost' }],
      })
    expect(values(jace(['Island', 'Forest', 'Grizzly Bears']))).toEqual([['l0', 'l1'], 1, false, false])
    const empty = jace(['Island'])
    expect(values(empty)).toEqual([['l0'], 0, true, false])
    expect(rules(empty.answers[2]!)).toContain('104.2b')
  })

  it('CR 702.29a, 121.4, 704.5b: cycling with an empty library draws nothing, and its controller loses', () => {
    const r = run({
      cards: { c: { name: 'Custom Cycler', manaCost: '{U}', typeLine: 'Instant', oracleText: 'Draw a card.\nCycling {2}' } },
      actions: [{ do: 'cycle', card: 'c' }],
      ask: [{ q: 'hasLost' }, { q: 'zone', of: 'c' }],
    })
    expect(values(r)).toEqual([true, 'graveyard'])
    expect(rules(r.answers[0]!)).toContain('704.5b')
  })

  it('CR 504.1, 121.4, 704.5b: without such an effect, the draw step from an empty library makes the player lose', () => {
    const r = run({
      cards: { ram: mine('Nyx-Fleece Ram') },
      turn: { active: 'you', step: 'precombatMain' },
      actions: [{ do: 'advanceTo', step: 'draw', player: 'opponent' }],
      ask: [{ q: 'hasLost', of: 'opponent' }],
    })
    expect(values(r)).toEqual([true])
  })
})
