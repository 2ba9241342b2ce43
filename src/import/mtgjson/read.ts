// Reader of MTGJSON documents, whichever shape: a set file ({meta, data: {code, cards, tokens,
// ...}}), AllPrintings ({meta, data: {SET: set}}), AtomicCards ({meta, data: {name: [card]}}),
// Keywords.json ({data: {abilityWords, keywordAbilities, keywordActions}, meta}) and
// AllPrices / AllPricesToday ({meta, data: {uuid: {paper, mtgo}}}). The shape is told by the
// first key under "data". Tokens (data.tokens) are imported as cards of layout "token" in the
// set's token set (Scryfall's "tdom" beside "dom"); card entries without an Oracle id are skipped.
import { ImportError } from '../errors.js'
import { formatPath, type JsonPath, type ValueKind, type WalkAction, type WalkHandlers } from '../json/walker.js'
import { ISO_DATE, ownString, UUID, type KeywordKind, type PriceRecord, type RecordSink, type SetRecord } from '../records.js'
import { num, price, str } from '../card-text.js'
import { cardFromEntries, oracleIdOf, printingFromEntries, scryfallIdOf, sortBySide, type MtgjsonCard } from './card-rows.js'

type Shape = 'set' | 'allprintings' | 'atomic' | 'keywords' | 'prices'

/** Keys of an MTGJSON set object (v5). */
const SET_FIELDS = new Set([
  'baseSetSize',
  'block',
  'booster',
  'cards',
  'cardsphereSetId',
  'code',
  'codeV3',
  'decks',
  'isFoilOnly',
  'isForeignOnly',
  'isNonFoilOnly',
  'isOnlineOnly',
  'isPaperOnly',
  'isPartialPreview',
  'keyruneCode',
  'languages',
  'mcmId',
  'mcmIdExtras',
  'mcmName',
  'mtgoCode',
  'name',
  'parentCode',
  'releaseDate',
  'sealedProduct',
  'tcgplayerGroupId',
  'tokenSetCode',
  'tokens',
  'totalSetSize',
  'translations',
  'type',
])
const KEYWORD_LISTS: Record<string, KeywordKind> = { abilityWords: 'ability_word', keywordAbilities: 'ability', keywordActions: 'action' }
/** Set fields read (scalars): Scryfall's set object carries them too. */
const SET_SCALARS = new Set([
  'code',
  'name',
  'type',
  'releaseDate',
  'tcgplayerGroupId',
  'mtgoCode',
  'block',
  'parentCode',
  'isOnlineOnly',
  'isFoilOnly',
  'isNonFoilOnly',
  'baseSetSize',
  'keyruneCode',
  'isPartialPreview',
  'tokenSetCode',
])

/** Card fields never stored: left out while the card is assembled. */
const OMIT = new Set([
  'foreignData',
  'purchaseUrls',
  'sourceProducts',
  'printings',
  'variations',
  'rebalancedPrintings',
  'originalPrintings',
  'skuIds',
  'artistIds',
  'leadershipSkills',
  'originalText',
  'originalType',
  'otherFaceIds',
  'producedMana',
])

export interface MtgjsonMeta {
  date: string
  version: string
}

interface SetState {
  fields: Record<string, unknown>
  /** Entries with a `side`, by Scryfall id, until the set ends (the faces of a printing). */
  sided: Map<string, { entries: MtgjsonCard[]; path: string }>
  firstSetCode: string | null
}

export class MtgjsonReader implements WalkHandlers {
  meta: MtgjsonMeta | null = null
  shape: Shape | null = null
  private set: SetState | null = null
  private readonly seenUuids = new Set<string>()
  private readonly seenPrintings = new Set<string>()
  private atomicEntries: MtgjsonCard[] = []
  private sawData = false
  counts = { printings: 0, cards: 0, tokens: 0 }
  /** Token sets seen (code → the set they belong to), written when their set ends. */
  private tokenSets = new Map<string, string>()

  constructor(
    private readonly source: string,
    private readonly sink: RecordSink,
    private readonly onMeta: (meta: MtgjsonMeta) => void,
  ) {}

  omitKeys(path: JsonPath): ReadonlySet<string> | undefined {
    return path.length >= 3 ? OMIT : undefined
  }

