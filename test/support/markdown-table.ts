// Reading a Markdown table the way the docs tests compare them: its rows after the header and the
// separator, each cell trimmed (the formatter pads cells to the column's width).

/** The table's body rows as `| a | b |`, cells trimmed. */
export const tableRows = (table: string): string[] =>
  table
    .split('\n')
    .slice(2)
    .map(
      (r) =>
        `| ${r
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim())
          .join(' | ')} |`,
    )
