// A keyword (ability, action or ability word) with its definition, rule, parent, variants and
// example cards.
import { getJson } from '../api.js'
import { h, replace } from '../dom.js'
import { manaCost, textWithSymbols } from '../mana.js'
import { urls, type PageContext } from '../router.js'
import { linkRuleNumbers } from '../components/rule-links.js'
import { errorBox, loading } from '../components/status.js'
import { setTitle } from '../title.js'

interface KeywordRef {
  name: string
  slug: string
}
/** GET /keywords/:name (src/api/rest/keywords.ts). */
interface KeywordJson {
  name: string
  kind: string | null
  rule_number: string | null
  definition: string
  parent: KeywordRef | null
  variants: KeywordRef[]
  example_cards: { total_cards: number; data: { name: string; oracle_id: string; mana_cost: string | null; type_line: string }[] }
}

const KIND_LABEL: Record<string, string> = { ability: 'Keyword ability', action: 'Keyword action', ability_word: 'Ability word' }
const PLURAL_LABEL: Record<string, string> = { ability: 'Keyword abilities', action: 'Keyword actions', ability_word: 'Ability words' }

export async function keywordPage({ main, params, signal }: PageContext) {
  const name = params.name!
  setTitle(name)
  replace(main, loading(`“${name}”`))
  let k: KeywordJson
  try {
    k = await getJson<KeywordJson>(`/keywords/${encodeURIComponent(name)}`, signal)
  } catch (e) {
    if (signal.aborted) throw e
    replace(main, h('h1', null, name), errorBox(e, 'This keyword could not be loaded'))
    return
  }
  setTitle(k.name)
  const examples = k.example_cards.data
  replace(
    main,
    h(
      'article',
      { class: 'keyword-page' },
      h('h1', null, k.name),
      h(
        'p',
        { class: 'muted' },
        (k.kind && KIND_LABEL[k.kind]) ?? 'Keyword',
        k.rule_number ? [' · defined in ', h('a', { href: urls.rule(k.rule_number) }, `CR ${k.rule_number}`)] : null,
      ),
      k.parent ? h('p', null, 'A variant of ', h('a', { href: urls.keyword(k.parent.slug) }, k.parent.name), '.') : null,
      k.definition
        .split(/\n+/)
        .filter(Boolean)
        .map((p) => h('p', null, linkRuleNumbers(p, textWithSymbols))),
      k.variants?.length
        ? h(
            'section',
            { 'aria-labelledby': 'variants-h' },
            h('h2', { id: 'variants-h' }, 'Variants'),
            h(
              'ul',
              null,
              k.variants.map((v) => h('li', null, h('a', { href: urls.keyword(v.slug) }, v.name))),
            ),
          )
        : null,
      examples.length
        ? h(
            'section',
            { 'aria-labelledby': 'examples-h' },
            h('h2', { id: 'examples-h' }, `Example cards (${k.example_cards.total_cards})`),
            h(
              'ul',
              { class: 'rule-list' },
              examples.map((c) =>
                h(
                  'li',
                  null,
                  h('a', { href: urls.card(c.oracle_id) }, c.name),
                  ' ',
                  manaCost(c.mana_cost),
                  h('span', { class: 'muted' }, ` · ${c.type_line}`),
                ),
              ),
            ),
          )
        : null,
    ),
  )
}

interface KeywordListJson {
  data: (KeywordRef & { kind: string; rule_number: string | null })[]
  has_more: boolean
}

/** Every keyword by kind: abilities (CR 702), actions (CR 701), ability words (CR 207.2c). */
export async function keywordsIndexPage({ main, signal }: PageContext) {
  setTitle('Keywords')
  const heading = h('h1', null, 'Keywords')
  replace(main, heading, loading('the keywords'))
  const byKind = new Map<string, KeywordListJson['data']>()
  try {
    await Promise.all(
      ['ability', 'action', 'ability_word'].map(async (kind) => {
        const all: KeywordListJson['data'] = []
        for (let page = 1; page <= 10; page++) {
          const list = await getJson<KeywordListJson>(`/keywords?kind=${kind}&page=${page}&page_size=175`, signal)
          all.push(...list.data)
          if (!list.has_more) break
        }
        byKind.set(kind, all)
      }),
    )
  } catch (e) {
    if (signal.aborted) throw e
    replace(main, heading, errorBox(e, 'The keywords could not be loaded'))
    return
  }
  replace(
    main,
    heading,
    h(
      'p',
      null,
      'Keyword abilities, keyword actions and ability words, each with its defining rule. ',
      h('a', { href: urls.rules() }, 'Back to the rules'),
    ),
    ['ability', 'action', 'ability_word'].map((kind) => {
      const list = byKind.get(kind) ?? []
      return h(
        'section',
        { 'aria-labelledby': `kw-${kind}` },
        h('h2', { id: `kw-${kind}` }, `${PLURAL_LABEL[kind]} (${list.length})`),
        h(
          'ul',
          { class: 'keyword-list' },
          list.map((k) =>
            h(
              'li',
              null,
              h('a', { href: urls.keyword(k.slug) }, k.name),
              k.rule_number ? h('span', { class: 'muted' }, ` ${k.rule_number}`) : null,
            ),
          ),
        ),
      )
    }),
  )
}
