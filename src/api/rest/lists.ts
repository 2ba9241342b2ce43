// Scryfall-style list objects: { object: "list", data, has_more, next_page (only when has_more), total } with a
// caller-chosen, capped page size. next_page repeats the request's own query with page + 1.
import type { FastifyRequest } from 'fastify'
import { Type, type Static } from 'typebox'
import type { PageRequest } from '../../queries/index.js'
import { targetPath } from '../public-base.js'

export const MAX_PAGE_SIZE = 175
export const DEFAULT_PAGE_SIZE = 175
/** Deep pages cost a scan of every row before them; past this, narrow the query instead. */
export const MAX_PAGE = 1000

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number, from 1.' })),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: `Items per page, 1 to ${MAX_PAGE_SIZE}.`,
    }),
  ),
}

export function pageRequest(
  q: { page?: number | undefined; page_size?: number | undefined },
  pageSize = DEFAULT_PAGE_SIZE,
): PageRequest & { page: number } {
  const page = q.page ?? 1
  const limit = q.page_size ?? pageSize
  return { page, offset: (page - 1) * limit, limit }
}

/** The URL of the next page: this request's own path and query with page + 1, on the links' base (src/api/public-base.ts). */
export function nextPageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(targetPath(request.url), 'http://target.invalid')
  url.searchParams.set('page', String(page + 1))
  return `${request.server.publicBase.of(request)}${url.pathname}${url.search}`
}

export function listObject<T>(request: FastifyRequest, items: T[], total: number, page: PageRequest & { page: number }) {
  const hasMore = page.offset + items.length < total
  return {
    object: 'list' as const,
    total,
    has_more: hasMore,
    // left out on the last page, as Scryfall leaves it out
    ...(hasMore ? { next_page: nextPageUrl(request, page.page) } : {}),
    data: items,
  }
}

export const ListOf = <T extends Parameters<typeof Type.Array>[0]>(item: T, description: string) =>
  Type.Object(
    {
      object: Type.Literal('list'),
      total: Type.Integer({ description: 'How many items the whole list holds.' }),
      has_more: Type.Boolean(),
      next_page: Type.Optional(Type.String({ description: 'URL of the next page; absent on the last (as on Scryfall).' })),
      data: Type.Array(item),
    },
    { description },
  )

export type ListObject<T> = Omit<Static<ReturnType<typeof ListOf>>, 'data'> & { data: T[] }
