// The progress bar of long imports (on stderr, when it is a terminal): bytes read of all sources.
import cliProgress from 'cli-progress'

export interface Progress {
  addTotal(bytes: number): void
  advance(bytes: number, file: string): void
  phase(label: string): void
  stop(): void
}

const MB = 1024 * 1024

export function progressBar(enabled: boolean): Progress {
  if (!enabled) return { addTotal() {}, advance() {}, phase() {}, stop() {} }
  const bar = new cliProgress.SingleBar(
    {
      format: ' {bar} {percentage}% | {done}/{all} MB | {file}',
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
  let started = false
  const payload = (file: string) => ({ file, done: (value / MB).toFixed(1), all: (total / MB).toFixed(1) })
  return {
    addTotal(bytes) {
      total += bytes
      if (!started) {
        bar.start(Math.max(total, 1), 0, payload(''))
        started = true
      } else bar.setTotal(Math.max(total, 1))
    },
    advance(bytes, file) {
      value += bytes
      if (!started) {
        bar.start(Math.max(total, value, 1), 0, payload(file))
        started = true
      }
      if (value > total) {
        total = value
        bar.setTotal(total)
      }
      bar.update(value, payload(file))
    },
    phase(label) {
      if (started) bar.update(value, payload(label))
    },
    stop() {
      if (started) bar.stop()
      started = false
    },
  }
}
