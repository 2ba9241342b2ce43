// What went wrong with the database, as far as a caller needs to know: unreachable (down, frozen,
// restarting: retry later), busy (too many statements waiting for a connection: retry soon), or a
// statement that ran past its time limit; or a request whose client left before its statement ran
// (abandoned: nobody reads the answer). Anything else is a bug. The error may come from `pg`
// directly or wrapped by Prisma's adapter (its `cause` chain is followed).

export type DatabaseFailure = 'unavailable' | 'busy' | 'timeout' | 'abandoned'

/** Thrown by the pool when more statements wait for a connection than its queue allows. */
export class DatabaseBusyError extends Error {
  readonly failure = 'busy' as const
  constructor(waiting: number) {
    super(`${waiting} statements are already waiting for a database connection`)
    this.name = 'DatabaseBusyError'
  }
}

// SQLSTATE class 08 (connection exception), admin/crash shutdown, cannot connect now, too many connections
const UNAVAILABLE_SQLSTATE = /^(08...|57P01|57P02|57P03|53300)$/
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
])
// Prisma: can't reach the server, the server closed the connection, timed out fetching a connection
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1017', 'P2024'])
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|Connection ended|the database system is (starting up|shutting down)|ECONNREFUSED|ECONNRESET/i
const STATEMENT_TIMEOUT = '57014' // query_canceled: statement_timeout, or a cancel we sent

export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, failure } = e as { code?: unknown; message?: unknown; failure?: unknown }
    if (failure === 'busy' || failure === 'abandoned') return failure
    if (code === STATEMENT_TIMEOUT) return 'timeout'
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_PRISMA.has(code))) {
      return 'unavailable'
    }
    if (typeof message === 'string') {
      if (UNAVAILABLE_MESSAGE.test(message)) return 'unavailable'
      if (/canceling statement due to statement timeout/.test(message)) return 'timeout'
    }
    // errors aggregated by Promise.any / dual-stack connects
    const errors = (e as { errors?: unknown }).errors
    if (Array.isArray(errors) && errors.some((x) => databaseFailure(x) === 'unavailable')) return 'unavailable'
  }
  return null
}
