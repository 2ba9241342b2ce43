// Prisma CLI configuration. The service itself never runs the CLI: it applies migrations with
// src/store/migrate.ts. On a machine that can download Prisma's engines, a real
// `DATABASE_URL=… npx prisma migrate deploy` (or `migrate status`) accepts the same history.
import { defineConfig } from 'prisma/config'

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/arcanum' },
})
