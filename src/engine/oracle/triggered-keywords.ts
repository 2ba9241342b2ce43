// Triggered keyword abilities (CR 702) the engine doesn't carry out, whose trigger condition the CR gives
// as a plain event of the object itself: each still triggers on that event and goes on the stack (CR 603.2,
// 603.3) as an opaque object — its controller, its place on the stack (APNAP, 603.3b) and its timing are
// known, what it does isn't, so what its resolution could change is in doubt once it resolves. A keyword
// module (src/engine/keywords, src/engine/mechanics) that models one replaces its line here. Keywords whose
// meaning targets (mentor, backup, provoke) or has an intervening "if" (cumulative upkeep) aren't listed:
// the engine couldn't check their targets or their condition.
import type { TriggeredAbility } from './types.js'

/** Keyword → the event its meaning names ("Whenever this creature attacks" …), with its rule. */
const TRIGGERED_KEYWORD_EVENTS: Record<string, { event: TriggeredAbility['event']; rule: string }> = {
  mobilize: { event: 'attacks', rule: '702.181a' }, // "Whenever this creature attacks, create N 1/1 red Warrior creature tokens …"
  annihilator: { event: 'attacks', rule: '702.86a' }, // "Whenever this creature attacks, defending player sacrifices N permanents."
  'battle cry': { event: 'attacks', rule: '702.91a' }, // "Whenever this creature attacks, each other attacking creature gets +1/+0 …"
  myriad: { event: 'attacks', rule: '702.116a' }, // "Whenever this creature attacks, for each opponent other than defending player …"
  melee: { event: 'attacks', rule: '702.121a' }, // "Whenever this creature attacks, it gets +1/+1 … for each opponent you attacked …"
  fabricate: { event: 'enters', rule: '702.123a' }, // "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create …"
  exploit: { event: 'enters', rule: '702.110a' }, // "When this creature enters, you may sacrifice a creature."
  'living weapon': { event: 'enters', rule: '702.92a' }, // "When this Equipment enters, create a 0/0 black Phyrexian Germ …"
  afterlife: { event: 'dies', rule: '702.135a' }, // "When this permanent is put into a graveyard from the battlefield, create N …"
}

const ITEM = new RegExp(String.raw`^(${Object.keys(TRIGGERED_KEYWORD_EVENTS).join('|')})(?: (?:\d+|X))?$`, 'i')

/** The rule of a keyword item read as an opaque triggered ability ("Mobilize 1" → 702.181a), or null. */
export function triggeredKeywordRule(item: string): string | null {
  const m = ITEM.exec(item.trim().replace(/\.$/, ''))
  return m ? TRIGGERED_KEYWORD_EVENTS[m[1]!.toLowerCase()]!.rule : null
}

/** The keyword items of a keyword line ("Flying, mobilize 2"), as the clause reader splits it. */
export const keywordItems = (line: string) => line.split(/[,;] (?=[a-z])/i).map((i) => i.trim().replace(/\.$/, ''))

/** The triggered keyword abilities of these lines the table above names, as triggered abilities of their object (CR 702, 603.2). */
export function readTriggeredKeywords(lines: string[]): TriggeredAbility[] {
  const out: TriggeredAbility[] = []
  for (const line of lines)
    for (const item of keywordItems(line)) {
      const m = ITEM.exec(item)
      if (m) out.push({ event: TRIGGERED_KEYWORD_EVENTS[m[1]!.toLowerCase()]!.event, text: item, who: 'you' })
    }
  return out
}
