// Companion conditions (CR 702.139): "Companion — [Condition]" is fulfilled by the starting deck,
// which is the deck without its sideboard (702.139b), in Commander with the commander. Each known
// condition is read from the card's text and checked card by card; a card the check can't judge
// makes the answer unsupported, never a guess. The rulings cited are the store's, by their words.
import { issue, plural, listNames, type CiteKey, type DeckCard, type DeckIssue } from './model.js'

export interface CompanionContext {
  /** The starting deck: main deck (and commanders). */
  starting: DeckCard[]
  minimumDeckSize: number
  /** Commander decks have exactly their size: no deck can exceed its minimum. */
  maximumDeckSize: number | null
}

type Verdict = {
  ok: boolean
  fails: DeckCard[]
  unknown: DeckCard[]
  because: string
  rulings: string[]
  /** CR rules the verdict rests on besides 702.139a (709.4b: a split card's combined cost). */
  rules?: string[]
}

interface Condition {
  /** The condition as printed (current and earlier Oracle wordings), lower case, punctuation removed. */
  text: RegExp
  check(ctx: CompanionContext): Verdict
}

const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle']
const isPermanentCard = (c: DeckCard) => c.library.types.some((t) => PERMANENT_TYPES.includes(t))
const isLand = (c: DeckCard) => c.library.types.includes('Land')
const nonland = (ctx: CompanionContext) => ctx.starting.filter((c) => !isLand(c))
const verdict = (fails: DeckCard[], because: string, rulings: string[], unknown: DeckCard[] = []): Verdict => ({
  ok: fails.length === 0,
  fails,
  unknown,
  because,
  rulings,
})

const SPLIT_LAYOUTS = ['split', 'aftermath']

/** The mana cost a card has in the library: a double-faced card's front face; a split card's halves ("{1}{R} // {1}{U}"). */
function libraryCost(c: DeckCard): string {
  if (c.card.faces.length && !SPLIT_LAYOUTS.includes(c.card.layout)) return c.card.faces[0]!.manaCost ?? ''
  return c.card.manaCost ?? ''
}

/** Zirda: an activated ability is written "[Cost]: [Effect]" (loyalty abilities too), or is a keyword that is one. */
const ACTIVATED_KEYWORDS = new Set(
  [
    'equip',
    'fortify',
    'cycling',
    'crew',
    'reconfigure',
    'level up',
    'outlast',
    'unearth',
    'ninjutsu',
    'transmute',
    'scavenge',
    'embalm',
    'eternalize',
    'transfigure',
    'auraswap',
    'bloodrush',
    'forecast',
    'reinforce',
    'boast',
    'craft',
    'station',
    'encore',
    'channel',
    'adapt',
    'monstrosity',
    'saddle',
    'exhaust',
    'typecycling',
    'landcycling',
    'basic landcycling',
    'plainscycling',
    'islandcycling',
    'swampcycling',
    'mountaincycling',
    'forestcycling',
    'wizardcycling',
    'slivercycling',
  ].map((k) => k.toLowerCase()),
)
/** Keywords known to be static, triggered, spell or special-action abilities: no activated ability among them. */
const NOT_ACTIVATED_KEYWORDS = new Set(
  (
    'flying,trample,haste,vigilance,deathtouch,lifelink,first strike,double strike,reach,menace,hexproof,indestructible,defender,flash,' +
    'ward,prowess,kicker,multikicker,flashback,madness,protection,shroud,changeling,devoid,convoke,delve,affinity,storm,cascade,' +
    'annihilator,infect,wither,persist,undying,evolve,exalted,fear,intimidate,shadow,horsemanship,flanking,bushido,rampage,' +
    'islandwalk,swampwalk,forestwalk,mountainwalk,plainswalk,landwalk,enchant,mutate,companion,partner,partner with,morph,megamorph,' +
    'suspend,evoke,dash,escape,foretell,prototype,disguise,cloak,plot,offspring,gift,bargain,casualty,blitz,training,' +
    'mentor,riot,afterlife,spectacle,surveil,scry,mill,investigate,explore,proliferate,amass,connive,goad,fight,populate,' +
    'battle cry,bloodthirst,dethrone,extort,fabricate,modular,sunburst,graft,unleash,tribute,renown,skulk,toxic,backup,' +
    'ravenous,squad,read ahead,living weapon,for mirrodin!,decayed,daybound,nightbound,disturb,cleave,buyback,entwine,splice,' +
    'retrace,jump-start,aftermath,overload,replicate,rebound,split second,miracle,emerge,surge,awaken,ingest,myriad,melee,' +
    'vanishing,fading,echo,cumulative upkeep,champion,soulbond,hideaway,bestow,dredge,conspire,ripple,frenzy,provoke,phasing,' +
    'banding,sliver,totem armor,umbra armor,landfall,role,job select,more than meets the eye,living metal,enlist,discover,craft with'
  ).split(','),
)

