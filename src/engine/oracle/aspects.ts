// What a clause's words name that it could change (the aspects of src/engine/doubts.ts): a reader of
// words only, so that anything may use it without reaching the rest of the Oracle reader.
import type { Aspect } from '../doubts.js'
import { KEYWORD_NAMES, TRIGGERED_KEYWORDS } from './keyword-names.js'

/**
 * What a clause the engine doesn't model could change, among the things it answers. Cost changes
 * come first: a reduction changes what a spell costs, not whether it may be cast.
 */
export function aspectsOf(text: string): Aspect[] {
  const t = text.toLowerCase()
  const costChange =
    /\bcosts? (?:up to )?(?:\{[^}]+\})+ (?:less|more)(?: to (?:cast|activate))?\b|\bcosts? (?:\w+ )?(?:less|more) to(?: (?:cast|activate))?\b|\bcost reduction\b/
  if (costChange.test(t)) {
    // what else the same sentence does ("… cost {1} less to cast and can't be countered"): its own aspects (CR 101.2)
    return [...new Set<Aspect>(['cost', ...aspectsOf(t.replace(costChange, ''))])]
  }
  const out = new Set<Aspect>()
  // a Saga's chapter ability ("II — Destroy all nonartifact creatures.") is a triggered ability: it triggers
  // as lore counters reach its number (CR 714.2b), so what is on the stack rests on it
  if (/^[ivx]+(?:, [ivx]+)* — /.test(t)) out.add('trigger')
  // "can't be countered" (CR 101.2, 701.6a): whether countering moves the spell off the stack
  if (/\bcan't be countered\b/.test(t)) out.add('zone')
  // a keyword granted or removed (CR 613.1f): what the object has; a triggered keyword (CR 702: cascade,
  // prowess, exalted…) also what triggers
  const granted = new RegExp(String.raw`\b(?:gains?|has|have|loses?|lose)\b[^.]*?\b(${KEYWORD_NAMES})\b`).exec(t)
  if (granted) {
    out.add('keywords')
    if (new RegExp(String.raw`\b(?:${TRIGGERED_KEYWORDS})\b`).test(granted[1]!)) out.add('trigger')
  }
  // a keyword with a cost the engine doesn't read ("Dash {2}{R}", "Equip—Pay 3 life"): the card's keywords aren't all known
  // many keywords with a cost are activated abilities, some working from a graveyard or a hand (scavenge,
  // CR 702.97a; ninjutsu 702.49a): whether the card has one to activate is in doubt too (CR 602.1)
  if (/^[a-z]+(?: [a-z]+)? ?(?:\{|—|\d+$)/.test(t)) out.add('keywords').add('activate')
  // "[Cost]: [Effect]" the engine didn't read as an activated ability ("Exhaust — {2}{G}{G}: …", CR 602.1, 702.177a)
  if (/^[^:."]*(?:\{[^}]+\}|\bpay\b|\bsacrifice\b|\bdiscard\b|\bexile\b)[^:."]*: /.test(t)) out.add('activate')
  // a permission to cast as though it had flash (CR 601.3b, 702.8a): when spells can be cast
  if (/\bas though (?:it|they) had flash\b|\bcan be cast\b/.test(t)) out.add('cast')
  if (/\badditional cost\b/.test(t)) out.add('cast').add('cost')
  // "you may cast ~ as though it had flash" changes when it may be cast (CR 601.3b, 702.8a), not what it costs
  // (601.2f), unless the same sentence asks for a payment ("if you pay {2} more")
  const flashOnly =
    /\bmay cast [^.]*? as though (?:it|they) had flash\b/.test(t) && !/\bpay\b|\{|\bcosts?\b|\b(?:more|less) to cast\b/.test(t)
  if (flashOnly) out.add('cast')
  else if (
    /\bcan't be cast\b|\bcan't cast\b|\bcast\b[^.]*\bonly\b|\bonly\b[^.]*\bcast\b|\bmay cast\b|\bcast (?:~|it|cards?|spells?) from\b|\bwithout paying\b|\brather than pay/.test(
      t,
    )
  )
    out.add('cast').add('cost')
  if (/\bmana\b|\badd \{|\badd (?:one|two|three|four|five|x|that|an amount)\b|\bproduces?\b/.test(t)) out.add('mana')
  if (/\bactivat|\{t\}|\{q\}|\buntap|\btapped\b|\bsummoning sick/.test(t)) out.add('activate')
  if (/\babilit(?:y|ies)\b|"/.test(t)) out.add('activate').add('mana').add('trigger').add('keywords')
  // the verbs in every form a sentence uses them ("Target player discards two cards", "each player sacrifices …"):
  // each moves cards between zones (CR 701.9 discard, 701.21 sacrifice, 701.8 destroy, 121.2 draw, 701.13 mill)
  if (
    /\b(?:graveyard|exile[sd]?|library|hand|battlefield|destroys?|sacrifices?|returns?|shuffles?|draws?|discards?|mills?|dies|leaves?)\b/.test(
      t,
    )
  )
    out.add('zone')
  if (/\bcounters? on\b|\b(?:[+-]\d\/[+-]\d|\w+) counters?\b|\bproliferate\b/.test(t)) out.add('counters')
  // counters that change power and toughness (+1/+1, -1/-1: CR 613.4c) or whose loss destroys (loyalty, defense),
  // or counters of no kind named ("put its counters on target creature"): a creature may get 0 toughness and die,
  // and +1/+1 and -1/-1 counters annihilate, as state-based actions (CR 704.5f, 704.5i, 704.5q, 704.5v)
  if (
    /[+-]\d\/[+-]\d counters?\b|\b(?:loyalty|defense) counters?\b|\b(?:its|their|those|the|that many|all|each kind of|one or more|any number of) counters?\b|\bproliferate\b/.test(
      t,
    )
  )
    out.add('pt').add('zone')
  if (/\btrigger|^(?:when|whenever|at)\b/.test(t)) out.add('trigger')
  if (/\bkick/.test(t)) out.add('kicked')
  // type-changing effects (CR 613.1d, 205.1b): what reads types — power and toughness (208.3), state-based
  // actions through them (704.5f–g), targets (115.1), keyword abilities of a type (702) — not what triggers or costs
  if (
    /\b(?:is|isn't|are|aren't)\s+(?:a|an|no longer an?|not an?)?\s*(?:[\w-]+ )?(?:creature|artifact|land|enchantment|planeswalker)s?\b|\bin addition to (?:its|their) other (?:creature )?types\b|\bloses? all (?:other )?(?:creature types|card types|abilities)\b/.test(
      t,
    )
  )
    out.add('pt').add('damage').add('target').add('keywords')
  // "becomes a 3/3 creature that's still a land", "become 2/2 artifact creatures" (CR 613.1d, 205.1a): a type-changing
  // effect too, read the same way (not "becomes blocked by a creature", "becomes the target of a creature spell")
  if (
    /\bbecomes? (?:an? )?(?!(?:blocked|tapped|untapped|attached|the target|target)\b)(?:[\w/-]+ (?:and )?){0,5}?(?:creature|artifact|land|enchantment|planeswalker)s?\b/.test(
      t,
    )
  )
    out.add('pt').add('damage').add('target').add('keywords')
  // a clause that makes something a creature ("it becomes a 0/0 Construct artifact creature", "is a creature with base
  // power and toughness 5/5"): a creature with 0 toughness, or damage marked at its new toughness, is put into its
  // owner's graveyard as a state-based action (CR 613.1d, 613.4b, 704.5f, 704.5g) — where it is; and a permanent
  // that became a creature this turn can't use its {T} abilities ("summoning sickness", CR 302.6) — what it can activate
  if (
    /\b(?:is|are|becomes?)\s+(?:an?\s+)?(?:[\w/-]+ (?:and )?){0,5}?creatures?\b/.test(t) &&
    !/\bbecomes? (?:blocked|tapped|untapped|attached|the target|target)\b/.test(t)
  )
    out.add('zone').add('activate')
  if (/\bcop(?:y|ies)\b|\btokens?\b/.test(t)) out.add('copy')
  // an object that enters as or becomes a copy has the copiable values of another (CR 707.2, 613.2a, 614.1c): its power
  // and toughness, its types, its abilities — all of them could change
  if (/\b(?:enters?|enter|becomes?) as a copy\b|\bbecomes? a copy\b|\bas a copy of\b/.test(t))
    out.add('pt').add('damage').add('target').add('keywords').add('activate').add('mana').add('trigger')
  if (/\b(?:gains?|exchange|take) control\b|\bcontrol of\b|\bowner\b/.test(t)) out.add('control')
  if (/\bcast\b|\bspells?\b/.test(t) && /\bcan't\b(?! be countered)|\bonly\b/.test(t)) out.add('cast')
  // the game core's answers (src/engine/game): power/toughness, damage, life, what survives state-based actions
  if (/[+-]\d+\/[+-]\d+|\b\d+\/\d+\b|\b(?:power|toughness)\b/.test(t)) out.add('pt')
  if (/\bdamage\b|\bprevent|\bregenerat|\bdestroyed\b|\bdies\b/.test(t)) out.add('damage')
  // regeneration replaces being destroyed (CR 614.8, 701.19a): where the permanent is, and whether it is tapped
  if (/\bregenerat/.test(t)) out.add('zone').add('activate')
  if (/\blife\b|\bpoison\b|\blose the game\b|\bwin the game\b/.test(t)) out.add('life')
  // damage dealt to a player changes their life total (CR 120.3a) or poison counters (120.3b); "that
  // creature's controller" and "excess damage … instead" (120.4a, 120.10) name a player too
  if (
    out.has('damage') &&
    (/\bexcess damage\b|\bdamage\b[^.]*\b(?:controller|owner)\b/.test(t) ||
      (/\bdamage\b/.test(t) && !/\bcreatures?\b(?![^.]*\b(?:player|opponent|any target|planeswalker|you)\b)/.test(t)))
  )
    out.add('life')
  if (/\b(?:gains?|has|have)\b[^.]*\b(?:deathtouch|lifelink|indestructible|infect|wither|protection)\b/.test(t)) out.add('keywords')
  // what can be targeted (src/engine/game/targets.ts): granted hexproof, shroud, protection, ward; target changes
  if (
    /\bhexproof\b|\bshroud\b|\bprotection\b|\bward\b|\bcan't be the targets?\b|\bbecomes? the target\b|\bnew targets?\b|\bchange the targets?\b/.test(
      t,
    )
  )
    out.add('target')
  return [...out]
}
