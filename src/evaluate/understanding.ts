// A store card as the engine understands it (GET /cards/:id/engine, GraphQL Card.engine): each face
// the engine reads, clause by clause, with what it read and what it didn't. The engine reads a
// multi-faced card one face at a time, so such a card is reported per face.
import { understandCard, type CardUnderstanding } from '../engine/index.js'
import type { Card } from '../queries/types.js'
import { storeCharacteristics } from './cards.js'

export interface CardEngineReport {
  oracleId: string
  name: string
  /** Every clause of every face understood. */
  understood: boolean
  faces: CardUnderstanding[]
}

export function cardEngineReport(card: Card): CardEngineReport {
  const names = card.faces.length > 1 ? card.faces.map((f) => f.name) : [card.name]
  const faces = names.map((n) => understandCard(storeCharacteristics(card, n)))
  return { oracleId: card.oracleId, name: card.name, understood: faces.every((f) => f.understood), faces }
}
