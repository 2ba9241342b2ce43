// GET /cards/:id/engine: how the rules engine understands a card — each clause of its Oracle text,
// understood (with what the engine read from it) or not (with the part it didn't understand and what
// that could change; answers resting on it come back supported: false). docs/evaluate.md.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { cardEngineReport } from '../../evaluate/understanding.js'
import { requireCard } from './cards.js'
import { errorResponses } from './schemas.js'
import { ASPECTS } from '../../engine/index.js'

const Clause = Type.Object(
  {
    text: Type.String({ description: "As printed, reminder text removed, with the card's name where it refers to itself." }),
    kind: Type.Union([Type.Literal('keyword'), Type.Literal('activated'), Type.Literal('triggered'), Type.Literal('sentence')]),
    status: Type.Union([Type.Literal('understood'), Type.Literal('not_understood')]),
    read_as: Type.Array(Type.String(), {
      description: 'What the engine read from it ("keyword with a cost", "mana ability", "trigger", …).',
    }),
    not_understood: Type.Union([Type.String(), Type.Null()], { description: 'The part the engine did not understand.' }),
    affects: Type.Array(Type.Union(ASPECTS.map((a) => Type.Literal(a))), {
      description: 'What that part could change: answers resting on these come back supported: false.',
    }),
  },
  { title: 'EngineClause' },
)

const Report = Type.Object(
  {
    object: Type.Literal('card_engine'),
    oracle_id: Type.String(),
    name: Type.String(),
    understood: Type.Boolean({ description: 'Every clause of every face understood.' }),
    faces: Type.Array(
      Type.Object({
        name: Type.String(),
        understood: Type.Boolean(),
        clauses: Type.Array(Clause),
        card_doubts: Type.Array(Type.String(), { description: 'What the engine cannot use of the face as a whole.' }),
      }),
    ),
  },
  { title: 'CardEngine' },
)

const cardEngine: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cards/:id/engine',
    {
      schema: {
        tags: ['cards', 'evaluate'],
        summary: 'How the rules engine understands a card: each clause of its Oracle text and its status',
        params: Type.Object({ id: Type.String({ maxLength: 64, description: 'A Scryfall (printing) id or an Oracle id.' }) }),
        response: { 200: Report, ...errorResponses },
      },
    },
    async (request) => {
      const { card } = await requireCard(app.db, request.params.id)
      const r = cardEngineReport(card)
      return {
        object: 'card_engine' as const,
        oracle_id: r.oracleId,
        name: r.name,
        understood: r.understood,
        faces: r.faces.map((f) => ({
          name: f.name,
          understood: f.understood,
          clauses: f.clauses.map((c) => ({
            text: c.text,
            kind: c.kind,
            status: c.status,
            read_as: c.readAs,
            not_understood: c.notUnderstood,
            affects: c.affects,
          })),
          card_doubts: f.cardDoubts,
        })),
      }
    },
  )
}
export default cardEngine
