// Ability words (CR 207.2c): an italic word at the beginning of some abilities ("Inspired — Whenever
// ~ becomes untapped, …", "Survival — At the beginning of …", "Formidable — {4}{G}: …") that ties
// cards together but has no rules meaning. The reader looks past it to the ability itself; the
// clause keeps its printed text. Only the CR's own list is stripped: a word before a dash that isn't
// one ("Max speed —", "Exhaust —", chapter numbers) is part of the rules text and stays.

/** The ability words of CR 207.2c (the edition of 2026-02-27). */
export const ABILITY_WORDS = [
  'adamant',
  'addendum',
  'alliance',
  'battalion',
  'bloodrush',
  'celebration',
  'channel',
  'chroma',
  'cohort',
  'constellation',
  'converge',
  "council's dilemma",
  'coven',
  'delirium',
  'descend 4',
  'descend 8',
  'disappear',
  'domain',
  'eerie',
  'eminence',
  'enrage',
  'fateful hour',
  'fathomless descent',
  'ferocious',
  'flurry',
  'formidable',
  'grandeur',
  'hellbent',
  'heroic',
  'imprint',
  'inspired',
  'join forces',
  'kinship',
  'landfall',
  'lieutenant',
  'magecraft',
  'metalcraft',
  'morbid',
  'pack tactics',
  'paradox',
  'parley',
  'radiance',
  'raid',
  'rally',
  'renew',
  'secret council',
  'spell mastery',
  'strive',
  'survival',
  'sweep',
  'tempting offer',
  'threshold',
  'undergrowth',
  'valiant',
  'vivid',
  'void',
  'will of the council',
] as const

const ABILITY_WORD = new RegExp(`^(?:${ABILITY_WORDS.join('|')}) [—–-] `, 'i')

/** The line without a leading ability word (CR 207.2c); the line itself when it has none. */
export const withoutAbilityWord = (line: string): string => line.replace(ABILITY_WORD, '')
