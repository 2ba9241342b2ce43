// Reading Card and Printing values, stored (stored-nodes.ts) or hydrated, in resolvers: a field a
// stored node does not state is read from its card hydrated from rows, loaded through a DataLoader
// (one statement for all of a request's cards); a selection that reads a field no stored object
// states is hydrated from the start.
import {
  defaultFieldResolver,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql'
import { cardsForRefs, type Card, type CardPrinting, type CardRowRef } from '../../queries/index.js'
import type { GraphQLContext } from './context.js'
import { isStoredCard, isStoredPrinting, nodeOfPrinting, type CardValue, type PrintingValue, type StoredCard } from './stored-nodes.js'
import type { PagedPrinting } from '../../queries/relation-pages.js'

/** Card fields no stored object states, for any card, and a printing's: reading one hydrates every card. */
const ROWS_ONLY = { card: new Set(['supertypes', 'types', 'subtypes', 'faces', 'engine']), printing: new Set(['finishes']) }

/** The fields a selection set selects, through fragments (@skip and @include not read: counted as selected). */
function fieldsOf(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  out: FieldNode[] = [],
): FieldNode[] {
  for (const s of set?.selections ?? []) {
    if (s.kind === Kind.FIELD) out.push(s)
    else if (s.kind === Kind.INLINE_FRAGMENT) fieldsOf(s.selectionSet, fragments, out)
    else if (fragments[s.name.value]) fieldsOf(fragments[s.name.value]!.selectionSet, fragments, out)
  }
  return out
}

/**
 * Whether the card nodes at `path` below the field being resolved (["edges", "node"] for a
 * connection) are better read from stored objects: not when the selection reads a field no stored
 * object states, which would hydrate every card anyway.
 */
export function selectionReadsStored(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const { fragments } = info
  let level = info.fieldNodes.flatMap((n) => fieldsOf(n.selectionSet, fragments))
  for (const name of path) level = level.filter((f) => f.name.value === name).flatMap((f) => fieldsOf(f.selectionSet, fragments))
  return !level.some(
    (f) =>
      ROWS_ONLY.card.has(f.name.value) ||
      (f.name.value === 'printing' && fieldsOf(f.selectionSet, fragments).some((g) => ROWS_ONLY.printing.has(g.name.value))),
  )
}

/**
 * Card nodes for search rows or lookups, in their order (a row whose card is gone left out): each
 * printing's stored object where there is one, the server serves them and `stored` allows, the
 * rest hydrated.
 */
export async function cardNodes(
  { db, loaders, storedObjects }: GraphQLContext,
  refs: readonly CardRowRef[],
  stored = true,
): Promise<CardValue[]> {
  const found =
    storedObjects && stored ? await loaders.storedCardByPrintingId.loadMany(refs.flatMap((r) => (r.printingId ? [r.printingId] : []))) : []
  const byId = new Map<string, StoredCard>()
  for (const s of found) if (s && !(s instanceof Error)) byId.set(s.printing.id, s)
  const missing = refs.filter((r) => !r.printingId || !byId.has(r.printingId))
  const hydrated = missing.length ? await cardsForRefs(db, missing) : []
  const hydratedOf = new Map(missing.map((r, i) => [r, hydrated[i]]))
  return refs.flatMap((r) => (r.printingId && byId.get(r.printingId)) || hydratedOf.get(r) || [])
}

/** The card node hydrated from rows: a stored node's loaded with all the request's others. */
export function fullCard(v: CardValue, { loaders }: GraphQLContext): CardPrinting | Promise<CardPrinting> {
  if (!isStoredCard(v)) return v
  return loaders.cardByPrintingId.load(v.printing.id).then((c) => {
    // the printing was removed by an import since its stored object was read
    if (!c) throw new Error(`printing ${v.printing.id} is no longer in the store`)
    return c
  })
}

/** A field of a card node: as stated by its stored object, else from the hydrated card. */
export function cardValue<K extends keyof Card>(v: CardValue, k: K, ctx: GraphQLContext): Card[K] | Promise<Card[K]> {
  if (k in v.card) return v.card[k] as Card[K]
  return Promise.resolve(fullCard(v, ctx)).then((c) => c.card[k])
}

/** A field of a printing node: as stated by its stored object, else from the hydrated printing. */
export function printingValue<K extends keyof PagedPrinting>(
  p: PrintingValue,
  k: K,
  ctx: GraphQLContext,
): PagedPrinting[K] | Promise<PagedPrinting[K]> {
  if (k in p || !isStoredPrinting(p)) return p[k] as PagedPrinting[K]
  return Promise.resolve(fullCard(nodeOfPrinting(p), ctx)).then((c) => c.printing![k])
}

/**
 * The Printing fields resolved by GraphQL's default (the value's property named as the field) read
 * stored printings too: the property where the stored object states it, else the hydrated
 * printing's. A field added to Printing later is covered without a resolver of its own. (Every
 * Card field has its resolver: a Card value holds its fields under `card`.)
 */
export function readStoredPrintings(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values((schema.getType('Printing') as GraphQLObjectType).getFields())) {
    if (field.resolve && field.resolve !== defaultFieldResolver) continue
    const name = field.name as keyof PagedPrinting
    field.resolve = ((p: PrintingValue, _args: unknown, ctx: GraphQLContext) => printingValue(p, name, ctx)) as GraphQLFieldResolver<
      unknown,
      unknown
    >
  }
  return schema
}
