// Tools over the services: evaluate_scenario (the rules engine, through the evaluate service) and
// validate_deck (the decks service). evaluate_scenario's input schema is the scenario language's
// JSON Schema as the engine serves it, and its description lists what the engine models and what
// it does not, from the engine's own coverage list: neither is copied here.
import { Type } from 'typebox'
import { modelCoverage, scenarioJsonSchema, validateScenario, type Scenario } from '../engine/index.js'
import { EvaluateResponseSchema } from '../evaluate/response.js'
import { evaluateServiceFor } from '../evaluate/service.js'
import { ValidateBodySchema } from '../decks/schema.js'
import { deckServiceFor } from '../decks/service.js'
import { validationObject } from '../api/rest/decks.js'
import { defineTool } from './tool.js'

const coverage = modelCoverage()
const line = (e: { area: string; rules: string[]; summary: string }) => `- ${e.area} (CR ${e.rules.join(', ')}): ${e.summary}`

export const EVALUATE_DESCRIPTION = [
  'Check a rules situation with the Arcanum rules engine: name the cards (from the store by name, or defined inline), ' +
    'the actions in order (cast, copySpell, resolve, …) and the questions to answer (isKicked, zone, totalCost, …). ' +
    'Each answer cites the CR rules and rulings it rests on. An answer the engine cannot be sure of comes back with supported: false ' +
    'and says which rule is missing: then say so rather than guess. An action the rules forbid is reported in actions (legal: false, why, citations).',
  'What the engine models:',
  ...coverage.modeled.map(line),
  'What it does not model (questions that depend on these come back supported: false):',
  ...coverage.notModeled.map(line),
].join('\n')

const scenarioSchema = scenarioJsonSchema()

export const evaluateScenario = defineTool({
  name: 'evaluate_scenario',
  title: 'Evaluate a rules scenario',
  description: EVALUATE_DESCRIPTION,
  input: Type.Unsafe<Scenario>(scenarioSchema),
  output: EvaluateResponseSchema,
  // the scenario's own validator, which names the field ("actions[1].kicker must be …") and accepts the aliases
  check(args) {
    const v = validateScenario(args)
    return v.ok ? null : v.message
  },
  run: async (args, { db }) => ({ ...(await evaluateServiceFor(db).evaluate(args)) }),
})

export const validateDeck = defineTool({
  name: 'validate_deck',
  title: 'Validate a deck',
  description:
    'Is a deck legal in a format (standard, pioneer, modern, legacy, vintage, pauper, commander, brawl, oathbreaker, limited, …)? ' +
    'Give the list as pasted (plain text, Arena, MTGO, CSV) or as entries. Each issue names the rule it breaks, cited from the store; ' +
    'legal is null and supported false when a rule could not be checked. The resolved deck comes back too (unresolved lines with suggestions).',
  input: ValidateBodySchema,
  async run(args, { db, links }) {
    const v = await deckServiceFor(db).validate(args.deck, args.format, { inputFormat: args.input_format, commanders: args.commanders })
    return validationObject(v, links)
  },
})
