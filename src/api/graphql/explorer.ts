// An offline GraphiQL at /graphql for browsers (Accept: text/html): graphiql + React + Monaco
// from node_modules, bundled by esbuild into static assets served under /graphql/assets/. Nothing
// loads from a CDN. The bundle is built on the first browser visit and kept in
// node_modules/.cache/arcanum-graphiql/<versions>/, so later starts reuse it.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PROJECT_ROOT } from '../../config.js'
import { FAVICON_DATA_URL } from '../../web/favicon.js'

const require = createRequire(import.meta.url)
const ASSETS_URL = '/graphql/assets/'

// short lines: the editor pane is narrow beside the response, and its toolbar covers the right of
// it (a long line ran past its edge; the cards line, on one line, reached the toolbar and gave the
// editor a horizontal scrollbar)
const DEFAULT_QUERY = `# Arcanum GraphQL. Ctrl-Enter runs it;
# the Docs pane lists every type.
{
  cards(
    query: "kw:kicker t:sorcery"
    first: 5
  ) {
    totalCount
    edges {
      node {
        name
        manaCost
        typeLine
        rulings(first: 2) {
          totalCount
          edges { node { text } }
        }
      }
    }
  }
  rule(number: "702.33") {
    number
    text
    children {
      edges { node { number text } }
    }
  }
}
`

const ENTRY = `
import React from 'react'
import { createRoot } from 'react-dom/client'
import { GraphiQL } from 'graphiql'
import 'graphiql/style.css'

globalThis.MonacoEnvironment = {
  getWorker(_id, label) {
    const name = label === 'json' ? 'json' : label === 'graphql' ? 'graphql' : 'editor'
    return new Worker('${ASSETS_URL}' + name + '.worker.js', { type: 'module' })
  },
}

async function fetcher(params) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  })
  return response.json()
}

createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, { fetcher, defaultQuery: ${JSON.stringify(DEFAULT_QUERY)} }))
`

export const EXPLORER_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Arcanum · GraphiQL</title>
  <link rel="icon" type="image/svg+xml" href="${FAVICON_DATA_URL}">
  <link rel="stylesheet" href="${ASSETS_URL}app.css">
  <style>html, body, #graphiql { height: 100%; margin: 0 }</style>
</head>
<body>
  <div id="graphiql">Loading GraphiQL…</div>
  <script type="module" src="${ASSETS_URL}app.js"></script>
</body>
</html>
`

function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version
}

function cacheDir(): string {
  const key = createHash('sha256')
    .update(ENTRY)
    .update(['graphiql', 'react', 'react-dom', 'monaco-editor', 'monaco-graphql', 'esbuild'].map(versionOf).join(','))
    .digest('hex')
    .slice(0, 12)
  return path.join(PROJECT_ROOT, 'node_modules', '.cache', 'arcanum-graphiql', key)
}

let building: Promise<string> | undefined

/** The folder holding the built assets, building it first if needed (once per process). */
export function explorerAssets(): Promise<string> {
  return (building ??= (async () => {
    const dir = cacheDir()
    if (existsSync(path.join(dir, 'app.js'))) return dir
    const { build } = await import('esbuild')
    const tmp = `${dir}.build-${process.pid}`
    rmSync(tmp, { recursive: true, force: true })
    mkdirSync(tmp, { recursive: true })
    const entry = path.join(tmp, 'entry.js')
    writeFileSync(entry, ENTRY)
    const monaco = path.dirname(require.resolve('monaco-editor/package.json'))
    const monacoGraphql = path.dirname(require.resolve('monaco-graphql/package.json'))
    await build({
      entryPoints: {
        app: entry,
        'editor.worker': path.join(monaco, 'esm/vs/editor/editor.worker.js'),
        'json.worker': path.join(monaco, 'esm/vs/language/json/json.worker.js'),
        'graphql.worker': path.join(monacoGraphql, 'esm/graphql.worker.js'),
      },
      bundle: true,
      format: 'esm',
      minify: true,
      outdir: path.join(tmp, 'out'),
      publicPath: ASSETS_URL,
      loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file', '.svg': 'file', '.png': 'file' },
      define: { 'process.env.NODE_ENV': '"production"' },
      nodePaths: [path.join(PROJECT_ROOT, 'node_modules')],
      logLevel: 'silent',
    })
    rmSync(dir, { recursive: true, force: true })
    renameSync(path.join(tmp, 'out'), dir)
    rmSync(tmp, { recursive: true, force: true })
    return dir
  })().catch((e) => {
    building = undefined
    throw e
  }))
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? ''
  return accept.includes('text/html') && !(request.query as Record<string, unknown> | undefined)?.query
}

/** GET /graphql from a browser → GraphiQL; GET /graphql/assets/* → the bundle. */
export async function registerExplorer(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/graphql' || !wantsHtml(request)) return
    // build (or find) the assets before the page asks for them
    await explorerAssets()
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(EXPLORER_HTML)
  })

  app.get('/graphql/assets/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string }
    const dir = await explorerAssets()
    const names = new Set(readdirSync(dir))
    if (!names.has(file))
      return reply.status(404).send({ object: 'error', status: 404, code: 'not_found', details: `No explorer asset ${file}.` })
    return reply
      .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400')
      .send(readFileSync(path.join(dir, file)))
  })
}
