// The rules engine's throughput, each figure beside a baseline measured in the same run:
//   in process   evaluate(scenario, cards) on a simple scenario (the example: cast Grow from
//                the Ashes kicked, copy it, ask whether the copy is kicked), beside the floor of
//                touching that scenario at all (a JSON round trip of it); and the whole service
//                (validation, cached card and citation lookups, engine) for reference.
//   over HTTP    POST /evaluate with autocannon (in a child process), beside the same route shape (same
//                schema, same validator, same plugins, same server) returning a constant answer:
//                requests/s, latency, and the server's CPU time per request.
// Targets (issue 4): over 20,000 simple scenarios/s in process; the endpoint within 2× of its baseline.
// Then how much of the shared corpus the engine understands (issue 10): the share of cards whose every
// clause is understood, beside the floor the tests hold it to, and the 30 commonest clause shapes it doesn't.
// Uses the test fixture store (CR + the 14 MTGJSON set files), built once and cached.
// Run: npm run bench:engine   (BENCH_SECONDS=n to change each HTTP run's length)
import os from 'node:os'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { corpusUnderstanding, evaluate, type CardCharacteristics, type Scenario } from '../src/engine/index.js'
import { evaluateRouteOptions } from '../src/api/rest/evaluate.js'
import { EvaluateService } from '../src/evaluate/service.js'
import { PROJECT_ROOT } from '../src/config.js'
import { buildServer } from '../src/server.js'
import { fixtureDatabase } from '../test/support/database.js'
import { corpusCards, UNDERSTANDING_FLOOR } from '../test/engine/support/corpus.js'
import { benchRun, type BenchRow } from './support/results.js'

const SCENARIO: Scenario = {
  cards: {
    gfa: 'Grow from the Ashes',
    bp: {
      name: 'Custom Card',
      manaCost: '{1}{R}',
      typeLine: 'Instant',
      oracleText: 'Kicker {2}\nCustom Card deals 2 damage to any target.',
    },
  },
  actions: [
    { do: 'cast', card: 'gfa', kicker: true },
    { do: 'copySpell', card: 'gfa', as: 'copy1' },
  ],
  ask: [{ q: 'isKicked', of: 'copy1' }],
}
// The game core's scenario (issue 11), beside the simple one: a deathtouch-and-lifelink creature deals
// damage to a creature and a player, state-based actions destroy the creature (CR 704.5h).
const SBA_SCENARIO: Scenario = {
  cards: {
    hawk: {
      name: 'Vampire Nighthawk',
      manaCost: '{1}{B}{B}',
      typeLine: 'Creature — Vampire Shaman',
      oracleText: 'Flying\nDeathtouch\nLifelink',
      power: '2',
      toughness: '3',
      zone: 'battlefield',
    },
    bears: {
      name: 'Grizzly Bears',
      manaCost: '{1}{G}',
      typeLine: 'Creature — Bear',
      power: '2',
      toughness: '2',
      zone: 'battlefield',
      owner: 'opponent',
    },
  },
  actions: [
    { do: 'dealDamage', source: 'hawk', to: 'bears', amount: 1 },
    { do: 'dealDamage', source: 'hawk', to: 'opponent', amount: 2 },
  ],
  ask: [{ q: 'wouldDie', of: 'bears' }, { q: 'lifeTotal' }, { q: 'lifeTotal', of: 'opponent' }],
}
// The stack's scenario (issue 11), beside both: a trigger, a target and a state-based action. A creature
// enters, its enters trigger goes on the stack (CR 603.3), its target is chosen (603.3d), it resolves and
// deals lethal damage (608.2), and state-based actions destroy the target (704.5g).
const STACK_SCENARIO: Scenario = {
  cards: {
    kavu: {
      name: 'Flametongue Kavu',
      manaCost: '{3}{R}',
      typeLine: 'Creature — Kavu',
      oracleText: 'When Flametongue Kavu enters, it deals 4 damage to target creature.',
      power: '4',
      toughness: '2',
      zone: 'hand',
    },
    bears: { ...(SBA_SCENARIO.cards.bears as object), zone: 'battlefield', owner: 'opponent' } as Scenario['cards'][string],
  },
  actions: [
    { do: 'putOntoBattlefield', card: 'kavu' },
    { do: 'chooseTargets', card: 'kavu:trigger', targets: ['bears'] },
    { do: 'resolve' },
  ],
  ask: [{ q: 'zone', of: 'bears' }, { q: 'stack' }, { q: 'wouldDie', of: 'bears' }],
}
// Combat's scenario (issue 11, src/engine/combat), beside the others: a first-striking trampler is blocked
// and assigns lethal damage to its blocker and the rest to the player (CR 510.4, 702.19b), an unblocked
// creature's "deals combat damage to a player" trigger goes on the stack and resolves (510.3a), and
// state-based actions destroy the blocker (704.5g).
const COMBAT_SCENARIO: Scenario = {
  cards: {
    rhino: {
      name: 'Charging Rhino',
      manaCost: '{3}{G}{G}',
      typeLine: 'Creature — Rhino',
      oracleText: 'First strike, trample',
      power: '5',
      toughness: '4',
      zone: 'battlefield',
    },
    slith: {
      name: 'Slith Firewalker',
      manaCost: '{R}{R}',
      typeLine: 'Creature — Slith',
      oracleText: 'Haste\nWhenever Slith Firewalker deals combat damage to a player, put a +1/+1 counter on it.',
      power: '1',
      toughness: '1',
      zone: 'battlefield',
    },
    bears: STACK_SCENARIO.cards.bears!,
  },
  actions: [
    { do: 'attack', cards: ['rhino', 'slith'] },
    { do: 'block', blocks: [{ blocker: 'bears', attacker: 'rhino' }] },
    { do: 'assignCombatDamage', card: 'rhino', assign: { bears: 2, opponent: 3 } },
    { do: 'advanceTo', step: 'postcombatMain' },
    { do: 'resolve' },
    { do: 'advanceTo', step: 'postcombatMain' },
  ],
  ask: [
    { q: 'zone', of: 'bears' },
    { q: 'lifeTotal', of: 'opponent' },
    { q: 'power', of: 'slith' },
  ],
}

