// Layer rules (`npm run lint`): data flows one way, and the engine stays pure.
//   engine                      pure: imports nothing outside itself but the schema library
//   store                       the lowest layer: the database and its row shapes
//   editions                    pure: CR editions compared (no I/O); uses only itself and jsdiff
//   import, search, annotate, queries, ask   read or write the store; never a service or an API
//   scryfall                    Scryfall's object shapes and their one rendering (pure)
//   evaluate                    a service over queries and the engine; never an API
//   api, web, mcp               the outer layers, composed in server.ts
const LOWER = '^src/(store|import|search|annotate|queries|editions|ask|scryfall)/'
const SERVICES = '^src/(evaluate|decks)/'
const OUTER = '^src/(api|web|mcp|server\\.ts|main\\.ts)'

module.exports = {
  forbidden: [
    {
      name: 'engine-is-pure',
      comment: 'The engine is pure: no I/O, no store, no API. It may use only itself and TypeBox (its scenario schema).',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { pathNot: ['^src/engine/', '^node_modules/typebox/'] },
    },
    {
      name: 'editions-are-pure',
      comment: 'Comparing CR editions is pure: no I/O, no store. It may use only itself and jsdiff (the word diff).',
      severity: 'error',
      from: { path: '^src/editions/' },
      to: { pathNot: ['^src/editions/', '^node_modules/diff/'] },
    },
    {
      name: 'store-is-lowest',
      comment: 'The store knows nothing of the layers above it.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/', pathNot: ['^src/store/', '^src/generated/', '^src/config\\.ts$', '^src/errors\\.ts$'] },
    },
    {
      name: 'lower-layers-never-import-services-or-apis',
      comment: 'import, search, annotate, queries, editions and ask never import evaluate, the APIs or the web explorer.',
      severity: 'error',
      from: { path: LOWER },
      to: { path: [SERVICES, OUTER, '^src/engine/'] },
    },
    {
      name: 'services-never-import-apis',
      comment: 'evaluate (and other services) never import the API layers or the web explorer.',
      severity: 'error',
      from: { path: SERVICES },
      to: { path: OUTER },
    },
    {
      name: 'browser-code-stays-in-the-browser',
      comment: "The explorer's client code runs in a browser: it imports only itself.",
      severity: 'error',
      from: { path: '^src/web/client/' },
      to: { pathNot: ['^src/web/client/', '^node_modules/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js'],
    },
  },
}