/**
 * CR 207.2c: ability words have no rules meaning, so one is never an activated ability by itself
 * (the ability it heads is, when it has a colon: bloodrush and channel are in ACTIVATED_KEYWORDS).
 */
const ABILITY_WORDS = new Set(
  (
    'adamant,addendum,alliance,battalion,celebration,chroma,cohort,constellation,converge,council’s dilemma,' +
    "council's dilemma,coven,delirium,descend 4,descend 8,disappear,domain,eerie,eminence,enrage,fateful hour," +
    'fathomless descent,ferocious,flurry,formidable,grandeur,hellbent,heroic,imprint,inspired,join forces,kinship,' +
    'landfall,lieutenant,magecraft,metalcraft,morbid,pack tactics,paradox,parley,radiance,raid,rally,renew,revolt,' +
    'secret council,spell mastery,strive,survival,sweep,tempting offer,threshold,undergrowth,valiant,vivid,void,will of the council'
  ).split(','),
)
const isAbilityWord = (k: string) => ABILITY_WORDS.has(k.toLowerCase())

function activatedAbility(c: DeckCard): boolean | null {
  if (isLand(c) && c.library.subtypes.some((t) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(t))) return true // CR 305.6
  const faceText = c.card.faces.length && !SPLIT_LAYOUTS.includes(c.card.layout) ? c.card.faces[0]!.oracleText : c.card.oracleText
  // a quoted ability is one the card grants, not its own
  const own = faceText.replace(/"[^"]*"|“[^”]*”/g, '')
  if (/:/.test(own)) return true
  const keywords = c.card.keywords.map((k) => k.toLowerCase())
  if (keywords.some((k) => ACTIVATED_KEYWORDS.has(k) || k.endsWith('cycling'))) return true
  if (keywords.every((k) => NOT_ACTIVATED_KEYWORDS.has(k) || isAbilityWord(k))) return false
  return null
}

