// Card names as players write them, on a hand-made card-name index (no database): a name made a verb
// ("bolted", "needled"), a possessive or a hyphen dropped, a name cut word by word ("lab man"), a long
// one-word name cut to its telling half ("goyf"), a blend of its words ("thoracle"), a sourced
// nickname of two words; and ordinary words never taken for these. The questions are invented here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { indexCardNames, NICKNAMES_FILE } from '../../src/ask/card-names.js'
import { findCardMentionsIn } from '../../src/ask/cards.js'
import { isOrdinaryEnglish } from '../../src/ask/english.js'
import { inflectedForms, tokenize } from '../../src/ask/words.js'
import { normalizeName } from '../../src/store/normalize-name.js'
import { cardNames } from '../support/card-index.js'

const card = (name: string, edhrecRank: number | null, oracleText = '') => ({
  oracleId: `id-${name}`,
  name,
  normalizedName: normalizeName(name),
  keywords: [],
  edhrecRank,
  oracleText,
})

const index = indexCardNames([
  card('Lightning Bolt', 20),
  card('Pithing Needle', 400),
  card('Laboratory Maniac', 900),
  card('Labyrinth Minotaur', 9000),
  card('Tarmogoyf', 1500),
  card('Lhurgoyf', 12000),
  card('Tarmokin Scout', null),
  card("Thassa's Oracle", 100),
  card("Grafdigger's Cage", 300),
  card('Lim-Dûl the Necromancer', 8000),
  card("Jace, Vryn's Prodigy", 600),
  card('Jace, the Mind Sculptor', 700),
  card('Top of the World', 5000),
  card('Fight with Fire', 6000),
  card('Graveyard Trespasser', 4000),
  card('Grave Titan', 200),
  card('Hideous End', 3000),
  card('Stuffy Doll', 2500),
  card('Shock', 400),
  card('Sword', null),
  card('Swords to Plowshares', 10),
  card('Goblin Gaveleer', 7000),
  card('Guy of the Woods', 9000),
  card('Stash Box', null, 'You may hide a card from your hand under Stash Box.'),
  card('Fury', 150),
  card('Rewind', 9000),
  card('Wish', 8000),
  card('Goblin Striker', 15000, 'Double strike, haste'),
  card('Blood Moon', 90),
  card('Ponder', 60),
  card('First Strike', null),
])

/** Words of the game the test treats as rules vocabulary (the service asks the CR and the rulings). */
const RULES_WORDS = new Set([
  'top',
  'library',
  'card',
  'fight',
  'fights',
  'creature',
  'graveyard',
  'counter',
  'the',
  'world',
  'fire',
  'dies',
])
const named = async (q: string) =>
  (
    await findCardMentionsIn(
      index,
      tokenize(q),
      Promise.resolve((t) => RULES_WORDS.has(t.text)),
    )
  ).map((m) => m.name)

describe('card names as players write them', () => {
  it('reads a name made a verb or a plural', async () => {
    expect(inflectedForms('bolted')).toContain('bolt')
    expect(inflectedForms('needled')).toContain('needle')
    expect(await named('they bolted my elf in response, can I save it')).toEqual(['Lightning Bolt'])
    expect(await named('if I pithing needled a fetchland can they still crack it')).toEqual(['Pithing Needle'])
    // a word that is a name word as written is not the plural of a one-word name
    expect(await named('i swords their creature in response')).toEqual(['Swords to Plowshares'])
    // a one-word name in the plural is still the name (two copies of it)
    expect(await named('with two shocks in hand can i kill it')).toEqual(['Shock'])
  })

  it('reads a name misspelt with two neighbouring letters swapped', async () => {
    expect(await named('can i cast pondre in response to a trigger')).toEqual(['Ponder'])
  })

  it('reads a name without its possessive or its hyphen', async () => {
    expect(await named('does grafdigger cage stop flashback')).toEqual(["Grafdigger's Cage"])
    expect(await named('what does lim dul the necromancer return')).toEqual(['Lim-Dûl the Necromancer'])
  })

  it('reads a name cut word by word, each word to its start', async () => {
    expect(await named('with lab man out can I draw from an empty library')).toEqual(['Laboratory Maniac'])
  })

  it('reads a long one-word name cut to its telling half, the most played card first', async () => {
    expect(await named('does goyf count itself in the yard')).toEqual(['Tarmogoyf'])
    expect(await named('is tarmo a 4/5 here')).toEqual(['Tarmogoyf'])
  })

  it('reads a blend of a two-word name', async () => {
    expect(await named('thoracle trigger with an empty library')).toEqual(["Thassa's Oracle"])
  })

  it('names by a nickname the played card of its name, not an unranked variant of the same name', () => {
    const twice = indexCardNames([
      { ...card('Lightning Bolt', 20), oracleId: 'played' },
      { ...card('Lightning Bolt', null), oracleId: 'variant' },
    ])
    expect(twice.byShorthand.get('bolt')?.map((h) => h.card.oracleId)).toEqual(['played'])
  })

  it('reads a sourced nickname of two words', async () => {
    expect(await named('when baby jace flips does it keep its counters')).toEqual(["Jace, Vryn's Prodigy"])
  })

  it('takes no ordinary word for a cut name', async () => {
    expect(await named('can I look at the top card of my library')).toEqual([])
    expect(await named('my creature fights the other guy and dies, stuff like that')).toEqual([])
    // "yard" is a word of its own in "graveyard" ("grave" + "yard"), not a name cut short
    expect(await named('does the yard count as a zone')).toEqual([])
    // a one-word name is never read through a verb form, and a short start of a name word is English
    expect(await named('my opponent shocked my creature with an ability')).toEqual([])
    expect(await named('the ability gave my creature flying')).toEqual([])
    // words of chat are never read as a name, misspelt or cut ("stuff" is not Stuffy Doll)
    expect(await named('can i sac stuff in response lol')).toEqual([])
    expect(await named('my dude fights the other guy')).toEqual([])
    // "hide" is a word of the game's own English (an Oracle text has it), not "Hideous" cut short
    expect(await named('are they allowed to hide their hand from me')).toEqual([])
  })
})

