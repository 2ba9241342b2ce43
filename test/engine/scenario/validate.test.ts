// The scenario language's one definition: the JSON Schema a standard validator (Ajv, draft 2020-12)
// compiles, the validator the service uses (naming the first problem), the aliases it accepts, and
// enumerated values checked everywhere.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { aliasesOf, scenarioJsonSchema, validateScenario } from '../../../src/engine/index.js'

const custom = { name: 'Custom Card', manaCost: '{1}{R}', typeLine: 'Instant', oracleText: 'Kicker {2}' }

const message = (input: unknown) => {
  const v = validateScenario(input)
  return v.ok ? null : v.message
}

describe('the scenario schema', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: false })
  const check = ajv.compile(scenarioJsonSchema())

  it('is a JSON Schema a standard validator compiles, and it accepts what the engine accepts', () => {
    const scenario = {
      cards: { bp: custom, g: { card: 'Grow from the Ashes', zone: 'graveyard' } },
      actions: [
        { do: 'cast', card: 'bp', kicker: true, id: 'c' },
        { do: 'copySpell', card: 'bp', as: 'copy1' },
        { do: 'putOntoBattlefield', card: 'g', from: 'graveyard' },
      ],
      ask: [
        { q: 'isKicked', of: 'copy1' },
        { q: 'triggerCount', event: 'shuffle' },
        { q: 'legal', of: 'c' },
      ],
    }
    expect(check(scenario)).toBe(true)
    expect(validateScenario(scenario).ok).toBe(true)
    expect(check({ ...scenario, ask: [{ q: 'triggerCount', event: 'kick' }] })).toBe(false)
    expect(check({ ...scenario, extra: 1 })).toBe(false)
  })

  it('the validator accepts every top-level field the schema documents (legendRule, turn, life, poison, players)', () => {
    const fields: Record<string, unknown> = {
      players: ['you', 'opponent'],
      life: { you: 7 },
      poison: { opponent: 3 },
      turn: { step: 'precombatMain', active: 'you' },
      legendRule: { keep: ['a'] },
    }
    // every optional top-level field of the schema has an example above, so a field it gains is tested too
    const optional = Object.keys(scenarioJsonSchema().properties as object).filter((k) => !['cards', 'actions', 'ask'].includes(k))
    expect(optional.sort()).toEqual(Object.keys(fields).sort())
    for (const [field, value] of Object.entries(fields)) {
      const scenario = { cards: { a: 'Grizzly Bears' }, [field]: value, ask: [{ q: 'zone', of: 'a' }] }
      expect(check(scenario), `${field}: the JSON Schema accepts it`).toBe(true)
      expect(message(scenario), `${field}: the validator accepts it`).toBeNull()
    }
  })

  it('is plain JSON: no TypeBox-only keys, and every action and question is a closed object with a title', () => {
    const doc = scenarioJsonSchema()
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc)
    const props = doc.properties as Record<string, { items?: { anyOf?: { title: string; additionalProperties: boolean }[] } }>
    const actions = props.actions!.items!.anyOf!
    const questions = props.ask!.items!.anyOf!
    expect(actions.map((a) => a.title)).toContain('Action_putOntoBattlefield')
    expect(questions.map((q) => q.title)).toContain('Question_triggerCount')
    for (const a of [...actions, ...questions]) expect(a.additionalProperties).toBe(false)
  })
})

