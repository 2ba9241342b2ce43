// Pointing scryfall-api at a test server. The library has no endpoint setting and keeps the
// `fetch` it finds when first imported, once per worker (test files share modules:
// isolate: false). So one wrapper is installed for every file, reading the current target from
// here: each file points it at its own server and clears it when done.
const SCRYFALL = 'https://api.scryfall.com'
let target: string | null = null
let original: typeof fetch | null = null

const wrapper = ((input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url
  const forward = original ?? globalThis.fetch
  return forward(target && url.startsWith(SCRYFALL) ? target + url.slice(SCRYFALL.length) : input, init)
}) as typeof fetch

/** Send api.scryfall.com requests to `base`, and import scryfall-api after the wrapper is in place. */
export async function scryfallApiAt(base: string): Promise<typeof import('scryfall-api')> {
  target = base
  if (globalThis.fetch !== wrapper) {
    original = globalThis.fetch
    globalThis.fetch = wrapper
  }
  return import('scryfall-api')
}

/** Stop sending requests to the test server; globalThis.fetch is the original again. */
export function scryfallApiDone(): void {
  target = null
  if (original && globalThis.fetch === wrapper) globalThis.fetch = original
}