  decide(path: JsonPath, kind: ValueKind): WalkAction {
    const depth = path.length
    if (depth === 0) return kind === 'object' ? 'descend' : 'skip'
    const top = path[0]
    if (depth === 1) {
      if (top === 'meta') return kind === 'object' ? 'assemble' : 'skip'
      if (top === 'data') {
        if (kind !== 'object')
          this.fail(`"data" is ${kind === 'array' ? 'an array' : 'not an object'}: not an MTGJSON file shape the importer knows`, path)
        this.sawData = true
        return 'descend'
      }
      return 'skip'
    }
    if (top !== 'data') return 'skip'
    const key = path[1] as string
    if (depth === 2 && !this.shape) this.shape = this.shapeOf(key, kind)
    switch (this.shape) {
      case 'set':
        return this.decideInSet(path.slice(1), kind)
      case 'allprintings':
        if (depth === 2) return kind === 'object' ? 'descend' : 'skip'
        return this.decideInSet(path.slice(2), kind)
      case 'atomic':
        if (depth === 2) return kind === 'array' ? 'descend' : 'skip'
        return depth === 3 && kind === 'object' ? 'assemble' : 'skip'
      case 'keywords':
        return depth === 2 && kind === 'array' && key in KEYWORD_LISTS ? 'assemble' : 'skip'
      case 'prices':
        return depth === 2 && kind === 'object' ? 'assemble' : 'skip'
      default:
        return 'skip'
    }
  }

  private shapeOf(key: string, kind: ValueKind): Shape {
    if (key in KEYWORD_LISTS && kind === 'array') return 'keywords'
    if (SET_FIELDS.has(key)) return 'set'
    if (kind === 'array') return 'atomic'
    if (kind === 'object' && UUID.test(key)) return 'prices'
    if (kind === 'object') return 'allprintings'
    return 'set'
  }

  private decideInSet(rel: JsonPath, kind: ValueKind): WalkAction {
    const field = rel[0]
    if (rel.length === 1) {
      if ((field === 'cards' || field === 'tokens') && kind === 'array') return 'descend'
      return kind === 'scalar' && SET_SCALARS.has(field as string) ? 'assemble' : 'skip'
    }
    if (rel.length === 2 && (field === 'cards' || field === 'tokens')) return kind === 'object' ? 'assemble' : 'skip'
    return 'skip'
  }

  enter(path: JsonPath): void {
    // the shape is known only at data's first key, so "data" always starts a (possible) set
    if ((path.length === 1 && path[0] === 'data') || (this.shape === 'allprintings' && path.length === 2)) {
      this.set = { fields: {}, sided: new Map(), firstSetCode: null }
    }
    if (this.shape === 'atomic' && path.length === 2) this.atomicEntries = []
  }

  leave(path: JsonPath): void {
    if ((this.shape === 'set' && path.length === 1 && path[0] === 'data') || (this.shape === 'allprintings' && path.length === 2)) {
      this.endSet(path)
    }
    if (this.shape === 'atomic' && path.length === 2) this.endAtomic(path)
  }

  value(path: JsonPath, value: unknown): void {
    if (path.length === 1 && path[0] === 'meta') return this.readMeta(value, path)
    switch (this.shape) {
      case 'set':
      case 'allprintings': {
        const rel = path.slice(this.shape === 'set' ? 1 : 2)
        if (rel.length === 1 && this.set) this.set.fields[rel[0] as string] = value
        else if (rel.length === 2 && rel[0] === 'cards') this.card(value as MtgjsonCard, path)
        else if (rel.length === 2 && rel[0] === 'tokens') this.token(value as MtgjsonCard, path)
        return
      }
      case 'atomic':
        this.atomicEntries.push(value as MtgjsonCard)
        return
      case 'keywords':
        for (const name of Array.isArray(value) ? value : []) {
          if (typeof name === 'string' && name.trim()) this.sink.keywordName(name.trim(), KEYWORD_LISTS[path[1] as string]!)
        }
        return
      case 'prices':
        this.sink.price(pricesOf(path[1] as string, value))
        this.counts.printings++
        return
    }
  }

