// Non-keyword abilities the engine interprets, read from normalized Oracle lines ("~" = this object):
// linked kicker abilities (CR 607.2i, 702.33e–f), triggers, mana abilities (CR 605), keyword grants,
// "enters with counters", library searches (CR 701.23), "can't be countered", name prohibitions.
import { parseManaCost, manaTypesOf, type ManaType, type ManaCost } from '../mana/cost.js'
import { parseCost } from './cost.js'
import { readAttackTrigger, readBecomesBlockedTrigger, readCombatDamageTrigger } from '../combat/trigger-words.js'
import { readStepTrigger } from '../game/step-trigger-words.js'
import { readCondition } from '../game/condition-words.js'
import { readEntersTrigger } from '../game/enters-trigger-words.js'
import { readTargetingSpellTrigger } from '../game/targeting-trigger-words.js'
import { withoutAbilityWord } from './ability-words.js'
import { keywordFamily } from './keywords.js'
import { numberWord, sentences } from './text.js'
import type {
  ActivatedAbility,
  EntersWithCounters,
  KeywordGrant,
  KickerCost,
  LinkedKickerAbility,
  ManaAbility,
  ManaProduction,
  PlayerScope,
  SearchEffect,
  TriggeredAbility,
} from './types.js'

const SELF = String.raw`(?<!\w)(?:~|it)`
const SYMBOLS = String.raw`((?:\{[^{}]+\})+)`

function kickerLabelFor(costText: string, kickers: KickerCost[]): 'A' | 'B' | 'any' {
  const want = costText.replace(/\s/g, '').toUpperCase()
  const k = kickers.find((kc) => kc.cost.text.replace(/\s/g, '').toUpperCase() === want)
  return k ? k.label : 'any'
}

/** The linked kicker condition a sentence states about this object, if any. */
export function linkedKickerIn(sentence: string, kickers: KickerCost[]): Omit<LinkedKickerAbility, 'index' | 'text'> | null {
  let m: RegExpExecArray | null
  if ((m = new RegExp(String.raw`${SELF} was kicked with its ${SYMBOLS} kicker`, 'i').exec(sentence))) {
    return { condition: 'kicked', kicker: kickerLabelFor(m[1]!, kickers) }
  }
  if (new RegExp(String.raw`\b(?:for each time|the number of times|twice the number of times) ${SELF} was kicked`, 'i').test(sentence)) {
    return { condition: 'perKick', kicker: 'any' }
  }
  if (new RegExp(String.raw`\bif ${SELF} was kicked twice`, 'i').test(sentence)) return { condition: 'twice', kicker: 'any' }
  if (new RegExp(String.raw`\b(?:if ${SELF} wasn't kicked|unless ${SELF} was kicked)`, 'i').test(sentence))
    return { condition: 'notKicked', kicker: 'any' }
  if (new RegExp(String.raw`${SELF} was kicked\b`, 'i').test(sentence)) return { condition: 'kicked', kicker: 'any' }
  return null
}

/** Every ability (sentence) linked to the printed kicker, in print order. */
export function parseLinkedKicker(lines: string[], kickers: KickerCost[]): LinkedKickerAbility[] {
  const out: LinkedKickerAbility[] = []
  for (const line of lines) {
    for (const s of sentences(line)) {
      const linked = linkedKickerIn(s, kickers)
      if (linked) out.push({ index: out.length + 1, text: s, ...linked })
    }
  }
  return out
}

function scope(who: string): PlayerScope {
  const w = who.toLowerCase()
  return w === 'you' ? 'you' : w.includes('opponent') ? 'opponent' : 'any'
}

