// Reading one source into the staging tables: open (path or URL, gzip or not), detect the format,
// stream it through the matching reader. Errors name the source and the position.
import { createHash } from 'node:crypto'
import { ImportError } from './errors.js'
import { detectFormat, dateFromFileName } from './detect.js'
import { ComprehensiveRulesParser, textLines } from './cr/parse-cr.js'
import { jsonTokens, JsonStringTooLongError, JsonSyntaxError, locateJsonError, pathAt } from './json/tokens.js'
import { formatPath, JsonWalker } from './json/walker.js'
import { MtgjsonReader } from './mtgjson/read.js'
import { ScryfallReader } from './scryfall/read.js'
import { readJsonLines } from './scryfall/read-jsonl.js'
import { isUrl, openRaw, openText, type TextSource } from './source.js'
import type { Stager } from './store/staging.js'
import type { SourceMeta } from './records.js'

export interface SourceSpec {
  /** A path or an http(s) URL. */
  location: string
  /** Load as the project's seed: cards are marked source_format "seed" and yield to any real source. */
  seed?: boolean
}

export interface SourceReport {
  source: string
  format: string
  date: string
  /** One line for the log: what the source held. */
  description: string
}

export interface ReadContext {
  stager: Stager
  onBytes: (bytes: number, file: string) => void
  onSize: (bytes: number) => void
}

const BULK_POINTER_LIMIT = 1024 * 1024

export async function readSource(
  spec: SourceSpec,
  ctx: ReadContext,
  hints: { date?: string; version?: string } = {},
): Promise<SourceReport> {
  const raw = await openRaw(spec.location)
  if (raw.size && isUrl(spec.location)) ctx.onSize(raw.size) // files were counted before the run began
  const text = await openText(raw, (n) => ctx.onBytes(n, raw.fileName))
  const format = detectFormat(text.head)
  switch (format.kind) {
    case 'cr':
      return readRules(spec, text, ctx)
    case 'mtgjson':
      return readJson(spec, text, ctx, 'mtgjson', hints)
    case 'scryfall':
      return readJson(spec, text, ctx, 'scryfall', hints)
    case 'scryfall-jsonl':
      return readJson(spec, text, ctx, 'scryfall-jsonl', hints)
    case 'scryfall-bulk-pointer':
      return followBulkPointer(spec, text, ctx)
    case 'unknown':
      throw new ImportError(
        spec.location,
        `not a format the importer knows: ${format.reason}. Expected the Comprehensive Rules text, an MTGJSON file (set, AllPrintings, AtomicCards, Keywords, AllPrices) or a Scryfall bulk file (cards or rulings)`,
      )
  }
}

/** A Scryfall bulk-data object (https://api.scryfall.com/bulk-data/<type>): import the file it points to. */
async function followBulkPointer(spec: SourceSpec, text: TextSource, ctx: ReadContext): Promise<SourceReport> {
  let json = ''
  for await (const chunk of text.chunks) {
    json += chunk
    if (json.length > BULK_POINTER_LIMIT)
      throw new ImportError(spec.location, 'a Scryfall bulk-data object larger than 1 MB: not what the API sends')
  }
  let pointer: { download_uri?: unknown; jsonl_download_uri?: unknown; updated_at?: unknown; type?: unknown }
  try {
    pointer = JSON.parse(json)
  } catch (e) {
    throw new ImportError(spec.location, `invalid JSON in the Scryfall bulk-data object: ${(e as Error).message}`)
  }
  // since 2026-07-20 Scryfall's objects carry only jsonl_download_uri (gzipped JSON Lines); older
  // ones (and older mirrors) download_uri (a JSON array): either is read
  const download = typeof pointer.jsonl_download_uri === 'string' ? pointer.jsonl_download_uri : pointer.download_uri
  if (typeof download !== 'string')
    throw new ImportError(spec.location, 'the Scryfall bulk-data object has neither "jsonl_download_uri" nor "download_uri"', {
      jsonPath: 'jsonl_download_uri',
    })
  const updated = typeof pointer.updated_at === 'string' ? pointer.updated_at.slice(0, 10) : undefined
  const version = `scryfall ${typeof pointer.type === 'string' ? pointer.type : 'bulk'}${updated ? ` ${updated}` : ''}`
  const target = new URL(download, /^https?:/i.test(spec.location) ? spec.location : undefined).toString()
  const report = await readSource({ ...spec, location: target }, ctx, { ...(updated ? { date: updated } : {}), version })
  return { ...report, source: `${spec.location} → ${report.source}` }
}

