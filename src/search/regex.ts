// Regular expressions in queries (name:/…/, o:/…/, t:/…/). They run in Postgres as ARE with ~*;
// a pattern is checked here first (JavaScript's parser catches most mistakes with a message the
// user can act on) and then by Postgres itself before the search runs (searchCards), so an invalid
// pattern is always a 400 pointing at the term, never a failed search.
//
// A pattern that could stall the database is refused before it runs (checkRegexCost), by two
// checks: PostgreSQL's engine is not a backtracking one, but it expands a counted repetition of
// something that itself repeats — `(.*){1,255}x` took 22–33 s over the corpus — so that shape is
// refused past MAX_NESTED_REPEAT; and recheck (a maintained ReDoS checker) refuses patterns whose
// matching is exponential for a backtracking engine. The statement time limit (src/store) stops
// whatever gets past both.
import type { Node } from './ast.js'
import { SearchSyntaxError } from './errors.js'

export function checkRegexSyntax(source: string): string | null {
  try {
    new RegExp(source)
  } catch (e) {
    return (e as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, '')
  }
  // Postgres AREs read a leading "***" or "(?" as director/options; keep those out of user patterns.
  if (source.startsWith('***')) return 'a pattern cannot start with ***'
  return null
}

/**
 * The pattern as sent to Postgres: newline-sensitive, so ^ and $ match at the start and end of each
 * line (as on Scryfall), and with the JavaScript/PCRE word boundaries users write (\b, \B) spelled
 * as Postgres spells them (\y, \Y; in an ARE \b is a backspace).
 */
export function postgresPattern(source: string): string {
  let out = ''
  let inBracket = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\' && i + 1 < source.length) {
      const next = source[i + 1]!
      out += !inBracket && next === 'b' ? '\\y' : !inBracket && next === 'B' ? '\\Y' : ch + next
      i++
      continue
    }
    if (ch === '[' && !inBracket) inBracket = true
    else if (ch === ']' && inBracket) inBracket = false
    out += ch
  }
  return `(?n)${out}`
}

export interface RegexTerm {
  source: string
  node: Node & { kind: 'term' }
}

export function regexTerms(node: Node | null, out: RegexTerm[] = []): RegexTerm[] {
  if (!node) return out
  if (node.kind === 'and' || node.kind === 'or') node.children.forEach((c) => regexTerms(c, out))
  else if (node.kind === 'not') regexTerms(node.child, out)
  else if ('match' in node.filter && node.filter.match.kind === 'regex') out.push({ source: node.filter.match.source, node })
  return out
}

export function invalidRegex(query: string, term: RegexTerm, reason: string): SearchSyntaxError {
  const valueStart = term.node.text.indexOf('/') + term.node.span.start
  return new SearchSyntaxError('invalid_regex', `Invalid regular expression /${term.source}/: ${reason}`, query, {
    start: valueStart,
    end: term.node.span.end,
  })
}

/** The largest count a repetition may have when what it repeats itself repeats: `(.*){1,10}`. */
export const MAX_NESTED_REPEAT = 10
/** How long recheck may analyse one pattern (ms); a pattern it cannot decide in time is let through. */
export const RECHECK_TIMEOUT_MS = 500

/**
 * A counted repetition ({n}, {n,}, {n,m}) of a group or bracket that itself holds a quantifier,
 * with a count over MAX_NESTED_REPEAT: what PostgreSQL expands into a huge automaton.
 */
export function nestedRepeatShape(source: string): string | null {
  // each open group: does it hold a quantifier?
  const groups: boolean[] = []
  let lastGroupQuantified = false // the atom just closed was a group holding a quantifier
  let inBracket = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') {
      i++
      lastGroupQuantified = false
      continue
    }
    if (inBracket) {
      if (ch === ']') inBracket = false
      continue
    }
    if (ch === '[') {
      inBracket = true
      lastGroupQuantified = false
      continue
    }
    if (ch === '(') {
      groups.push(false)
      lastGroupQuantified = false
      if (source[i + 1] === '?') i++ // (?:…), (?=…): not a quantifier
      continue
    }
    if (ch === ')') {
      lastGroupQuantified = groups.pop() ?? false
      if (lastGroupQuantified && groups.length) groups[groups.length - 1] = true
      continue
    }
    const counted = ch === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i)) : null
    if (ch === '*' || ch === '+' || ch === '?' || counted) {
      if (groups.length) groups[groups.length - 1] = true
      if (counted) {
        const count = Math.max(Number(counted[1]), counted[3] ? Number(counted[3]) : 0)
        if (lastGroupQuantified && count > MAX_NESTED_REPEAT) {
          return `${counted[0]} repeats a group that itself repeats, which the database expands ${count} times; use a count of at most ${MAX_NESTED_REPEAT} there, or drop the inner quantifier`
        }
        i += counted[0].length - 1
      }
      lastGroupQuantified = false
      continue
    }
    lastGroupQuantified = false
  }
  return null
}

