// stickers: how many stickers are on it (CR 123, 702.33h).
import { reason } from '../../answers.js'
import { recordOf } from '../../state/kicker.js'
import { aboutObject, defineQuestion, done, gone, objectDoubts } from '../module.js'

export default defineQuestion({
  kinds: ['stickers'],
  references: aboutObject,
  doubts: objectDoubts(['kicked']),
  answer(game, q) {
    const obj = game.current(q.of)
    if (!obj || obj.zone === null) return done(null, gone(obj, q.of))
    const r = recordOf(obj)
    const why = reason(`${obj.face.name} has ${obj.stickers} sticker${obj.stickers === 1 ? '' : 's'}.`)
    if (r?.stickerKicks.length && obj.owner !== r.controller) {
      why
        .say(
          `It was sticker kicked, but its controller doesn't own it, and a player can't put a sticker on an object they don't own (CR 123.3b); the ticket counter was still gained.`,
        )
        .rule('123.3b')
        .ruling('sticker.notOwned', r.stickerKicks[0]!.sourceName)
    } else if (r?.stickerKicks.length)
      why
        .say('One sticker for each sticker kicker cost paid (CR 702.33h).')
        .rule('702.33h')
        .ruling('sticker.ticket', r.stickerKicks[0]!.sourceName)
    if (obj.isSpellCopy || obj.resolvedFrom?.copiedFrom) why.say("Stickers aren't copied (CR 707.2).").rule('707.2')
    return done(obj.stickers, why)
  },
})
