// Every clause of a card's Oracle text, accounted for: understood (the engine models all it does),
// or not understood — kept with its text and with what it could change, so that answers resting on
// it come back unsupported. A clause is a keyword of a keyword line, an activated or triggered
// ability (one paragraph, CR 113.2), or one sentence of any other paragraph (static abilities and
// spell effects). Reading is done on normalized lines ("~" for the card itself).
import { ASPECTS, type Aspect } from '../doubts.js'
import { aspectsOf } from './aspects.js'

export { aspectsOf }
import { TOXIC } from '../combat/keyword-rules.js'
import { KEYWORDS, keywordModule } from '../keywords/index.js'
import { loyaltyCost } from '../game/loyalty-cost.js'
import { readEnchant } from '../game/enchant.js'
import { activatedClauseModeled, TARGETING_KEYWORDS } from '../game/stack-reading.js'
import { readStackEffects, SPELL_EFFECT, stackableTrigger } from '../game/effect-text.js'
import { costPayerOf, costReducerOf, KEYWORD_PATTERN, triggeredKeywordOf } from '../mechanics/index.js'
import { unknownQualityWords } from '../state/quality-words.js'
import { TIMING_RESTRICTIONS } from '../game/timing-words.js'
import { EQUIP, PROWESS } from './abilities.js'
import { withoutAbilityWord } from './ability-words.js'
import { WINS_INSTEAD } from '../game/replacement-words.js'
import { readBlockRestriction } from '../combat/block-restriction-words.js'
import { sentences } from './text.js'
import { keywordItems, triggeredKeywordRule } from './triggered-keywords.js'
import type { OracleAbilities } from './types.js'

export type ClauseKind = 'keyword' | 'activated' | 'triggered' | 'sentence'

/** A clause as the reader leaves it, before its texts are shown with the card's name. */
export interface ReadClause {
  text: string
  kind: ClauseKind
  understood: boolean
  readAs: string[]
  /** What its not-understood part could change. */
  affects: Aspect[]
  /** The part not understood (the whole text when nothing was read). */
  rest: string
}

/** Keywords without costs the engine has no rule for, and what each could change among the answers it gives. */
const PLAIN_KEYWORDS: Record<string, Aspect[]> = {
  haste: ['activate'], // CR 702.10: {T} abilities of a creature that just arrived
  flash: [], // read as modeled below: the timing rules check it (src/engine/game/timing.ts, CR 702.8a)
  'split second': ['cast', 'activate'],
  defender: [],
  flying: [],
  trample: [],
  vigilance: [],
  reach: [],
  lifelink: [],
  deathtouch: [],
  'first strike': [],
  'double strike': [],
  menace: [],
  hexproof: [],
  indestructible: [],
  shroud: [],
  fear: [],
  intimidate: [],
  shadow: [],
  horsemanship: [],
  skulk: [],
  changeling: ['cast', 'mana', 'trigger'],
  devoid: ['mana'],
  wither: [],
  infect: [],
  prowess: ['trigger'],
  exalted: ['trigger'],
  flanking: ['trigger'],
  islandwalk: [],
  swampwalk: [],
  forestwalk: [],
  mountainwalk: [],
  plainswalk: [],
  landwalk: [],
  protection: ['damage'], // CR 702.16e: damage from sources of the quality is prevented
  ward: [],
  cascade: ['trigger', 'cast'],
  rebound: ['zone'],
}
const PLAIN_KEYWORD = new RegExp(
  String.raw`^(?:${[...new Set([...Object.keys(PLAIN_KEYWORDS), ...KEYWORDS.map((k) => k.name)])]
    .sort((a, b) => b.length - a.length)
    .join('|')})\b(?: from [\w ]+| for [\w ]+| \{[^}]+\}|—[^,]+)?$`,
  'i',
)

const COSTED_KEYWORD = new RegExp(String.raw`^(?:${KEYWORD_PATTERN})\b`, 'i')