  private readMeta(value: unknown, path: JsonPath) {
    const m = value as { date?: unknown; version?: unknown }
    const date = str(m?.date)
    if (!date || !ISO_DATE.test(date))
      this.fail(`meta.date is ${date ? `"${date}"` : 'missing'}: expected the build date as YYYY-MM-DD`, path)
    this.meta = { date, version: str(m.version) ?? date }
    this.onMeta(this.meta)
  }

  private card(c: MtgjsonCard, path: JsonPath, isToken = false) {
    const oracleId = oracleIdOf(c)
    const name = str(c.faceName) ?? str(c.name) ?? '(no name)'
    if (!oracleId) {
      this.sink.skipped('card entries without an Oracle id (identifiers.scryfallOracleId)')
      return
    }
    if (!UUID.test(oracleId)) this.fail(`identifiers.scryfallOracleId "${oracleId}" is not a UUID`, path, name)
    const scryfallId = scryfallIdOf(c)
    if (!scryfallId) this.fail("missing identifiers.scryfallId (the printing's id)", path, name)
    if (!UUID.test(scryfallId)) this.fail(`identifiers.scryfallId "${scryfallId}" is not a UUID`, path, name)
    const uuid = str(c.uuid)
    if (uuid) {
      if (!UUID.test(uuid)) this.fail(`uuid "${uuid}" is not a UUID`, path, name)
      if (this.seenUuids.has(uuid)) this.fail(`duplicate uuid ${uuid}: the same card entry appears twice`, path, name)
      this.seenUuids.add(ownString(uuid))
    }
    if (Array.isArray(c.rulings)) {
      for (const [i, r] of (c.rulings as { date?: unknown }[]).entries()) {
        if (!ISO_DATE.test(str(r?.date) ?? ''))
          this.fail(`rulings[${i}].date is ${str(r?.date) ? `"${str(r?.date)}"` : 'missing'}: expected YYYY-MM-DD`, path, name)
      }
    }
    const side = str(c.side)
    const printingKey = `${scryfallId}|${side ?? ''}`
    if (this.seenPrintings.has(printingKey)) {
      this.fail(`duplicate printing: Scryfall id ${scryfallId}${side ? ` (side ${side})` : ''} appears twice`, path, name)
    }
    this.seenPrintings.add(ownString(printingKey))
    if (this.set && !this.set.firstSetCode && !isToken) this.set.firstSetCode = str(c.setCode)
    if (side && this.set) {
      const group = this.set.sided.get(scryfallId)
      if (group) group.entries.push(c)
      else this.set.sided.set(scryfallId, { entries: [c], path: formatPath(path) })
      return
    }
    this.emit(oracleId, scryfallId, [c])
  }

  /**
   * A token: a card of layout "token" in the set's token set, as Scryfall files them ("TDOM" for
   * DOM's tokens; MTGJSON 5.2 names it in the token's setCode, 5.3 in the set's tokenSetCode).
   */
  private token(c: MtgjsonCard, path: JsonPath) {
    const code = str(this.set?.fields.code)?.toUpperCase() ?? ''
    const own = str(c.setCode)?.toUpperCase() ?? ''
    const tokenSet = own && own !== code ? own : (str(this.set?.fields.tokenSetCode)?.toUpperCase() ?? (code ? `T${code}` : own))
    const scryfallId = scryfallIdOf(c)
    if (!oracleIdOf(c) || !scryfallId || !UUID.test(scryfallId)) {
      this.sink.skipped('tokens without a Scryfall id or Oracle id')
      return
    }
    if (tokenSet) this.tokenSets.set(tokenSet, code)
    this.counts.tokens++
    this.card({ ...c, setCode: tokenSet, rarity: c.rarity ?? 'common' }, path, true)
  }

  private emit(oracleId: string, scryfallId: string, entries: MtgjsonCard[]) {
    // faces of one printing share its Oracle id; a face with another one would need its own printing
    const faces = entries.filter((e) => oracleIdOf(e) === oracleId)
    if (faces.length < entries.length)
      this.sink.skipped("faces whose Oracle id differs from their printing's front face", entries.length - faces.length)
    this.sink.card(cardFromEntries(oracleId, faces))
    this.sink.printing(printingFromEntries(oracleId, scryfallId, faces))
    this.counts.cards++
    this.counts.printings++
  }