// A layers-heavy scenario (issue 26), beside the others: a creature under an anthem (layer 7c, CR 613.4c),
// two Auras and an Equipment granting P/T and abilities (613.4c, 613.1f), and +1/+1 and -1/-1 counters
// (613.4c, 704.5q): 2/2 + 1/1 + 1/2 + 2/0 + 1/1, the counters cancelling, is 7/6 with trample and flying.
const layered = (name: string, typeLine: string, oracleText: string, more: Partial<Scenario['cards'][string] & object> = {}) => ({
  name,
  manaCost: '{1}{W}',
  typeLine,
  oracleText,
  zone: 'battlefield' as const,
  ...more,
})
const LAYERS_SCENARIO: Scenario = {
  cards: {
    bear: layered('Layered Bear', 'Creature — Bear', '', { power: '2', toughness: '2', counters: { '+1/+1': 1 } }),
    anthem: layered('Glorious Anthem', 'Enchantment', 'Creatures you control get +1/+1.'),
    aura: layered('Holy Strength', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+2.', { attachedTo: 'bear' }),
    rancor: layered('Rancor', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+0 and has trample.', {
      attachedTo: 'bear',
    }),
    sword: layered('Sword of Layers', 'Artifact — Equipment', 'Equipped creature gets +1/+1 and has flying.\nEquip {2}', {
      attachedTo: 'bear',
    }),
  },
  actions: [{ do: 'putCounters', card: 'bear', kind: '-1/-1', amount: 1 }],
  ask: [
    { q: 'power', of: 'bear' },
    { q: 'toughness', of: 'bear' },
    { q: 'abilities', of: 'bear' },
  ],
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const fmt = (n: number) => Math.round(n).toLocaleString('en')

// Wall-clock rates depend on what else the (shared, 2-core) machine runs; the rate per second of
// this process's CPU time is printed beside them and is the steadier figure.
interface Rate {
  wall: number
  cpu: number
}
/** The run's table, one row per scenario measured (bench/results/engine/, rendered into docs/evaluate.md). */
const ROWS: BenchRow[] = []
const show = (label: string, r: Rate) => {
  ROWS.push({
    scenario: label,
    cpu: Math.round(r.cpu),
    wall: Math.round(r.wall),
    usCpu: Math.round(1e7 / r.cpu) / 10,
    p50: null,
    p99: null,
  })
  console.log(
    `  ${label.padEnd(58)} ${fmt(r.wall).padStart(10)} scenarios/s   ${fmt(r.cpu).padStart(10)} per CPU-second   ${(1e6 / r.cpu).toFixed(1).padStart(6)} µs CPU each`,
  )
}

function rate(label: string, fn: () => unknown, ms = 3000): Rate {
  for (let i = 0; i < 3000; i++) fn() // warm up
  let best: Rate = { wall: 0, cpu: 0 }
  for (let round = 0; round < 3; round++) {
    let n = 0
    const c0 = process.cpuUsage()
    const start = performance.now()
    while (performance.now() - start < ms / 3) {
      for (let i = 0; i < 100; i++) fn()
      n += 100
    }
    const c = process.cpuUsage(c0)
    const r = { wall: n / ((performance.now() - start) / 1000), cpu: n / ((c.user + c.system) / 1e6) }
    if (r.cpu > best.cpu) best = r
  }
  show(label, best)
  return best
}

async function rateAsync(label: string, fn: () => Promise<unknown>, ms = 3000): Promise<Rate> {
  for (let i = 0; i < 1000; i++) await fn()
  let n = 0
  const c0 = process.cpuUsage()
  const start = performance.now()
  while (performance.now() - start < ms) {
    await fn()
    n++
  }
  const c = process.cpuUsage(c0)
  const r = { wall: n / ((performance.now() - start) / 1000), cpu: n / ((c.user + c.system) / 1e6) }
  show(label, r)
  return r
}

interface Load {
  rps: number
  p50: number
  p99: number
  cpuPerRequest: number
}

/**
 * autocannon in a child process (so this process's CPU time is the server's alone) against one
 * route: requests per second, latency, and the server's CPU time per request.
 */
function load(url: string, body: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const c0 = process.cpuUsage()
    const child = spawn(
      process.execPath,
      [AUTOCANNON, '-j', '-c', '16', '-d', String(seconds), '-m', 'POST', '-H', 'content-type=application/json', '-b', body, url],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const c = process.cpuUsage(c0)
      try {
        const r = JSON.parse(out) as {
          requests: { average: number; total: number }
          latency: { p50: number; p99: number }
          non2xx: number
          errors: number
        }
        if (code !== 0 || r.non2xx || r.errors) throw new Error(`${url}: exit ${code}, ${r.non2xx} non-2xx, ${r.errors} errors`)
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuPerRequest: (c.user + c.system) / r.requests.total })
      } catch (e) {
        reject(e)
      }
    })
  })
}

