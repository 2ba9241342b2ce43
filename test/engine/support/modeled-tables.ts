// docs/evaluate.md's generated lists of what the engine models, from the registries (never written by hand):
// the keyword table (src/engine/keywords) and the mechanics (src/engine/mechanics). scripts/keyword-rulings.ts
// writes them; test/engine/add-a-mechanic.test.ts and keywords/registry.test.ts check them.
import { KEYWORDS } from '../../../src/engine/keywords/index.js'
import {
  ADDITIONAL_COSTS,
  ALTERNATIVE_COSTS,
  COST_PAYERS,
  COST_REDUCERS,
  MECHANICS,
  TRIGGERED_KEYWORDS,
  type Mechanic,
} from '../../../src/engine/mechanics/index.js'

export const modeledKeywordsTable = () =>
  [
    '| Keyword | Rule | Applied by | What it does |',
    '| --- | --- | --- | --- |',
    ...KEYWORDS.map((k) => `| ${k.name} | ${k.rule} | ${k.area} | ${k.summary} |`),
  ].join('\n')

/** What kind of mechanic it is: the registry list it is in. */
const kindOf = (m: Mechanic) =>
  (ALTERNATIVE_COSTS as readonly Mechanic[]).includes(m)
    ? 'alternative cost'
    : (ADDITIONAL_COSTS as readonly Mechanic[]).includes(m)
      ? 'additional cost'
      : (COST_PAYERS as readonly Mechanic[]).includes(m)
        ? 'pays part of the cost'
        : (COST_REDUCERS as readonly Mechanic[]).includes(m)
          ? 'reduces the cost'
          : (TRIGGERED_KEYWORDS as readonly Mechanic[]).includes(m)
            ? 'triggered ability'
            : 'activated ability'

export const mechanicsTable = () =>
  [
    '| Mechanic | Rules | Kind | What it does |',
    '| --- | --- | --- | --- |',
    ...MECHANICS.map((m) => `| ${m.name} | ${m.rules.join(', ')} | ${kindOf(m)} | ${m.summary} |`),
  ].join('\n')
