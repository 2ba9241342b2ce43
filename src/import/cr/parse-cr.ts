// Parser of the Comprehensive Rules text file (the official MagicCompRules YYYYMMDD.txt): the
// effective date, the introduction, every section ("7. Additional Rules"), chapter ("702. Keyword
// Abilities"), rule ("702.33. Kicker") and subrule ("702.33d ..."), with its text, its "Example:"
// paragraphs, its parent and the rule numbers it cites, then every glossary term. The table of
// contents and the credits are skipped. It is fed one line at a time, so the file is streamed.
import { ImportError } from '../errors.js'
import { extractReferences } from './references.js'
import type { RuleFields, RuleKind } from '../../store/types.js'

export type { RuleKind }

export interface ParsedRule extends RuleFields {
  /** 1-based line in the file. */
  line: number
}

export interface ParsedGlossaryTerm {
  term: string
  position: number
  text: string
  references: string[]
  line: number
}

export interface ParsedRules {
  /** YYYY-MM-DD */
  effectiveDate: string
  introduction: string
  rules: ParsedRule[]
  glossary: ParsedGlossaryTerm[]
}

const TITLE = /^Magic: The Gathering\s+Comprehensive Rules\s*$/i
const EFFECTIVE = /^These rules are effective as of ([A-Z][a-z]+) (\d{1,2}), (\d{4})\.?\s*$/
const SECTION = /^(\d)\. (\S.*)$/
const CHAPTER = /^(\d{3})\. (\S.*)$/
// "100.1. Text" and, as the file sometimes writes it, "606.5 Text"
const RULE = /^(\d{3}\.\d+)\.? (\S.*)$/
// "100.1a Text" and "119.1d. Text"
const SUBRULE = /^(\d{3}\.\d+[a-z])\.? (\S.*)$/
const EXAMPLE = /^Example: (.*)$/

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Is this the start of a Comprehensive Rules file? (used by format detection) */
export function looksLikeComprehensiveRules(head: string): boolean {
  const lines = head
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 6)
    .map((l) => l.trim())
    .filter(Boolean)
  return lines.some((l) => TITLE.test(l)) || lines.some((l) => EFFECTIVE.test(l))
}

type Phase = 'preamble' | 'introduction' | 'contents' | 'body' | 'glossary' | 'credits'

export class ComprehensiveRulesParser {
  private phase: Phase = 'preamble'
  private lineNo = 0
  private sawTitle = false
  private effectiveDate: string | null = null
  private readonly intro: string[] = []
  private readonly contents: { text: string; line: number }[] = []
  private readonly rules: ParsedRule[] = []
  private readonly byNumber = new Map<string, ParsedRule>()
  private current: ParsedRule | null = null
  private readonly glossary: ParsedGlossaryTerm[] = []
  private readonly terms = new Set<string>()
  private block: { text: string; line: number }[] = []

  constructor(private readonly source: string) {}

  /** Feed one line (without its line break). */
  line(raw: string): void {
    this.lineNo++
    // PostgreSQL text cannot hold NUL: say where it is rather than fail in the database
    const nul = raw.indexOf('\u0000')
    if (nul >= 0) {
      throw new ImportError(this.source, 'a NUL character (\\0): a text file holds none; is the file corrupt or not text?', {
        line: this.lineNo,
        column: nul + 1,
      })
    }
    const text = (this.lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw).replace(/\s+$/, '')
    switch (this.phase) {
      case 'preamble':
        return this.preamble(text)
      case 'introduction':
        return this.introduction(text)
      case 'contents':
        return this.tableOfContents(text)
      case 'body':
        return this.body(text)
      case 'glossary':
        return this.glossaryLine(text)
      case 'credits':
        return
    }
  }

  finish(): ParsedRules {
    if (this.phase === 'glossary') this.endGlossaryBlock()
    if (!this.sawTitle && !this.effectiveDate)
      this.fail('not a Comprehensive Rules file: it has no "Magic: The Gathering Comprehensive Rules" title', 1)
    if (!this.effectiveDate) this.fail('no "These rules are effective as of <Month> <day>, <year>." line near the top', 1)
    if (this.rules.filter((r) => r.kind === 'rule' || r.kind === 'subrule').length === 0)
      this.fail('no numbered rules found (expected lines such as "100.1. These Magic rules ...")', this.lineNo)
    if (this.phase === 'body') this.fail('the file ends before the Glossary (truncated file?)', this.lineNo)
    if (this.phase === 'glossary') this.fail('the file ends inside the Glossary, before the Credits (truncated file?)', this.lineNo)
    return { effectiveDate: this.effectiveDate!, introduction: this.intro.join('\n').trim(), rules: this.rules, glossary: this.glossary }
  }

  private fail(problem: string, line: number): never {
    throw new ImportError(this.source, problem, { line })
  }

  private preamble(text: string) {
    if (!text) return
    if (TITLE.test(text)) {
      this.sawTitle = true
      return
    }
    const date = EFFECTIVE.exec(text)
    if (date) {
      this.effectiveDate = isoDate(date, this.source, this.lineNo)
      return
    }
    if (text === 'Introduction') {
      this.phase = 'introduction'
      return
    }
    if (text === 'Contents') {
      this.phase = 'contents'
      return
    }
    if (SECTION.test(text) && this.effectiveDate) {
      this.phase = 'body'
      this.body(text)
      return
    }
    if (!this.sawTitle)
      this.fail('not a Comprehensive Rules file: the first line is not "Magic: The Gathering Comprehensive Rules"', this.lineNo)
    this.fail(`unexpected line before the rules: "${clip(text)}"`, this.lineNo)
  }

