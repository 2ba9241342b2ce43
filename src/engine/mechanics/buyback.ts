// Buyback (CR 702.27): "You may pay an additional [cost] as you cast this spell" and "If the buyback
// cost was paid, put this spell into its owner's hand instead of into that player's graveyard as it
// resolves." A countered spell goes to the graveyard; flashback's exile ("instead of putting it
// anywhere else") wins over buyback's return (Blast from the Past's ruling).
import Type from 'typebox'
import { reason } from '../answers.js'
import type { AdditionalCost } from './types.js'

/** The cast option "buyback". */
export const BuybackChoiceSchema = Type.Boolean({ description: 'Pay its buyback cost (CR 702.27).' })

export const buyback: AdditionalCost = {
  name: 'buyback',
  option: 'buyback',
  keywords: [{ pattern: 'buyback', family: 'buyback' }],
  read: (keywords) => ({ buyback: keywords.find((k) => k.family === 'buyback')?.costs[0] ?? null }),
  rules: ['702.27a'],
  summary: "an optional additional cost; paid, the spell returns to its owner's hand instead of the graveyard as it resolves (702.27a)",
  unpaid: { buyback: false },
  announce({ face }, choice) {
    if (!choice) return { ok: true, payments: [], record: { buyback: false } }
    const cost = face.abilities.buyback
    if (!cost) return { ok: false, why: reason(`${face.name} has no buyback ability (CR 702.27a).`).rule('702.27a') }
    return {
      ok: true,
      payments: [
        {
          paid: 'buyback',
          mana: cost.mana,
          other: cost.other,
          hasX: (cost.mana?.x ?? 0) > 0 || cost.other.some((o) => /\bX\b/.test(o)),
          times: 1,
          step: `+ buyback ${cost.text}`,
        },
      ],
      record: { buyback: true },
    }
  },
  notCast: () => null,
  isPaid: (r) => r.buyback,
  citeCost: (why, _name, question) => (question === 'totalCost' ? why.rule('702.27a') : why),
  leavesStack: {
    to: 'hand',
    instead: 'graveyard',
    when: ['resolved'],
    because: () =>
      reason(
        "Its buyback cost was paid, so it was put into its owner's hand instead of into the graveyard as it resolved (CR 702.27a).",
      ).rule('702.27a'),
    notApplied(name, how, winner) {
      if (how !== 'resolved')
        return reason(
          `Buyback returns a spell to its owner's hand only as it resolves; a spell that ${how === 'countered' ? 'is countered' : "doesn't resolve"} goes to the graveyard (CR 702.27a).`,
        ).rule('702.27a')
      const by = winner?.name ?? 'another effect'
      return reason(
        `Buyback would put it into its owner's hand "instead of into that player's graveyard" (CR 702.27a), but ${by}'s ${winner?.to ?? 'replacement'} applies "instead of putting it anywhere else": ${by} and buyback don't mix.`,
      )
        .rule('702.27a')
        .cardRulings('resolve.flashbackBuyback', name)
    },
  },
}
