// Word-level diff of two texts. jsdiff's diffArrays finds the shortest edit over tokens read the
// way the CR is written: a rule number ("714.3b", "601.2f") is one token, a word with its
// apostrophe ("player’s") is one, each whitespace run and punctuation mark is one; so the equal and
// deleted parts spell the old text exactly, the equal and inserted parts the new one. A shortest edit of a rewritten sentence
// alternates a word out, a word in, " the " kept, a word out…; for reading, an unchanged run that
// is only spacing, punctuation or one short word between two changes is folded into them, so a
// rewritten phrase reads as one deletion and one insertion.
import { diffArrays } from 'diff'
import type { WordPart } from './types.js'

type Hunk = { equal: string } | { deleted: string; inserted: string }

const TOKEN = /\d{3}\.\d+[a-z]?|[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\s+|[\s\S]/gu

/** Spacing, punctuation, or one word of up to three letters ("a", "the", "of"). */
const TRIVIAL = /^[\s\p{P}]*(?:\p{L}{1,3})?[\s\p{P}]*$/u

export function wordDiff(oldText: string, newText: string): WordPart[] {
  const hunks: Hunk[] = []
  for (const c of diffArrays(oldText.match(TOKEN) ?? [], newText.match(TOKEN) ?? [])) {
    const value = c.value.join('')
    const last = hunks[hunks.length - 1]
    if (!c.added && !c.removed) {
      hunks.push({ equal: value })
      continue
    }
    const change = last && !('equal' in last) ? last : { deleted: '', inserted: '' }
    if (change !== last) hunks.push(change)
    if (c.added) change.inserted += value
    else change.deleted += value
  }
  // fold trivial unchanged runs between two changes into them
  const folded: Hunk[] = []
  for (let k = 0; k < hunks.length; k++) {
    const h = hunks[k]!
    const prev = folded[folded.length - 1]
    const next = hunks[k + 1]
    if ('equal' in h && prev && !('equal' in prev) && next && !('equal' in next) && TRIVIAL.test(h.equal)) {
      prev.deleted += h.equal + next.deleted
      prev.inserted += h.equal + next.inserted
      k++
      continue
    }
    if (!('equal' in h) && prev && !('equal' in prev)) {
      prev.deleted += h.deleted
      prev.inserted += h.inserted
      continue
    }
    folded.push('equal' in h ? { equal: h.equal } : { deleted: h.deleted, inserted: h.inserted })
  }
  const parts: WordPart[] = []
  const equal = (text: string) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last?.op === 'equal') last.text += text
    else parts.push({ op: 'equal', text })
  }
  for (const h of folded) {
    if ('equal' in h) {
      equal(h.equal)
      continue
    }
    // spacing both sides begin or end with is unchanged text
    let { deleted, inserted } = h
    let lead = ''
    let trail = ''
    if (deleted && inserted) {
      lead = commonSpace(deleted, inserted, (s) => /^\s*/.exec(s)![0])
      deleted = deleted.slice(lead.length)
      inserted = inserted.slice(lead.length)
      trail = commonSpace(deleted, inserted, (s) => /\s*$/.exec(s)![0], true)
      deleted = deleted.slice(0, deleted.length - trail.length)
      inserted = inserted.slice(0, inserted.length - trail.length)
    }
    equal(lead)
    if (deleted) parts.push({ op: 'delete', text: deleted })
    if (inserted) parts.push({ op: 'insert', text: inserted })
    equal(trail)
  }
  return parts
}

/** The whitespace two texts share at their start (or end), leaving each at least one character. */
function commonSpace(a: string, b: string, space: (s: string) => string, atEnd = false): string {
  const x = space(a)
  const y = space(b)
  let n = 0
  const max = Math.min(x.length, y.length, a.length - 1, b.length - 1)
  while (n < max && (atEnd ? x[x.length - 1 - n] === y[y.length - 1 - n] : x[n] === y[n])) n++
  return atEnd ? x.slice(x.length - n) : x.slice(0, n)
}
