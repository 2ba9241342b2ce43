// The playground in a player's words: the scenario language's camelCase names as words ("copySpell"
// → "Copy spell"), questions as questions, "~" in the engine's explanations as the card's name, and
// a scenario carried in the page's URL so every scenario can be shared as a link.

/** "copySpell" → "Copy spell", "isKicked" → "Is kicked", "manaValue" → "Mana value". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Scenario = { cards?: Record<string, unknown>; actions?: Record<string, unknown>[] }

/**
 * Each name a scenario gives a card → the card's name: its card references, and the copies and ids
 * its actions name (a copy of Grow from the Ashes is Grow from the Ashes).
 */
export function cardNames(scenario: unknown): Map<string, string> {
  const s = (scenario && typeof scenario === 'object' ? scenario : {}) as Scenario
  const names = new Map<string, string>()
  for (const [ref, spec] of Object.entries(s.cards ?? {})) {
    if (typeof spec === 'string') names.set(ref, spec)
    else if (spec && typeof spec === 'object') {
      const o = spec as Record<string, unknown>
      const name = typeof o.card === 'string' ? o.card : typeof o.name === 'string' ? o.name : undefined
      if (name) names.set(ref, name)
    }
  }
  for (const a of Array.isArray(s.actions) ? s.actions : []) {
    const of = typeof a?.card === 'string' ? names.get(a.card) : undefined
    for (const k of ['as', 'id']) if (of && typeof a[k] === 'string') names.set(a[k] as string, of)
  }
  return names
}

/** "~" (the engine's and the rules text's stand-in for a card's own name) written as that name. */
export const withName = (text: string, name: string | undefined) => (name ? text.replace(/~/g, name) : text)

/** A question in words: "isKicked" of copy1 → "Is copy1 kicked?"-like text, from the names alone. */
export function questionWords(q: string, of: string | undefined, names: Map<string, string>): string {
  const card = of ? (names.get(of) && names.get(of) !== of ? `${of} (${names.get(of)})` : of) : ''
  const words = humanize(q)
  return card ? `${words}: ${card}?` : `${words}?`
}

/** The scenario as a URL parameter (base64url of its JSON), and back. */
export function scenarioParam(json: string): string {
  const bytes = new TextEncoder().encode(json)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function scenarioFromParam(param: string): string | null {
  try {
    const binary = atob(param.replace(/-/g, '+').replace(/_/g, '/'))
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    JSON.parse(json)
    return json
  } catch {
    return null
  }
}