export function parseTriggers(lines: string[], linked: LinkedKickerAbility[]): TriggeredAbility[] {
  const out: TriggeredAbility[] = []
  for (const printed of lines) {
    // an ability word has no rules meaning (CR 207.2c): the ability is read past it, its text kept as printed
    const line = withoutAbilityWord(printed)
    const first = sentences(line)[0] ?? line
    // "deals combat damage" and "attacks" triggers (src/engine/combat/triggers.ts), "At the beginning of …" (game/step-triggers.ts)
    const special =
      readCombatDamageTrigger(first, line) ??
      readAttackTrigger(first, line) ??
      readBecomesBlockedTrigger(first, line) ??
      readStepTrigger(first, line) ??
      readEntersTrigger(first, line) ??
      readTargetingSpellTrigger(first, line)
    if (special) {
      out.push({ ...special, text: printed })
      continue
    }
    let m: RegExpExecArray | null
    if (/^whenever you cast a kicked spell\b/i.test(first)) {
      out.push({ event: 'castKickedSpell', text: printed, who: 'you' })
    } else if ((m = /^whenever (you|a player|an opponent) casts? (?:an|a)\b ?(.*?)\bspell,/i.exec(first))) {
      // only "… spell," : "your first spell each turn", "a spell that targets ~", "a spell with mana value 4 or
      // greater" trigger on fewer spells than every one of the kind, and aren't read
      out.push({ event: 'castSpell', text: printed, who: scope(m[1]!), filter: m[2]!.trim() })
    } else if (/^when(?:ever)? you cycle (?:or discard )?~/i.test(first)) {
      out.push({ event: 'cycleSelf', text: printed, who: 'you' })
    } else if ((m = /^whenever (you|a player|an opponent) cycles? or discards? (a|an|another|one or more)\b/i.exec(first))) {
      out.push({ event: 'cycleOrDiscard', text: printed, who: scope(m[1]!), excludesSelf: m[2]!.toLowerCase() === 'another' })
    } else if ((m = /^whenever (you|a player|an opponent) cycles? (a|an|another|your)\b/i.exec(first))) {
      out.push({ event: 'cycle', text: printed, who: scope(m[1]!), excludesSelf: m[2]!.toLowerCase() === 'another' })
    } else if ((m = /^whenever (you|a player|an opponent) discards? (a|an|another|one or more)\b/i.exec(first))) {
      out.push({ event: 'discard', text: printed, who: scope(m[1]!), excludesSelf: m[2]!.toLowerCase() === 'another' })
    } else if (/^whenever ~ becomes untapped, (?!if\b)/i.test(first)) {
      // inspired (CR 207.2c): untapping in the untap step, by an effect or a {Q} cost (src/engine/game/untap.ts)
      out.push({ event: 'untapped', text: printed, who: 'you' })
    } else if (/^when(?:ever)? ~ enters\b/i.test(first)) {
      const t: TriggeredAbility = { event: 'enters', text: printed, who: 'you' }
      const cond = /^when(?:ever)? ~ enters[^,]*, (if [^,]+),/i.exec(first)
      if (cond) {
        const l = linked.find((a) => line.includes(a.text) || a.text.includes(cond[1]!))
        if (l) t.ifKicked = l
      }
      out.push(t)
    } else if (/^when(?:ever)? ~ (?:dies|is put into a graveyard from the battlefield)\b/i.test(first)) {
      const t: TriggeredAbility = { event: 'dies', text: printed, who: 'you' }
      // an intervening "if" the engine checks, looking back at the object as it left (CR 603.4, 603.10a)
      const cond = /^when(?:ever)? ~ (?:dies|is put into a graveyard from the battlefield), (if [^,]+),/i.exec(first)
      const condition = cond ? readCondition(cond[1]!) : null
      if (condition) t.condition = condition
      out.push(t)
    } else if (/^when(?:ever)? ~ leaves the battlefield,/i.test(first)) {
      // CR 603.6c: a leaves-the-battlefield ability; it looks back in time (603.10a)
      out.push({ event: 'leaves', text: printed, who: 'you' })
    } else if (
      (m = /^whenever (a|another) (creature|artifact creature)( you control| an opponent controls| you own)? dies\b/i.exec(first))
    ) {
      const whose = m[3]?.trim() ?? ''
      out.push({
        event: 'creatureDies',
        text: printed,
        who: whose.startsWith('you') ? 'you' : whose ? 'opponent' : 'any',
        filter: m[2]!.toLowerCase(),
        excludesSelf: m[1]!.toLowerCase() === 'another',
        // "you own": whoever controlled it (Athreos, God of Passage's ruling; CR 108.3)
        ...(whose === 'you own' ? { byOwner: true } : {}),
      })
    } else if ((m = /^whenever (you|a player|an opponent) shuffles? (?:their|your|his or her|a) library/i.exec(first))) {
      out.push({ event: 'shuffle', text: printed, who: scope(m[1]!) })
    } else if ((m = /^whenever (you|a player|an opponent) searches (?:their|your|his or her|a) library/i.exec(first))) {
      out.push({ event: 'search', text: printed, who: scope(m[1]!) })
    } else if ((m = /^whenever (~|an? [\w ]+?|enchanted [\w ]+?) is tapped for mana/i.exec(first))) {
      const subject = m[1]!.replace(/^an? /i, '')
      const who = /you control/i.test(subject) ? 'you' : /an opponent controls/i.test(subject) ? 'opponent' : 'any'
      out.push({ event: 'tappedForMana', text: printed, who, filter: subject.replace(/ (you|an opponent) controls?$/i, '') })
    } else if ((m = /^whenever (you|a player|an opponent) taps? (?:an? |~)([\w ]*?) ?for mana/i.exec(first))) {
      out.push({ event: 'tappedForMana', text: printed, who: scope(m[1]!), filter: m[2]!.trim() || '~' })
    }
  }
  // CR 702.108a: prowess means "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
  // turn"; each instance triggers separately (702.108b)
  for (const line of lines)
    for (const item of line.split(/, /)) if (/^prowess$/i.test(item.trim().replace(/\.$/, ''))) out.push({ ...PROWESS })
  return out
}

