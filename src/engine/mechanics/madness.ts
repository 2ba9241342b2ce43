// Madness (CR 702.35): discarded, the card goes to exile with a trigger that lets its owner cast it
// for the madness cost (or put it into the graveyard). Discarding is actions/hand.ts; this is the cast.
import type { AlternativeCost } from './types.js'

export const madness: AlternativeCost = {
  name: 'madness',
  keyword: 'Madness',
  keywords: [{ pattern: 'madness', family: 'madness' }],
  read: (keywords) => ({ madness: keywords.find((k) => k.family === 'madness')?.costs[0] ?? null }),
  rule: '702.35a',
  rules: ['702.35a', '702.35b'],
  summary: 'discarded into exile, the card may be cast for its madness cost as its trigger resolves (702.35a–b)',
  rulings: ['madness.totalCost', 'madness.stillDiscarded', 'madness.onlyFromHand', 'madness.declined'],
  hint: 'Its madness trigger is waiting: cast it with cost "madness".',
  reachedOnlyByAction: true,
  costOf: (a) => a.madness,
  check(ctx, _cost, why) {
    if (ctx.zone !== 'exile' || !ctx.madnessPending)
      return why()
        .say(
          `A madness cost can be paid only when the madness trigger resolves, after the card was discarded into exile ("When this card is exiled this way, its owner may cast it by paying [cost]"); ${ctx.name} is ${ctx.where}${ctx.zone === 'exile' ? ' without a madness trigger waiting' : ''} (CR 702.35a).`,
        )
        .rule('702.35a')
    if (!ctx.ownerIsCaster) return why().say(`Only the owner of ${ctx.name} may cast it with madness (CR 702.35a).`).rule('702.35a')
    return null
  },
  cite: (notes, name) => notes.rule('702.35a', '702.35b', '118.9', '601.2f').ruling('madness.totalCost', name),
  totalCostRuling: 'madness.totalCost',
}
