// gainLife, loseLife: a player gains or loses life (CR 119.3).
import { gainOrLoseLife } from '../../game/life.js'
import { defineAction } from '../module.js'

export default defineAction({
  kinds: ['gainLife', 'loseLife'],
  legal: [],
  perform: (game, a) => gainOrLoseLife(game, a.player ?? game.you, a.amount, a.do === 'gainLife'),
})
