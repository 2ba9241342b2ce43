// Ability tags: facts read from the rules text ("Searches library for basic land", "Deals damage"),
// provenance `extracted`, each with the span of text it came from as evidence. Also the timing tags
// (when the card or its abilities can act: instant speed, sorcery speed, triggers).
//
// Each fact is a pattern over one clause of the text. Patterns are written for current Oracle
// wording and checked by hand-written expectations on real cards (test/annotate/ability-tags.test.ts).
import { findReminderText } from './keyword-matcher.js'
import type { DerivedTag, TaggableCard } from './tag-types.js'

interface FactRule {
  slug: string
  label: string
  category: 'ability' | 'timing'
  pattern: RegExp
  /** A clause matching this is not the fact (a trigger condition, a restriction). */
  unless?: RegExp
  /** Match across sentences (the fact spans two of them). */
  wholeText?: boolean
}

const N = String.raw`(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+|that many|any number of|up to (?:one|two|three|four|five|X))`
const LAND_CARD = String.raw`(?:basic )?(?:land|Plains|Island|Swamp|Mountain|Forest|Desert|Gate|Cave|Sphere|Town)(?: or (?:basic )?(?:land|Plains|Island|Swamp|Mountain|Forest))?`

const RULES: FactRule[] = [
  // library (CR 701.23 search, 701.24 shuffle)
  {
    slug: 'searches-library-basic-land',
    label: 'Searches library for basic land',
    category: 'ability',
    pattern:
      /\bsearch(?:es)? (?:your|their|that player's|target player's|its owner's|his or her) library for [^.]*?\bbasic (?:land|Plains|Island|Swamp|Mountain|Forest)/i,
  },
  {
    slug: 'searches-library-land',
    label: 'Searches library for land',
    category: 'ability',
    pattern: new RegExp(
      String.raw`\bsearch(?:es)? (?:your|their|that player's|target player's|its owner's|his or her) library for [^.]*?\b${LAND_CARD} cards?`,
      'i',
    ),
  },
  {
    slug: 'searches-library',
    label: 'Searches library',
    category: 'ability',
    pattern: /\bsearch(?:es)? (?:your|their|that player's|target player's|its owner's|his or her|a|each) (?:library|libraries)\b/i,
  },
  {
    slug: 'shuffles-library',
    label: 'Shuffles library',
    category: 'ability',
    pattern: /\bshuffles?\b(?! counter)/i,
    unless: /\bwhenever [^,.]*shuffles?\b/i,
  },
  {
    slug: 'puts-lands-onto-battlefield',
    label: 'Puts lands onto the battlefield',
    category: 'ability',
    pattern: new RegExp(
      String.raw`\b(?:search[^.]*?library for [^.]*?${LAND_CARD} cards?[^.]*?,? (?:and )?put (?:it|them|that card|those cards|one of them|one)[^.]*? onto the battlefield|put (?:${N} |up to \w+ )?(?:(?:tapped )?${LAND_CARD}|lands?) cards? (?:from (?:your|their|a) (?:hand|graveyard|library)[^.]*? )?onto the battlefield|put a land card from (?:your|their) hand onto the battlefield)`,
      'i',
    ),
  },
  {
    slug: 'plays-additional-lands',
    label: 'Plays additional lands',
    category: 'ability',
    pattern: /\bplay (?:an|two|three|any number of) additional lands?\b/i,
  },
  {
    slug: 'tutors',
    label: 'Searches library for a card',
    category: 'ability',
    pattern:
      /\bsearch(?:es)? (?:your|their) library for (?:a|an|up to \w+|two|three|any number of|X) (?!basic land|land|Plains|Island|Swamp|Mountain|Forest)[^.]*?cards?/i,
  },
  // cards
  {
    slug: 'draws-cards',
    label: 'Draws cards',
    category: 'ability',
    pattern: new RegExp(
      String.raw`\bdraws? (?:${N}|an additional|cards equal to|that many|a card for each|cards)(?: additional)? cards?\b|\bdraws? (?:a|an additional) card\b|\bdraw cards\b`,
      'i',
    ),
    unless: /\b(?:whenever|each time) [^,.]*\bdraws?\b[^,.]*$/i,
  },
  {
    slug: 'discards',
    label: 'Discards cards',
    category: 'ability',
    pattern: new RegExp(
      String.raw`\bdiscards? (?:${N} |their |your |his or her |that |this |a |all |the )?(?:cards?|hand|creature cards?|nonland cards?|[a-z]+ cards?)\b`,
      'i',
    ),
    unless: /\b(?:whenever|each time|if) [^,.]*\bdiscards?\b[^,.]*$/i,
  },
  {
    slug: 'mills',
    label: 'Mills cards',
    category: 'ability',
    pattern:
      /\bmills? (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+|that many|half|cards)\b|\bput the top [^.]*? cards? of (?:your|their|his or her|target player's) library into (?:your|their|his or her|that player's) graveyard/i,
    unless: /\bwhenever [^,.]*\bmills?\b[^,.]*$/i,
  },
  {
    slug: 'looks-at-top-of-library',
    label: 'Looks at the top of a library',
    category: 'ability',
    pattern: /\blooks? at the top (?:card|\w+ cards|X cards)\b|\breveal the top (?:card|\w+ cards|X cards)\b|\bscry\b|\bsurveil\b/i,
  },
  { slug: 'reveals', label: 'Reveals cards', category: 'ability', pattern: /\breveals?\b(?! counter)/i },
  // spells and stack (CR 701.5 cast, 701.6 counter)
  {
    slug: 'counters-spells',
    label: 'Counters spells',
    category: 'ability',
    pattern:
      /\bcounter (?:target|all|each|that|it|the first|up to \w+ target)(?: [\w-]+)*? (?:spells?|it)\b|\bcounter (?:it|that spell|target spell)\b/i,
    unless: /\bcan't be countered\b/i,
  },
  {
    slug: 'counters-abilities',
    label: 'Counters abilities',
    category: 'ability',
    pattern: /\bcounter target (?:activated|triggered|activated or triggered) ability\b/i,
  },
  {
    slug: 'casts-from-graveyard',
    label: 'Casts from graveyard',
    category: 'ability',
    pattern:
      /\b(?:cast|play) [^.]*?from (?:your|a|their|its owner's) graveyard\b|\bflashback\b|\bjump-start\b|\bretrace\b|\bescape—|\bescape \{|\bdisturb\b|\bembalm\b|\beternalize\b|\bunearth\b|\bmayhem\b|^aftermath\b/im,
  },
  {
    slug: 'casts-without-paying',
    label: 'Casts without paying mana cost',
    category: 'ability',
    pattern: /\bwithout paying (?:its|their) mana costs?\b/i,
  },
  {
    slug: 'copies-spells',
    label: 'Copies spells',
    category: 'ability',
    pattern: /\bcop(?:y|ies) (?:target|that|it|the next|each)[^.]*?\bspell\b|\bcopy (?:it|that spell)\b/i,
    unless: /\bcopy of (?:a|target) (?:creature|permanent)/i,
  },
  { slug: 'cant-be-countered', label: "Can't be countered", category: 'ability', pattern: /\bcan't be countered\b/i },
  // damage and life (CR 120, 119)
  {
    slug: 'deals-damage',
    label: 'Deals damage',
    category: 'ability',
    pattern:
      /\bdeals? (?:\d+|X|that much|twice that much|an amount of|excess|half that|\w+ times that) (?:\w+ )?damage\b|\bdeals? damage\b/i,
    unless: /\b(?:whenever|when|if|each time) [^,.]*\bdeals? (?:combat )?damage\b[^,.]*$/i,
  },
  {
    slug: 'gains-life',
    label: 'Gains life',
    category: 'ability',
    pattern: /\bgains? (?:\d+|X|that much|an amount of|[a-z]+) life\b|\bgains? life\b/i,
    unless: /\b(?:whenever|if|each time|as long as) [^,.]*\bgains? [\w ]*life\b[^,.]*$/i,
  },
  {
    slug: 'drains-life',
    label: 'Makes opponents lose life',
    category: 'ability',
    pattern:
      /\b(?:each opponent|target opponent|target player|each player|that player|defending player|its controller|that creature's controller|an opponent) loses? (?:\d+|X|that much|half|life equal|[a-z]+) life\b/i,
  },
  {
    slug: 'prevents-damage',
    label: 'Prevents damage',
    category: 'ability',
    pattern: /\bprevent (?:all|the next|that|\d+ of that|the damage)\b/i,
  },
  // permanents (CR 701.8 destroy, 701.13 exile, 701.21 sacrifice)
  {
    slug: 'destroys',
    label: 'Destroys permanents',
    category: 'ability',
    pattern:
      /\bdestroys? (?:target|all|each|up to|that|it|them|X|two|three|another|any number|the (?:creature|permanent|artifact|land)|those)\b/i,
  },
  {
    slug: 'destroys-all',
    label: 'Destroys all (board wipe)',
    category: 'ability',
    pattern:
      /\bdestroy (?:all|each) (?:other )?(?:nonland |non-\w+ |attacking |tapped |untapped |\w+ )?(?:creatures|permanents|artifacts|enchantments|lands|planeswalkers|nonland permanents|creature)\b/i,
  },
  {
    slug: 'exiles',
    label: 'Exiles',
    category: 'ability',
    pattern:
      /\bexiles? (?:target|all|each|up to|it|them|that|those|another|two|three|X|the top|cards?|a card|\w+ cards?|this|your|their|any number|[A-Z])/i,
    unless: /\b(?:whenever|if) [^,.]*\bexiled?\b[^,.]*$/i,
  },
  {
    slug: 'sacrifices',
    label: 'Sacrifices permanents',
    category: 'ability',
    pattern: /\bsacrifices? (?:a|an|another|two|three|X|all|any number of|target|this|it|that|them|one|[A-Z]|up to|half|the)\b/i,
    unless: /\b(?:whenever|when) [^,.]*\bsacrifices?\b[^,.]*$/i,
  },
  {
    slug: 'returns-from-graveyard',
    label: 'Returns cards from graveyard',
    category: 'ability',
    pattern:
      /\b(?:return|put) [^.]*?\bfrom (?:your|a|their|its owner's|his or her|target player's|an opponent's) graveyard (?:to|into|onto|on top)\b|\breturn [^.]*?\bcards? in (?:your|a) graveyard\b/i,
  },
  {
    slug: 'reanimates',
    label: 'Puts creatures onto the battlefield from graveyard',
    category: 'ability',
    pattern:
      /\b(?:return|put) [^.]*?\bcreature cards? [^.]*?from (?:your|a|their|an opponent's|all) graveyards? (?:to|onto) the battlefield\b/i,
  },
  {
    slug: 'flickers',
    label: 'Exiles and returns to the battlefield (flicker)',
    category: 'ability',
    wholeText: true,
    pattern:
      /\bexile [^.]*?(?:,|\.) (?:then )?return (?:it|that card|them|those cards|the exiled card|each card exiled this way)[^.]*? to the battlefield\b/i,
  },
  {
    slug: 'bounces',
    label: "Returns permanents to their owner's hand",
    category: 'ability',
    pattern:
      /\breturn (?:target|all|each|up to \w+ target|another target|that|it|those|X target|two target)\b[^.]*?\bto (?:its|their) owners?'?s? hands?\b/i,
  },
  {
    slug: 'gains-control',
    label: 'Gains control',
    category: 'ability',
    pattern: /\bgains? control of\b|\bexchange control of\b|\byou control enchanted (?:creature|permanent|artifact|land|planeswalker)\b/i,
  },
  {
    slug: 'taps',
    label: 'Taps permanents',
    category: 'ability',
    pattern: /\btap (?:or untap )?(?:target|all|each|up to|another|two|X|that|it|those)\b/i,
  },
  {
    slug: 'untaps',
    label: 'Untaps permanents',
    category: 'ability',
    pattern: /\buntap (?:target|all|each|up to|another|two|X|that|it|those|this|[A-Z])\b/i,
    unless: /\bdoesn't untap|don't untap|untap step\b/i,
  },
  // tokens and counters (CR 111, 122)
  {
    slug: 'creates-tokens',
    label: 'Creates tokens',
    category: 'ability',
    pattern: /\bcreates? [^.]*?\btokens?\b|\bpopulate\b|\binvestigate\b|\bamass\b|\bincubate\b/i,
    unless: /\b(?:whenever|if) [^,.]*\bcreates?\b[^,.]*$/i,
  },
  {
    slug: 'creates-creature-tokens',
    label: 'Creates creature tokens',
    category: 'ability',
    pattern: /\bcreates? [^.]*?\bcreature tokens?\b|\bpopulate\b|\bamass\b/i,
    unless: /\b(?:whenever|if) [^,.]*\bcreates?\b[^,.]*$/i,
  },
  { slug: 'creates-treasure', label: 'Creates Treasure', category: 'ability', pattern: /\bcreates? [^.]*?\bTreasure tokens?\b/i },
  { slug: 'plus-one-counters', label: '+1/+1 counters', category: 'ability', pattern: /\+1\/\+1 counters?\b/i },
  { slug: 'minus-one-counters', label: '-1/-1 counters', category: 'ability', pattern: /-1\/-1 counters?\b/i },
  { slug: 'proliferates', label: 'Proliferates', category: 'ability', pattern: /\bproliferate\b/i },
  // creatures in combat
  {
    slug: 'pumps-creatures',
    label: 'Pumps creatures (+N/+N)',
    category: 'ability',
    pattern: /\bgets? \+(?:\d+|X)\/\+(?:\d+|X)\b|\bget \+(?:\d+|X)\/\+(?:\d+|X)\b/i,
  },
  {
    slug: 'shrinks-creatures',
    label: 'Shrinks creatures (-N/-N)',
    category: 'ability',
    pattern: /\bgets? [-−](?:\d+|X)\/[-−](?:\d+|X)\b|\bget [-−](?:\d+|X)\/[-−](?:\d+|X)\b/i,
  },
  { slug: 'fights', label: 'Fights', category: 'ability', pattern: /\bfights?\b/i, unless: /\bwhenever [^,.]*\bfights?\b/i },
  {
    slug: 'grants-evasion',
    label: 'Grants evasion',
    category: 'ability',
    pattern:
      /\b(?:gains?|have|has|get) [^.]*?\b(?:flying|menace|trample|shadow|fear|intimidate|horsemanship|skulk|\w+walk)\b|\bcan't be blocked\b/i,
  },
  {
    slug: 'grants-protection',
    label: 'Grants protection',
    category: 'ability',
    pattern: /\b(?:gains?|have|has) [^.]*?\b(?:hexproof|indestructible|shroud|protection from)\b/i,
  },
  // mana (CR 106)
  {
    slug: 'adds-mana',
    label: 'Adds mana',
    category: 'ability',
    pattern:
      /\badds? (?:that much |an amount of )?(?:\{[^}]+\}|one mana|two mana|three mana|X mana|an amount of|mana|that much mana|\w+ mana)|\badds? an additional\b/i,
  },
  {
    slug: 'cost-reduction',
    label: 'Reduces costs',
    category: 'ability',
    pattern: /\bcosts? \{?\w+\}? less to (?:cast|activate)\b|\bcost \{[^}]+\} less\b|\bcosts? (?:up to )?\{[^}]+\}(?:\{[^}]+\})* less\b/i,
  },
  // turns
  { slug: 'extra-turn', label: 'Takes an extra turn', category: 'ability', pattern: /\bextra turns?\b/i },
  { slug: 'extra-combat', label: 'Additional combat phase', category: 'ability', pattern: /\badditional combat phase\b/i },
  // timing (CR 117.1a instant speed, 307.1 / 301.1 sorcery speed, 702.8 flash, 702.61 split second)
  {
    slug: 'instant-speed',
    label: 'Instant speed',
    category: 'timing',
    pattern: /^flash\b|\bas though (?:it|they) had flash\b|\bany time you could cast an instant\b/im,
  },
  {
    slug: 'activates-as-sorcery',
    label: 'Activates only as a sorcery',
    category: 'timing',
    pattern: /\bactivate (?:only )?as a sorcery\b|\bactivate only any time you could cast a sorcery\b/i,
  },
  { slug: 'split-second', label: 'Split second', category: 'timing', pattern: /^split second\b/im },
  {
    slug: 'enters-trigger',
    label: 'When it enters (enters trigger)',
    category: 'timing',
    pattern: /\bwhen(?:ever)? [^,.]*?\b(?:enters|enters the battlefield)\b/i,
  },
  {
    slug: 'dies-trigger',
    label: 'When it dies (dies trigger)',
    category: 'timing',
    pattern: /\bwhen(?:ever)? [^,.]*?\bdies\b|\bis put into (?:a|your) graveyard from the battlefield\b/i,
  },
  { slug: 'attack-trigger', label: 'When it attacks (attack trigger)', category: 'timing', pattern: /\bwhen(?:ever)? [^,.]*?\battacks\b/i },
  {
    slug: 'cast-trigger',
    label: 'When a spell is cast (cast trigger)',
    category: 'timing',
    pattern: /\bwhen(?:ever)? [^,.]*?\bcasts? (?:a|an|your|this|their|another)\b/i,
  },
  {
    slug: 'upkeep-trigger',
    label: 'At the beginning of upkeep',
    category: 'timing',
    pattern: /\bat the beginning of (?:your|each|each player's|each opponent's|that player's|the next|enchanted player's) upkeep\b/i,
  },
  {
    slug: 'end-step-trigger',
    label: 'At the beginning of the end step',
    category: 'timing',
    pattern: /\bat the beginning of (?:your|each|the next|each opponent's|that player's) end step\b/i,
  },
  {
    slug: 'combat-trigger',
    label: 'At the beginning of combat',
    category: 'timing',
    pattern: /\bat the beginning of (?:combat|each combat)\b/i,
  },
  {
    slug: 'once-each-turn',
    label: 'Once each turn',
    category: 'timing',
    pattern: /\bonly once each turn\b|\bthis ability triggers only once each turn\b/i,
  },
]

const NEGATED = /\b(?:can't|cannot|don't|doesn't|never)\b[^,;:.]*$/i

/** The clauses a pattern is matched against: sentences and modes, never across quoted abilities' ends. */
function clauses(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = []
  for (const m of text.matchAll(/[^\n.]+(?:\.(?=\d)[^\n.]+)*\.?/g)) out.push({ text: m[0], start: m.index })
  return out
}

export interface FactHit {
  slug: string
  label: string
  category: 'ability' | 'timing'
  evidence: string
}

/** Reminder text blanked out (same length, so offsets hold): it is not rules text (CR 207.2a). */
function withoutReminderText(text: string): string {
  let out = text
  for (const r of findReminderText(text)) out = out.slice(0, r.start) + ' '.repeat(r.end - r.start) + out.slice(r.end)
  return out
}

/** The evidence for a fact: the clause, up to any blanked reminder text inside it. */
function evidenceOf(clause: string): string {
  return clause.trim().split(/ {2,}/)[0]!.trim()
}

/** Every ability/timing fact found in a rules text, with the clause it came from. */
export function findFacts(rulesText: string): FactHit[] {
  const hits: FactHit[] = []
  if (!rulesText) return hits
  const text = withoutReminderText(rulesText)
  const parts = clauses(text)
  for (const rule of RULES) {
    if (rule.pattern.flags.includes('m') || rule.wholeText) {
      const m = rule.pattern.exec(text)
      if (m)
        hits.push({
          slug: rule.slug,
          label: rule.label,
          category: rule.category,
          evidence: evidenceOf(rule.wholeText ? m[0] : lineAt(text, m.index)),
        })
      continue
    }
    // a clause is a substring of the text: no match in the whole text, none in a clause (fast path)
    if (!rule.pattern.test(text)) continue
    for (const clause of parts) {
      const m = rule.pattern.exec(clause.text)
      if (!m) continue
      // the same words as a trigger condition or a restriction are not the fact
      if (rule.unless?.test(clause.text.slice(0, m.index + m[0].length))) continue
      // "can't cause you to discard cards": a prohibition, not the fact
      if (rule.category === 'ability' && rule.slug !== 'cant-be-countered' && NEGATED.test(clause.text.slice(0, m.index))) continue
      hits.push({ slug: rule.slug, label: rule.label, category: rule.category, evidence: evidenceOf(clause.text) })
      break
    }
  }
  return hits
}

function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1
  const end = text.indexOf('\n', index)
  return text.slice(start, end < 0 ? text.length : end).trim()
}

/** Ability and timing tags of a card (provenance extracted; the card's type gives instant/sorcery speed). */
export function abilityTags(card: TaggableCard): DerivedTag[] {
  const tags: DerivedTag[] = findFacts(card.oracleText).map((f) => ({
    slug: f.slug,
    label: f.label,
    category: f.category,
    provenance: 'extracted',
    confidence: null,
    evidence: f.evidence,
  }))
  // An instant is cast at instant speed, a sorcery at sorcery speed: printed attributes (CR 304.1, 307.1)
  if (card.types.includes('Instant') && !tags.some((t) => t.slug === 'instant-speed')) {
    tags.push({
      slug: 'instant-speed',
      label: 'Instant speed',
      category: 'timing',
      provenance: 'attribute',
      confidence: null,
      evidence: `type line: ${card.typeLine}`,
    })
  }
  if (card.types.includes('Sorcery') && !card.types.includes('Instant')) {
    tags.push({
      slug: 'sorcery-speed',
      label: 'Sorcery speed',
      category: 'timing',
      provenance: 'attribute',
      confidence: null,
      evidence: `type line: ${card.typeLine}`,
    })
  }
  return tags
}
