// The progress bar of long imports (on stderr, when it is a terminal). It runs in two halves: the
// bytes read of all sources, then the database steps after them (merging, token links, rules,
// tags, rendering card objects, the commit, vacuuming), each step moving it on, with the step's
// name and the time elapsed, so a long merge never looks stuck at 100 %.
import cliProgress from 'cli-progress'

export interface Progress {
  addTotal(bytes: number): void
  advance(bytes: number, file: string): void
  phase(label: string): void
  /** A database step of run.ts has finished (its lap name): the bar moves on to the next. */
  stepDone(step: string): void
  stop(): void
}

const MB = 1024 * 1024

/** run.ts's database steps, in order (its lap names), and what the bar says while each runs. */
export const DATABASE_STEPS: [step: string, label: string][] = [
  ['sets', 'merging sets'],
  ['cards', 'merging cards'],
  ['rulings', 'merging rulings'],
  ['printings', 'merging printings and prices'],
  ['token links', 'linking tokens'],
  ['rules', 'merging rules'],
  ['rules diff', 'comparing CR editions'],
  ['keywords', 'merging keywords'],
  ['text lexemes', 'indexing rules text'],
  ['tags', 'tagging cards'],
  ['render', 'rendering card objects'],
  ['commit', 'committing'],
  ['maintenance', 'vacuuming and analyzing'],
]

/**
 * Where the bar stands, out of 1000: reading is the first half (bytes read of the total), the
 * database steps the second (steps done of all). `stepsDone` counts finished steps.
 */
export function barPosition(read: number, total: number, stepsDone: number): number {
  const reading = total > 0 ? Math.min(1, read / total) : stepsDone > 0 ? 1 : 0
  return Math.round(500 * reading + (500 * Math.min(stepsDone, DATABASE_STEPS.length)) / DATABASE_STEPS.length)
}

export function progressBar(enabled: boolean): Progress {
  if (!enabled) return { addTotal() {}, advance() {}, phase() {}, stepDone() {}, stop() {} }
  const bar = new cliProgress.SingleBar(
    {
      format: ' {bar} {percentage}% | {stage} | {duration_formatted}',
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: true,
      barsize: 30,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  )
  let total = 0
  let value = 0
  let steps = 0
  let stage = ''
  let started = false
  const reading = (file: string) => `${(value / MB).toFixed(1)}/${(total / MB).toFixed(1)} MB${file ? ` | ${file}` : ''}`
  const show = () => {
    if (!started) {
      bar.start(1000, 0, { stage })
      started = true
    }
    bar.update(barPosition(value, total, steps), { stage })
  }
  return {
    addTotal(bytes) {
      total += bytes
      stage = reading('')
      show()
    },
    advance(bytes, file) {
      value += bytes
      if (value > total) total = value
      stage = reading(file)
      show()
    },
    phase(label) {
      stage = label
      if (started) show()
    },
    stepDone(step) {
      const i = DATABASE_STEPS.findIndex(([s]) => s === step)
      if (i < 0) return // 'read': the bytes say it
      steps = i + 1
      const next = DATABASE_STEPS[i + 1]
      stage = next ? `${next[1]} (step ${i + 2} of ${DATABASE_STEPS.length})` : 'done'
      if (started) show()
    },
    stop() {
      if (started) bar.stop()
      started = false
    },
  }
}
