// Staging: every record a run reads goes first into temporary tables of the import's transaction
// (batched, one INSERT … SELECT FROM json_populate_recordset per few thousand rows), and is merged
// into the store at the end with set-based SQL (see merge-*.ts). Staging is what lets one run
// read its sources in any order and still keep, for each card, only the newest build's data.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import {
  ownString,
  type CardRecord,
  type KeywordKind,
  type PriceRecord,
  type PrintingRecord,
  type RecordSink,
  type RulingRecord,
  type SetRecord,
  type SourceMeta,
} from '../records.js'
import { sessionTables } from '../../store/typed-sql.js'

const BATCH_ROWS = 2_000
const BATCH_CHARS = 8_000_000

const STAGING_DDL = sessionTables(`
CREATE TEMP TABLE s_sources (src int PRIMARY KEY, label text, format text, version text, source_date date) ON COMMIT DROP;
CREATE TEMP TABLE s_sets (src int, ord int, code text, name text, type text, release_date date, scryfall_id uuid, tcgplayer_id int,
  mtgo_code text, block text, parent_code text, digital boolean, foil_only boolean, nonfoil_only boolean, printed_size int, icon_code text,
  is_partial_preview boolean) ON COMMIT DROP;
CREATE TEMP TABLE s_cards (
  src int, ord int, oracle_id uuid, name text, normalized_name text, layout text, mana_cost text, mana_value float8,
  colors text[], color_identity text[], color_indicator text[], type_line text, supertypes text[], types text[], subtypes text[],
  oracle_text text, power text, toughness text, loyalty text, defense text, keywords text[], legalities jsonb,
  is_funny boolean, is_reserved boolean, game_changer boolean, hand_modifier text, life_modifier text, edhrec_rank int, faces jsonb, rulings jsonb, is_extra boolean) ON COMMIT DROP;
CREATE TEMP TABLE s_legalities (src int, oracle_id uuid, legalities jsonb) ON COMMIT DROP;
CREATE TEMP TABLE s_printings (
  src int, ord int, id uuid, oracle_id uuid, set_code text, collector_number text, mtgjson_uuid uuid, rarity text, language text,
  released_at date, artist text, flavor_text text, border_color text, frame text, finishes text[], multiverse_ids int[],
  price_usd numeric(12,2), price_usd_foil numeric(12,2), price_eur numeric(12,2), price_tix numeric(12,2),
  price_usd_etched numeric(12,2), price_eur_foil numeric(12,2), frame_effects text[], security_stamp text, watermark text, promo boolean,
  promo_types text[], digital boolean, full_art boolean, textless boolean, story_spotlight boolean, booster boolean, oversized boolean,
  variation boolean, reprint boolean, games text[], is_extra boolean, printed_name text, printed_type_line text, printed_text text, flavor_name text, arena_id int, mtgo_id int,
  mtgo_foil_id int, tcgplayer_id int, tcgplayer_etched_id int, cardmarket_id int, card_back_id uuid, illustration_id uuid,
  related_token_uuids text[], related_names text[]) ON COMMIT DROP;
CREATE TEMP TABLE s_rulings (src int, ord int, oracle_id uuid, published_at date, source text, text text) ON COMMIT DROP;
CREATE TEMP TABLE s_prices (src int, ord int, mtgjson_uuid uuid, price_usd numeric(12,2), price_usd_foil numeric(12,2), price_eur numeric(12,2), price_tix numeric(12,2),
  price_usd_etched numeric(12,2), price_eur_foil numeric(12,2)) ON COMMIT DROP;
CREATE TEMP TABLE s_keyword_names (src int, ord int, name text, kind text) ON COMMIT DROP;
CREATE TEMP TABLE s_rules_docs (src int, effective_date date, sha256 text, introduction text, label text) ON COMMIT DROP;
CREATE TEMP TABLE s_rules (src int, number text, kind text, parent_number text, position int, text text, examples text[], "references" text[]) ON COMMIT DROP;
CREATE TEMP TABLE s_glossary (src int, term text, position int, text text, "references" text[]) ON COMMIT DROP;
`)

