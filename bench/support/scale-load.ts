// The mixed read load of `npm run bench:scale` and test/scale/: searches over many distinct queries,
// card lookups by id and by exact name, GraphQL pages, /rules/ask questions and /evaluate scenarios,
// sent by `concurrency` clients in a loop over keep-alive connections. Every answer is kept as a
// sample (its kind, when, how long, its status; 0: no answer at all), so a fault's effect can be
// read from the samples around it. A failed read is no answer, a 5xx, or a 4xx other than a
// search's 404 (Scryfall's answer to a query no card matches): the load is well-formed.
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { ROOT } from './scale-cluster.js'

export type Kind = 'search' | 'card' | 'named' | 'graphql' | 'ask' | 'evaluate'

/** The mix's shares (of 100 requests): a deckbuilding site's traffic is mostly lookups and searches. */
export const MIX: Record<Kind, number> = { card: 35, search: 25, named: 15, graphql: 10, ask: 10, evaluate: 5 }

export interface Req {
  kind: Kind
  method: 'GET' | 'POST'
  path: string
  body?: string
}

export interface Sample {
  kind: Kind
  /** ms since the load started. */
  at: number
  ms: number
  status: number
}

const TYPES = ['creature', 'instant', 'sorcery', 'enchantment', 'artifact', 'land', 'planeswalker']
const COLORS = ['w', 'u', 'b', 'r', 'g', 'c']
const WORDS = ['draw', 'flying', 'trample', 'destroy', 'counter', 'token', 'sacrifice', 'discard', 'graveyard', 'haste', 'life']
const SCENARIO = JSON.stringify({
  cards: { g: 'Grow from the Ashes' },
  actions: [{ do: 'cast', card: 'g', kicker: true }],
  ask: [
    { q: 'isKicked', of: 'g' },
    { q: 'totalCost', of: 'g' },
  ],
})

/** Searches that differ from each other (hundreds before one repeats), as many users' are. */
function distinctSearches(): string[] {
  const out: string[] = []
  for (const t of TYPES) for (const c of COLORS) for (let mv = 1; mv <= 6; mv++) out.push(`t:${t} c:${c} mv<=${mv}`)
  for (const w of WORDS) for (const c of COLORS) out.push(`o:${w} c:${c}`)
  return out
}

/** The requests of the mix, in an order that spreads each kind, over the store's own ids and names. */
export async function mixedRequests(databaseUrl: string): Promise<() => Req> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const ids = (await client.query<{ id: string }>('SELECT id::text FROM printings ORDER BY md5(id::text) LIMIT 2000')).rows.map((r) => r.id)
  const names = (await client.query<{ name: string }>('SELECT name FROM cards ORDER BY md5(name) LIMIT 2000')).rows.map((r) => r.name)
  await client.end()
  const searches = distinctSearches()
  const questions = (JSON.parse(readFileSync(`${ROOT}test/ask/questions.json`, 'utf8')) as { questions: { q: string }[] }).questions.map(
    (q) => q.q,
  )
  const deck: Kind[] = []
  for (const [kind, share] of Object.entries(MIX) as [Kind, number][]) for (let i = 0; i < share; i++) deck.push(kind)
  // a fixed shuffle: the same mix in every run
  for (let i = deck.length - 1, s = 7; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31
    const j = s % (i + 1)
    ;[deck[i], deck[j]] = [deck[j]!, deck[i]!]
  }
  let n = 0
  return () => {
    const kind = deck[n % deck.length]!
    const i = n++
    switch (kind) {
      case 'card':
        return { kind, method: 'GET', path: `/cards/${ids[i % ids.length]}` }
      case 'named':
        return { kind, method: 'GET', path: `/cards/named?exact=${encodeURIComponent(names[i % names.length]!)}` }
      case 'search':
        return { kind, method: 'GET', path: `/cards/search?q=${encodeURIComponent(searches[i % searches.length]!)}` }
      case 'graphql': {
        const q = searches[(i * 7) % searches.length]!
        const query = `{ cards(query: ${JSON.stringify(q)}, first: 10) { totalCount edges { node { name manaCost typeLine } } } }`
        return { kind, method: 'POST', path: '/graphql', body: JSON.stringify({ query }) }
      }
      case 'ask':
        return { kind, method: 'GET', path: `/rules/ask?q=${encodeURIComponent(questions[i % questions.length]!)}` }
      case 'evaluate':
        return { kind, method: 'POST', path: '/evaluate', body: SCENARIO }
    }
  }
}

/** `concurrency` clients sending `next()` to `base` until stop(). */
export class Load {
  readonly samples: Sample[] = []
  /** The first few failures, for the report. */
  readonly failures: string[] = []
  #running = false
  #workers: Promise<void>[] = []
  #t0 = 0

  constructor(
    readonly base: string,
    readonly next: () => Req,
    readonly concurrency: number,
  ) {}

  start(): this {
    this.#running = true
    this.#t0 = performance.now()
    this.#workers = Array.from({ length: this.concurrency }, () => this.#worker())
    return this
  }

  /** ms since start. */
  now(): number {
    return performance.now() - this.#t0
  }

  async #worker(): Promise<void> {
    while (this.#running) {
      const r = this.next()
      const started = performance.now()
      let status = 0
      let why = ''
      try {
        // fetch keeps its connections alive between requests (Node's global dispatcher)
        const res = await fetch(`${this.base}${r.path}`, {
          method: r.method,
          headers: r.body ? { 'content-type': 'application/json' } : {},
          ...(r.body && { body: r.body }),
          signal: AbortSignal.timeout(35_000),
        })
        const text = await res.text()
        status = res.status
        if (status >= 300) why = text.slice(0, 200)
      } catch (e) {
        why = (e as Error).message
      }
      const sample = { kind: r.kind, at: started - this.#t0, ms: performance.now() - started, status }
      this.samples.push(sample)
      if (failed(sample) && this.failures.length < 20) this.failures.push(`${r.method} ${r.path} → ${status} ${why}`)
    }
  }

  async stop(): Promise<Sample[]> {
    this.#running = false
    await Promise.all(this.#workers)
    return this.samples
  }
}

export const failed = (s: Sample) => !(s.status >= 200 && s.status < 300) && !(s.kind === 'search' && s.status === 404)

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0)

export interface Summary {
  requests: number
  perSecond: number
  p50: number
  p99: number
  failed: number
}

/** Throughput, latency quantiles (ms) and failures of the samples taken between `from` and `to` (ms). */
export function summarize(samples: Sample[], from = 0, to = Number.POSITIVE_INFINITY): Summary {
  const inside = samples.filter((s) => s.at >= from && s.at < to)
  const ms = inside.map((s) => s.ms).sort((a, b) => a - b)
  const span = Math.max(1, (Math.min(to, Math.max(...inside.map((s) => s.at + s.ms), from)) - from) / 1000)
  return {
    requests: inside.length,
    perSecond: Math.round((inside.length / span) * 10) / 10,
    p50: Math.round(quantile(ms, 0.5) * 10) / 10,
    p99: Math.round(quantile(ms, 0.99) * 10) / 10,
    failed: inside.filter(failed).length,
  }
}