/** The triggered ability prowess stands for (CR 702.108a). */
export const PROWESS: TriggeredAbility = {
  event: 'castSpell',
  text: 'Whenever you cast a noncreature spell, ~ gets +1/+1 until end of turn.',
  who: 'you',
  filter: 'noncreature',
}

const _MANA_TYPE_WORDS: Record<string, ManaType> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: 'C' }

function parseProduction(effect: string): ManaProduction {
  const e = effect.replace(/\.$/, '').trim()
  let m: RegExpExecArray | null
  if ((m = /^add ((?:\{[WUBRGC]\})+)$/i.exec(e))) return { kind: 'fixed', mana: manaTypesOf(m[1]!) }
  if ((m = /^add ((?:\{[WUBRGC]\})+(?:, (?:\{[WUBRGC]\})+)*,? or (?:\{[WUBRGC]\})+)$/i.exec(e))) {
    return { kind: 'oneOf', options: m[1]!.split(/,? or |, /).map((o) => manaTypesOf(o)) }
  }
  if ((m = /^add (one|two|three|four|five|\d+) mana of any (?:one )?color$/i.exec(e)))
    return { kind: 'anyColor', amount: numberWord(m[1]!) ?? 1 }
  if ((m = /^add one mana of any (type|color) that an? ([\w ]+?) (you control|an opponent controls) could produce$/i.exec(e))) {
    return {
      kind: 'couldProduce',
      whose: m[3]!.startsWith('you') ? 'you' : 'opponent',
      what: m[2]!,
      colorsOnly: m[1]!.toLowerCase() === 'color',
    }
  }
  if ((m = /^choose a color of a permanent (you control|an opponent controls)\. add one mana of that color$/i.exec(e))) {
    return { kind: 'colorOfPermanent', whose: m[1]!.startsWith('you') ? 'you' : 'opponent' }
  }
  if ((m = /^add \{([WUBRGC])\} for each ([\w+\-/]+) counter on ~$/i.exec(e))) {
    return { kind: 'perCounter', mana: m[1]!.toUpperCase() as ManaType, counter: m[2]!.toLowerCase() }
  }
  if ((m = /^add one mana of any of (?:the )?colors?/i.exec(e))) return { kind: 'unknown', text: e }
  return { kind: 'unknown', text: e }
}