const AUTOCANNON = path.join(PROJECT_ROOT, 'node_modules', 'autocannon', 'autocannon.js')

async function main() {
  const run = benchRun(
    'engine',
    'The rules engine in process (scenarios per CPU-second of this process, best of three rounds) and POST /evaluate over HTTP (autocannon, 16 connections) beside their baselines in the same run',
  )
  const notes: string[] = []
  let targetsMet = true
  console.log('engine.bench — scenario: cast Grow from the Ashes kicked, copy it, ask isKicked of the copy')
  const db = await fixtureDatabase()
  try {
    const service = new EvaluateService(db)
    const expected = await service.evaluate(SCENARIO)
    if (expected.answers[0]!.value !== true) throw new Error('unexpected answer')
    const resolved = await service.cards.resolve(['Grow from the Ashes'])
    const cards: Record<string, CardCharacteristics> = { gfa: resolved.get('Grow from the Ashes')!.characteristics }

    console.log(
      `\nin process (store: ${db.kind}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores)`,
    )
    const floor = rate('baseline: JSON round trip of the scenario', () => JSON.parse(JSON.stringify(SCENARIO)))
    const engine = rate('engine: evaluate(scenario, cards)', () => evaluate(SCENARIO, cards))
    const svc = await rateAsync('service: validate + cached lookups + engine + citations', () => service.evaluate(SCENARIO))
    targetsMet &&= engine.cpu >= 20_000
    notes.push(
      `The simple scenario (cast Grow from the Ashes kicked, copy it, ask isKicked of the copy): ${fmt(engine.cpu)} per CPU-second, ${engine.cpu >= 20_000 ? 'meets' : 'MISSES'} the 20,000 target (×${(engine.cpu / 20_000).toFixed(1)}).`,
    )
    console.log(
      `  engine: ${fmt(engine.wall)}/s wall clock, ${fmt(engine.cpu)} per CPU-second — ${engine.cpu >= 20_000 ? 'meets' : 'MISSES'} the 20,000 scenarios/s target (×${(engine.cpu / 20_000).toFixed(1)});`,
    )
    console.log(
      `  the JSON round trip baseline is ×${(floor.cpu / engine.cpu).toFixed(1)} faster; the whole service costs ×${(engine.cpu / svc.cpu).toFixed(1)} the engine alone`,
    )
    const sbaAnswers = evaluate(SBA_SCENARIO).answers.map((a) => a.value)
    if (JSON.stringify(sbaAnswers) !== '[true,23,18]') throw new Error(`the game-core scenario answered ${JSON.stringify(sbaAnswers)}`)
    const sba = rate('engine: damage + deathtouch + lifelink + state-based actions', () => evaluate(SBA_SCENARIO))
    console.log(`  game core: ×${(engine.cpu / sba.cpu).toFixed(1)} the simple scenario's cost (${fmt(sba.cpu)} per CPU-second)`)
    const stackAnswers = evaluate(STACK_SCENARIO).answers.map((a) => a.value)
    if (JSON.stringify(stackAnswers) !== '["graveyard",[],true]')
      throw new Error(`the stack scenario answered ${JSON.stringify(stackAnswers)}`)
    const stack = rate('engine: trigger + target + resolution + state-based action', () => evaluate(STACK_SCENARIO))
    console.log(`  the stack: ×${(engine.cpu / stack.cpu).toFixed(1)} the simple scenario's cost (${fmt(stack.cpu)} per CPU-second)`)
    const combatAnswers = evaluate(COMBAT_SCENARIO).answers.map((a) => a.value)
    if (JSON.stringify(combatAnswers) !== '["graveyard",16,2]')
      throw new Error(`the combat scenario answered ${JSON.stringify(combatAnswers)}`)
    const combat = rate('engine: attack + block + trample + first strike + trigger', () => evaluate(COMBAT_SCENARIO))
    console.log(`  combat: ×${(engine.cpu / combat.cpu).toFixed(1)} the simple scenario's cost (${fmt(combat.cpu)} per CPU-second)`)
    const layersAnswers = evaluate(LAYERS_SCENARIO).answers.map((a) => a.value)
    if (JSON.stringify(layersAnswers) !== '[7,6,["trample","flying"]]')
      throw new Error(`the layers scenario answered ${JSON.stringify(layersAnswers)}`)
    const layers = rate('engine: anthem + 2 Auras + Equipment + counters (layers 6, 7c)', () => evaluate(LAYERS_SCENARIO))
    console.log(`  layers: ×${(engine.cpu / layers.cpu).toFixed(1)} the simple scenario's cost (${fmt(layers.cpu)} per CPU-second)`)

    console.log(
      `\nover HTTP (autocannon in a child process, 16 connections, best of 2 alternating ${SECONDS / 2} s runs each; load average ${os.loadavg()[0]!.toFixed(1)})`,
    )
    const app = await buildServer({ db, logLevel: 'silent' })
    const constant = JSON.parse(JSON.stringify(expected))
    app.post('/bench/evaluate-constant', evaluateRouteOptions, async () => constant)
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const body = JSON.stringify(SCENARIO)
    try {
      await load(`${address}/bench/evaluate-constant`, body, 2) // warm up both
      await load(`${address}/evaluate`, body, 2)
      // alternate the two so a change in the machine's other load hits both; keep each one's best run
      const best: Record<'base' | 'real', Load | null> = { base: null, real: null }
      for (let round = 0; round < 2; round++) {
        for (const [k, url] of [
          ['base', '/bench/evaluate-constant'],
          ['real', '/evaluate'],
        ] as const) {
          const r = await load(`${address}${url}`, body, SECONDS / 2)
          if (!best[k] || r.rps > best[k]!.rps) best[k] = r
        }
      }
      const row = (label: string, r: Load) =>
        console.log(
          `  ${label.padEnd(50)} ${fmt(r.rps).padStart(8)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   server CPU ${r.cpuPerRequest.toFixed(0)} µs/request`,
        )
      const base = best.base!,
        real = best.real!
      row('baseline: same route shape returning a constant', base)
      row('POST /evaluate', real)
      for (const [label, r] of [
        ['HTTP baseline: the same route shape returning a constant', base],
        ['POST /evaluate over HTTP', real],
      ] as const)
        ROWS.push({ scenario: label, cpu: null, wall: Math.round(r.rps), usCpu: Math.round(r.cpuPerRequest), p50: r.p50, p99: r.p99 })
      const ratio = base.rps / real.rps
      const cpuRatio = real.cpuPerRequest / base.cpuPerRequest
      targetsMet &&= Math.max(ratio, cpuRatio) <= 2
      notes.push(
        `POST /evaluate takes ×${ratio.toFixed(2)} the HTTP baseline's time per request and ×${cpuRatio.toFixed(2)} its server CPU (target 2×).`,
      )
      console.log(
        `  POST /evaluate takes ×${ratio.toFixed(2)} the baseline's time per request (throughput) and ×${cpuRatio.toFixed(2)} its server CPU: ${Math.max(ratio, cpuRatio) <= 2 ? 'within' : 'OUTSIDE'} the 2× target`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await db.close()
  }
  notes.push(understanding())
  const simple = ROWS.find((r) => r.scenario === 'engine: evaluate(scenario, cards)')!.cpu as number
  for (const r of ROWS)
    r.times = typeof r.cpu === 'number' && r.scenario.startsWith('engine') ? Math.round((10 * simple) / r.cpu) / 10 : null
  run.write(
    {
      scenario: 'Scenario',
      cpu: 'per CPU-second',
      wall: 'per second (wall)',
      usCpu: 'µs CPU each',
      times: '× the simple scenario',
      p50: 'p50 ms',
      p99: 'p99 ms',
    },
    ROWS,
    { notes, targetsMet },
  )
}

/** How much of the shared corpus the engine understands, beside the floor the tests hold it to (returns it in a sentence). */
function understanding(): string {
  const cards = corpusCards()
  const started = performance.now()
  const u = corpusUnderstanding(cards)
  const ms = performance.now() - started
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`
  console.log(
    `\ncorpus understanding (${u.cards} distinct cards and faces of the shared MTGJSON data, read in ${(ms / 1000).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)})`,
  )
  console.log(
    `  cards whose every clause is understood: ${u.understood} (${pct(u.understood, u.cards)}); floor ${UNDERSTANDING_FLOOR.cards} (${u.understood >= UNDERSTANDING_FLOOR.cards ? 'held' : 'BELOW'})`,
  )
  console.log(
    `  clauses understood: ${u.clausesUnderstood}/${u.clauses} (${pct(u.clausesUnderstood, u.clauses)}); floor ${UNDERSTANDING_FLOOR.clauses} (${u.clausesUnderstood >= UNDERSTANDING_FLOOR.clauses ? 'held' : 'BELOW'})`,
  )
  console.log('  the 30 most common clause shapes not understood:')
  for (const s of u.topNotUnderstood) console.log(`  ${String(s.count).padStart(6)}  ${s.shape}`)
  return `Corpus understanding: ${u.understood} of ${u.cards} cards (${pct(u.understood, u.cards)}) have every clause understood, ${u.clausesUnderstood} of ${u.clauses} clauses (${pct(u.clausesUnderstood, u.clauses)}).`
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
