import type { FastifyPluginAsync } from 'fastify'

/** GET /health: liveness plus a database round trip. */
const health: FastifyPluginAsync = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['meta'],
      summary: 'Service and database health',
      response: {
        200: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['ok'] },
            database: { type: 'string', enum: ['postgres', 'pglite'] },
            cards: { type: 'integer' },
            rulesEffectiveDate: { type: ['string', 'null'] },
          },
          required: ['status', 'database', 'cards', 'rulesEffectiveDate'],
        },
      },
    },
  }, async () => {
    const { rows } = await app.db.pool.query<{ cards: number; effective: string | null }>(
      `SELECT (SELECT count(*)::int FROM cards) AS cards,
              (SELECT max(effective_date)::text FROM rules_documents) AS effective`)
    return { status: 'ok' as const, database: app.db.kind, cards: rows[0]!.cards, rulesEffectiveDate: rows[0]!.effective }
  })
}
export default health
