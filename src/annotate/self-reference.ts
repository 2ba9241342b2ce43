// References to the card's own name in its rules text (CR 201.5: text that refers to the object
// by name means that object; CR 201.5a: "this [type]" wording does the same on newer cards).
// Old Oracle wording spells the name out ("Shivan Fire deals 2 damage"), legendary cards shorten it
// ("Grunn" for "Grunn, the Lonely King", CR 201.5b), newer wording says "this spell" / "this creature",
// and some sources write "~" (CARDNAME).

export interface SelfReferenceHit {
  start: number
  end: number
  /** name: the card's (or a face's) name; short: a legendary's short name; this: "this creature"; tilde: "~". */
  form: 'name' | 'short' | 'this' | 'tilde'
}

const THIS_OBJECT = new RegExp(
  String.raw`\b[Tt]his (?:spell|card|creature|permanent|land|artifact|enchantment|planeswalker|battle|token|` +
    String.raw`Aura|Equipment|Vehicle|Saga|Class|Case|Room|Siege|Fortification|Background|Shrine|Curse|Role|` +
    String.raw`Attraction|Contraption|Spacecraft|Planet|Mount|Plan|Scheme|Phenomenon|Conspiracy|Dungeon|Sticker|` +
    String.raw`Omen|Food|Clue|Treasure|Lesson|Adventurer|Trap)\b`,
  'g',
)

/** The names the card may call itself by: each face's full name, and short names of legendaries. */
export function selfNames(name: string): { full: string[]; short: string[] } {
  const full = [...new Set([name, ...name.split(' // ')].map((n) => n.trim()).filter((n) => n.length > 0))]
  const short = new Set<string>()
  for (const n of full) {
    const comma = n.indexOf(', ')
    if (comma > 1) short.add(n.slice(0, comma))
    // "Phage the Untouchable" → "Phage"
    const the = / the /.exec(n)
    if (the && comma < 0 && /^[A-Z][a-z]+$/.test(n.slice(0, the.index))) short.add(n.slice(0, the.index))
  }
  for (const f of full) short.delete(f)
  return { full, short: [...short] }
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch)

/** Every whole-word occurrence of `needle` in `text` (case-sensitive). */
function findWord(text: string, needle: string, out: Array<{ start: number; end: number }>) {
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
    if (!isWordChar(text[i - 1]) && !isWordChar(text[i + needle.length])) out.push({ start: i, end: i + needle.length })
  }
}

/**
 * @param ignore names (lower case) that are not taken for the card naming itself: a card named
 *   after a keyword action ("Exile", "Fight") uses that word as the verb in its own text.
 */
export function findSelfReferences(text: string, name: string, ignore?: ReadonlySet<string>): SelfReferenceHit[] {
  const hits: SelfReferenceHit[] = []
  const names = selfNames(name)
  const full = ignore ? names.full.filter((n) => !ignore.has(n.toLowerCase())) : names.full
  const short = ignore ? names.short.filter((n) => !ignore.has(n.toLowerCase())) : names.short
  const found: Array<{ start: number; end: number; form: 'name' | 'short' }> = []
  // longest names first; a shorter name inside a longer one's occurrence is not another reference
  for (const n of [...full, ...short].sort((a, b) => b.length - a.length)) {
    const at: Array<{ start: number; end: number }> = []
    findWord(text, n, at)
    for (const r of at) {
      if (!found.some((f) => r.start < f.end && r.end > f.start)) found.push({ ...r, form: short.includes(n) ? 'short' : 'name' })
    }
  }
  hits.push(...found)
  for (const m of text.matchAll(THIS_OBJECT)) hits.push({ start: m.index, end: m.index + m[0].length, form: 'this' })
  for (let i = text.indexOf('~'); i >= 0; i = text.indexOf('~', i + 1)) hits.push({ start: i, end: i + 1, form: 'tilde' })
  return hits.sort((a, b) => a.start - b.start)
}
