// Flashback (CR 702.34): cast from your graveyard for the flashback cost; exiled instead of going
// anywhere else whenever it leaves the stack.
import { reason } from '../answers.js'
import type { AlternativeCost } from './types.js'

export const flashback: AlternativeCost = {
  name: 'flashback',
  keyword: 'Flashback',
  keywords: [{ pattern: 'flashback', family: 'flashback' }],
  read: (keywords) => ({ flashback: keywords.find((k) => k.family === 'flashback')?.costs[0] ?? null }),
  rule: '702.34a',
  rules: ['702.34a'],
  summary: 'casts an instant or sorcery from your graveyard for its flashback cost; it is exiled as it leaves the stack (702.34a)',
  rulings: ['flashback.totalCost', 'flashback.alwaysExiled'],
  hint: 'It has flashback: cast it with cost "flashback".',
  costOf: (a) => a.flashback,
  check(ctx, _cost, why) {
    if (!ctx.types.includes('instant') && !ctx.types.includes('sorcery'))
      return why()
        .say(
          `Flashback lets you cast a card from your graveyard only if the resulting spell is an instant or sorcery spell; ${ctx.name} isn't one (CR 702.34a).`,
        )
        .rule('702.34a')
    if (ctx.zone !== 'graveyard' || !ctx.ownZone)
      return why()
        .say(
          `Flashback works only while the card is in your graveyard: "You may cast this card from your graveyard … by paying [cost] rather than paying its mana cost." ${ctx.name} is ${ctx.where} (CR 702.34a).`,
        )
        .rule('702.34a')
    return null
  },
  cite: (notes, name) => notes.rule('702.34a', '118.9', '601.2f').ruling('flashback.totalCost', name),
  totalCostRuling: 'flashback.totalCost',
  leavesStack: {
    to: 'exile',
    instead: 'anywhere',
    when: ['resolved', 'countered', 'fizzled'],
    because: (name, how) =>
      (how === 'resolved'
        ? reason('Its flashback cost was paid, so it was exiled instead of going anywhere else as it left the stack (CR 702.34a).')
        : reason(
            `It was cast with flashback, so it is exiled instead of going anywhere else as it leaves the stack — ${how === 'countered' ? 'countered' : 'removed without resolving'} included (CR 702.34a).`,
          )
      )
        .rule('702.34a')
        .ruling('flashback.alwaysExiled', name),
  },
}
