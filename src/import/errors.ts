// Errors that stop an import. Each names the source and, where known, where in it the problem is,
// so the user can open the file at that spot: "DOM.json: line 1204, column 17 (character 48213):
// expected ','", "cards.json: data.cards[12] (Grow from the Ashes): missing identifiers.scryfallId".

export interface SourcePosition {
  /** 1-based line and column, where known. */
  line?: number
  column?: number
  /** 0-based byte offset into the (decompressed) content. */
  byteOffset?: number
  /** 0-based character offset into the decoded text, where a byte offset is not known. */
  charOffset?: number
  /** JSON path of the value at fault: "data.cards[12]". */
  jsonPath?: string
  /** The card (or rule) the value belongs to. */
  item?: string
}

export function describePosition(pos: SourcePosition): string {
  const parts: string[] = []
  if (pos.line !== undefined) parts.push(pos.column !== undefined ? `line ${pos.line}, column ${pos.column}` : `line ${pos.line}`)
  if (pos.byteOffset !== undefined) parts.push(`byte ${pos.byteOffset}`)
  else if (pos.charOffset !== undefined) parts.push(`character ${pos.charOffset}`)
  let where = parts.length > 1 ? `${parts[0]} (${parts.slice(1).join(', ')})` : (parts[0] ?? '')
  if (pos.jsonPath) where = where ? `${where}, at ${pos.jsonPath}` : `at ${pos.jsonPath}`
  if (pos.item) where = `${where} (${pos.item})`
  return where.trim()
}

/** A problem with one source: bad content, unknown format, unreadable file or URL. */
export class ImportError extends Error {
  override readonly name = 'ImportError'
  constructor(
    readonly source: string,
    readonly problem: string,
    readonly position: SourcePosition = {},
  ) {
    const where = describePosition(position)
    super(`${source}: ${where ? `${where}: ` : ''}${problem}`)
  }

  /** The same problem, with more position information (e.g. a JSON path known only higher up). */
  at(more: SourcePosition): ImportError {
    return new ImportError(this.source, this.problem, { ...more, ...this.position })
  }
}

export function isImportError(e: unknown): e is ImportError {
  return e instanceof ImportError
}
