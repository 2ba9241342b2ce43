// The service's log for a person at a terminal: Fastify writes pino's JSON lines, and when stdout
// is a terminal (and LOG_FORMAT isn't json) this stream turns each into one short line:
//   14:02:11  GET /cards/search?q=t%3Adragon  200  12 ms
// A request is one line, written when it completes; errors keep their message (and stack at debug).
// Anything that isn't pino JSON passes through as it is.
import { Writable } from 'node:stream'

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

interface PinoLine {
  level?: number
  time?: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { message?: string; stack?: string }
}

const clock = (t: number | undefined) => new Date(t ?? Date.now()).toTimeString().slice(0, 8)

/** One pino JSON line as the terminal shows it; null for lines it leaves out (a request's start). */
export function humanLine(line: string, color = false, pending = new Map<string, string>()): string | null {
  let o: PinoLine
  try {
    o = JSON.parse(line) as PinoLine
  } catch {
    return line
  }
  if (typeof o !== 'object' || o === null) return line
  const paint = (code: number, s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s)
  if (o.req && o.reqId && !o.res) {
    // "incoming request": remembered, and written with its outcome
    pending.set(o.reqId, `${o.req.method ?? ''} ${o.req.url ?? ''}`)
    if (pending.size > 10_000) pending.delete(pending.keys().next().value!)
    return null
  }
  if (o.res && o.reqId) {
    const what = pending.get(o.reqId) ?? ''
    pending.delete(o.reqId)
    const status = o.res.statusCode ?? 0
    const shade = status >= 500 ? 31 : status >= 400 ? 33 : 32
    const ms = o.responseTime === undefined ? '' : `  ${o.responseTime < 10 ? o.responseTime.toFixed(1) : Math.round(o.responseTime)} ms`
    return `${paint(2, clock(o.time))}  ${what}  ${paint(shade, String(status))}${ms}`
  }
  const level = LEVELS[o.level ?? 30] ?? 'INFO'
  const tag = (o.level ?? 30) >= 50 ? paint(31, level) : (o.level ?? 30) >= 40 ? paint(33, level) : paint(2, level)
  const err = o.err ? `: ${(o.level ?? 30) <= 20 && o.err.stack ? o.err.stack : (o.err.message ?? '')}` : ''
  return `${paint(2, clock(o.time))}  ${tag} ${o.msg ?? ''}${err}`
}

/** A stream for Fastify's logger that writes human lines to `out` (a terminal). */
export function humanLogStream(out: NodeJS.WriteStream): Writable {
  const pending = new Map<string, string>()
  let rest = ''
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n')
      rest = lines.pop() ?? ''
      for (const l of lines) {
        const shown = l ? humanLine(l, out.hasColors?.() ?? false, pending) : null
        if (shown !== null) out.write(`${shown}\n`)
      }
      done()
    },
  })
}
