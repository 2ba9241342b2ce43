// Rules tools: get_rule (a number with its subrules and the rules it cites, resolved), search_rules
// (full text, as GET /rules/search), ask_rules (a question in the player's words, as GET /rules/ask)
// and define (a keyword or glossary term). The answers are the REST objects.
import { Type } from 'typebox'
import { askRules, PASSAGE_KINDS } from '../ask/index.js'
import {
  glossaryLookup,
  keywordByNameOrSlug,
  normalizeRuleNumber,
  ruleDetail,
  rulesEdition,
  searchText,
  TEXT_HIT_KINDS,
  type TextHitKind,
} from '../queries/index.js'
import { badRequest, notFound } from '../errors.js'
import { answerObject, AskQuery, parseKinds } from '../api/rest/ask.js'
import { pageRequest, PageQuery } from '../api/rest/lists.js'
import { glossaryObject, keywordObject, ruleObject, textHitObject } from '../api/rest/objects.js'
import { EffectiveQuery, MAX_TEXT_QUERY, noEdition, ruleNumberParam } from '../api/rest/rules.js'
import type { Database } from '../store/database.js'
import { defineTool } from './tool.js'

/** A rule with its subrules and references, or a 404 saying why not (as GET /rules/:number). */
export async function requireRule(db: Database, raw: string, effective: string | null) {
  const number = ruleNumberParam(raw)
  const rule = await ruleDetail(db, number, { effective })
  if (rule) return ruleObject(rule)
  const edition = await rulesEdition(db, effective)
  if (!edition) throw effective ? noEdition(effective) : notFound('No Comprehensive Rules are loaded yet.')
  throw notFound(`The Comprehensive Rules effective ${edition.effectiveDate} have no rule ${number}.`)
}

export const getRule = defineTool({
  name: 'get_rule',
  title: 'Get a Comprehensive Rule',
  description:
    'A Comprehensive Rules entry by number — a section (7), chapter (702), rule (702.19) or subrule (702.19c) — with its text, examples, ' +
    'subrules, neighbours and every rule it cites resolved to its text. The current edition unless effective (YYYY-MM-DD) asks for an older one.',
  input: Type.Object(
    { number: Type.String({ minLength: 1, maxLength: 20, description: 'A rule number: 7, 702, 702.19 or 702.19c.' }), ...EffectiveQuery },
    { additionalProperties: false },
  ),
  run: (args, { db }) => requireRule(db, args.number, args.effective ?? null),
})

export const searchRules = defineTool({
  name: 'search_rules',
  title: 'Full-text search of the rules',
  description:
    'Full-text search over the Comprehensive Rules, the glossary and card rulings: plain words, "quoted phrases", or and -negation; ranked, with snippets. ' +
    "For a question in a player's own words, ask_rules ranks better.",
  input: Type.Object(
    {
      q: Type.String({ minLength: 1, maxLength: MAX_TEXT_QUERY, description: 'Words to find.' }),
      kinds: Type.Optional(
        Type.Array(Type.Union(TEXT_HIT_KINDS.map((k) => Type.Literal(k))), { description: 'Only these kinds of text (default: all).' }),
      ),
      ...PageQuery,
      page_size: Type.Optional({ ...PageQuery.page_size, default: 25 }),
      ...EffectiveQuery,
    },
    { additionalProperties: false },
  ),
  async run(args, { db }) {
    if (!args.q.trim()) throw badRequest('q: empty; give some words to search for.')
    const effective = args.effective ?? null
    if (effective && !(await rulesEdition(db, effective))) throw noEdition(effective)
    const page = pageRequest(args, 25)
    const found = await searchText(db, args.q, { ...page, kinds: args.kinds as TextHitKind[] | undefined, effective })
    return {
      object: 'list',
      total: found.total,
      page: page.page,
      has_more: page.offset + found.items.length < found.total,
      data: found.items.map(textHitObject),
    }
  },
})

const { limit, effective, q } = AskQuery.properties

export const askRulesTool = defineTool({
  name: 'ask_rules',
  title: 'Find the rules that answer a question',
  description:
    'Give a player\'s rules question in their own words ("if I copy a kicked spell is the copy kicked?", "does deathtouch work with trample?"). ' +
    'Returns the Comprehensive Rules, glossary entries and card rulings that answer it, ranked, each with a score, the reasons it was picked and a citation to quote. ' +
    'Card names (even partial or misspelt), keywords, player slang (ETB, fizzle, bounce, mill) and rule numbers are understood; `understood` says how the question was read.',
  input: Type.Object(
    {
      q,
      limit,
      kinds: Type.Optional(
        Type.Array(Type.Union(PASSAGE_KINDS.map((k) => Type.Literal(k))), { description: 'Only these kinds of passage.' }),
      ),
      effective,
    },
    { additionalProperties: false },
  ),
  // the answer is GET /rules/ask's (AnswerObject, in the OpenAPI document); listing its schema would cost tools/list 2 KB
  async run(args, { db }) {
    const kinds = args.kinds ? parseKinds(args.kinds.join(',')) : undefined
    return answerObject(await askRules(db, args.q, { limit: args.limit, kinds, effective: args.effective ?? null }))
  },
})

export const define = defineTool({
  name: 'define',
  title: 'Define a keyword or glossary term',
  description:
    'The Comprehensive Rules definition of a keyword ability or action (flying, kicker, multikicker, scry), with its defining rule and subrules, ' +
    'or else of a glossary term (matched exactly, else fuzzily: "mana value", "the stack").',
  input: Type.Object(
    { term: Type.String({ minLength: 1, maxLength: 100, description: 'A keyword or glossary term.' }), ...EffectiveQuery },
    { additionalProperties: false },
  ),
  async run(args, { db }) {
    const effective = args.effective ?? null
    const keyword = await keywordByNameOrSlug(db, args.term)
    const ruleNumber = keyword?.ruleNumber ? normalizeRuleNumber(keyword.ruleNumber) : null
    const [rule, glossary] = await Promise.all([
      ruleNumber ? ruleDetail(db, ruleNumber, { effective }) : null,
      glossaryLookup(db, args.term, { effective }),
    ])
    // a keyword's own glossary entry is shown only when it is named exactly
    const entry = keyword && glossary?.match !== 'exact' ? null : glossary
    if (!keyword && !glossary) {
      if (effective && !(await rulesEdition(db, effective))) throw noEdition(effective)
      throw notFound(`No keyword or glossary term matches "${args.term}". Try ask_rules or search_rules.`)
    }
    return {
      object: 'definition',
      term: keyword?.name ?? glossary!.term.term,
      keyword: keyword ? { ...keywordObject(keyword), rule: rule ? ruleObject(rule) : null } : null,
      glossary: entry && { ...glossaryObject(entry.term), match: entry.match },
    }
  },
})
