// Regular expressions in queries (name:/…/, o:/…/, t:/…/). They run in Postgres as ARE with ~*;
// a pattern is checked here first (JavaScript's parser catches most mistakes with a message the
// user can act on) and then by Postgres itself before the search runs (searchCards), so an invalid
// pattern is always a 400 pointing at the term, never a failed search.
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