const CONDITIONS: Record<string, Condition> = {
  lurrus: {
    text: /each permanent card in your starting deck has mana value 2 or less/,
    check: (ctx) =>
      verdict(
        ctx.starting.filter((c) => isPermanentCard(c) && c.card.manaValue > 2),
        'each permanent card must have mana value 2 or less',
        ['X is considered to be 0'],
      ),
  },
  yorion: {
    text: /your starting deck contains at least twenty cards more than the minimum deck size/,
    check: (ctx) => {
      const size = ctx.starting.reduce((n, c) => n + c.quantity, 0)
      const needed = ctx.minimumDeckSize + 20
      const because =
        ctx.maximumDeckSize !== null && ctx.maximumDeckSize < needed
          ? `the deck must have exactly ${ctx.maximumDeckSize} cards, so it can never hold ${needed}`
          : `the starting deck has ${size} cards; it needs at least ${needed} (the minimum of ${ctx.minimumDeckSize} plus twenty)`
      return { ok: size >= needed, fails: [], unknown: [], because, rulings: ['minimum deck size'] }
    },
  },
  keruga: {
    text: /each nonland card in your starting deck has mana value 3 or greater|your starting deck contains only cards with mana value 3 or greater and land cards/,
    check: (ctx) =>
      verdict(
        nonland(ctx).filter((c) => c.card.manaValue < 3),
        'each nonland card must have mana value 3 or greater',
        ['X is considered to be 0'],
      ),
  },
  gyruda: {
    text: /each nonland card in your starting deck has an even mana value|your starting deck contains only cards with even mana values/,
    check: (ctx) =>
      verdict(
        nonland(ctx).filter((c) => c.card.manaValue % 2 !== 0),
        'each nonland card must have an even mana value',
        ['mana value 0 has an even mana value'],
      ),
  },
  obosh: {
    text: /each nonland card in your starting deck has an odd mana value|your starting deck contains only cards with odd mana values and land cards/,
    check: (ctx) =>
      verdict(
        nonland(ctx).filter((c) => c.card.manaValue % 2 !== 1),
        'each nonland card must have an odd mana value',
        [],
      ),
  },
  jegantha: {
    text: /no card in your starting deck has more than one of the same mana symbol in its mana cost/,
    check: (ctx) => {
      // CR 709.4b: a split card's mana cost is both halves' combined, and an effect such as
      // Jegantha's sees the separate symbols: Fire // Ice ({1}{R} // {1}{U}) has {1} twice
      const fails = ctx.starting.filter((c) => {
        const symbols = libraryCost(c).match(/\{[^}]+\}/g) ?? []
        return new Set(symbols.map((s) => s.toUpperCase().replace(/[()]/g, ''))).size < symbols.length
      })
      const split = fails.some((c) => SPLIT_LAYOUTS.includes(c.card.layout))
      return {
        ...verdict(fails, 'no card may have the same mana symbol twice in its mana cost', ['compares the exact symbols']),
        ...(split ? { rules: ['709.4b'] } : {}),
      }
    },
  },
  kaheera: {
    text: /each creature card in your starting deck is a cat elemental nightmare dinosaur or beast card/,
    check: (ctx) => {
      const KINDS = ['Cat', 'Elemental', 'Nightmare', 'Dinosaur', 'Beast']
      const fails = ctx.starting.filter(
        (c) =>
          c.library.types.includes('Creature') &&
          !c.library.subtypes.some((t) => KINDS.includes(t)) &&
          // CR 702.73a: changeling is every creature type in every zone
          !c.card.keywords.includes('Changeling'),
      )
      return verdict(fails, 'each creature card must be a Cat, Elemental, Nightmare, Dinosaur or Beast', ['may be a mix of the five'])
    },
  },
  lutri: {
    text: /each nonland card in your starting deck has a different name/,
    check: (ctx) =>
      verdict(
        nonland(ctx).filter((c) => c.quantity > 1),
        'each nonland card must have a different name',
        [],
      ),
  },
  umori: {
    text: /each nonland card in your starting deck shares a card type/,
    check: (ctx) => {
      const cards = nonland(ctx)
      const shared = ['Artifact', 'Creature', 'Enchantment', 'Instant', 'Planeswalker', 'Sorcery', 'Battle', 'Kindred'].filter((t) =>
        cards.every((c) => c.library.types.includes(t)),
      )
      if (shared.length || !cards.length) return verdict([], '', ['there must be one card type'])
      // the cards outside the most common type are the ones that break it
      const counts = new Map<string, number>()
      for (const c of cards) for (const t of new Set(c.library.types)) counts.set(t, (counts.get(t) ?? 0) + c.quantity)
      const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['Creature']
      return verdict(
        cards.filter((c) => !c.library.types.includes(best)),
        `each nonland card must share a card type (the most common here is ${best})`,
        ['there must be one card type'],
      )
    },
  },
  zirda: {
    text: /each permanent card in your starting deck has an activated ability/,
    check: (ctx) => {
      const permanents = ctx.starting.filter(isPermanentCard)
      const verdicts = permanents.map((c) => [c, activatedAbility(c)] as const)
      const fails = verdicts.filter(([, v]) => v === false).map(([c]) => c)
      return {
        ...verdict(
          fails,
          'each permanent card must have an activated ability',
          ['Activated abilities contain a colon', 'intrinsic activated mana abilities'],
          verdicts.filter(([, v]) => v === null).map(([c]) => c),
        ),
        // a card judged by its ability word (heroic, threshold, …) rests on 207.2c
        ...(fails.some((c) => c.card.keywords.some(isAbilityWord)) ? { rules: ['207.2c'] } : {}),
      }
    },
  },
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** "Companion — Each permanent card in your starting deck has mana value 2 or less." → that sentence, if the card has companion. */
export function companionCondition(c: DeckCard): string | null {
  const m = /(?:^|\n)Companion\s*[—-]\s*([^(\n]+?)\s*(?:\(|\n|$)/.exec(c.card.oracleText)
  return m ? m[1]!.trim() : null
}

const GENERAL_RULINGS = ['requirements of the companion ability apply only to your starting deck']
const COMMANDER_RULING = 'You may have one companion in the Commander variant'

/**
 * The companion's condition against the starting deck. `designated`: the list names it as its
 * companion (an error when it fails); otherwise it only sits in the sideboard (a warning).
 */
export function companionIssues(companion: DeckCard, ctx: CompanionContext, designated: boolean, commanderGame: boolean): DeckIssue[] {
  const condition = companionCondition(companion)
  const cite: CiteKey[] = [{ rule: '702.139a' }, { rule: '702.139b' }]
  if (!condition) {
    return designated
      ? [
          issue(
            'not_a_companion',
            'error',
            '702.139a',
            `${companion.name} is listed as the companion, but it has no companion ability.`,
            [companion],
            [{ rule: '702.139a' }],
          ),
        ]
      : []
  }
  const oracle: CiteKey = { oracle: { card: companion.name, text: `Companion — ${condition}` } }
  const entry = Object.values(CONDITIONS).find((k) => k.text.test(words(condition)))
  if (!entry) {
    return [
      issue(
        'companion_unsupported',
        designated ? 'error' : 'warning',
        '702.139a',
        `${companion.name}'s companion condition ("${condition}") is not one this service checks.`,
        [companion],
        [...cite, oracle],
        { supported: false },
      ),
    ]
  }
  const v = entry.check(ctx)
  const rulings = (fragments: string[]): CiteKey[] =>
    [...fragments, ...GENERAL_RULINGS, ...(commanderGame ? [COMMANDER_RULING] : [])].map((contains) => ({
      ruling: { oracleId: companion.card.oracleId, card: companion.name, contains },
    }))
  const severity = designated ? 'error' : 'warning'
  const intro = designated ? `${companion.name} can't be the companion` : `If ${companion.name} is meant as the companion, it can't be`
  const out: DeckIssue[] = []
  if (!v.ok) {
    const detail = v.fails.length ? `: ${listNames(v.fails)} ${v.fails.length === 1 ? 'breaks' : 'break'} it` : ''
    out.push(
      issue(
        'companion_condition',
        severity,
        '702.139a',
        `${intro}: ${v.because}${detail}.`,
        [companion, ...v.fails],
        [...cite, ...(v.rules ?? []).map((rule) => ({ rule })), oracle, ...rulings(v.rulings)],
      ),
    )
  } else if (v.unknown.length) {
    out.push(
      issue(
        'companion_unsupported',
        severity,
        '702.139a',
        `Whether ${companion.name}'s condition holds can't be said for ${plural(v.unknown.length, 'card')} (${listNames(v.unknown)}): ${v.because}, and this service can't read that from ${v.unknown.length === 1 ? 'its' : 'their'} text.`,
        [companion, ...v.unknown],
        [...cite, oracle, ...rulings(v.rulings)],
        { supported: false },
      ),
    )
  }
  return out
}
