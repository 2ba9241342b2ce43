// Reading the conditions the engine checks (game/conditions.ts checks them): an intervening "if" of a
// triggered ability (CR 603.4) and an activation restriction "Activate only if …" (602.5b). Pure text
// reading ("~" for the object itself), for the Oracle parser; a condition it can't read isn't one the
// engine checks, so the ability stays not understood.

export type Condition =
  | { kind: 'selfTapped'; tapped: boolean; text: string }
  | { kind: 'totalPower'; atLeast: number; text: string }
  | { kind: 'citysBlessing'; text: string }
  /** "it had no -1/-1 counters on it" (persist, undying): the counters on the object as it last existed (CR 603.10a, 608.2h). */
  | { kind: 'selfHadNoCounters'; counter: string; text: string }

/** Read a condition ("~ is tapped", without the "if"), or null. */
export function readCondition(text: string): Condition | null {
  const t = text.trim().replace(/^if /i, '').replace(/[.,]$/, '')
  let m: RegExpExecArray | null
  if ((m = /^~ is (tapped|untapped)$/i.exec(t))) return { kind: 'selfTapped', tapped: m[1]!.toLowerCase() === 'tapped', text: t }
  if ((m = /^creatures you control have total power (\d+) or greater$/i.exec(t)))
    return { kind: 'totalPower', atLeast: Number(m[1]), text: t }
  if (/^you have the city's blessing$/i.test(t)) return { kind: 'citysBlessing', text: t }
  if ((m = /^(?:~|it) had no ([+-]\d+\/[+-]\d+) counters on (?:~|it)$/i.exec(t)))
    return { kind: 'selfHadNoCounters', counter: m[1]!, text: t }
  return null
}

/**
 * A triggered ability's effect text read past an intervening "if" the engine checks (CR 603.4): the condition
 * (none when there is no "if") and the effect after it; null when its "if" is one the engine can't check.
 */
export function afterInterveningIf(rest: string): { condition?: Condition; effect: string } | null {
  const cond = /^(if [^,]+),\s*/i.exec(rest)
  if (!cond) return { effect: rest }
  const c = readCondition(cond[1]!)
  return c ? { condition: c, effect: rest.slice(cond[0].length) } : null
}
