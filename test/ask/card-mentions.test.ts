// Cards a question names, on a hand-made card-name index (no database): of two cards the same words
// half name, the one whose Oracle text has the question's other words; an Un-card only by its whole name.
import { describe, expect, it } from 'vitest'
import { indexCardNames } from '../../src/ask/card-names.js'
import { findCardMentionsIn } from '../../src/ask/cards.js'
import { tokenize } from '../../src/ask/words.js'

const card = (name: string, oracleText: string, edhrecRank: number | null, isFunny = false) => ({
  oracleId: `id-${name}`,
  name,
  normalizedName: name.toLowerCase().replace(/[',]/g, ''),
  keywords: [],
  edhrecRank,
  oracleText,
  isFunny,
})

const index = indexCardNames([
  card('Thalia, Guardian of Thraben', 'First strike\nNoncreature spells cost {1} more to cast.', 2256),
  card('Thalia, Heretic Cathar', 'First strike\nCreatures and nonbasic lands your opponents control enter tapped.', 1456),
  card('Creature Guy', 'Vanilla.', null, true),
  card('Grizzly Bears', '', 3000),
  card("An Offer You Can't Refuse", 'Counter target noncreature spell.', 900),
])
// no word is ordinary rules vocabulary here
const named = async (q: string) =>
  (
    await findCardMentionsIn(
      index,
      tokenize(q),
      Promise.resolve(() => false),
    )
  ).map((m) => m.name)

describe('card mentions', () => {
  it('of two cards a first name fits, takes the one whose Oracle text has the question’s words', async () => {
    // the more played Heretic Cathar, when nothing else tells them apart
    expect(await named('does thalia have first strike')).toEqual(['Thalia, Heretic Cathar'])
    expect(await named('does thalia tax my own noncreature spells too')).toEqual(['Thalia, Guardian of Thraben'])
    expect(await named('does thalia make my opponent’s nonbasic lands enter tapped')).toEqual(['Thalia, Heretic Cathar'])
  })

  it('names an Un-card only by its whole name, never by a word of it', async () => {
    expect(await named('can my guy block two creatures')).toEqual([])
    expect(await named('what does Creature Guy do')).toEqual(['Creature Guy'])
  })

  it('never takes a negation for a card name, but still reads a name that has one', async () => {
    expect(await named("so i can't play a land on my opponent's turn")).toEqual([])
    expect(await named("does An Offer You Can't Refuse hit creatures")).toEqual(["An Offer You Can't Refuse"])
  })
})