async function readRules(spec: SourceSpec, text: TextSource, ctx: ReadContext): Promise<SourceReport> {
  await ctx.stager.beginSource(spec.location, null)
  const parser = new ComprehensiveRulesParser(spec.location)
  const hash = createHash('sha256')
  async function* hashed(): AsyncGenerator<string> {
    for await (const chunk of text.chunks) {
      hash.update(chunk)
      yield chunk
    }
  }
  for await (const line of textLines(hashed())) parser.line(line)
  const doc = parser.finish()
  await ctx.stager.setMeta({ format: 'cr', version: `CR ${doc.effectiveDate}`, date: doc.effectiveDate })
  const rules = doc.rules.map((r) => ({
    number: r.number,
    kind: r.kind,
    parent_number: r.parentNumber,
    position: r.position,
    text: r.text,
    examples: r.examples,
    references: r.references,
  }))
  const glossary = doc.glossary.map((g) => ({ term: g.term, position: g.position, text: g.text, references: g.references }))
  await ctx.stager.rulesDocument(
    { effectiveDate: doc.effectiveDate, sha256: hash.digest('hex'), introduction: doc.introduction, label: spec.location },
    rules,
    glossary,
  )
  const numbered = doc.rules.filter((r) => r.kind === 'rule' || r.kind === 'subrule').length
  return {
    source: spec.location,
    format: 'Comprehensive Rules',
    date: doc.effectiveDate,
    description: `Comprehensive Rules effective ${doc.effectiveDate}: ${fmt(numbered)} rules and subrules, ${fmt(doc.rules.length - numbered)} sections and chapters, ${fmt(doc.glossary.length)} glossary terms`,
  }
}

async function readJson(
  spec: SourceSpec,
  text: TextSource,
  ctx: ReadContext,
  kind: 'mtgjson' | 'scryfall' | 'scryfall-jsonl',
  hints: { date?: string; version?: string },
): Promise<SourceReport> {
  const { stager } = ctx
  let meta: SourceMeta | null = null
  let reader: MtgjsonReader | ScryfallReader
  if (kind === 'mtgjson') {
    await stager.beginSource(spec.location, null)
    reader = new MtgjsonReader(spec.location, stager, (m) => {
      meta = { format: spec.seed ? 'seed' : 'mtgjson', version: spec.seed ? `seed (MTGJSON ${m.version})` : m.version, date: m.date }
      stager.setMetaLater(meta)
    })
  } else {
    const date = hints.date ?? dateFromFileName(text.fileName) ?? (text.lastModified ?? new Date()).toISOString().slice(0, 10)
    meta = { format: spec.seed ? 'seed' : 'scryfall', version: hints.version ?? `scryfall ${text.fileName}`, date }
    await stager.beginSource(spec.location, meta)
    reader = new ScryfallReader(spec.location, stager)
  }
  if (reader instanceof ScryfallReader && kind === 'scryfall-jsonl') {
    await readJsonLines(spec.location, text.chunks, reader, () => stager.flushIfFull())
    return finishScryfall(spec, reader, ctx, meta)
  }
  const walker = new JsonWalker(reader)
  try {
    for await (const tokens of jsonTokens(text.chunks)) {
      walker.push(tokens)
      await stager.flushIfFull()
    }
  } catch (e) {
    if (e instanceof JsonSyntaxError) throw await syntaxError(spec.location, e)
    if (e instanceof JsonStringTooLongError) throw await stringTooLong(spec.location, e)
    throw e
  }
  if (!walker.done)
    throw new ImportError(spec.location, 'the JSON text ends early (truncated file?)', { jsonPath: formatPath(walker.currentPath()) })
  reader.finish()
  await stager.flush()
  const m = meta as SourceMeta | null
  if (reader instanceof MtgjsonReader) {
    const c = reader.counts
    const shape = { set: 'set file', allprintings: 'AllPrintings', atomic: 'AtomicCards', keywords: 'Keywords', prices: 'AllPrices' }[
      reader.shape ?? 'set'
    ]
    const what =
      reader.shape === 'keywords'
        ? 'keyword names'
        : reader.shape === 'prices'
          ? `${fmt(c.printings)} printings' prices`
          : reader.shape === 'atomic'
            ? `${fmt(c.cards)} cards`
            : `${fmt(c.printings)} printings${c.tokens ? ` (${fmt(c.tokens)} of them tokens)` : ''}`
    return {
      source: spec.location,
      format: `MTGJSON ${shape}`,
      date: m?.date ?? '',
      description: `MTGJSON ${shape} ${m?.version ?? ''}: ${what}`,
    }
  }
  return finishScryfall(spec, reader as ScryfallReader, ctx, m, true)
}

