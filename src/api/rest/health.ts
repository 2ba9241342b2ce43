import type { FastifyPluginAsync } from 'fastify'
import { storeHealth } from '../../queries/index.js'

/** GET /health: liveness plus a database round trip. */
const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
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
              rules: { type: 'integer' },
              rulesEffectiveDate: { type: ['string', 'null'] },
            },
            required: ['status', 'database', 'cards', 'rules', 'rulesEffectiveDate'],
          },
        },
      },
    },
    async () => {
      return { status: 'ok' as const, database: app.db.kind, ...(await storeHealth(app.db)) }
    },
  )
}
export default health
