// References to the card's own name (CR 201.5): full name, a legendary's short name, "this …", "~".
import { describe, expect, it } from 'vitest'
import { annotateOracleText } from '../../src/annotate/annotate.js'
import { EMPTY_DICTIONARY } from '../../src/annotate/dictionary.js'
import { findSelfReferences, selfNames } from '../../src/annotate/self-reference.js'
import { VOCABULARY_NAMES } from '../../src/annotate/vocabulary.js'

const refs = (text: string, name: string) =>
  findSelfReferences(text, name, VOCABULARY_NAMES).map((h) => [text.slice(h.start, h.end), h.form])

describe('self references', () => {
  it('old wording spells the name out; a legendary shortens it', () => {
    expect(refs('Shivan Fire deals 2 damage to target creature.', 'Shivan Fire')).toEqual([['Shivan Fire', 'name']])
    expect(refs('If Grunn was kicked, it enters with five +1/+1 counters on it.', 'Grunn, the Lonely King')).toEqual([['Grunn', 'short']])
    expect(refs('Whenever Phage deals combat damage to a creature, destroy that creature.', 'Phage the Untouchable')).toEqual([
      ['Phage', 'short'],
    ])
    expect(selfNames('Child of Night').short).toEqual([]) // "of" is not a title's comma
  })

  it('newer wording says "this spell", "this creature"; some sources write "~"', () => {
    expect(refs('When this creature enters, draw a card. (You may cast this spell.)', 'X')).toEqual([
      ['this creature', 'this'],
      ['this spell', 'this'],
    ])
    expect(refs('~ deals 3 damage to any target.', 'Lightning Bolt')).toEqual([['~', 'tilde']])
  })

  it('each face of a multi-faced card is a name of the card', () => {
    expect(refs('Transform Delver of Secrets. // Insectile Aberration has flying.', 'Delver of Secrets // Insectile Aberration')).toEqual([
      ['Delver of Secrets', 'name'],
      ['Insectile Aberration', 'name'],
    ])
  })

  it('a card named after a keyword action keeps the verb (Exile: "Exile target …" is the action, CR 701.13)', () => {
    expect(refs('Exile target nonwhite attacking creature.', 'Exile')).toEqual([])
    const spans = annotateOracleText({ name: 'Exile', oracleText: 'Exile target nonwhite attacking creature.' }, EMPTY_DICTIONARY)
    expect(spans[0]).toMatchObject({ kind: 'action', text: 'Exile', term: 'Exile', rule: '701.13' })
  })

  it('whole words only', () => {
    expect(refs('Fireballs are not Fireball. Fireball deals X damage.', 'Fireball').map(([t]) => t)).toEqual(['Fireball', 'Fireball'])
  })
})
