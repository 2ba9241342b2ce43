// Normalizing Oracle text before reading abilities from it: reminder text removed, the card's
// references to itself replaced by "~" in both Oracle wordings (2022: the card's name and
// "enters the battlefield"; 2024+: "this creature", "enters").

const SELF_NOUNS = [
  'spell',
  'creature',
  'artifact',
  'enchantment',
  'land',
  'card',
  'permanent',
  'planeswalker',
  'battle',
  'aura',
  'equipment',
  'vehicle',
  'token',
  'saga',
  'class',
  'case',
  'room',
  'siege',
  'object',
]
const THIS_NOUN = new RegExp(`\\bthis (?:${SELF_NOUNS.join('|')})\\b`, 'gi')

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The names a card's text may use for itself: full name, face names, and a legend's short name. */
export function selfNames(name: string): string[] {
  const names = new Set<string>()
  const add = (n: string) => {
    if (n.trim()) names.add(n.trim())
  }
  add(name)
  for (const face of name.split(' // ')) {
    add(face)
    const comma = face.indexOf(',')
    if (comma > 0) add(face.slice(0, comma)) // "Verazol, the Split Current" → "Verazol"
    const epithet = /^([A-Z][\w'-]+) (?:the|of the) [A-Z]/.exec(face)
    if (epithet) add(epithet[1]!) // "Verdeloth the Ancient" → "Verdeloth"
  }
  return [...names].sort((a, b) => b.length - a.length)
}

/** Remove every parenthesized (reminder) group with the spaces before it, nested ones included; one pass. */
export function stripReminderText(text: string): string {
  const out: string[] = []
  const open: number[] = []
  for (const ch of text) {
    if (ch === '(') {
      let p = out.length
      while (p > 0 && (out[p - 1] === ' ' || out[p - 1] === '\t')) p--
      open.push(p)
      out.push(ch)
    } else if (ch === ')' && open.length) {
      out.length = open.pop()!
    } else out.push(ch)
  }
  return out.join('')
}

/** Reminder text removed, curly quotes straightened, self-references as "~", "enters the battlefield" as "enters". */
export function normalizeOracle(text: string, name: string): string {
  let out = stripReminderText(text).replace(/[’‘]/g, "'").replace(/[“”]/g, '"')
  for (const n of selfNames(name)) out = out.replace(new RegExp(`(?<![\\w-])${escapeRegExp(n)}(?![\\w-])`, 'g'), '~')
  out = out.replace(THIS_NOUN, '~').replace(/\benters the battlefield\b/g, 'enters')
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n')
}

/** Sentences of one line, keeping quoted text ("… 'Pay 3 life: Regenerate ~.' …") inside its sentence. */
export function sentences(line: string): string[] {
  const out: string[] = []
  let start = 0
  let inQuote = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (ch === '"') inQuote = !inQuote
    else if (ch === '.' && !inQuote && (i + 1 === line.length || line[i + 1] === ' ')) {
      out.push(line.slice(start, i + 1).trim())
      start = i + 1
    }
  }
  const rest = line.slice(start).trim()
  if (rest) out.push(rest)
  return out
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}

export function numberWord(word: string): number | undefined {
  const w = word.toLowerCase()
  if (/^\d+$/.test(w)) return Number(w)
  return NUMBER_WORDS[w]
}
