// The search syntax guide is generated from the parser's own tables: every keyword spelling the
// parser reads is in it, every canonical key has its line, and every example in it parses cleanly.
import { describe, expect, it } from 'vitest'
import { parseQuery } from '../../src/search/index.js'
import { ALIASES } from '../../src/search/keys.js'
import { KEY_DOCS, parserKeys, syntaxGuide } from '../../src/web/syntax-guide.js'

describe('the syntax guide', () => {
  const guide = syntaxGuide()
  const listed = guide.sections.flatMap((s) => s.keys)

  it('lists every spelling of every keyword the parser reads, once', () => {
    const aliases = listed.flatMap((k) => k.aliases)
    expect(aliases.sort()).toEqual(Object.keys(ALIASES).sort())
  })

  it('has a line for every canonical key, and none for a key the parser does not have', () => {
    const keys = [...parserKeys().keys()]
    expect(keys.filter((k) => !KEY_DOCS[k])).toEqual([])
    expect(Object.keys(KEY_DOCS).filter((k) => !keys.includes(k))).toEqual([])
    expect(listed.map((k) => k.key).sort()).toEqual(keys.sort())
  })

  it('gives examples that parse without a warning', () => {
    for (const k of listed) {
      for (const example of k.examples) {
        const ast = parseQuery(example)
        expect(ast.warnings ?? [], `${k.key}: ${example}`).toEqual([])
      }
    }
  })
})
