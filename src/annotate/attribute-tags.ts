// Attribute tags: what is printed on the card, not read from its rules text (seed 000: "Card
// attributes are distinct from extracted ability facts and inferred themes").
import { manaCostSymbols, symbolKind } from './symbols.js'
import type { DerivedTag, TaggableCard } from './tag-types.js'

const COLOR_NAMES: Record<string, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' }

export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9∞]+/g, '-')
    .replace(/^-|-$/g, '') || 'x'

function attribute(slug: string, label: string, category: DerivedTag['category'], evidence: string): DerivedTag {
  return { slug, label, category, provenance: 'attribute', confidence: null, evidence }
}

export function attributeTags(card: TaggableCard): DerivedTag[] {
  const tags: DerivedTag[] = []
  // Type tags: CR 205 (type line: supertypes, card types, subtypes)
  const typeEvidence = `type line: ${card.typeLine}`
  for (const t of card.supertypes) tags.push(attribute(`supertype-${slugify(t)}`, t, 'type', typeEvidence))
  for (const t of card.types) tags.push(attribute(`type-${slugify(t)}`, t, 'type', typeEvidence))
  for (const t of card.subtypes) tags.push(attribute(`subtype-${slugify(t)}`, t, 'type', typeEvidence))

  // Colors (CR 105.2) and color identity (CR 903.4)
  for (const c of card.colors) {
    const name = COLOR_NAMES[c]
    if (name) tags.push(attribute(`color-${c.toLowerCase()}`, name, 'color_identity', `colors: ${card.colors.join('')}`))
  }
  if (card.colors.length === 0) tags.push(attribute('color-colorless', 'Colorless', 'color_identity', 'colors: none'))
  if (card.colors.length > 1)
    tags.push(attribute('color-multicolored', 'Multicolored', 'color_identity', `colors: ${card.colors.join('')}`))
  const identityEvidence = `color identity: ${card.colorIdentity.join('') || 'colorless'}`
  for (const c of card.colorIdentity) {
    const name = COLOR_NAMES[c]
    if (name) tags.push(attribute(`identity-${c.toLowerCase()}`, `${name} identity`, 'color_identity', identityEvidence))
  }
  if (card.colorIdentity.length === 0) tags.push(attribute('identity-colorless', 'Colorless identity', 'color_identity', identityEvidence))

  // Mana cost symbols (CR 202.1, 107.4)
  const symbols = manaCostSymbols(card.manaCost)
  const costEvidence = `mana cost: ${card.manaCost ?? 'none'}`
  if (card.manaCost === null || card.manaCost === '') tags.push(attribute('cost-none', 'No mana cost', 'mana_cost', costEvidence))
  const seen = new Set<string>()
  for (const s of symbols) {
    if (seen.has(s) || symbolKind(s) !== 'mana') continue
    seen.add(s)
    const count = symbols.filter((x) => x === s).length
    const inner = s.slice(1, -1)
    tags.push(attribute(`cost-${slugify(inner)}`, count > 1 && !/^\d+$/.test(inner) ? `${s} ×${count}` : s, 'mana_cost', costEvidence))
  }
  if (symbols.some((s) => /\//.test(s) && !/P\}$/i.test(s))) tags.push(attribute('cost-hybrid', 'Hybrid mana', 'mana_cost', costEvidence))
  if (symbols.some((s) => /\/P\}$/i.test(s))) tags.push(attribute('cost-phyrexian', 'Phyrexian mana', 'mana_cost', costEvidence))

  // Mana value (CR 202.3)
  const mv = Number.isFinite(card.manaValue) ? card.manaValue : 0
  tags.push(attribute(`mv-${String(mv).replace('.', '-')}`, `Mana value ${mv}`, 'mana_value', `mana value: ${mv}`))
  return tags
}
