// The default printing over the full corpus: search, named lookup, lookup by Oracle id and GraphQL's
// Card.printing pick the same printing for every card (test/queries/default-printing.test.ts checks
// the fixture the same way). Exits 1 and lists the first disagreements when they differ.
//
//   npx tsx bench/default-printings.ts      (the database: BENCH_DATABASE_URL, else arcanum_bench, as bench:api)
import { buildServer } from '../src/server.js'
import { defaultPrintings, disagreements, graphqlPrintings } from '../test/support/default-printings.js'
import { benchDatabaseUrl, openFullCorpus } from './support/full-corpus.js'

const db = await openFullCorpus(benchDatabaseUrl('BENCH_DATABASE_URL', 'arcanum_bench'))
const app = await buildServer({ db, logLevel: 'silent' })
try {
  const started = performance.now()
  const picks = await defaultPrintings(db)
  const graphql = await graphqlPrintings(app, [...picks.search.keys()])
  const wrong = disagreements(picks, { graphql })
  console.log(
    `${picks.search.size.toLocaleString('en')} cards: search, ${picks.oracleId.size.toLocaleString('en')} by Oracle id, ${picks.named.size.toLocaleString('en')} by name (names of their own), ${graphql.size.toLocaleString('en')} through GraphQL, in ${((performance.now() - started) / 1000).toFixed(0)} s: ${wrong.length ? `${wrong.length} disagree` : 'every one picks the same printing'}`,
  )
  for (const [id, way, printing, searched] of wrong.slice(0, 20)) console.log(`  ${id}: ${way} ${printing}, search ${searched}`)
  if (wrong.length) process.exitCode = 1
} finally {
  await app.close()
  await db.close()
}