function parseActivationCost(text: string) {
  let tap = false
  let untap = false
  let manaCost: ManaCost | null = null
  const otherCosts: string[] = []
  for (const part of text.split(/,\s*/)) {
    const p = part.trim()
    if (p === '{T}') tap = true
    else if (p === '{Q}') untap = true
    else if (/^(\{[^{}]+\})+$/.test(p)) {
      try {
        manaCost = parseManaCost(p)
      } catch {
        otherCosts.push(p)
      }
    } else otherCosts.push(p)
  }
  return { tap, untap, manaCost, otherCosts }
}

/** Every "[Cost]: [Effect]" line (CR 602.1): the costs, and whether it is a mana ability (CR 605.1a). */
/** An equip keyword with a mana cost (CR 702.6a), and what it means. */
export const EQUIP = /^equip ((?:\{[^}]+\})+)$/i
const EQUIP_MEANS = 'Attach ~ to target creature you control. Activate only as a sorcery.'

export function parseActivatedAbilities(lines: string[]): ActivatedAbility[] {
  const out: ActivatedAbility[] = []
  for (const line of lines) {
    // CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
    const equip = EQUIP.exec(line)
    if (equip) {
      out.push({ index: out.length + 1, text: `${equip[1]}: ${EQUIP_MEANS}`, ...parseActivationCost(equip[1]!), isMana: false })
      continue
    }
    // "Formidable — {2}{G}: …": the cost comes after the ability word (CR 207.2c)
    const m = /^([^:".]+): (.+)$/.exec(withoutAbilityWord(line))
    if (!m || /^(choose|landfall|[a-z]+ —)/i.test(m[1]!)) continue
    const effect = m[2]!
    out.push({
      index: out.length + 1,
      text: line,
      ...parseActivationCost(m[1]!),
      isMana: /(^|\. )add\b/i.test(effect) && !/\btarget\b/i.test(effect),
    })
  }
  return out
}

/** "[Cost]: Add …" abilities (CR 605.1a), with a spending restriction sentence if one follows. */
export function parseManaAbilities(lines: string[]): ManaAbility[] {
  const out: ManaAbility[] = []
  for (const line of lines) {
    const m = /^([^:"]+): ((?:Choose a color of a permanent [\w ]+\. )?Add [^.]+\.?)(.*)$/.exec(line)
    if (!m) continue
    const a: ManaAbility = { index: out.length + 1, text: line, ...parseActivationCost(m[1]!), produces: parseProduction(m[2]!) }
    const rest = m[3]!.trim()
    const r = /Spend this mana only to cast ([^.]+)\./i.exec(rest)
    if (r) {
      const what = r[1]!.toLowerCase()
      a.restriction = { text: r[0], kickedSpellsOnly: /^kicked spells?$/.test(what) }
      const types = /^(?:an? )?([\w ]+?) spells?$/.exec(what)
      if (types && !a.restriction.kickedSpellsOnly) a.restriction.spellTypes = types[1]!.split(/ or | and |, /)
    }
    out.push(a)
  }
  return out
}

/** "Creature spells you cast have sticker kicker {1}." and "Each land card in your hand has cycling {R}." */
export function parseGrants(lines: string[]): KeywordGrant[] {
  const out: KeywordGrant[] = []
  for (const line of lines) {
    for (const s of sentences(line)) {
      let m: RegExpExecArray | null
      if (
        (m = new RegExp(
          String.raw`^([\w ]*?)spells you cast have (sticker kicker|kicker|multikicker|buyback|flashback|madness) ${SYMBOLS}`,
          'i',
        ).exec(s))
      ) {
        const family = keywordFamily(m[2]!)!
        const types = m[1]!.trim()
          ? m[1]!
              .trim()
              .toLowerCase()
              .split(/ and | or |, /)
          : []
        out.push({ keyword: m[2]!, family, cost: parseCost(m[3]!), to: { kind: 'spellsYouCast', types }, text: s })
      } else if (
        (m = new RegExp(
          String.raw`^each ([\w ]+?) cards? in (your|each player's) (hand|graveyard) (?:has|have|gains?) ((?:[a-z]+ )?[a-z]*cycling|flashback|madness|kicker) (?:${SYMBOLS}|until end of turn)`,
          'i',
        ).exec(s))
      ) {
        const family = keywordFamily(m[4]!)
        if (!family) continue
        const rest = line.slice(line.indexOf(s) + s.length)
        const cost = m[5] ? parseCost(m[5]) : /cost is equal to its mana cost/i.test(rest) ? ('manaCost' as const) : parseCost('')
        out.push({
          keyword: m[4]!,
          family,
          cost,
          to: {
            kind: 'cardsIn',
            zone: m[3]!.toLowerCase() as 'hand' | 'graveyard',
            whose: m[2]!.toLowerCase() === 'your' ? 'you' : 'each player',
            quality: m[1]!,
          },
          text: s,
        })
      }
    }
  }
  return out
}

export function parseEntersWithCounters(lines: string[], linked: LinkedKickerAbility[]): EntersWithCounters[] {
  const out: EntersWithCounters[] = []
  const re =
    /(?<!\w)(?:~|it) enters with (a|an|one|two|three|four|five|six|x|\d+) ([+\-\w/]+) counters? on it(?: for each (time (?:~|it) was kicked|mana spent to cast (?:~|it)))?/i
  for (const line of lines) {
    for (const s of sentences(line)) {
      const m = re.exec(s)
      // "it enters with …" is this object only after "If ~ was kicked, …" (Necravolver, Grunn)
      if (!m || (!m[0].startsWith('~') && !/^if ~ (?:was|wasn't)\b/i.test(s))) continue
      // a condition after it ("… unless you've cast another red spell this turn") is unread (CR 614.1c)
      if (/\b(?:unless|if|as long as|where|except|only)\b/i.test(s.slice(m.index + m[0].length))) continue
      const amount = m[1]!.toLowerCase() === 'x' ? ('X' as const) : (numberWord(m[1]!) ?? 1)
      const e: EntersWithCounters = { counter: m[2]!.toLowerCase(), amount, text: s }
      if (m[3]) e.per = m[3].startsWith('time') ? 'kick' : 'manaSpent'
      const l = linked.find((a) => a.text === s)
      if (l) e.linked = l
      out.push(e)
    }
  }
  return out
}

const SEARCH =
  /search your library for (.+?), (?:reveal (?:it|them|those cards), )?(?:and )?put (?:it|them|that card|those cards) (onto the battlefield|into your hand)( tapped)?(.*)$/i

export function parseSearchEffects(lines: string[], linked: LinkedKickerAbility[]): SearchEffect[] {
  const out: SearchEffect[] = []
  for (const line of lines) {
    if (/^[^:]+: /.test(line) && !/^search/i.test(line)) continue // an activated ability, not the spell's effect
    for (const s of sentences(line)) {
      if (!/^(?:if ~ was kicked, instead )?search your library/i.test(s)) continue
      const m = SEARCH.exec(s)
      if (!m) continue
      const e: SearchEffect = {
        text: s,
        description: m[1]!,
        put: m[2]!.toLowerCase().includes('battlefield') ? 'battlefield' : 'hand',
        tapped: Boolean(m[3]),
        shuffle: /shuffle/i.test(m[4]!),
      }
      if (/^if ~ was kicked, instead/i.test(s)) {
        const l = linked.find((a) => a.text === s)
        if (l) e.insteadIfKicked = l
      }
      out.push(e)
    }
  }
  return out
}
