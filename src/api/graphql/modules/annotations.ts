// Annotated Oracle text on cards and faces: spans with their CR definitions, and the same rendered
// as HTML. The dictionary (from the stored CR) is loaded once per request. Card.tags is defined in
// cards.ts (category and provenance filters); this module does not repeat it.
import type { AnnotationDictionary } from '../../../annotate/dictionary.js'
import type { CardFace, CardPrinting } from '../../../queries/index.js'
import { annotateWith, loadAnnotationDictionary, type AnnotatedText } from '../../../queries/annotations.js'
import type { GraphQLContext } from '../context.js'
import type { GraphQLModule } from '../module.js'

const dictionaries = new WeakMap<GraphQLContext, Promise<AnnotationDictionary>>()

function dictionaryFor(ctx: GraphQLContext): Promise<AnnotationDictionary> {
  let d = dictionaries.get(ctx)
  if (!d) dictionaries.set(ctx, (d = loadAnnotationDictionary(ctx.db)))
  return d
}

// the same card object is asked for spans and HTML in one query: annotate it once
const annotated = new WeakMap<object, AnnotatedText>()

async function annotationOf(key: object, name: string, oracleText: string, ctx: GraphQLContext): Promise<AnnotatedText> {
  const hit = annotated.get(key)
  if (hit) return hit
  const a = annotateWith(await dictionaryFor(ctx), { name, oracleText })
  annotated.set(key, a)
  return a
}

const cardAnnotation = (v: CardPrinting, ctx: GraphQLContext) => annotationOf(v.card, v.card.name, v.card.oracleText, ctx)
const faceAnnotation = (f: CardFace, ctx: GraphQLContext) => annotationOf(f, f.name, f.oracleText, ctx)

export const annotations: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    enum TextSpanKind {
      "plain text"
      text
      "a keyword ability with its cost or parameter (Kicker {2}); its children hold the symbols"
      keyword
      "an ability word (Landfall): no rules meaning of its own, CR 207.2c"
      ability_word
      "a keyword action (search, shuffle, cast), inflections included"
      action
      "a term of the CR glossary (draw, target, token)"
      glossary
      "a mana, tap or untap symbol"
      symbol
      "reminder text in parentheses; its children are annotated too"
      reminder
      "the card naming itself: its name, a legendary's short name, this spell"
      self
    }
    "A piece of a card's Oracle text. Offsets count UTF-16 code units of oracleText."
    type TextSpan {
      kind: TextSpanKind!
      text: String!
      start: Int!
      end: Int!
      "keyword, ability_word, action, glossary: the term as the CR names it"
      term: String
      "its defining rule (702.33, 701.23)"
      rule: String
      "its definition from the stored Comprehensive Rules"
      definition: String
      "keyword: the cost or parameter written after the name"
      parameter: String
      "symbol: mana, tap, untap, energy or other"
      symbolKind: String
      "symbol: what it stands for"
      description: String
      "symbol: a mana-font class (ms ms-g)"
      cssClass: String
      "self: name, short, this or tilde"
      selfForm: String
      "reminder and keyword spans: the spans inside"
      children: [TextSpan!]!
    }
    extend type Card {
      "The Oracle text as annotated spans, with the CR definitions of its keywords, keyword actions and terms."
      annotatedText: [TextSpan!]!
      "The annotated Oracle text as an HTML fragment (definitions in title attributes; card text escaped)."
      annotatedHtml: String!
      "The effective date of the CR edition the definitions come from; null when the store holds none."
      annotationEdition: String
    }
    extend type CardFace {
      annotatedText: [TextSpan!]!
      annotatedHtml: String!
    }
  `,
  resolvers: {
    Card: {
      annotatedText: async (v: CardPrinting, _: unknown, ctx: GraphQLContext) => (await cardAnnotation(v, ctx)).spans,
      annotatedHtml: async (v: CardPrinting, _: unknown, ctx: GraphQLContext) => (await cardAnnotation(v, ctx)).html,
      annotationEdition: async (_v: CardPrinting, _: unknown, ctx: GraphQLContext) => (await dictionaryFor(ctx)).edition,
    },
    CardFace: {
      annotatedText: async (f: CardFace, _: unknown, ctx: GraphQLContext) => (await faceAnnotation(f, ctx)).spans,
      annotatedHtml: async (f: CardFace, _: unknown, ctx: GraphQLContext) => (await faceAnnotation(f, ctx)).html,
    },
    TextSpan: {
      children: (s: { children?: unknown[] }) => s.children ?? [],
    },
  },
}
