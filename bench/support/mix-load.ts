// Sends a list of requests once each over a fixed number of keep-alive connections, timing every
// answer by itself (autocannon reports one distribution per run; the browsing mix needs one per
// query family, and first-time asks apart from repeated ones). A search page that says has_more is
// followed by its next page, up to page 3, as a browser following next_page does.
import http from 'node:http'

export interface MixRequest {
  family: string
  /** What is asked (the search's q), for the list of the slowest asks. */
  label?: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  /** A search's page (1…): its next page is asked for while the answer has more, up to `lastPage`. */
  page?: number
  lastPage?: number
}

export interface Sample {
  family: string
  label?: string
  page: number
  ms: number
  status: number
}

function send(agent: http.Agent, base: URL, r: MixRequest): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: r.path,
        method: r.method ?? 'GET',
        headers: r.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) } : {},
      },
      (res) => {
        let head = ''
        res.on('data', (chunk: Buffer) => {
          if (head.length < 200) head += chunk.toString('utf8', 0, 200)
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, head }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(r.body)
  })
}

/** The path of a search's next page. */
const nextPagePath = (path: string, page: number) =>
  path.includes('page=') ? path.replace(/page=\d+/, `page=${page}`) : `${path}&page=${page}`

/** Every request once (and the next pages they lead to), `connections` at a time; each answer's time. */
export async function sendOnce(baseUrl: string, requests: MixRequest[], connections: number): Promise<Sample[]> {
  const base = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const queue = [...requests]
  const samples: Sample[] = []
  const worker = async () => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      const started = performance.now()
      const { status, head } = await send(agent, base, r)
      const page = r.page ?? 1
      samples.push({ family: r.family, label: r.label, page, ms: performance.now() - started, status })
      if (r.page && page < (r.lastPage ?? 3) && head.includes('"has_more":true')) {
        // the next page is asked for next, as by someone reading the results
        queue.unshift({ ...r, page: page + 1, path: nextPagePath(r.path, page + 1) })
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  agent.destroy()
  return samples
}

/** The p-th percentile (0…100) of the times, ms (nearest rank); NaN for none. */
export function percentile(ms: number[], p: number): number {
  if (!ms.length) return Number.NaN
  const sorted = [...ms].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}