describe('validateScenario', () => {
  it('names the first problem with its path', () => {
    expect(message({ cards: { bp: custom }, actions: [{ do: 'kick', card: 'bp' }], ask: [{ q: 'zone', of: 'bp' }] })).toMatch(
      /^actions\[0\]\.do: unknown action "kick"; known: cast, /,
    )
    expect(message({ cards: { bp: custom }, actions: [{ do: 'cast', card: 'bp', kicker: 'C' }], ask: [{ q: 'zone', of: 'bp' }] })).toMatch(
      /^actions\[0\]\.kicker must be true, a number of times/,
    )
  })

  it('an unknown triggerCount event is an error listing the events (it used to count 0)', () => {
    expect(message({ cards: { bp: custom }, ask: [{ q: 'triggerCount', event: 'kick' }] })).toMatch(
      /^ask\[0\]\.event must be one of "cast", "cycle", "discard", "draw", "enters", "shuffle", "search", "tappedForMana"/,
    )
  })

  it('every enumerated value is checked: zones, alternative costs, search destinations, xValue "for"', () => {
    const base = { cards: { bp: custom }, ask: [{ q: 'zone', of: 'bp' }] }
    expect(message({ ...base, cards: { bp: { ...custom, zone: 'stack' } } })).toMatch(/^cards\.bp\.zone must be one of "library", "hand"/)
    expect(message({ ...base, actions: [{ do: 'cast', card: 'bp', cost: 'evade' }] })).toMatch(/^actions\[0\]\.cost must be/)
    expect(message({ ...base, actions: [{ do: 'search', for: 'a card', to: 'stack' }] })).toMatch(/^actions\[0\]\.to must be one of "hand"/)
    expect(message({ ...base, ask: [{ q: 'xValue', of: 'bp', for: 'spell' }] })).toMatch(
      /^ask\[0\]\.for must be one of "object", "entersAbility"/,
    )
    expect(message({ ...base, actions: [{ do: 'move', card: 'bp', to: 'sideboard' }] })).toMatch(/^actions\[0\]\.to must be one of/)
  })

  it('accepts the other spelling users write as an alias, and returns the canonical names', () => {
    const v = validateScenario({
      cards: { bp: custom, c: { ...custom, name: 'Clone' }, wp: custom },
      actions: [
        { do: 'cast', card: 'bp', stickerKickerFrom: 'wp', allowedBy: 'an effect' },
        { do: 'copySpell', of: 'bp', by: 'wp' },
        { do: 'enterAsCopy', card: 'c', of: 'bp' },
        { do: 'putOntoBattlefield', card: 'wp', chooseName: 'Forest' },
        { do: 'search', for: 'a card', then: 'hand' },
      ],
      ask: [
        { q: 'zone', card: 'bp' },
        { q: 'canSpendMana', of: 'bp', from: 'wp' },
      ],
    })
    expect(v.ok).toBe(true)
    if (!v.ok) return
    expect(v.value.actions).toEqual([
      { do: 'cast', card: 'bp', stickerKicker: 'wp', source: 'an effect' },
      { do: 'copySpell', card: 'bp', source: 'wp' },
      { do: 'enterAsCopy', card: 'c', copyOf: 'bp' },
      { do: 'putOntoBattlefield', card: 'wp', chosenName: 'Forest' },
      { do: 'search', for: 'a card', to: 'hand' },
    ])
    expect(v.value.ask).toEqual([
      { q: 'zone', of: 'bp' },
      { q: 'canSpendMana', of: 'bp', source: 'wp' },
    ])
  })

  it('giving both spellings of one field is an error; an alias where the field does not exist is an unknown field', () => {
    expect(message({ cards: { bp: custom }, actions: [{ do: 'copySpell', card: 'bp', of: 'bp' }], ask: [{ q: 'zone', of: 'bp' }] })).toBe(
      'actions[0]: "of" is another name for "card"; give one of them',
    )
    expect(message({ cards: { bp: custom }, actions: [{ do: 'prohibit', name: 'X', of: 'bp' }], ask: [{ q: 'zone', of: 'bp' }] })).toMatch(
      /^actions\[0\]: unknown field "of"/,
    )
  })

  it('lists the aliases of each action and question, for the docs', () => {
    expect(aliasesOf('action').copySpell).toEqual({ of: 'card', by: 'source' })
    expect(aliasesOf('action').enterAsCopy).toEqual({ of: 'copyOf' })
    expect(aliasesOf('question').canSpendMana).toMatchObject({ card: 'of', from: 'source' })
  })
})
