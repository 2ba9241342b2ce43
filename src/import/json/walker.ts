// A push-driven walk over a stream-json token stream that builds only the values it is asked for.
// Large documents (an MTGJSON AllPrintings file, a Scryfall bulk file) are mostly things we do not
// store (foreign-language data, booster sheets, sealed products): those subtrees are skipped token
// by token without building objects, and each wanted value (one card, the meta block) is assembled
// alone, handed over, and dropped — memory stays bounded by the largest single value.
import type { Token } from 'stream-json/core/parser.js'

export type JsonPath = readonly (string | number)[]
export type WalkAction = 'descend' | 'assemble' | 'skip'
export type ValueKind = 'object' | 'array' | 'scalar'

export interface WalkHandlers {
  /** What to do with the value that starts at `path`. Only containers can be descended into. */
  decide(path: JsonPath, kind: ValueKind): WalkAction
  /** An assembled value is complete. */
  value(path: JsonPath, value: unknown): void
  /** A descended container starts / ends. */
  enter?(path: JsonPath, kind: 'object' | 'array'): void
  leave?(path: JsonPath, kind: 'object' | 'array'): void
  /** Keys of assembled objects to leave out, by the assembled value's path (e.g. a card's "foreignData"). */
  omitKeys?(path: JsonPath): ReadonlySet<string> | undefined
}

/** "data.cards[12].name" */
export function formatPath(path: JsonPath): string {
  let out = ''
  for (const p of path) {
    if (p === '') continue // a key not read yet
    out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p
  }
  return out || '(top level)'
}

interface Frame {
  kind: 'object' | 'array'
  index: number
  key: string | undefined
}

type Container = Record<string, unknown> | unknown[]

export class JsonWalker {
  private readonly frames: Frame[] = []
  private readonly path: (string | number)[] = []
  private skipDepth = 0
  // assembling
  private asmStack: Container[] = []
  private asmKeys: (string | undefined)[] = []
  private asmPath: (string | number)[] | null = null
  private asmOmit: ReadonlySet<string> | undefined
  private asmSkipDepth = 0
  private finished = false

  constructor(private readonly handlers: WalkHandlers) {}

  /** The path of the value being read now (for error messages). */
  currentPath(): JsonPath {
    if (this.asmPath) return this.asmPath
    const top = this.frames[this.frames.length - 1]
    if (!top) return []
    return [...this.path, top.kind === 'array' ? top.index : (top.key ?? '')]
  }

  get done(): boolean {
    return this.finished
  }

  push(tokens: readonly Token[]): void {
    for (let i = 0; i < tokens.length; i++) this.token(tokens[i]!)
  }

  private token(t: Token): void {
    if (this.skipDepth > 0) {
      if (t.name === 'startObject' || t.name === 'startArray') this.skipDepth++
      else if (t.name === 'endObject' || t.name === 'endArray') {
        if (--this.skipDepth === 0) this.afterValue()
      }
      return
    }
    if (this.asmPath) {
      this.assemble(t)
      return
    }
    switch (t.name) {
      case 'keyValue': {
        const top = this.frames[this.frames.length - 1]
        if (top) top.key = t.value
        return
      }
      case 'startObject':
      case 'startArray': {
        const kind = t.name === 'startObject' ? 'object' : 'array'
        const at = this.valuePath()
        const action = this.handlers.decide(at, kind)
        if (action === 'descend') {
          this.frames.push({ kind, index: 0, key: undefined })
          this.path.length = 0
          this.path.push(...at)
          this.handlers.enter?.(at, kind)
        } else if (action === 'skip') {
          this.skipDepth = 1
        } else {
          this.asmPath = [...at]
          this.asmOmit = this.handlers.omitKeys?.(at)
          this.asmStack = [kind === 'object' ? {} : []]
          this.asmKeys = [undefined]
        }
        return
      }
      case 'endObject':
      case 'endArray': {
        const frame = this.frames.pop()!
        const at = [...this.path]
        this.path.pop()
        this.handlers.leave?.(at, frame.kind)
        this.afterValue()
        return
      }
      default: {
        const value = scalar(t)
        if (value === NOT_A_VALUE) return
        const at = this.valuePath()
        if (this.handlers.decide(at, 'scalar') === 'assemble') this.handlers.value(at, value)
        this.afterValue()
      }
    }
  }

  private valuePath(): (string | number)[] {
    const top = this.frames[this.frames.length - 1]
    if (!top) return []
    return [...this.path, top.kind === 'array' ? top.index : (top.key ?? '')]
  }

  private afterValue(): void {
    const top = this.frames[this.frames.length - 1]
    if (!top) {
      this.finished = true
      return
    }
    if (top.kind === 'array') top.index++
    else top.key = undefined
  }

  private assemble(t: Token): void {
    if (this.asmSkipDepth > 0) {
      if (t.name === 'startObject' || t.name === 'startArray') this.asmSkipDepth++
      else if (t.name === 'endObject' || t.name === 'endArray') this.asmSkipDepth--
      return
    }
    const depth = this.asmStack.length
    const top = this.asmStack[depth - 1]!
    switch (t.name) {
      case 'keyValue':
        if (depth === 1 && this.asmOmit?.has(t.value)) {
          this.asmKeys[depth - 1] = OMITTED
        } else this.asmKeys[depth - 1] = t.value
        return
      case 'startObject':
      case 'startArray': {
        if (this.asmKeys[depth - 1] === OMITTED) {
          this.asmKeys[depth - 1] = undefined
          this.asmSkipDepth = 1
          return
        }
        const child: Container = t.name === 'startObject' ? {} : []
        this.add(top, depth, child)
        this.asmStack.push(child)
        this.asmKeys.push(undefined)
        return
      }
      case 'endObject':
      case 'endArray': {
        this.asmStack.pop()
        this.asmKeys.pop()
        if (this.asmStack.length === 0) {
          const path = this.asmPath!
          this.asmPath = null
          this.asmOmit = undefined
          this.handlers.value(path, top)
          this.afterValue()
        }
        return
      }
      default: {
        const value = scalar(t)
        if (value === NOT_A_VALUE) return
        if (this.asmKeys[depth - 1] === OMITTED) {
          this.asmKeys[depth - 1] = undefined
          return
        }
        this.add(top, depth, value)
      }
    }
  }

  private add(container: Container, depth: number, value: unknown): void {
    if (Array.isArray(container)) container.push(value)
    else {
      const key = this.asmKeys[depth - 1]!
      // like JSON.parse: "__proto__" becomes an own property, never the prototype
      if (key === '__proto__') Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true })
      else container[key] = value
      this.asmKeys[depth - 1] = undefined
    }
  }
}

const OMITTED = '\u0000omitted'
const NOT_A_VALUE = Symbol('not a value')

function scalar(t: Token): unknown {
  switch (t.name) {
    case 'stringValue':
      return t.value
    case 'numberValue':
      return Number(t.value)
    case 'nullValue':
      return null
    case 'trueValue':
      return true
    case 'falseValue':
      return false
    default:
      return NOT_A_VALUE
  }
}
