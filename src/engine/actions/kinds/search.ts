// search: search a library (CR 701.23).
import { reason } from '../../answers.js'
import { checkSearch, parseSearchDescription, performSearch } from '../library.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['search'],
  legal: ['zone'],
  references(a, check, path) {
    if (a.find) a.find.forEach((f, j) => check.ref(f, `${path}.find[${j}]`))
  },
  about: (_game, a) => a.find ?? [],
  perform(game, a, { path }) {
    const you = game.you
    const player = a.player ?? you
    const request = {
      player,
      description: parseSearchDescription(a.for, `${path}.for`),
      descriptionText: a.for,
      find: a.find ?? [],
      put: a.to ?? 'hand',
      shuffle: a.shuffle ?? true,
      reveal: Boolean(a.reveal),
    }
    const checked = checkSearch(game, request)
    if (!checked.ok) return checked
    const why = reason(
      `${player === you ? 'You' : player} searched ${player === you ? 'your' : 'their'} library for ${a.for} and found ${checked.found.length ? checked.found.map((o) => o.face.name).join(', ') : 'nothing'} (CR 701.23a).`,
    )
      .rule('701.23a')
      .merge(checked.why)
    why.say(checked.why.text)
    const value = performSearch(game, request, checked.found, why, 'a search')
    return { ok: true as const, why, value }
  },
})
