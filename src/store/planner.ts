// Planner settings every connection of the service runs with, on PostgreSQL (a startup option of
// each connection) and on the embedded database (a server setting).
//
// random_page_cost 1.1 instead of PostgreSQL's 4 (which prices a random read as 4 sequential ones,
// a spinning disk): the store's tables and indexes live in memory or on SSD, where a random read
// costs about what a sequential one does, the value PostgreSQL's documentation suggests for that
// case. With 4, the total of a search in name order (`t:creature mv>=3`, 10,995 of 27,872 cards)
// was a sequential scan of the wide cards table and a sort, 28–30 ms, once
// cards_search_name_order_idx grew to hold printing_rarities; with 1.1 it is the index-only scan
// of that index in its order, 8–13 ms (full corpus, 2026-12-02; docs/search.md, Speed).
export const PLANNER_SETTINGS: Readonly<Record<string, string>> = { random_page_cost: '1.1' }

/** The settings as a libpq `options` startup parameter (`-c name=value …`). */
export const plannerOptions = (): string =>
  Object.entries(PLANNER_SETTINGS)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ')
