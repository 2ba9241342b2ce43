// GET /rules/verify: check a citation before giving it — a rule number, a quoted text, or both, the
// CR edition it claims, and the card when it quotes a ruling → matches | differs (the current text
// and a word diff) | not_found (src/ask/verify.ts). Shared with the MCP tool verify_citation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import { MAX_CITATION_TEXT, verifyCitation, type CitationCheck } from '../../ask/index.js'
import { errorResponses, StringEnum } from './schemas.js'

const Str = Type.String()
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

export const VerifyQuery = Type.Object(
  {
    rule: Type.Optional(Type.String({ minLength: 1, maxLength: 20, description: 'The rule number cited: 702.19c.' })),
    text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_CITATION_TEXT,
        description: 'The text quoted (a fragment is enough; "..." may stand for words left out).',
      }),
    ),
    edition: Type.Optional(
      Type.String({
        format: 'date',
        description: 'The CR edition the citation claims, as a date (YYYY-MM-DD): the edition in force that day.',
      }),
    ),
    card: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'The card whose ruling the text quotes (exact or approximate name).' }),
    ),
  },
  { additionalProperties: false, description: 'Give rule, text, or both; card with text to check a ruling.' },
)

export const CitationCheckObject = Type.Object({
  object: Type.Literal('citation_check'),
  verdict: StringEnum(['matches', 'differs', 'not_found'] as const, {
    description:
      'matches: the rule says this (or exists unchanged); differs: it says something else now (see current_text, diff); not_found: no such rule, nothing like it.',
  }),
  details: Type.String({ description: 'What was found, in a sentence.' }),
  checked_edition: Type.String({ description: 'The effective date of the current CR edition the citation was checked against.' }),
  claimed_edition: Nullable(Type.String({ description: 'The edition in force on the claimed date, when one was given.' })),
  rule_number: Nullable(Type.String({ description: 'The rule checked, or where the quote was found.' })),
  current_text: Nullable(Type.String({ description: 'The current text of the rule or ruling compared.' })),
  cited_text: Nullable(Type.String({ description: 'The text as cited: the quote, or the rule in the claimed edition.' })),
  diff: Nullable(
    Type.Array(Type.Object({ op: StringEnum(['equal', 'delete', 'insert'] as const), text: Str }), {
      description: 'From the cited text to the current one, word by word.',
    }),
  ),
  found_in: Type.Array(Str, { description: 'Rules whose text contains the quote.' }),
  ruling: Nullable(
    Type.Object(
      { card_name: Str, oracle_id: Str, published_at: Str, text: Str },
      { description: 'The ruling compared, when a card was given.' },
    ),
  ),
})

export type CitationCheckObject = Static<typeof CitationCheckObject>

export function citationCheckObject(c: CitationCheck): CitationCheckObject {
  return {
    object: 'citation_check',
    verdict: c.verdict,
    details: c.details,
    checked_edition: c.checkedEdition,
    claimed_edition: c.claimedEdition,
    rule_number: c.ruleNumber,
    current_text: c.currentText,
    cited_text: c.citedText,
    diff: c.diff,
    found_in: c.foundIn,
    ruling: c.ruling && { card_name: c.ruling.card, oracle_id: c.ruling.oracleId, published_at: c.ruling.publishedAt, text: c.ruling.text },
  }
}

const verify: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rules/verify',
    {
      schema: {
        tags: ['rules'],
        summary: 'Check a citation: does this rule (or ruling) say this, in the current CR?',
        description:
          'Give a rule number, a quoted text or both (and optionally the edition the citation claims, or the card whose ruling it quotes): ' +
          'the answer is matches, differs (with the current text and a word diff) or not_found. See docs/chatbots.md.',
        querystring: VerifyQuery,
        response: { 200: CitationCheckObject, ...errorResponses },
      },
    },
    async (request) => citationCheckObject(await verifyCitation(app.db, request.query)),
  )
}

export default verify
