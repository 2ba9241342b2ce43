// The abusive requests of issue 9, built once for the regression tests, the fuzz suite and the
// soak bench.

/** n fragments, each spreading the one before twice (with an aliased field between when `alias`). */
export function fragmentFanOut(n: number, alias = true): string {
  let s = `{ ...G${n} }\nfragment G0 on Query { health { status } }\n`
  for (let i = 1; i <= n; i++) s += `fragment G${i} on Query { ...G${i - 1} ${alias ? `x${i}: health { ...H }` : ''} ...G${i - 1} }\n`
  return alias ? `${s}fragment H on Health { status }\n` : s
}

/** One query of n aliases of the same root field. */
export const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`
