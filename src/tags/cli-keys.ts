// npm run keys -- create --name <name> --scope propose|review|admin   (prints the key, once)
// npm run keys -- revoke --name <name>
// npm run keys -- list
// Against DATABASE_URL, or the embedded database (ARCANUM_DATA_DIR) when it is unset, as the service.
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { openDatabase } from '../store/database.js'
import { ClientError } from '../errors.js'
import { createKey, listKeys, revokeKey } from './keys.js'

const USAGE = 'usage: npm run keys -- create --name <name> --scope propose|review|admin | revoke --name <name> | list'

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { name: { type: 'string' }, scope: { type: 'string' }, json: { type: 'boolean' } },
  })
  const command = positionals[0]
  if (!command || !['create', 'revoke', 'list'].includes(command)) throw new ClientError(400, 'usage', USAGE)
  const config = loadConfig()
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    if (command === 'create') {
      if (!values.name || !values.scope) throw new ClientError(400, 'usage', USAGE)
      const { key, info } = await createKey(db, values.name, values.scope)
      if (values.json) console.log(JSON.stringify({ ...info, key }))
      else {
        console.log(`Created key "${info.name}" (scope ${info.scope}). It is shown this once; only its hash is stored:`)
        console.log(key)
      }
    } else if (command === 'revoke') {
      if (!values.name) throw new ClientError(400, 'usage', USAGE)
      const info = await revokeKey(db, values.name)
      if (!info) throw new ClientError(404, 'not_found', `No key named "${values.name}".`)
      console.log(values.json ? JSON.stringify(info) : `Revoked key "${info.name}" at ${info.revokedAt}.`)
    } else {
      const keys = await listKeys(db)
      if (values.json) console.log(JSON.stringify(keys))
      else
        for (const k of keys)
          console.log(`${k.name}\t${k.scope}\tcreated ${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}`)
    }
  } finally {
    await db.close()
  }
}

main().catch((e) => {
  console.error(e instanceof ClientError ? e.details : e instanceof Error ? e.message : String(e))
  process.exitCode = 1
})
