// GET /rules/:number?effective=OLD&follow=current: an old citation resolved to the same rule in the
// current edition, through the rule's history (the stored diffs of consecutive editions).
import { notFound } from '../../errors.js'
import { ruleDetail, ruleHistory, rulesEdition, type Db } from '../../queries/index.js'
import { ruleObject } from './objects.js'

export async function followToCurrent(db: Db, number: string, effective: string | null) {
  const history = await ruleHistory(db, number, { effective })
  if (!history)
    throw notFound(`The Comprehensive Rules effective ${(await rulesEdition(db, effective))!.effectiveDate} have no rule ${number}.`)
  if (!history.current) {
    const gone = history.removedIn!
    throw notFound(
      `Rule ${number} of the Comprehensive Rules effective ${history.effectiveDate} was removed in the edition effective ${gone.effectiveDate}${
        gone.mergedInto ? `; its text went into rule ${gone.mergedInto}` : ''
      }. See ${`/rules/${number}/history?effective=${history.effectiveDate}`}.`,
      { removed_in: gone.effectiveDate, merged_into: gone.mergedInto },
    )
  }
  const rule = await ruleDetail(db, history.current.number)
  if (!rule) throw notFound(`Rule ${history.current.number} is missing from the current edition.`)
  const start = history.editions.findIndex((e) => e.effectiveDate === history.effectiveDate)
  return {
    ...ruleObject(rule),
    followed_from: {
      number,
      effective_date: history.effectiveDate,
      changes: history.editions
        .slice(start + 1)
        .filter((e) => e.change && e.change.kind !== 'unchanged')
        .map((e) => ({ effective_date: e.effectiveDate, kind: e.change!.kind, from: e.change!.from, to: e.number })),
    },
  }
}