const clean = (s: string) => s.replace(/^[\s,.;]+|[\s.]+$/g, '').trim()

/** A clause read in part: understood when nothing of substance is left. */
function partly(text: string, kind: ClauseKind, readAs: string[], rest: string): ReadClause {
  const r = clean(rest)
  return { text, kind, readAs, understood: r === '', affects: r === '' ? [] : aspectsOf(r), rest: r }
}

const notRead = (text: string, kind: ClauseKind): ReadClause => ({
  text,
  kind,
  readAs: [],
  understood: false,
  affects: aspectsOf(text),
  rest: text,
})

/** Read one sentence of a static ability or spell effect against what the parsers found. */
/** How the clause reader names an unconditional "~ enters tapped." (CR 614.1c–d). */
export const ENTERS_TAPPED = 'enters tapped (CR 614.1c)'

function readSentence(s: string, a: Omit<OracleAbilities, 'clauses'>): ReadClause {
  const readAs: string[] = []
  let rest = s
  const take = (what: string, re: RegExp) => {
    const m = re.exec(rest)
    if (!m) return false
    readAs.push(what)
    rest = rest.slice(0, m.index) + rest.slice(m.index + m[0].length)
    return true
  }
  // CR 118.9: an alternative cost is paid only if its caster chooses it, and the language offers only the
  // registered mechanics' (src/engine/mechanics); a cast stated in it never uses this one, so it changes no answer
  if (/^(?:if [^,]+, )?you may pay (?:\{[^}]+\})+ rather than pay ~'s mana cost\.?$/i.test(s))
    return {
      text: s,
      kind: 'sentence',
      readAs: ['alternative cost no cast of the language chooses (CR 118.9)'],
      understood: false,
      affects: [],
      rest: s,
    }
  const linked = a.linkedKicker.find((l) => l.text === s)
  if (linked) {
    take(
      'linked kicker condition',
      /^(?:if ~ was kicked(?: with its (?:\{[^}]+\})+ kicker)?(?: twice)?|if ~ wasn't kicked|unless ~ was kicked),?(?: instead)?\s*/i,
    ) || take('linked kicker count', /\b(?:for each time|the number of times|twice the number of times) ~ was kicked\b/i)
  }
  const counters = a.entersWithCounters.find((e) => e.text === s)
  if (counters)
    take(
      'enters with counters',
      /(?:~|it) enters with (?:a|an|one|two|three|four|five|six|x|\d+) [+\-\w/]+ counters? on it(?: for each (?:time (?:~|it) was kicked|mana spent to cast (?:~|it)))?/i,
    )
  if (a.searchEffects.some((e) => e.text === s)) take('library search', /^search your library for .+$/i)
  if (a.grants.some((g) => g.text === s)) {
    take('keyword grant', /^[\w ]*?spells you cast have (?:sticker kicker|kicker|multikicker|buyback|flashback|madness) (?:\{[^}]+\})+/i) ||
      take('keyword grant', /^each [\w ]+? cards? in (?:your|each player's) (?:hand|graveyard) (?:has|have|gains?) .+$/i)
  }
  if (a.cantBeCountered) take("can't be countered", /^(?:this spell|~) can't be countered\b/i)
  if (a.prohibitsChosenName) take('name prohibition', /^spells with the chosen name can't be cast\b/i)
  // CR 614.1c–d: "~ enters tapped" replaces how it enters; applied as it enters (src/engine/actions/battlefield.ts)
  take(ENTERS_TAPPED, /^~ enters(?: the battlefield)? tapped\.?$/i)
  take('name choice (the scenario sets chosenName)', /^as ~ enters, choose a (?:nonland )?card name\b/i)
  // CR 614.12, 607.2a: the choice made as it enters changes nothing by itself; what depends on it is read
  // (or stays opaque, with its own doubts) in the clauses that name "the chosen …"
  take(
    'choice as it enters (read where "the chosen …" is)',
    /^as ~ enters(?: the battlefield)?, choose (?:a|an|one) (?:color|creature type|card type|basic land type|land type|player|opponent)\.?$/i,
  )
  if (a.doublesManaFromTapping) take('mana doubling', /^if you tap a permanent for mana, it produces twice as much of that mana instead\b/i)
  take('shuffle after a search', /^then shuffle\b/i)
  // a blocking restriction the block action checks (src/engine/combat/declare.ts, CR 509.1b)
  if (readBlockRestriction(s)) take('blocking restriction (CR 509.1b)', /^.+$/)
  // a replacement of drawing from an empty library, applied wherever a card is drawn (src/engine/game/empty-library-draw.ts)
  take('replacement: winning instead of drawing from an empty library (CR 614.1, 104.2b)', WINS_INSTEAD)
  // damage, life, counters, countering: carried out as the spell resolves (src/engine/game/resolution.ts)
  if (!readAs.length && readStackEffects(s)) take(SPELL_EFFECT, /^.+$/)
  // "…, except it's 7/7" (Quicksilver Gargantuan): the enterAsCopy action applies it (CR 707.9b), and checks
  // the choice ("a creature you control with power 4 or greater", actions/copy-choice.ts)
  take(
    'enters as a copy (the enterAsCopy action)',
    /^you may have ~ enter as a copy of (?:any|a|an) [\w ]+?(?: you control)?(?: with power \d+ or greater)?(?: on the battlefield)?(?:, except it's \d+\/\d+)?(?=,|\.|$)/i,
  )
  if (a.cycling.some((c) => c.searchesFor)) take('typecycling search', /^(?:search your library for .+)$/i)
  if (!readAs.length) return notRead(s, 'sentence')
  return partly(s, 'sentence', readAs, rest.replace(/^\s*and\b/i, ''))
}

function readKeywordItem(item: string): ReadClause | null {
  // CR 702.164c: toxic's poison counters are given with combat damage (src/engine/combat/toxic.ts)
  if (TOXIC.test(item)) return { text: item, kind: 'keyword', readAs: ['toxic (CR 702.164c)'], understood: true, affects: [], rest: '' }
  // CR 702.131: the city's blessing, given when its controller controls ten permanents (src/engine/game/ascend.ts)
  if (/^ascend$/i.test(item))
    return { text: item, kind: 'keyword', readAs: ['ascend (CR 702.131)'], understood: true, affects: [], rest: '' }
  // CR 702.5a, 303.4: an Aura's enchant ability — its spell's target and what it may be attached to (src/engine/game/attachments.ts)
  if (readEnchant(item))
    return { text: item, kind: 'keyword', readAs: ['enchant (CR 702.5a, 303.4)'], understood: true, affects: [], rest: '' }
  // CR 702.6a: equip is the activated ability "[Cost]: Attach ~ to target creature you control. Activate only as a sorcery."
  // (oracle/abilities.ts), activated and resolved by the stack (src/engine/effects/attach.ts)
  if (EQUIP.test(item)) return { text: item, kind: 'keyword', readAs: ['equip (CR 702.6a)'], understood: true, affects: [], rest: '' }
  // a keyword whose objects pay part of the total cost (convoke, improvise, delve: src/engine/mechanics), paid by the cast action
  const payer = costPayerOf(item)
  if (payer) return { text: item, kind: 'keyword', readAs: [`${payer.name} (CR ${payer.rule})`], understood: true, affects: [], rest: '' }
  // a keyword that reduces the total cost (affinity, undaunted: src/engine/mechanics), applied by the cast; what it counts must be readable
  const reducer = costReducerOf(item)
  if (reducer) {
    const counts = reducer.mechanic.counts(reducer.parameter)
    const readable = 'opponents' in counts || unknownQualityWords(counts.permanents).length === 0
    return {
      text: item,
      kind: 'keyword',
      readAs: [`${reducer.mechanic.name} (CR ${reducer.mechanic.rule})`],
      understood: readable,
      affects: readable ? [] : ['cost'],
      rest: readable ? '' : item,
    }
  }
  if (COSTED_KEYWORD.test(item))
    return { text: item, kind: 'keyword', readAs: ['keyword with a cost'], understood: true, affects: [], rest: '' }
  // a registered keyword (src/engine/keywords): combat applies it (who may attack and block, how combat
  // damage is dealt) or the game core does (damage results, state-based actions)
  const registered = keywordModule(item)
  // a keyword modeled in part (protection's blocking and targeting): what isn't stays not understood
  if (registered?.notModeled)
    return {
      text: item,
      kind: 'keyword',
      readAs: [`${registered.name} (CR ${registered.rule})`],
      understood: false,
      affects: [...registered.notModeled.affects],
      rest: item,
    }
  if (registered)
    return { text: item, kind: 'keyword', readAs: [`${registered.name} (CR ${registered.rule})`], understood: true, affects: [], rest: '' }
  if (PLAIN_KEYWORD.test(item)) {
    const k = [...Object.keys(PLAIN_KEYWORDS), ...KEYWORDS.map((m) => m.name)]
      .sort((a, b) => b.length - a.length)
      .find((w) => item.toLowerCase().startsWith(w))!
    // modeled for targeting (src/engine/game/targets.ts): hexproof, shroud, ward
    const targeting = TARGETING_KEYWORDS.find((t) => t.pattern.test(item))
    if (targeting) return { text: item, kind: 'keyword', readAs: [targeting.readAs], understood: true, affects: [], rest: '' }
    // timing (src/engine/game/timing.ts): a card with flash may be cast any time its caster could cast an instant
    if (k === 'flash' && item.toLowerCase() === 'flash')
      return { text: item, kind: 'keyword', readAs: ['flash (CR 702.8a)'], understood: true, affects: [], rest: '' }
    // CR 702.61a: split second is checked by the timing rules (src/engine/game/timing.ts)
    if (k === 'split second' && item.toLowerCase() === k)
      return { text: item, kind: 'keyword', readAs: ['split second (CR 702.61a)'], understood: true, affects: [], rest: '' }
    // CR 702.108a: prowess is a triggered ability the stack resolves (oracle/abilities.ts reads it)
    if (k === 'prowess' && item.toLowerCase() === k && stackableTrigger(PROWESS, ''))
      return { text: item, kind: 'keyword', readAs: ['prowess (CR 702.108a)'], understood: true, affects: [], rest: '' }
    return { text: item, kind: 'keyword', readAs: [], understood: false, affects: PLAIN_KEYWORDS[k] ?? [], rest: item }
  }
  return null
}

/**
 * A triggered keyword the engine reads only as a trigger (oracle/triggered-keywords.ts): it triggers and goes on
 * the stack, opaque; what its effect could change is in doubt once it resolves (CR 603.3, 608.2).
 */
function triggeredKeywordClause(item: string, a: Omit<OracleAbilities, 'clauses'>): ReadClause | null {
  // a registered triggered keyword (src/engine/mechanics): understood when the ability it stands for is one the stack resolves
  const registered = triggeredKeywordOf(item)
  if (registered) {
    const ability = a.triggers.find((t) => t.text === registered.means)
    const resolved = ability !== undefined && stackableTrigger(ability, '')
    return {
      text: item,
      kind: 'keyword',
      readAs: [`${registered.name} (CR ${registered.rule})`, ...(resolved ? ['resolved on the stack'] : [])],
      understood: resolved,
      affects: resolved ? [] : ['trigger', ...aspectsOf(registered.means)],
      rest: resolved ? '' : item,
    }
  }
  const rule = triggeredKeywordRule(item)
  if (!rule || !a.triggers.some((t) => t.text === item)) return null
  return {
    text: item,
    kind: 'triggered',
    readAs: ['trigger', `triggered keyword (CR ${rule}), opaque on the stack`],
    understood: false,
    affects: [...ASPECTS],
    rest: item,
  }
}

/** Every clause of the normalized lines, with what the engine read from each. */
export function readClauses(lines: string[], a: Omit<OracleAbilities, 'clauses'>): ReadClause[] {
  const out: ReadClause[] = []
  const triggerTexts = new Set(a.triggers.map((t) => t.text))
  for (const line of lines) {
    // a keyword line: every comma-separated item a keyword ("Flying, haste", "Kicker {2}, cycling {1}")
    const items = keywordItems(line)
    const keywordClauses =
      a.keywords.length || !/[.:]/.test(line.replace(/\.$/, '')) ? items.map((i) => triggeredKeywordClause(i, a) ?? readKeywordItem(i)) : []
    if (keywordClauses.length && keywordClauses.every((k) => k !== null)) {
      out.push(...(keywordClauses as ReadClause[]))
      continue
    }
    const keyword = a.keywords.find((k) => line.toLowerCase().startsWith(k.keyword.toLowerCase()))
    if (keyword && COSTED_KEYWORD.test(line)) {
      out.push({ text: line, kind: 'keyword', readAs: ['keyword with a cost'], understood: true, affects: [], rest: '' })
      continue
    }
    // a triggered ability, read past an ability word (CR 207.2c)
    if (/^(?:when|whenever|at)\b/i.test(withoutAbilityWord(line))) {
      const read = triggerTexts.has(line)
      const trigger = a.triggers.find((t) => t.text === line)
      // put on the stack and resolved (src/engine/game/stack-objects.ts, resolution.ts)
      if (trigger && stackableTrigger(trigger, '')) {
        out.push({ text: line, kind: 'triggered', readAs: ['trigger', 'resolved on the stack'], understood: true, affects: [], rest: '' })
        continue
      }
      const effect = line.replace(/^[^,]*,\s*/, '').replace(/^if [^,]+,\s*/i, '') // after the trigger and an intervening "if" (CR 603.4)
      out.push({
        text: line,
        kind: 'triggered',
        readAs: read ? ['trigger'] : [],
        understood: false,
        affects: read ? aspectsOf(effect) : ['trigger', ...aspectsOf(effect)],
        rest: read ? effect : line,
      })
      continue
    }
    const activated = a.activated.find((x) => x.text === line)
    if (activated) {
      const mana = a.manaAbilities.find((m) => m.text === line)
      // a loyalty cost is paid by the activate action (CR 606.4, src/engine/game/loyalty.ts)
      const costKnown = activated.otherCosts.every((c) => loyaltyCost(c) !== null)
      if (!activated.isMana && activatedClauseModeled(activated)) {
        out.push({
          text: line,
          kind: 'activated',
          readAs: ['activated ability (the stack resolves it)'],
          understood: true,
          affects: [],
          rest: '',
        })
        continue
      }
      if (mana && mana.produces.kind !== 'unknown' && costKnown) {
        const effect = line.slice(line.indexOf(': ') + 2)
        const rest = effect
          .replace(/^(?:choose a color of a permanent [\w ]+\. )?add [^.]+\.?/i, '')
          .replace(mana.restriction?.text ?? '\u0000', '')
        out.push(partly(line, 'activated', ['mana ability'], rest))
      } else {
        // the engine checks {T}/{Q} and summoning sickness; other costs and restrictions it doesn't
        // "Activate only as a sorcery" and "only during your turn" are checked by the timing rules (src/engine/game/timing.ts)
        const restricted = !costKnown || /\bactivate (?:only|no more)\b/i.test(line.replace(TIMING_RESTRICTIONS, ''))
        const affects: Aspect[] = [...(restricted ? (['activate'] as Aspect[]) : []), ...(activated.isMana ? (['mana'] as Aspect[]) : [])]
        out.push({
          text: line,
          kind: 'activated',
          readAs: [costKnown ? 'activation cost' : 'activation cost ({T}/{Q} only)'],
          understood: false,
          affects,
          rest: line,
        })
      }
      continue
    }
    for (const s of sentences(line)) out.push(readSentence(s, a))
  }
  return out
}