  private endSet(path: JsonPath) {
    const set = this.set!
    for (const [scryfallId, group] of set.sided) {
      const front = sortBySide(group.entries)[0]!
      this.emit(oracleIdOf(front)!, scryfallId, group.entries)
    }
    const f = set.fields
    const code = (str(f.code) ?? set.firstSetCode ?? (this.shape === 'allprintings' ? String(path[1]) : '')).toUpperCase()
    if (code) {
      const releaseDate = str(f.releaseDate)
      const record: SetRecord = {
        code,
        name: str(f.name) ?? code,
        type: str(f.type),
        releaseDate: releaseDate && ISO_DATE.test(releaseDate) ? releaseDate : null,
        tcgplayerId: num(f.tcgplayerGroupId),
        mtgoCode: str(f.mtgoCode)?.toLowerCase() ?? null,
        block: str(f.block),
        parentCode: str(f.parentCode)?.toUpperCase() ?? null,
        digital: f.isOnlineOnly === true,
        foilOnly: f.isFoilOnly === true,
        nonfoilOnly: f.isNonFoilOnly === true,
        printedSize: num(f.baseSetSize),
        iconCode: str(f.keyruneCode)?.toLowerCase() ?? null,
        isPartialPreview: f.isPartialPreview === true,
      }
      this.sink.set(record)
      // the token sets of this set: named after it, released with it (Scryfall: "Dominaria Tokens")
      for (const [tokenSet, parent] of this.tokenSets) {
        if (tokenSet === code || parent !== code) continue
        this.sink.set({
          ...record,
          code: tokenSet,
          name: `${record.name} Tokens`,
          type: 'token',
          parentCode: code,
          tcgplayerId: null,
          printedSize: null,
        })
      }
      this.tokenSets.clear()
    } else if (set.sided.size || this.counts.printings) {
      this.fail('the set has no "code": cannot tell which set its cards belong to', path)
    }
    this.set = null
  }

  private endAtomic(path: JsonPath) {
    const groups = new Map<string, MtgjsonCard[]>()
    for (const e of this.atomicEntries) {
      const oracleId = oracleIdOf(e)
      if (!oracleId) {
        this.sink.skipped('card entries without an Oracle id (identifiers.scryfallOracleId)')
        continue
      }
      if (!UUID.test(oracleId)) this.fail(`identifiers.scryfallOracleId "${oracleId}" is not a UUID`, path, String(path[1]))
      const g = groups.get(oracleId)
      if (g) g.push(e)
      else groups.set(oracleId, [e])
    }
    for (const [oracleId, entries] of groups) {
      this.sink.card(cardFromEntries(oracleId, entries))
      this.counts.cards++
    }
    this.atomicEntries = []
  }

  /** After the last token. */
  finish(): void {
    if (!this.sawData) this.fail('no "data" object: not an MTGJSON file', [])
    if (!this.meta) this.fail('no "meta" object with the build date: cannot tell how new the data is', [])
  }

  private fail(problem: string, path: JsonPath, item?: string): never {
    throw new ImportError(this.source, problem, { jsonPath: formatPath(path), ...(item ? { item } : {}) })
  }
}

/** The newest price of one MTGJSON printing: paper TCGplayer (USD), Cardmarket (EUR), MTGO Cardhoarder (tix). */
function pricesOf(uuid: string, value: unknown): PriceRecord {
  const v = value as Record<string, Record<string, { retail?: Record<string, Record<string, number>> }>> | null
  const latest = (series: Record<string, number> | undefined) => {
    if (!series) return null
    const dates = Object.keys(series).sort()
    return dates.length ? price(series[dates[dates.length - 1]!]) : null
  }
  return {
    mtgjsonUuid: uuid,
    priceUsd: latest(v?.paper?.tcgplayer?.retail?.normal),
    priceUsdFoil: latest(v?.paper?.tcgplayer?.retail?.foil),
    priceEur: latest(v?.paper?.cardmarket?.retail?.normal),
    priceTix: latest(v?.mtgo?.cardhoarder?.retail?.normal),
    priceUsdEtched: latest(v?.paper?.tcgplayer?.retail?.etched),
    priceEurFoil: latest(v?.paper?.cardmarket?.retail?.foil),
  }
}
