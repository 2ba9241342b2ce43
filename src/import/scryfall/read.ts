// Reader of Scryfall bulk files (https://scryfall.com/docs/api/bulk-data): a JSON array of card
// objects (oracle_cards, unique_artwork, default_cards, all_cards) or of ruling objects (rulings),
// and the API's list objects ({"object": "list", "data": [...]}) that hold the same objects.
import { ImportError } from '../errors.js'
import { formatPath, type JsonPath, type ValueKind, type WalkAction, type WalkHandlers } from '../json/walker.js'
import { ISO_DATE, ownString, UUID, type RecordSink } from '../records.js'
import { str } from '../card-text.js'
import {
  cardFromScryfall,
  NON_CARD_LAYOUTS,
  oracleIdOf,
  printingFromScryfall,
  rulingFromScryfall,
  setFromScryfall,
  type ScryfallCard,
  type ScryfallRuling,
} from './card-rows.js'

export class ScryfallReader implements WalkHandlers {
  private topKind: 'array' | 'object' | null = null
  private objectType: string | null = null
  private readonly seenIds = new Set<string>()
  private readonly setsSeen = new Set<string>()
  counts = { cards: 0, printings: 0, rulings: 0 }
  kinds = new Set<'card' | 'ruling'>()

  constructor(
    private readonly source: string,
    private readonly sink: RecordSink,
  ) {}

  decide(path: JsonPath, kind: ValueKind): WalkAction {
    if (path.length === 0) {
      if (kind === 'scalar') return 'skip'
      this.topKind = kind
      return 'descend'
    }
    if (this.topKind === 'array') return path.length === 1 && kind === 'object' ? 'assemble' : this.unexpected(path, kind)
    // a list object: {"object": "list", "data": [...]}
    if (path.length === 1 && path[0] === 'object') return 'assemble'
    if (path.length === 1 && path[0] === 'data' && kind === 'array') return 'descend'
    if (path.length === 2 && path[0] === 'data') return kind === 'object' ? 'assemble' : this.unexpected(path, kind)
    return 'skip'
  }

  /** One object of a JSON Lines file, read as the `index`th item of a bulk file's array. */
  item(index: number, obj: Record<string, unknown>): void {
    this.topKind = 'array'
    this.value([index], obj)
  }

  private unexpected(path: JsonPath, kind: ValueKind): never {
    throw new ImportError(
      this.source,
      `expected a Scryfall card or ruling object, found ${kind === 'scalar' ? 'a plain value' : `an ${kind}`}`,
      { jsonPath: formatPath(path) },
    )
  }

  value(path: JsonPath, value: unknown): void {
    if (path.length === 1 && path[0] === 'object') {
      this.objectType = str(value)
      if (this.objectType !== 'list')
        throw new ImportError(this.source, `a Scryfall "${this.objectType}" object is not a file of cards or rulings`, {
          jsonPath: 'object',
        })
      return
    }
    const obj = value as Record<string, unknown>
    const type =
      str(obj.object) ?? (obj.comment !== undefined ? 'ruling' : obj.oracle_id !== undefined || obj.name !== undefined ? 'card' : null)
    if (type === 'card') return this.card(obj as ScryfallCard, path)
    if (type === 'ruling') return this.ruling(obj as ScryfallRuling, path)
    throw new ImportError(
      this.source,
      `expected a Scryfall card or ruling object, found ${type ? `a "${type}" object` : 'an object without "object"'}`,
      { jsonPath: formatPath(path) },
    )
  }

  private card(c: ScryfallCard, path: JsonPath) {
    this.kinds.add('card')
    const name = str(c.name) ?? '(no name)'
    const fail = (problem: string): never => {
      throw new ImportError(this.source, problem, { jsonPath: formatPath(path), item: name })
    }
    const id = str(c.id)
    if (!id) fail('missing "id" (the Scryfall id of the printing)')
    if (!UUID.test(id!)) fail(`"id" ${id} is not a UUID`)
    if (this.seenIds.has(id!)) fail(`duplicate id ${id}: the same card object appears twice`)
    this.seenIds.add(ownString(id!))
    const oracleId = oracleIdOf(c)
    // tokens, emblems and art cards are imported (extras); those whose faces are different
    // objects (double-faced tokens: one Oracle id per face) have no card to be filed under
    if (!oracleId && NON_CARD_LAYOUTS.has(str(c.layout) ?? '')) {
      this.sink.skipped('tokens, emblems and art cards without one Oracle id')
      return
    }
    if (!oracleId) fail('missing "oracle_id"')
    if (!UUID.test(oracleId!)) fail(`"oracle_id" ${oracleId} is not a UUID`)
    if (!str(c.set) || !str(c.collector_number)) fail('missing "set" or "collector_number"')
    const set = setFromScryfall(c)
    if (set && !this.setsSeen.has(set.code)) {
      this.setsSeen.add(ownString(set.code))
      this.sink.set(set)
    }
    this.sink.card(cardFromScryfall(oracleId!, c))
    this.sink.printing(printingFromScryfall(oracleId!, c))
    this.counts.cards++
    this.counts.printings++
  }

  private ruling(r: ScryfallRuling, path: JsonPath) {
    this.kinds.add('ruling')
    const ruling = rulingFromScryfall(r)
    const fail = (problem: string): never => {
      throw new ImportError(this.source, problem, { jsonPath: formatPath(path) })
    }
    if (!ruling.oracleId) fail('missing "oracle_id": a ruling must say which card it is about')
    if (!UUID.test(ruling.oracleId!)) fail(`"oracle_id" ${ruling.oracleId} is not a UUID`)
    if (!ISO_DATE.test(ruling.publishedAt))
      fail(`"published_at" is ${ruling.publishedAt ? `"${ruling.publishedAt}"` : 'missing'}: expected YYYY-MM-DD`)
    if (!ruling.text) fail('missing "comment" (the ruling\'s text)')
    this.sink.ruling({ ...ruling, oracleId: ruling.oracleId! })
    this.counts.rulings++
  }

  finish(): void {
    if (this.topKind === null) throw new ImportError(this.source, 'no JSON value')
  }
}