type Table = 's_sets' | 's_cards' | 's_legalities' | 's_printings' | 's_rulings' | 's_prices' | 's_keyword_names' | 's_rules' | 's_glossary'

export class Stager implements RecordSink {
  private src = 0
  private ord = 0
  private meta: SourceMeta | null = null
  private readonly batches = new Map<Table, { rows: object[]; chars: number }>()
  /**
   * Per Oracle id, the newest build staged in this run and the legalities staged with it: an
   * older build's row need not be staged at all, and the same build's again only when its
   * legalities add something (MTGJSON lists some formats on some printings only).
   */
  private readonly newest = new Map<string, { date: string; legalities: string }>()
  /**
   * Batch inserts run while the next batch is read: each is chained after the previous one (one
   * query at a time on the connection), and awaited only when the next batch is ready.
   */
  private tail: Promise<unknown> = Promise.resolve()
  readonly skippedCounts = new Map<string, number>()
  readonly staged = { sets: 0, cards: 0, printings: 0, rulings: 0, prices: 0, keywords: 0 }

  constructor(private readonly client: pg.ClientBase) {}

  async create(): Promise<void> {
    await this.client.query(STAGING_DDL)
  }

  /** Start a new source; its build date may be told now or later (MTGJSON's meta can follow its data). */
  async beginSource(label: string, meta: SourceMeta | null): Promise<number> {
    await this.flush() // and drained
    this.src++
    this.meta = meta
    await this.client.query('INSERT INTO s_sources (src, label) VALUES ($1, $2)', [this.src, label])
    if (meta) await this.setMeta(meta)
    return this.src
  }

  async setMeta(meta: SourceMeta): Promise<void> {
    this.meta = meta
    await this.drain()
    await this.client.query('UPDATE s_sources SET format = $2, version = $3, source_date = $4 WHERE src = $1', [
      this.src,
      meta.format,
      meta.version,
      meta.date,
    ])
  }

  private pendingMeta: SourceMeta | null = null

  /** The current source's build date, told from inside a synchronous reader: stored at the next flush. */
  setMetaLater(meta: SourceMeta): void {
    this.meta = meta
    this.pendingMeta = meta
  }

  private push(table: Table, row: object, chars: number) {
    let b = this.batches.get(table)
    if (!b) this.batches.set(table, (b = { rows: [], chars: 0 }))
    b.rows.push(row)
    b.chars += chars
  }

  /** Write full batches (call between token batches). */
  async flushIfFull(): Promise<void> {
    if (this.pendingMeta) {
      const m = this.pendingMeta
      this.pendingMeta = null
      await this.setMeta(m)
    }
    for (const [table, b] of this.batches) if (b.rows.length >= BATCH_ROWS || b.chars >= BATCH_CHARS) await this.write(table, b)
  }

  async flush(): Promise<void> {
    if (this.pendingMeta) {
      const m = this.pendingMeta
      this.pendingMeta = null
      await this.setMeta(m)
    }
    for (const [table, b] of this.batches) if (b.rows.length) await this.write(table, b)
    await this.drain()
  }

