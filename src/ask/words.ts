// Words of a question, and of the phrases it is compared with (vocabulary, keyword names, glossary
// terms, rule titles, card names): one tokenizer and one loose word form for all of them, so
// "kicked", "Kicks" and "kick" meet, and "+1/+1" stays one word. Full-text search uses
// PostgreSQL's own English stemmer instead (see lexemes.ts); this form only matches phrases.
import { normalizeName } from '../store/normalize-name.js'

export interface Token {
  /** Lower case, quotes straightened, accents kept out: "grow", "+1/+1", "can't". */
  text: string
  /** The loose form phrases are matched on (see wordForm). */
  form: string
  /** As card names are stored (normalizeName): "urzas" for "Urza's"; with the possessive dropped too: "urza". */
  nameForms: string[]
  /** Those of nameForms that are a bare form of a verb or plural ("bolted" → "bolt"). */
  inflected: string[]
  /** Written with a capital letter somewhere but the start of a sentence (a name, most likely). */
  capitalized: boolean
  /** Written all in capitals, two letters or more ("STP", "LED"): initials, most likely. */
  allCaps: boolean
  /** Position in the question, 0-based. */
  index: number
}

// PostgreSQL's English stop words (snowball english.stop): they carry no meaning for matching.
export const STOPWORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself
  they them their theirs themselves what which who whom this that these those am is are was were be been being have has had
  having do does did doing a an the and but if or because as until while of at by for with about against between into through
  during before after above below to from up down in out on off over under again further then once here there when where why how
  all any both each few more most other some such no nor not only own same so than too very s t can will just don should now`
    .split(/\s+/)
    .filter(Boolean),
)

const TOKEN = /[+-]?\d+\/[+-]?\d+|[+-]?[xX]\/[+-]?[xX]|[\p{L}\p{N}]+(?:['’][\p{L}]+)*(?:-[\p{L}\p{N}]+)*/gu

/**
 * A loose word form: plural and -s/-ed/-ing endings and a final e dropped, doubled final
 * consonants undone ("tapped" → "tap", "milled" → "mill", "cycling" → "cycl", "exiled" → "exil").
 * Deliberately simple: it only has to make a word and its inflections meet.
 */
export function wordForm(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'")
  w = w.replace(/'s$/, '').replace(/'/g, '')
  if (w.length <= 3 || /\d/.test(w)) return w
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2))
  else if (/(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1)
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

function undouble(w: string): string {
  return /([bdgmnprt])\1$/.test(w) ? w.slice(0, -1) : w
}

/** The words of a text, in order, with their forms. Sentence starts ("Does…", "? Can…") are not "capitalized". */
export function tokenize(text: string): Token[] {
  const out: Token[] = []
  const normalized = text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"')
  let sentenceStart = true
  let last = 0
  for (const m of normalized.matchAll(TOKEN)) {
    const between = normalized.slice(last, m.index)
    if (/[.?!:;]\s*$/.test(between) || /["(]\s*$/.test(between)) sentenceStart = true
    last = m.index + m[0].length
    const raw = m[0]
    const lower = raw.toLowerCase()
    const nameForm = normalizeName(raw)
    const withoutPossessive = normalizeName(raw.replace(/'s$/i, ''))
    out.push({
      text: lower,
      form: wordForm(lower),
      nameForms: [...new Set([nameForm, withoutPossessive, ...inflectedForms(withoutPossessive)].filter(Boolean))],
      inflected: inflectedForms(withoutPossessive).filter((f) => f !== nameForm),
      capitalized: !sentenceStart && /^\p{Lu}/u.test(raw) && lower !== 'i' && !lower.startsWith("i'"), // not "I", "I'm"
      allCaps: raw.length >= 2 && /^[\p{Lu}\p{N}'-]+$/u.test(raw) && /\p{Lu}.*\p{Lu}/u.test(raw),
      index: out.length,
    })
    sentenceStart = false
  }
  return out
}

/**
 * The bare forms a name word may take when a player makes a verb or a plural of it ("bolted" →
 * "bolt", "needled" → "needle", "cryptics" → "cryptic", "blinking" → "blink"): a name word is
 * matched through any of them. Words of five letters or more only, stems of three or more.
 */
export function inflectedForms(word: string): string[] {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return []
  const out: string[] = []
  const stem = (s: string, ...more: string[]) => {
    if (s.length >= 3) out.push(s, undouble(s), ...more.filter((m) => m.length >= 3))
  }
  if (word.endsWith('ing')) stem(word.slice(0, -3), `${word.slice(0, -3)}e`)
  else if (word.endsWith('ed')) stem(word.slice(0, -2), word.slice(0, -1))
  else if (word.endsWith('es')) stem(word.slice(0, -2), word.slice(0, -1))
  else if (word.endsWith('s') && !word.endsWith('ss')) stem(word.slice(0, -1))
  return [...new Set(out)].filter((f) => f !== word)
}

/** The loose forms of a phrase's words: what a phrase is matched on. */
export function phraseForms(phrase: string): string[] {
  return tokenize(phrase).map((t) => t.form)
}

/** Whether a token carries meaning (not a stop word, not a lone letter or number). */
export function isContentWord(t: Pick<Token, 'text'>): boolean {
  return !STOPWORDS.has(t.text.replace(/'s$/, '')) && t.text.length > 1
}

/** Phrases indexed by their first word form, to find all of them in a question in one pass over its tokens. */
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, { item: T; forms: string[] }[]>()

  constructor(entries: Iterable<{ item: T; forms: string[] }>) {
    for (const e of entries) {
      if (!e.forms.length) continue
      const list = this.byFirst.get(e.forms[0]!)
      if (list) list.push(e)
      else this.byFirst.set(e.forms[0]!, [e])
    }
  }

  /** Every occurrence of an indexed phrase, in question order: the item and the token positions it takes. */
  find(tokens: readonly Token[]): { item: T; positions: number[] }[] {
    const out: { item: T; positions: number[] }[] = []
    for (let i = 0; i < tokens.length; i++)
      for (const e of this.byFirst.get(tokens[i]!.form) ?? []) {
        if (i + e.forms.length > tokens.length) continue
        let ok = true
        for (let j = 1; j < e.forms.length && ok; j++) ok = tokens[i + j]!.form === e.forms[j]
        if (ok) out.push({ item: e.item, positions: e.forms.map((_, j) => i + j) })
      }
    return out
  }
}
