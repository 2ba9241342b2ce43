// renderAnnotatedHtml escapes card text and definitions: card text is data (no markup from a card,
// a card name or a CR definition can reach the page).
import { describe, expect, it } from 'vitest'
import { annotateOracleText } from '../../src/annotate/annotate.js'
import type { AnnotationDictionary } from '../../src/annotate/dictionary.js'
import { escapeHtml, renderAnnotatedHtml } from '../../src/annotate/render.js'

const dictionary: AnnotationDictionary = {
  edition: '2026-02-27',
  keywords: [
    { name: 'Kicker', kind: 'ability', rule: '702.33', definition: 'Kicker "quoted" <b>bold</b> & \'single\'', parent: null },
    {
      name: 'Destroy',
      kind: 'action',
      rule: '701.8',
      definition: 'To destroy a permanent, move it from the battlefield to its owner’s graveyard.',
      parent: null,
    },
  ],
  glossary: [{ term: 'Target', definition: '<script>alert("glossary")</script> See rule 115.' }],
  rules: {},
}

function render(name: string, oracleText: string) {
  return renderAnnotatedHtml(annotateOracleText({ name, oracleText }, dictionary), dictionary)
}

/** The HTML's text: tags dropped, entities decoded (what a browser shows). */
const textContent = (html: string) =>
  html
    .replace(/<br>\n/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** Every tag the HTML opens, by name. */
const tagsIn = (html: string) => [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]!.toLowerCase())

describe('renderAnnotatedHtml escapes', () => {
  it('markup in the rules text', () => {
    const html = render('Evil', 'Destroy target <script>alert(1)</script> creature. <img src=x onerror="alert(2)">')
    expect(html).not.toMatch(/<script|<img/i)
    expect(html).toContain('&lt;script&gt;alert')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert')
    expect(new Set(tagsIn(html))).toEqual(new Set(['abbr', 'span'])) // the terms, and "(1)" read as reminder text
    expect(textContent(html)).toBe('Destroy target <script>alert(1)</script> creature. <img src=x onerror="alert(2)">')
  })

  it('markup in the card name (a self reference)', () => {
    const name = '<b onmouseover="x">Bad</b>'
    const html = render(name, `${name} deals 2 damage to target creature.`)
    expect(html).toContain(
      '<span class="self-ref" title="This card’s own name (CR 201.5)">&lt;b onmouseover=&quot;x&quot;&gt;Bad&lt;/b&gt;</span>',
    )
    expect(textContent(html)).toBe(`${name} deals 2 damage to target creature.`)
    expect(tagsIn(html).filter((t) => t === 'b')).toEqual([])
  })

  it('quotes and markup in a definition, inside the title attribute', () => {
    const html = render('Test', 'Kicker {1}{"}')
    expect(html).toContain('title="Kicker (CR 702.33): Kicker &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;single&#39;"')
    expect(tagsIn(html)).not.toContain('b')
  })

  it('a glossary definition holding a script', () => {
    const html = render('Test', 'Destroy target creature.')
    expect(html).toContain('data-term="Target"')
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;script&gt;alert(&quot;glossary&quot;)&lt;/script&gt;')
  })

  it('renders every span kind with its class, and line breaks', () => {
    const html = render('Grow from the Ashes', 'Kicker {2} (You may pay an additional {2} as you cast this spell.)\nDestroy target land.')
    expect(html).toContain('<abbr class="kw kw-keyword" data-term="Kicker" data-rule="702.33"')
    expect(html).toContain('<span class="ms ms-2" title="2 generic mana (CR 107.4b)" data-symbol="{2}">{2}</span>')
    expect(html).toContain('<span class="reminder">(')
    expect(html).toContain('<span class="self-ref" title="This card’s own name (CR 201.5)">this spell</span>')
    expect(html).toContain('<abbr class="kw kw-action" data-term="Destroy" data-rule="701.8"')
    expect(html).toContain('<br>')
    // a term the dictionary does not define still links its rule from the built-in vocabulary
    expect(html).toContain(
      '<abbr class="kw kw-action" data-term="Cast" data-rule="701.5" title="Cast (CR 701.5): Keyword action">cast</abbr>',
    )
  })

  it('escapeHtml covers the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })
})
