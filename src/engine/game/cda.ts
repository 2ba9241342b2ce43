// Characteristic-defining abilities that set power and/or toughness to a count (CR 604.3, 613.4a):
// "~'s power and toughness are each equal to the number of Swamps you control." (Squelching Leeches),
// "~'s power is equal to the number of cards in your hand." They function in every zone (604.3) and are
// counted whenever the value is needed (611.3a); what the count reads is a filter of src/engine/effects.
import { filtered } from '../effects/select.js'
import { normalizeOracle } from '../oracle/text.js'
import type { CardFace } from '../state/card.js'
import type { Game, GameObject } from '../state/game.js'
import { readCountOf, type CountOf } from './continuous.js'

/** How src/engine/effects/face.ts marks a clause read as a counting CDA. */
export const COUNTING_CDA = 'characteristic-defining ability: a count (CR 604.3, 613.4a)'

export interface CountingCda {
  which: 'both' | 'power' | 'toughness'
  count: CountOf
  text: string
}

const CDA = /^~'s (power and toughness are each|power is|toughness is) equal to (the number of .+?)\.?$/i

/** Read "~'s power and toughness are each equal to the number of …"; null for anything else. */
export function readCountingCda(sentence: string): CountingCda | null {
  const m = CDA.exec(sentence)
  if (!m) return null
  const count = readCountOf(m[2])
  if (!count || count.half) return null
  const which = m[1]!.toLowerCase().startsWith('power and') ? 'both' : m[1]!.toLowerCase().startsWith('power') ? 'power' : 'toughness'
  return { which, count: { ...count, sign: 1 }, text: sentence }
}

/** The value its counting CDA gives a characteristic now, with the count's words; null when it has none for it. */
export function cdaValue(
  game: Game,
  obj: GameObject,
  which: 'power' | 'toughness',
  cdas: readonly CountingCda[],
): { value: number; text: string } | null {
  const cda = cdas.find((c) => c.which === 'both' || c.which === which)
  if (!cda) return null
  const value = filtered(game, cda.count.of, { controller: obj.controller, source: obj, targets: [] }).length
  return { value, text: cda.text }
}

const CDAS = new WeakMap<CardFace, CountingCda[]>()

/** A card's counting CDAs, from the clauses src/engine/effects/face.ts marked understood as one. */
export function countingCdas(face: CardFace): CountingCda[] {
  let out = CDAS.get(face)
  if (!out) {
    out = []
    for (const c of face.abilities.clauses)
      if (c.understood && c.readAs.includes(COUNTING_CDA)) {
        const r = readCountingCda(normalizeOracle(c.text, face.name))
        if (r) out.push(r)
      }
    CDAS.set(face, out)
  }
  return out
}
