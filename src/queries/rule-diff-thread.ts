// Computed CR diffs run on a worker thread, not the event loop: a diff of two editions that the
// store does not hold is ~0.3 s of CPU, and twenty of them in one request stalled every other
// request for 1.7 s (issue 24). One worker, started on first use and let go of when idle (it never
// keeps the process alive), runs them one after another; a worker that dies fails the diffs it
// was running, and the next diff starts a new one.
import { Worker } from 'node:worker_threads'
import type { Edition, EditionDiff } from '../editions/index.js'

type Pending = { resolve: (diff: EditionDiff) => void; reject: (e: Error) => void }

let worker: Worker | null = null
const pending = new Map<number, Pending>()
let nextId = 0
/** Diffs the worker has answered since the process started. */
export const diffThreadCounts = { computed: 0 }

/**
 * The worker's module next to this one: .js when built (dist/); under a TypeScript loader (tsx,
 * vitest) the .ts module, loaded through tsx's loader registered in the worker first.
 */
function start(): Worker {
  const url = new URL(`./rule-diff-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url)
  const w = url.pathname.endsWith('.ts')
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}) })`, { eval: true })
    : new Worker(url)
  w.on('message', ({ id, diff, error }: { id: number; diff?: EditionDiff; error?: string }) => {
    const p = pending.get(id)
    pending.delete(id)
    if (!pending.size) w.unref()
    if (!p) return
    if (error !== undefined) p.reject(new Error(error))
    else {
      diffThreadCounts.computed++
      p.resolve(diff!)
    }
  })
  const fail = (e: Error) => {
    if (worker === w) worker = null
    for (const p of pending.values()) p.reject(e)
    pending.clear()
  }
  w.on('error', fail)
  w.on('exit', (code) => fail(new Error(`the CR diff worker stopped (exit code ${code})`)))
  return w
}

/** diffEditions(older, newer), computed on the worker thread. */
export function diffOffThread(older: Edition, newer: Edition): Promise<EditionDiff> {
  worker ??= start()
  const w = worker
  const id = nextId++
  return new Promise<EditionDiff>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    w.ref()
    w.postMessage({ id, older, newer })
  })
}