  private introduction(text: string) {
    if (text === 'Contents') {
      this.phase = 'contents'
      return
    }
    if (SECTION.test(text) && this.effectiveDate) {
      this.phase = 'body'
      this.body(text)
      return
    }
    this.intro.push(text)
  }

  // The table of contents lists sections, chapters, "Glossary" and "Credits"; the rules follow.
  private tableOfContents(text: string) {
    if (!text) return
    if (text === 'Credits') {
      this.phase = 'body'
      return
    }
    if (RULE.test(text) || SUBRULE.test(text)) {
      // no "Credits" entry: the body began at the last section heading seen
      let start = -1
      for (let i = this.contents.length - 1; i >= 0; i--)
        if (SECTION.test(this.contents[i]!.text)) {
          start = i
          break
        }
      if (start < 0) this.fail(`rule "${clip(text)}" appears before any section heading`, this.lineNo)
      const replay = this.contents.splice(start)
      const here = this.lineNo
      this.phase = 'body'
      for (const l of replay) {
        this.lineNo = l.line
        this.body(l.text)
      }
      this.lineNo = here
      this.body(text)
      return
    }
    this.contents.push({ text, line: this.lineNo })
  }

  private body(text: string) {
    if (!text) return
    let m: RegExpExecArray | null
    if ((m = SUBRULE.exec(text))) {
      const number = m[1]!
      const parent = number.replace(/[a-z]$/, '')
      this.requireParent(number, parent)
      return this.add(number, 'subrule', parent, m[2]!)
    }
    if ((m = RULE.exec(text))) {
      const number = m[1]!
      const parent = number.slice(0, 3)
      this.requireParent(number, parent)
      return this.add(number, 'rule', parent, m[2]!)
    }
    if ((m = CHAPTER.exec(text))) {
      const number = m[1]!
      const parent = number[0]!
      this.requireParent(number, parent)
      return this.add(number, 'chapter', parent, m[2]!)
    }
    if ((m = SECTION.exec(text))) return this.add(m[1]!, 'section', null, m[2]!)
    if ((m = EXAMPLE.exec(text))) {
      if (!this.current || this.current.kind === 'section' || this.current.kind === 'chapter')
        this.fail('an "Example:" paragraph outside any rule', this.lineNo)
      this.current.examples.push(m[1]!.trim())
      return
    }
    if (text === 'Glossary') {
      this.finishCurrent()
      this.phase = 'glossary'
      return
    }
    // a paragraph that continues the rule above (e.g. the second paragraph of 205.4c)
    if (!this.current || this.current.kind === 'section' || this.current.kind === 'chapter') {
      this.fail(`unexpected line: "${clip(text)}" is neither a rule nor part of one`, this.lineNo)
    }
    this.current.text += `\n${text.trim()}`
  }

  private requireParent(number: string, parent: string) {
    if (!this.byNumber.has(parent)) this.fail(`rule ${number} appears before (or without) its parent ${parent}`, this.lineNo)
  }

  private add(number: string, kind: RuleKind, parentNumber: string | null, text: string) {
    if (this.byNumber.has(number)) this.fail(`rule ${number} appears twice (first at line ${this.byNumber.get(number)!.line})`, this.lineNo)
    this.finishCurrent()
    const rule: ParsedRule = {
      number,
      kind,
      parentNumber,
      position: this.rules.length,
      text: text.trim(),
      examples: [],
      references: [],
      line: this.lineNo,
    }
    this.rules.push(rule)
    this.byNumber.set(number, rule)
    this.current = rule
  }

  private finishCurrent() {
    const rule = this.current
    if (!rule || rule.kind === 'section' || rule.kind === 'chapter') return
    rule.references = extractReferences([rule.text, ...rule.examples].join('\n')).filter((n) => n !== rule.number)
  }

  // Glossary: blocks separated by blank lines; a block's first line is the term, the rest its text.
  private glossaryLine(text: string) {
    if (text) {
      this.block.push({ text, line: this.lineNo })
      return
    }
    this.endGlossaryBlock()
  }

  private endGlossaryBlock() {
    const block = this.block
    this.block = []
    if (!block.length) return
    const [head, ...rest] = block
    if (head!.text === 'Credits' && rest.length === 0) {
      this.phase = 'credits'
      return
    }
    if (!rest.length) this.fail(`glossary term "${clip(head!.text)}" has no definition`, head!.line)
    const term = head!.text.trim()
    if (this.terms.has(term)) this.fail(`glossary term "${term}" appears twice`, head!.line)
    this.terms.add(term)
    const body = rest.map((l) => l.text.trim()).join('\n')
    this.glossary.push({ term, position: this.glossary.length, text: body, references: extractReferences(body), line: head!.line })
  }
}

function isoDate(m: RegExpExecArray, source: string, line: number): string {
  const month = MONTHS.indexOf(m[1]!) + 1
  const day = Number(m[2])
  if (!month || day < 1 || day > 31) throw new ImportError(source, `"${m[0]}" is not a date`, { line })
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function clip(s: string, n = 70) {
  return s.length > n ? `${s.slice(0, n)}…` : s
}

/** Split decoded text chunks into lines (LF or CRLF), streaming. */
export async function* textLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = ''
  for await (const chunk of chunks) {
    const text = rest + chunk
    const parts = text.split('\n')
    rest = parts.pop()!
    for (const p of parts) yield p.endsWith('\r') ? p.slice(0, -1) : p
  }
  if (rest) yield rest.endsWith('\r') ? rest.slice(0, -1) : rest
}