/**
 * Whether no repeated group of the pattern holds a choice (an alternation or a quantifier). Matching
 * takes exponential time on a backtracking engine only where a repeated part can match the same
 * text in more than one way ((a+)+, (a|a)*, (\w+\s?)*): with every repeated group a fixed sequence of
 * characters and classes, each step of a loop has one way through it, so the pattern is not
 * exponential and recheck, whose analysis of a plain `whenever .* attacks` takes 0.5–2 s (its
 * time limit, on a busy machine), need not run. Backreferences and (?…) groups are left to recheck.
 */
export function loopsHoldNoChoice(source: string): boolean {
  const groups: boolean[] = [] // each open group: does it hold a quantifier or an alternation?
  let closedHeldChoice = false // the atom just read was a group holding one
  let inBracket = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (inBracket) {
      if (ch === '\\') i++
      else if (ch === ']') inBracket = false
      continue
    }
    if (ch === '\\') {
      if (/[1-9k]/.test(source[i + 1] ?? '')) return false // a backreference
      i++
    } else if (ch === '[') inBracket = true
    else if (ch === '(') {
      if (source[i + 1] === '?') return false
      groups.push(false)
    } else if (ch === ')') {
      const held = groups.pop() ?? false
      if (held && groups.length) groups[groups.length - 1] = true
      closedHeldChoice = held
      continue
    } else if (ch === '|' || ch === '*' || ch === '+' || ch === '?' || ch === '{') {
      if (closedHeldChoice && ch !== '|' && ch !== '?') return false // a repeated group holding a choice
      if (groups.length) groups[groups.length - 1] = true
    }
    closedHeldChoice = false
  }
  return true
}

type Check = typeof import('recheck').check
let checker: Promise<Check> | undefined
/**
 * recheck, loaded on the first regex term: its module (3 MB of JavaScript) and the checker process
 * it starts (~19 MB) cost nothing to a service that is never sent a regex (docs/scaling.md#memory).
 * The first analyses start the checker and warm its automaton analysis (~300 ms idle, over a second
 * on a loaded machine), so they run on a pattern of our own with a longer time limit than
 * RECHECK_TIMEOUT_MS, which would otherwise count that start against the client's pattern.
 */
function loadChecker(): Promise<Check> {
  checker ??= import('recheck').then(async ({ check }) => {
    await check('^(w+)+!$', 'i', { timeout: 10_000 }).catch(() => null)
    return check
  })
  return checker
}

/** recheck's verdicts, by pattern: the same abusive pattern sent again costs nothing to refuse. */
const verdicts = new Map<string, string | null>()
const MAX_VERDICTS = 1000

/** Why recheck refuses the pattern (exponential backtracking), or null. */
async function recheckVerdict(source: string): Promise<string | null> {
  const known = verdicts.get(source)
  if (known !== undefined) return known
  let verdict: string | null = null
  try {
    const check = await loadChecker()
    // undecided in time ('unknown'): let through, as the statement time limit still applies
    const d = await check(source, 'i', { timeout: RECHECK_TIMEOUT_MS })
    if (d.status === 'vulnerable' && d.complexity.type === 'exponential') {
      verdict = `matching it can take exponential time (a repeated group whose parts can match the same text, e.g. (a+)+); rewrite it without nested repetition`
    }
  } catch {
    return null // an analysis failure is not the client's mistake: the statement time limit still applies
  }
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!)
  verdicts.set(source, verdict)
  return verdict
}

/** Refuse a regex term whose shape could stall the database, as a 400 at the term. */
export async function checkRegexCost(query: string, term: RegexTerm): Promise<void> {
  const reason = nestedRepeatShape(term.source) ?? (loopsHoldNoChoice(term.source) ? null : await recheckVerdict(term.source))
  if (reason) throw invalidRegex(query, term, reason)
}
