// The worker thread behind diffOffThread (rule-diff-thread.ts): compares two CR editions
// (src/editions) away from the event loop and posts the diff back.
import { parentPort } from 'node:worker_threads'
import { diffEditions, type Edition } from '../editions/index.js'

parentPort?.on('message', ({ id, older, newer }: { id: number; older: Edition; newer: Edition }) => {
  try {
    parentPort!.postMessage({ id, diff: diffEditions(older, newer) })
  } catch (e) {
    parentPort!.postMessage({ id, error: (e as Error).message })
  }
})
