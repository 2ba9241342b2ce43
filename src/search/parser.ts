// Scryfall-syntax query → AST. Terms are combined with implicit AND; "or"/"OR" binds looser than
// AND; parentheses group; "-" negates the term or group it touches. Directives (order:, dir:,
// unique:, include:) apply to the whole query and are lifted out of the tree.
import { normalizeName } from '../store/normalize-name.js'
import type { Direction, Node, Order, Preference, SearchAst, Unique } from './ast.js'
import { ALL_TERMS_IGNORED, IgnoredTermError, ignoredWarning, SearchError, SearchSyntaxError, type Span } from './errors.js'
import { acceptsRegex, resolveTerm, termNode, type Operator, type RawTerm } from './keys.js'

export const MAX_QUERY_LENGTH = 1000
export const MAX_NESTING = 32

/**
 * A term, or a group of terms, that was dropped (an unknown keyword, a value it does not take…):
 * it is left out of the tree as if it had not been written, as Scryfall does, and each dropped term
 * is said in the warnings. `null` is the other kind of nothing: a part holding only directives.
 */
const IGNORED = Symbol('ignored')
type Parsed = Node | null | typeof IGNORED

type Token =
  | { t: 'lparen' | 'rparen' | 'or' | 'and' | 'neg'; span: Span }
  | { t: 'word'; span: Span; value: string; quoted: boolean }
  | { t: 'exact'; span: Span; value: string }
  | { t: 'keyed'; term: RawTerm; span: Span }

const _OPERATORS: Operator[] = ['!=', '<=', '>=', ':', '=', '<', '>']
const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch)
const endsBare = (ch: string | undefined) => ch === undefined || isSpace(ch) || ch === '(' || ch === ')'

class Lexer {
  private i = 0
  readonly tokens: Token[] = []
  constructor(private readonly q: string) {}

  private error(message: string, start: number, end: number): never {
    throw new SearchSyntaxError('syntax', message, this.q, { start, end: Math.max(end, start + 1) })
  }

  /** "…" with \" and \\ escapes; returns the text and the index after the closing quote. */
  private readQuoted(open: number): { value: string; end: number } {
    let j = open + 1
    let value = ''
    while (j < this.q.length) {
      const ch = this.q[j]!
      if (ch === '\\' && (this.q[j + 1] === '"' || this.q[j + 1] === '\\')) {
        value += this.q[j + 1]
        j += 2
        continue
      }
      if (ch === '"') return { value, end: j + 1 }
      value += ch
      j++
    }
    this.error('Unclosed quote: add the closing "', open, this.q.length)
  }

  /** /…/ with \/ for a slash inside; the source is kept as written. */
  private readRegex(open: number): { value: string; end: number } {
    let j = open + 1
    while (j < this.q.length) {
      const ch = this.q[j]!
      if (ch === '\\') {
        j += 2
        continue
      }
      if (ch === '/') {
        const value = this.q.slice(open + 1, j)
        if (value === '') this.error('Empty regular expression //', open, j + 1)
        return { value, end: j + 1 }
      }
      j++
    }
    this.error('Unclosed regular expression: add the closing / (write \\/ for a slash inside it)', open, this.q.length)
  }

  private readBare(from: number): number {
    let j = from
    while (!endsBare(this.q[j])) j++
    return j
  }

  run(): Token[] {
    const q = this.q
    while (this.i < q.length) {
      const ch = q[this.i]!
      const start = this.i
      if (isSpace(ch)) {
        this.i++
        continue
      }
      if (ch === '(' || ch === ')') {
        this.tokens.push({ t: ch === '(' ? 'lparen' : 'rparen', span: { start, end: start + 1 } })
        this.i++
        continue
      }
      if (ch === '-') {
        const next = q[start + 1]
        if (next === undefined || isSpace(next) || next === ')')
          this.error('"-" must be followed by the term it negates, with no space between', start, start + 1)
        this.tokens.push({ t: 'neg', span: { start, end: start + 1 } })
        this.i++
        continue
      }
      if (ch === '!' && !endsBare(q[start + 1]) && q[start + 1] !== '=') {
        let value: string
        let end: number
        if (q[start + 1] === '"') ({ value, end } = this.readQuoted(start + 1))
        else {
          end = this.readBare(start + 1)
          value = q.slice(start + 1, end)
        }
        if (value.trim() === '') this.error('"!" needs a card name after it', start, end)
        this.tokens.push({ t: 'exact', span: { start, end }, value })
        this.i = end
        continue
      }
      if (ch === '"') {
        const { value, end } = this.readQuoted(start)
        this.tokens.push({ t: 'word', span: { start, end }, value, quoted: true })
        this.i = end
        continue
      }
      // a key is letters, then letters, digits or underscores (oracle_id: is an unknown key, not a name search)
      const head = /^([A-Za-z][A-Za-z0-9_]*)(!=|<=|>=|:|=|<|>)/.exec(q.slice(start, start + 40))
      if (head) {
        const key = head[1]!
        const op = head[2] as Operator
        const opStart = start + key.length
        const vStart = opStart + op.length
        let value: string
        let end: number
        let form: RawTerm['form'] = 'bare'
        if (q[vStart] === '"') {
          ;({ value, end } = this.readQuoted(vStart))
          form = 'quoted'
        } else if (q[vStart] === '/' && acceptsRegex(key)) {
          ;({ value, end } = this.readRegex(vStart))
          form = 'regex'
        } else {
          end = this.readBare(vStart)
          value = q.slice(vStart, end)
        }
        const span = { start, end }
        const valueSpan = form === 'regex' ? { start: vStart + 1, end: end - 1 } : { start: vStart, end: Math.max(end, vStart) }
        this.tokens.push({
          t: 'keyed',
          span,
          term: { key, keySpan: { start, end: opStart }, op, opSpan: { start: opStart, end: vStart }, value, valueSpan, form, span },
        })
        this.i = end
        continue
      }
      const end = this.readBare(start)
      const text = q.slice(start, end)
      if (/^or$/i.test(text)) this.tokens.push({ t: 'or', span: { start, end } })
      else if (/^and$/i.test(text)) this.tokens.push({ t: 'and', span: { start, end } })
      else this.tokens.push({ t: 'word', span: { start, end }, value: text, quoted: false })
      this.i = end
    }
    return this.tokens
  }
}