  private async write(table: Table, b: { rows: object[]; chars: number }) {
    const json = JSON.stringify(b.rows)
    b.rows = []
    b.chars = 0
    await this.tail // the previous batch is written (its error, if any, surfaces here)
    const insert = this.client.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [json])
    insert.catch(() => {}) // awaited by the next write or drain(); never an unhandled rejection
    this.tail = insert
  }

  /** Wait for the batch insert still running (its error surfaces here). */
  async drain(): Promise<void> {
    await this.tail
  }

  // ---------------------------------------------------------------- RecordSink

  set(r: SetRecord): void {
    this.staged.sets++
    this.push(
      's_sets',
      {
        src: this.src,
        ord: this.ord++,
        code: r.code,
        name: r.name,
        type: r.type,
        release_date: r.releaseDate,
        scryfall_id: r.scryfallId ?? null, // derived from the code when merged
        tcgplayer_id: r.tcgplayerId ?? null,
        mtgo_code: r.mtgoCode ?? null,
        block: r.block ?? null,
        parent_code: r.parentCode ?? null,
        digital: r.digital ?? false,
        foil_only: r.foilOnly ?? false,
        nonfoil_only: r.nonfoilOnly ?? false,
        printed_size: r.printedSize ?? null,
        icon_code: r.iconCode ?? null,
        is_partial_preview: r.isPartialPreview ?? false,
      },
      300,
    )
  }

  card(r: CardRecord): void {
    const date = this.meta?.date
    if (date) {
      const newest = this.newest.get(r.oracleId)
      if (newest !== undefined && date < newest.date) return // an older build than one already staged
      const legalities = createHash('md5').update(JSON.stringify(r.legalities)).digest('base64')
      if (newest?.date === date) {
        // the same build again (another printing, another set file): only its legalities may add
        if (legalities !== newest.legalities)
          this.push('s_legalities', { src: this.src, oracle_id: r.oracleId, legalities: r.legalities }, 600)
        return
      }
      this.newest.set(ownString(r.oracleId), { date, legalities })
    }
    this.staged.cards++
    const faces = r.faces.map((f) => ({
      position: f.position,
      name: f.name,
      mana_cost: f.manaCost,
      mana_value: f.manaValue,
      colors: f.colors,
      color_indicator: f.colorIndicator,
      type_line: f.typeLine,
      supertypes: f.supertypes,
      types: f.types,
      subtypes: f.subtypes,
      oracle_text: f.oracleText,
      power: f.power,
      toughness: f.toughness,
      loyalty: f.loyalty,
      defense: f.defense,
    }))
    const rulings = r.rulings?.map((x) => ({ published_at: x.publishedAt, source: x.source, text: x.text })) ?? null
    this.push(
      's_cards',
      {
        src: this.src,
        ord: this.ord++,
        oracle_id: r.oracleId,
        name: r.name,
        normalized_name: r.normalizedName,
        layout: r.layout,
        mana_cost: r.manaCost,
        mana_value: r.manaValue,
        colors: r.colors,
        color_identity: r.colorIdentity,
        color_indicator: r.colorIndicator,
        type_line: r.typeLine,
        supertypes: r.supertypes,
        types: r.types,
        subtypes: r.subtypes,
        oracle_text: r.oracleText,
        power: r.power,
        toughness: r.toughness,
        loyalty: r.loyalty,
        defense: r.defense,
        keywords: r.keywords,
        legalities: r.legalities,
        is_funny: r.isFunny,
        is_reserved: r.isReserved,
        game_changer: r.isGameChanger,
        hand_modifier: r.handModifier,
        life_modifier: r.lifeModifier,
        edhrec_rank: r.edhrecRank,
        faces,
        rulings,
        is_extra: r.isExtra,
      },
      1200 + r.oracleText.length + (rulings?.reduce((n, x) => n + x.text.length + 40, 0) ?? 0),
    )
  }

  printing(r: PrintingRecord): void {
    this.staged.printings++
    this.push(
      's_printings',
      {
        src: this.src,
        ord: this.ord++,
        id: r.id,
        oracle_id: r.oracleId,
        set_code: r.setCode,
        collector_number: r.collectorNumber,
        mtgjson_uuid: r.mtgjsonUuid,
        rarity: r.rarity,
        language: r.language,
        released_at: r.releasedAt,
        artist: r.artist,
        flavor_text: r.flavorText,
        border_color: r.borderColor,
        frame: r.frame,
        finishes: r.finishes,
        multiverse_ids: r.multiverseIds,
        price_usd: r.priceUsd,
        price_usd_foil: r.priceUsdFoil,
        price_eur: r.priceEur,
        price_tix: r.priceTix,
        price_usd_etched: r.priceUsdEtched,
        price_eur_foil: r.priceEurFoil,
        frame_effects: r.frameEffects,
        security_stamp: r.securityStamp,
        watermark: r.watermark,
        promo: r.promo,
        promo_types: r.promoTypes,
        digital: r.digital,
        full_art: r.fullArt,
        textless: r.textless,
        story_spotlight: r.storySpotlight,
        booster: r.booster,
        oversized: r.oversized,
        variation: r.variation,
        reprint: r.reprint,
        games: r.games,
        is_extra: false, // decided when merged: the card's layout and the set's type
        printed_name: r.printedName,
        printed_type_line: r.printedTypeLine,
        printed_text: r.printedText,
        flavor_name: r.flavorName,
        arena_id: r.arenaId,
        mtgo_id: r.mtgoId,
        mtgo_foil_id: r.mtgoFoilId,
        tcgplayer_id: r.tcgplayerId,
        tcgplayer_etched_id: r.tcgplayerEtchedId,
        cardmarket_id: r.cardmarketId,
        card_back_id: r.cardBackId,
        illustration_id: r.illustrationId,
        related_token_uuids: r.relatedTokenUuids,
        related_names: r.relatedNames,
      },
      900 + (r.flavorText?.length ?? 0) + r.relatedNames.reduce((n, x) => n + x.length + 3, 0),
    )
  }

  ruling(r: RulingRecord): void {
    this.staged.rulings++
    this.push(
      's_rulings',
      { src: this.src, ord: this.ord++, oracle_id: r.oracleId, published_at: r.publishedAt, source: r.source, text: r.text },
      100 + r.text.length,
    )
  }

  price(r: PriceRecord): void {
    this.staged.prices++
    this.push(
      's_prices',
      {
        src: this.src,
        ord: this.ord++,
        mtgjson_uuid: r.mtgjsonUuid,
        price_usd: r.priceUsd,
        price_usd_foil: r.priceUsdFoil,
        price_eur: r.priceEur,
        price_tix: r.priceTix,
        price_usd_etched: r.priceUsdEtched,
        price_eur_foil: r.priceEurFoil,
      },
      200,
    )
  }

  keywordName(name: string, kind: KeywordKind): void {
    this.staged.keywords++
    this.push('s_keyword_names', { src: this.src, ord: this.ord++, name, kind }, 50)
  }

  skipped(reason: string, count = 1): void {
    this.skippedCounts.set(reason, (this.skippedCounts.get(reason) ?? 0) + count)
  }

  // ---------------------------------------------------------------- Comprehensive Rules

  async rulesDocument(
    doc: { effectiveDate: string; sha256: string; introduction: string; label: string },
    rules: object[],
    glossary: object[],
  ): Promise<void> {
    await this.drain()
    await this.client.query('INSERT INTO s_rules_docs (src, effective_date, sha256, introduction, label) VALUES ($1, $2, $3, $4, $5)', [
      this.src,
      doc.effectiveDate,
      doc.sha256,
      doc.introduction,
      doc.label,
    ])
    for (let i = 0; i < rules.length; i += BATCH_ROWS) {
      await this.client.query('INSERT INTO s_rules SELECT * FROM json_populate_recordset(NULL::s_rules, $1::json)', [
        JSON.stringify(rules.slice(i, i + BATCH_ROWS).map((r) => ({ src: this.src, ...r }))),
      ])
    }
    for (let i = 0; i < glossary.length; i += BATCH_ROWS) {
      await this.client.query('INSERT INTO s_glossary SELECT * FROM json_populate_recordset(NULL::s_glossary, $1::json)', [
        JSON.stringify(glossary.slice(i, i + BATCH_ROWS).map((r) => ({ src: this.src, ...r }))),
      ])
    }
  }
}
