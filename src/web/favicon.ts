// The service's mark: a rune-like "A" on a deep purple disc, drawn here rather than fetched. The
// explorer, GraphiQL and the REST reference at /docs all use it.
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#3b2a63"/><path d="M9 25 16 6l7 19M11.5 18h9" fill="none" stroke="#f4e9c9" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`

/** The mark as a data: URL, for pages that link no asset of the explorer's. */
export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`
