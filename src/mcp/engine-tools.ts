// Tools over the services: evaluate_scenario (the rules engine, through the evaluate service) and
// validate_deck (the decks service). evaluate_scenario's input schema is the scenario language's
// JSON Schema as the engine serves it, and its description lists what the engine models and what
// it does not, from the engine's own coverage list: neither is copied here.
import { Type } from 'typebox'
import { modelCoverage, scenarioJsonSchema, validateScenario, type Scenario } from '../engine/index.js'
import { evaluateServiceFor } from '../evaluate/service.js'
import { ValidateBodySchema } from '../decks/schema.js'
import { DECK_LIMITS } from '../decks/limits.js'
import { SECTIONS } from '../decks/types.js'
import { deckServiceFor } from '../decks/service.js'
import { validationObject } from '../api/rest/decks.js'
import { compactScenarioSchema, scenarioSchemaPart, SCENARIO_SCHEMA_URI } from './scenario-schema.js'
import { defineTool } from './tool.js'

const coverage = modelCoverage()
const area = (e: { area: string; rules: string[] }) => `${e.area} (CR ${e.rules.join(', ')})`

export const EVALUATE_DESCRIPTION = [
  'Check a rules situation with the Arcanum rules engine: name the cards (from the store by name, or defined inline), ' +
    'the actions in order (cast, copySpell, resolve, …) and the questions to answer (isKicked, zone, totalCost, …). ' +
    'Each answer cites the CR rules and rulings it rests on. An answer the engine cannot be sure of comes back with supported: false ' +
    'and says which rule is missing: then say so rather than guess. An action the rules forbid is reported in actions (legal: false, why, citations).',
  `What the engine models: ${coverage.modeled.map(area).join('; ')}.`,
  `What it does not model (questions that depend on these come back supported: false): ${coverage.notModeled.map(area).join('; ')}.`,
  'get_scenario_schema says what each area covers.',
].join('\n')

const scenarioSchema = scenarioJsonSchema()

export const evaluateScenario = defineTool({
  name: 'evaluate_scenario',
  title: 'Evaluate a rules scenario',
  description: `${EVALUATE_DESCRIPTION}\nThe input schema listed here names each action (do) and question (q); get_scenario_schema (or the resource ${SCENARIO_SCHEMA_URI}) gives every field of each.`,
  input: Type.Unsafe<Scenario>(scenarioSchema),
  listedInput: compactScenarioSchema(scenarioSchema),
  // its answers have POST /evaluate's shape (EvaluateResponseSchema, checked in test/mcp); listing it as outputSchema would cost tools/list 2 KB
  // the scenario's own validator, which names the field ("actions[1].kicker must be …") and accepts the aliases
  check(args) {
    const v = validateScenario(args)
    return v.ok ? null : v.message
  },
  run: async (args, { db }) => ({ ...(await evaluateServiceFor(db).evaluate(args)) }),
})

/** validate_deck's deck as listed: the text, or typed entries (the decks service checks either, naming the line or entry). */
const DeckEntry = {
  type: 'object',
  required: ['quantity', 'name'],
  properties: {
    quantity: { type: 'integer', minimum: 1, maximum: DECK_LIMITS.quantity, description: 'How many copies.' },
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'The card name.' },
    section: { type: 'string', enum: [...SECTIONS], description: 'Where in the deck (default main).' },
    set: { type: 'string', maxLength: 60, description: 'A set code, to pick the printing (optional).' },
    collector_number: { type: 'string', maxLength: 60, description: 'A collector number within the set (optional).' },
    foil: { type: 'boolean', description: 'A foil printing (optional).' },
  },
}
const DECK_SCHEMA = {
  description: 'The deck: the list as pasted, or { entries } as /decks/parse returns it.',
  oneOf: [
    {
      type: 'string',
      minLength: 1,
      maxLength: DECK_LIMITS.bytes,
      description: `The list as pasted: plain text ("4 Lightning Bolt"), Arena, MTGO .txt or .dek, or CSV; at most ${DECK_LIMITS.lines.toLocaleString('en-US')} entries.`,
    },
    {
      type: 'object',
      required: ['entries'],
      properties: {
        entries: {
          type: 'array',
          maxItems: DECK_LIMITS.lines,
          items: { $ref: '#/$defs/entry' },
          description: 'The cards, one entry per card name.',
        },
        unresolved: { type: 'array', items: { $ref: '#/$defs/entry' }, description: 'Entries /decks/parse could not resolve (optional).' },
      },
      description: 'The deck as entries.',
    },
  ],
}

export const validateDeck = defineTool({
  name: 'validate_deck',
  title: 'Validate a deck',
  description:
    'Is a deck legal in a format (standard, pioneer, modern, legacy, vintage, pauper, commander, brawl, oathbreaker, limited, …)? ' +
    'Give the list as pasted (plain text, Arena, MTGO, CSV) or as entries. Each issue names the rule it breaks, cited from the store; ' +
    'legal is null and supported false when a rule could not be checked. The resolved deck comes back too (unresolved lines with suggestions).',
  input: ValidateBodySchema,
  listedInput: {
    ...JSON.parse(JSON.stringify(ValidateBodySchema)),
    properties: { ...ValidateBodySchema.properties, deck: DECK_SCHEMA },
    $defs: { entry: DeckEntry },
  },
  async run(args, { db, links }) {
    const v = await deckServiceFor(db).validate(args.deck, args.format, { inputFormat: args.input_format, commanders: args.commanders })
    return validationObject(v, links)
  },
})

export const getScenarioSchema = defineTool({
  name: 'get_scenario_schema',
  title: 'The scenario language, in full',
  description:
    "The full JSON Schema of evaluate_scenario's input (the scenario language, docs/evaluate.md), or of one part of it: " +
    'an action by its do (cast, copySpell, …), a question by its q (isKicked, zone, …), or cards / turn.',
  input: Type.Object(
    {
      part: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 60,
          description:
            'An action (its "do"), a question (its "q"), or a top-level field (cards, turn, legendRule…); omitted: the whole schema.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  run: async (args) => ({ ...scenarioSchemaPart(scenarioSchema, args.part), ...(args.part ? {} : { coverage }) }),
})
