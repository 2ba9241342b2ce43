// The keyword table: every keyword ability without a cost the engine models, one module per keyword
// (Forge's Keyword table is the model). The Oracle reader counts a registered keyword as understood
// (oracle/clauses.ts), combat calls every module's hooks (combat/declare.ts) and the docs' list of
// modeled keywords is this table (test/engine/keywords/registry.test.ts). Adding a keyword is one new
// file plus its line here. Keywords with a cost are mechanics (src/engine/mechanics).
import { changeling } from './changeling.js'
import { deathtouch } from './deathtouch.js'
import { defender } from './defender.js'
import { devoid } from './devoid.js'
import { doubleStrike } from './double-strike.js'
import { fear } from './fear.js'
import { firstStrike } from './first-strike.js'
import { flying } from './flying.js'
import { haste } from './haste.js'
import { horsemanship } from './horsemanship.js'
import { indestructible } from './indestructible.js'
import { infect } from './infect.js'
import { intimidate } from './intimidate.js'
import { landwalk } from './landwalk.js'
import { lifelink } from './lifelink.js'
import { menace } from './menace.js'
import { protection } from './protection.js'
import { reach } from './reach.js'
import { shadow } from './shadow.js'
import { skulk } from './skulk.js'
import { trample } from './trample.js'
import { vigilance } from './vigilance.js'
import { wither } from './wither.js'
import type { KeywordModule } from './types.js'

export type { BlockCheck, BlockVerdict, KeywordHooks, KeywordModule, Problem, Read } from './types.js'

export const KEYWORDS: readonly KeywordModule[] = [
  firstStrike,
  doubleStrike,
  trample,
  flying,
  reach,
  menace,
  vigilance,
  defender,
  haste,
  deathtouch,
  lifelink,
  infect,
  wither,
  indestructible,
  shadow,
  skulk,
  horsemanship,
  fear,
  intimidate,
  landwalk,
  devoid,
  changeling,
  protection,
]

const BY_NAME = new Map(KEYWORDS.map((k) => [k.name, k]))

/** The registered module of a keyword as printed ("Flying", "first strike"), if the engine models it. */
export const keywordModule = (printed: string): KeywordModule | undefined =>
  BY_NAME.get(printed.toLowerCase()) ?? KEYWORDS.find((k) => k.printed?.test(printed))

/** The registered modules that use a hook, in table order. */
export const withHook = <H extends keyof KeywordModule['hooks']>(hook: H) =>
  KEYWORDS.filter((k): k is KeywordModule & { hooks: Required<Pick<KeywordModule['hooks'], H>> } => Boolean(k.hooks[hook]))
