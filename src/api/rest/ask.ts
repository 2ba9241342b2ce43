// GET /rules/ask: a player's question in their own words → the rules, glossary entries and card
// rulings that answer it, ranked, each with its score, the reasons it was picked and what to cite
// (docs/chatbots.md). The answer shape is shared with the MCP tool ask_rules. GET /rules/verify
// (verify.ts) is registered here too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import {
  ASK_DEFAULT_LIMIT,
  ASK_MAX_LIMIT,
  ASK_MAX_QUESTION,
  askRules,
  citationOf,
  PASSAGE_KINDS,
  type AskResult,
  type Passage,
  type PassageKind,
} from '../../ask/index.js'
import { EffectiveQuery } from './rules.js'
import verify from './verify.js'
import { errorResponses, StringEnum } from './schemas.js'

const Str = Type.String()
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

export const PassageObject = Type.Object({
  object: StringEnum(['rule', 'glossary_term', 'ruling'] as const),
  score: Type.Number({ description: 'Higher is better; comparable within one answer only.' }),
  reasons: Type.Array(Str, { description: 'Why it was picked, strongest first.' }),
  citation: Type.String({
    description:
      'What to cite: "CR 702.19b (2026-02-27)", "CR glossary: Trample (2026-02-27)", "Ruling on Grow from the Ashes, 2024-11-08".',
  }),
  text: Str,
  uri: Str,
  rule_number: Type.Optional(Str),
  term: Type.Optional(Str),
  examples: Type.Optional(Type.Array(Str)),
  references: Type.Optional(Type.Array(Str, { description: 'Rule numbers the text cites.' })),
  effective_date: Type.Optional(Type.String({ description: 'Rules and glossary: the effective date of the CR edition cited.' })),
  oracle_id: Type.Optional(Type.String({ format: 'uuid' })),
  card_name: Type.Optional(Str),
  published_at: Type.Optional(Str),
  source: Type.Optional(Nullable(Str)),
  card_count: Type.Optional(Type.Integer({ description: 'Rulings: how many cards carry this same ruling (card_name is one).' })),
})

export const AnswerObject = Type.Object(
  {
    object: Type.Literal('rules_answer'),
    question: Str,
    edition: Type.Object({ effective_date: Str }, { description: 'The CR edition every rule and glossary passage comes from.' }),
    understood: Type.Object(
      {
        cards: Type.Array(Type.Object({ name: Str, oracle_id: Str, matched: Str, confidence: Type.Number() })),
        keywords: Type.Array(Type.Object({ name: Str, rule_number: Nullable(Str), said: Str })),
        glossary_terms: Type.Array(Type.Object({ term: Str, said: Str })),
        vocabulary: Type.Array(Type.Object({ said: Str, means: Str, rules: Type.Array(Str) })),
        rule_numbers: Type.Array(Str),
        search_terms: Type.Array(Str, { description: 'The English lexemes the texts were searched for.' }),
      },
      { description: 'What the question was read as.' },
    ),
    data: Type.Array(PassageObject),
  },
  { description: 'Passages that answer the question, best first.' },
)

export type AnswerObject = Static<typeof AnswerObject>

export function passageObject(p: Passage): Static<typeof PassageObject> {
  const base = { score: p.score, reasons: p.reasons }
  if (p.rule)
    return {
      object: 'rule',
      ...base,
      citation: citationOf(p),
      text: p.rule.text,
      uri: `/rules/${p.rule.number}?effective=${p.rule.effectiveDate}`,
      rule_number: p.rule.number,
      examples: p.rule.examples,
      references: p.rule.references,
      effective_date: p.rule.effectiveDate,
    }
  if (p.glossary)
    return {
      object: 'glossary_term',
      ...base,
      citation: citationOf(p),
      text: p.glossary.text,
      uri: `/glossary/${encodeURIComponent(p.glossary.term)}?effective=${p.glossary.effectiveDate}`,
      term: p.glossary.term,
      references: p.glossary.references,
      effective_date: p.glossary.effectiveDate,
    }
  const r = p.ruling!
  return {
    object: 'ruling',
    ...base,
    citation: citationOf(p),
    text: r.text,
    uri: `/cards/${r.oracleId}/rulings`,
    oracle_id: r.oracleId,
    card_name: r.cardName,
    published_at: r.publishedAt,
    source: r.source,
    card_count: r.cardCount,
  }
}

export function answerObject(a: AskResult): AnswerObject {
  const u = a.understood
  return {
    object: 'rules_answer',
    question: a.question,
    edition: { effective_date: a.edition.effectiveDate },
    understood: {
      cards: u.cards.map((c) => ({ name: c.name, oracle_id: c.oracleId, matched: c.matched, confidence: c.confidence })),
      keywords: u.keywords.map((k) => ({ name: k.name, rule_number: k.ruleNumber, said: k.said })),
      glossary_terms: u.glossaryTerms,
      vocabulary: u.vocabulary,
      rule_numbers: u.ruleNumbers,
      search_terms: u.searchTerms,
    },
    data: a.passages.map(passageObject),
  }
}

export const AskQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: ASK_MAX_QUESTION,
      description: 'The question, in your own words ("does deathtouch work with trample?").',
    }),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ASK_MAX_LIMIT, default: ASK_DEFAULT_LIMIT, description: 'How many passages.' }),
    ),
    kinds: Type.Optional(
      Type.String({
        pattern: `^(${PASSAGE_KINDS.join('|')})(,(${PASSAGE_KINDS.join('|')}))*$`,
        description: `Comma-separated subset of ${PASSAGE_KINDS.join(', ')} (default: all).`,
      }),
    ),
    ...EffectiveQuery,
  },
  { additionalProperties: false },
)

export const parseKinds = (kinds: string | undefined) => (kinds ? ([...new Set(kinds.split(','))] as PassageKind[]) : undefined)

const ask: FastifyPluginAsyncTypebox = async (app) => {
  // GET /rules/verify: checking what an answer cites (verify.ts)
  await app.register(verify)
  app.get(
    '/rules/ask',
    {
      schema: {
        tags: ['rules'],
        summary: 'Answer a rules question: the rules, glossary entries and rulings a judge would cite',
        description:
          'Ranked passages, each with a score, the reasons it was picked and a citation carrying its CR edition. ' +
          'The question may name cards (in part, or misspelt), keywords, glossary terms, player vocabulary (ETB, fizzle, bounce) and rule numbers. See docs/chatbots.md.',
        querystring: AskQuery,
        response: { 200: AnswerObject, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query
      return answerObject(await askRules(app.db, q.q, { limit: q.limit, kinds: parseKinds(q.kinds), effective: q.effective ?? null }))
    },
  )
}

export default ask
