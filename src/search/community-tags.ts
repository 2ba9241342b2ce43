// otag:/oracletag: and atag:/arttag: over the community tags (Scryfall Tagger's and curated,
// docs/tags.md): a tag is named by its slug, an alias or its name, and includes every tag below
// it (Tagger's roll-up: otag:ramp finds the cards tagged mana-dork, a child of ramp). UNION, not
// UNION ALL, so a cycle in the hierarchy ends.
export function communityTagTargets(kind: 'oracle' | 'art', tag: string): string {
  return `(WITH RECURSIVE tree AS (
      SELECT id FROM community_tags WHERE kind = '${kind}' AND (slug = ${tag} OR ${tag} = ANY(aliases) OR lower(name) = ${tag})
      UNION SELECT l.child_id FROM community_tag_parents l JOIN tree ON l.parent_id = tree.id)
    SELECT g.target_id FROM community_taggings g WHERE g.tag_id IN (SELECT id FROM tree))`
}

/** Whether a community tag of `kind` is named `tag` (for the unknown-tag warning). */
export const COMMUNITY_TAG_EXISTS = `SELECT 1 FROM community_tags WHERE kind = $2 AND (slug = $1 OR $1 = ANY(aliases) OR lower(name) = $1) LIMIT 1`