function spanOf(nodes: { span: Span }[]): Span {
  return { start: nodes[0]!.span.start, end: nodes[nodes.length - 1]!.span.end }
}

class Parser {
  private pos = 0
  private depth = 0
  private negations = 0
  readonly ast: SearchAst

  constructor(
    private readonly q: string,
    private readonly tokens: Token[],
  ) {
    this.ast = { source: q, root: null, includeExtras: false, warnings: [], ignored: [] }
  }

  private error(message: string, span: Span): never {
    throw new SearchSyntaxError('syntax', message, this.q, span)
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos]
  }

  parse(): SearchAst {
    const root = this.parseOr()
    const extra = this.peek()
    if (extra) {
      // parseOr stops only at ")" or the end
      this.error('Unbalanced parenthesis: this ")" has no "(" to close', extra.span)
    }
    if (root === IGNORED) throw new SearchError(400, 'all_terms_ignored', ALL_TERMS_IGNORED, this.ast.warnings)
    this.ast.root = root
    return this.ast
  }

  /** or-list := and-list ("or" and-list)* ; null when it held only directives, IGNORED when every term was dropped. */
  private parseOr(): Parsed {
    const parsed: Parsed[] = []
    let orToken: Token | undefined
    for (;;) {
      const start = this.peek()
      const node = this.parseAnd()
      if (node === undefined) {
        const at = this.peek() ?? orToken ?? start
        if (orToken) this.error('"or" needs a term on both sides', orToken.span)
        if (at && at.t === 'or') this.error('"or" needs a term on both sides', at.span)
        if (at && at.t === 'rparen') {
          if (this.depth > 0) this.error('Empty parentheses: put a term inside', at.span)
          this.error('Unbalanced parenthesis: this ")" has no "(" to close', at.span)
        }
        return null
      }
      parsed.push(node)
      const next = this.peek()
      if (next?.t !== 'or') break
      orToken = next
      this.pos++
      if (!this.peek() || this.peek()!.t === 'rparen' || this.peek()!.t === 'or') this.error('"or" needs a term on both sides', next.span)
    }
    // a dropped alternative is left out ("t:elf or mm:1" is t:elf)
    const alternatives = parsed.filter((n) => n !== IGNORED)
    if (alternatives.length === 0) return IGNORED
    if (parsed.length > 1) {
      if (alternatives.includes(null)) {
        this.error(
          'order:, dir:, unique: and include: apply to the whole query; they cannot be one side of an "or"',
          this.directives[this.directives.length - 1]!,
        )
      }
      const nodes = alternatives as Node[]
      if (nodes.length === 1) return nodes[0]!
      return { kind: 'or', children: nodes, span: spanOf(nodes) }
    }
    return alternatives[0] ?? null
  }

  /** and-list := unary+ ; undefined when there was no term at all, null when only directives, IGNORED when only dropped terms. */
  private parseAnd(): Parsed | undefined {
    const nodes: Node[] = []
    let any = false
    let dropped = false
    for (;;) {
      const tok = this.peek()
      if (!tok || tok.t === 'or' || tok.t === 'rparen') break
      if (tok.t === 'and') {
        this.pos++
        const after = this.peek()
        if (!any || !after || after.t === 'or' || after.t === 'rparen' || after.t === 'and')
          this.error('"and" needs a term on both sides', tok.span)
        continue
      }
      const node = this.parseUnary()
      any = true
      if (node === IGNORED) dropped = true
      else if (node) nodes.push(node)
    }
    if (!any) return undefined
    if (nodes.length === 0) return dropped ? IGNORED : null
    if (nodes.length === 1) return nodes[0]!
    return { kind: 'and', children: nodes, span: spanOf(nodes) }
  }

  private parseUnary(): Parsed {
    const tok = this.peek()!
    if (tok.t === 'neg') {
      this.pos++
      const next = this.peek()
      if (!next || next.t === 'rparen' || next.t === 'or' || next.t === 'and')
        this.error('"-" must be followed by the term it negates', tok.span)
      this.negations++
      const child = this.parseUnary()
      this.negations--
      if (child === IGNORED) return IGNORED
      if (!child) this.error('"-" cannot negate order:, dir:, unique: or include:', tok.span)
      return { kind: 'not', child, span: { start: tok.span.start, end: child.span.end } }
    }
    return this.parsePrimary()
  }

  private parsePrimary(): Parsed {
    const tok = this.peek()!
    this.pos++
    switch (tok.t) {
      case 'lparen': {
        if (this.depth >= MAX_NESTING) this.error(`Parentheses nested more than ${MAX_NESTING} deep`, tok.span)
        this.depth++
        const inner = this.parseOr()
        this.depth--
        const close = this.peek()
        if (close?.t !== 'rparen') this.error('Unbalanced parenthesis: this "(" is never closed', tok.span)
        this.pos++
        // a group whose every term was dropped is dropped with them
        if (inner === IGNORED) return IGNORED
        if (!inner)
          this.error('Parentheses holding only order:, dir:, unique: or include: select no cards; put them outside', {
            start: tok.span.start,
            end: close.span.end,
          })
        // keep the parentheses in the node's span so errors and fragments show the whole group
        return { ...inner, span: { start: tok.span.start, end: close.span.end } }
      }
      case 'word': {
        if (normalizeName(tok.value) === '') {
          this.error(`"${tok.value}" has no letters or digits to look for in card names`, tok.span)
        }
        return termNode({ field: 'name', match: { kind: 'contains', value: tok.value } }, false, tok.span, this.q)
      }
      case 'exact':
        return termNode({ field: 'exact', name: tok.value.trim() }, false, tok.span, this.q)
      case 'keyed': {
        let resolved: ReturnType<typeof resolveTerm>
        try {
          resolved = resolveTerm(tok.term)
        } catch (e) {
          if (!(e instanceof IgnoredTermError)) throw e
          this.drop(tok, e.reason)
          return IGNORED
        }
        if (resolved.kind === 'filter') return termNode(resolved.filter, resolved.negate, tok.span, this.q)
        if (this.negations > 0) this.error(`${tok.term.key}: applies to the whole query; it cannot be negated`, tok.span)
        this.directives.push(tok.span)
        const directive = { value: resolved.value, span: tok.span }
        if (resolved.kind === 'include') this.ast.includeExtras = true
        else if (resolved.kind === 'order') this.ast.order = directive as { value: Order; span: Span }
        else if (resolved.kind === 'dir') this.ast.dir = directive as { value: Direction; span: Span }
        else if (resolved.kind === 'unique') this.ast.unique = directive as { value: Unique; span: Span }
        else if (resolved.kind === 'prefer') this.ast.prefer = directive as { value: Preference; span: Span }
        // display: (grid, checklist, …) changes how Scryfall's pages look, nothing an API answer shows
        return null
      }
      // biome-ignore lint/suspicious/noFallthroughSwitchClause: error() throws
      case 'rparen':
        this.error('Unbalanced parenthesis: this ")" has no "(" to close', tok.span)
      default:
        this.error(`Unexpected "${this.q.slice(tok.span.start, tok.span.end)}"`, tok.span)
    }
  }

  private readonly directives: Span[] = []

  /** Leave a term out, saying so: the expression echoes a "-" written right before it, as Scryfall's does. */
  private drop(tok: Token & { t: 'keyed' }, reason: string) {
    const before = this.tokens[this.pos - 2]
    const start = before?.t === 'neg' && before.span.end === tok.span.start ? before.span.start : tok.span.start
    const expression = this.q.slice(start, tok.span.end)
    this.ast.ignored.push({ span: { start, end: tok.span.end }, expression, reason })
    this.ast.warnings.push(ignoredWarning(expression, reason))
  }
}

/** Parse a Scryfall-syntax query. Throws SearchSyntaxError (with the offending span) on any mistake. */
export function parseQuery(q: string): SearchAst {
  if (typeof q !== 'string') throw new SearchSyntaxError('empty_query', 'The query must be a string', '', { start: 0, end: 0 })
  if (q.length > MAX_QUERY_LENGTH) {
    throw new SearchSyntaxError('query_too_long', `The query is ${q.length} characters long; the limit is ${MAX_QUERY_LENGTH}`, q, {
      start: MAX_QUERY_LENGTH,
      end: q.length,
    })
  }
  if (q.trim() === '')
    throw new SearchSyntaxError('empty_query', 'The query is empty: give at least one search term', q, { start: 0, end: q.length })
  const nul = q.indexOf('\u0000')
  if (nul >= 0)
    throw new SearchSyntaxError('syntax', 'The query contains a NUL character (\\u0000); remove it', q, { start: nul, end: nul + 1 })
  const tokens = new Lexer(q).run()
  return new Parser(q, tokens).parse()
}
