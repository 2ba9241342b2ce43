// BM25's length normalisation, shared by the rules', glossary's and rulings' scores.

/** k1: saturation; b: how much length counts. */
export const BM25 = { k1: 1.2, b: 0.35 }

export const lengthFactor = (length: number, mean: number) => (BM25.k1 + 1) / (1 + BM25.k1 * (1 - BM25.b + (BM25.b * length) / mean))