async function finishScryfall(
  spec: SourceSpec,
  reader: ScryfallReader,
  ctx: ReadContext,
  m: SourceMeta | null,
  finished = false,
): Promise<SourceReport> {
  if (!finished) {
    reader.finish()
    await ctx.stager.flush()
  }
  const c = reader.counts
  const what =
    [c.printings ? `${fmt(c.printings)} cards` : '', c.rulings ? `${fmt(c.rulings)} rulings` : ''].filter(Boolean).join(', ') || 'nothing'
  return { source: spec.location, format: 'Scryfall', date: m?.date ?? '', description: `Scryfall bulk file (dated ${m?.date}): ${what}` }
}

/**
 * Read the source again with the verifier, which knows the line and column of the problem, then
 * once more up to there to name the JSON path (and card) it is in.
 */
async function syntaxError(location: string, e: JsonSyntaxError): Promise<ImportError> {
  try {
    const text = await openText(await openRaw(location))
    let total = 0
    async function* counted(): AsyncGenerator<string> {
      for await (const chunk of text.chunks) {
        total += chunk.length
        yield chunk
      }
    }
    const where = await locateJsonError(counted())
    if (where) {
      const truncated = where.charOffset >= total
      const at = await pathAt((await openText(await openRaw(location))).chunks, where.charOffset)
      return new ImportError(
        location,
        truncated ? `the JSON text ends early (truncated file?): ${where.message}` : `invalid JSON: ${where.message}`,
        {
          line: where.line,
          column: where.column,
          charOffset: where.charOffset,
          jsonPath: formatPath(at.path),
          ...(at.name ? { item: at.name } : {}),
        },
      )
    }
  } catch (again) {
    if (again instanceof ImportError) return again
  }
  return new ImportError(location, `invalid JSON: ${e.message} (in the text from character ${e.chunkCharOffset} on)`)
}

/** Where the over-long string starts: line, column and the JSON path (read again up to there only). */
async function stringTooLong(location: string, e: JsonStringTooLongError): Promise<ImportError> {
  let line = 1
  let lineStart = 0
  let seen = 0
  for await (const chunk of (await openText(await openRaw(location))).chunks) {
    const part = chunk.slice(0, Math.max(0, e.charOffset - seen))
    for (let i = part.indexOf('\n'); i >= 0; i = part.indexOf('\n', i + 1)) {
      line++
      lineStart = seen + i + 1
    }
    seen += chunk.length
    if (seen >= e.charOffset) break
  }
  const column = e.charOffset - lineStart + 1
  const at = await pathAt((await openText(await openRaw(location))).chunks, e.charOffset)
  return new ImportError(location, `${e.message} starts here: not card data; nothing was imported`, {
    line,
    column,
    charOffset: e.charOffset,
    jsonPath: formatPath(at.path),
    ...(at.name ? { item: at.name } : {}),
  })
}

const fmt = (n: number) => n.toLocaleString('en-US')
