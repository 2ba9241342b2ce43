// CARD_CACHE_MB: how many MiB of stored card objects' bytes a server keeps for lists (src/config.ts,
// src/api/rest/stored-card-bytes.ts).
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.js'

describe('CARD_CACHE_MB', () => {
  it('is 64 MiB unless set, may be 0 (keep nothing), and refuses what is not a whole number', () => {
    expect(loadConfig({}).cardCacheMb).toBe(64)
    expect(loadConfig({ CARD_CACHE_MB: '0' }).cardCacheMb).toBe(0)
    expect(loadConfig({ CARD_CACHE_MB: '256' }).cardCacheMb).toBe(256)
    expect(() => loadConfig({ CARD_CACHE_MB: '-1' })).toThrow(/CARD_CACHE_MB must be a whole number >= 0/)
    expect(() => loadConfig({ CARD_CACHE_MB: 'lots' })).toThrow(/CARD_CACHE_MB/)
  })
})
