// A loyalty cost as printed (CR 606.4): pure text reading, for the Oracle reader and the activate action (loyalty.ts).
/** A loyalty cost as printed ("[+2]", "[−1]", "[0]"): the change in loyalty counters, or null. */
export function loyaltyCost(text: string): number | null {
  const m = /^\[?([+−-]?)(\d+)\]?$/.exec(text.trim())
  if (!m || (!m[1] && !text.includes('['))) return null
  return m[1] === '+' || !m[1] ? Number(m[2]) : -Number(m[2])
}