describe('one-word names that are ordinary English', () => {
  it('reads a lower-case name that is an English word as the card only where the sentence makes it one', async () => {
    // the word, where nothing says it is a card
    expect(await named('my opponent untapped before i could act, can we rewind?')).toEqual([])
    expect(await named('i wish i could respond to that')).toEqual([])
    expect(await named('my double striker gets blocked, who deals damage first')).toEqual([])
    // the card: a playing verb or an owner before it, what a card does after it, a possessive
    expect(await named('evoked fury: when do i split the damage')).toEqual(['Fury'])
    expect(await named('my fury dies, do i get another trigger')).toEqual(['Fury'])
    expect(await named('does fury trigger when it is evoked')).toEqual(['Fury'])
    expect(await named("fury's trigger targets two creatures")).toEqual(['Fury'])
    // written like a name it is one anywhere
    expect(await named('can I Rewind a spell with split second')).toEqual(['Rewind'])
  })

  it('reads a lower-case name of rules words as the card only when its words never stand together in the rules', async () => {
    const rulesPhrase = (words: readonly string[]) => words.join(' ') === 'first strike'
    const find = async (q: string) =>
      (
        await findCardMentionsIn(
          index,
          tokenize(q),
          Promise.resolve(() => true),
          [],
          new Set(),
          rulesPhrase,
        )
      ).map((m) => m.name)
    expect(await find('under blood moon do my shocklands come in tapped')).toEqual(['Blood Moon'])
    expect(await find('does first strike deal damage before regular damage')).toEqual([])
  })
})

describe('the nickname file', () => {
  const file = JSON.parse(readFileSync(NICKNAMES_FILE, 'utf8')) as {
    sources: Record<string, string>
    nicknames: { nickname: string; card: string; source: string }[]
  }

  it('names where each nickname is used: a listed source or a page', () => {
    for (const n of file.nicknames) expect(n.source in file.sources || /^https?:\/\//.test(n.source), n.nickname).toBe(true)
  })

  it('gives each nickname one card', () => {
    const keys = file.nicknames.map((n) => normalizeName(n.nickname))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("names cards of the corpus, by nicknames no card is named (a card's name, a face's, a legend's first name)", () => {
    const all = cardNames()
    const exact = new Set(all)
    expect(file.nicknames.filter((n) => !exact.has(n.card)).map((n) => n.card)).toEqual([])
    const names = new Set(all.flatMap((n) => [normalizeName(n), normalizeName(n.split(',')[0]!)]))
    expect(file.nicknames.filter((n) => names.has(normalizeName(n.nickname))).map((n) => n.nickname)).toEqual([])
  })

  it('reads a nickname that is an ordinary English word in lower case only where the sentence makes it a card', async () => {
    const ordinary = file.nicknames.filter((n) => !/\s/.test(n.nickname) && isOrdinaryEnglish(n.nickname.toLowerCase()))
    expect(ordinary.map((n) => n.nickname)).toContain('Bolt')
    const own = indexCardNames(ordinary.map((n) => card(n.card, 100)))
    const find = async (q: string) =>
      (
        await findCardMentionsIn(
          own,
          tokenize(q),
          Promise.resolve(() => false),
        )
      ).map((m) => m.name)
    for (const n of ordinary) {
      const word = n.nickname.toLowerCase()
      expect(await find(`is the ${word} here relevant at all`), n.nickname).toEqual([])
      expect(await find(`my ${word} gets countered`), n.nickname).toEqual([n.card])
    }
  })
})
