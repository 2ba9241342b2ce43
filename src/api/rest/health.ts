import type { FastifyPluginAsync } from 'fastify'
import { storeHealth } from '../../queries/index.js'

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
    const { cards, rulesEffectiveDate } = await storeHealth(app.db)
    return { status: 'ok' as const, database: app.db.kind, cards, rulesEffectiveDate }
  })
}
export default health
