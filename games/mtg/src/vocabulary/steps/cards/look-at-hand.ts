/**
 * `look_at_hand`: "look at target player's hand" (Glasses of Urza). The
 * controller sees that hand (CR 402.3: a player may not look at another's
 * hand unless an effect allows it): an event with the cards for the looker
 * only, beside a public one saying who looked. What was seen is not kept
 * afterwards (docs: README, "Sixth Edition decisions: hands").
 */
import { refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { players } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { defineStep, stepSchema } from '../step.ts';

export const lookAtHand = defineStep({
  id: 'look_at_hand',
  description: 'the controller looks at the hand of the player a ref names',
  reserved: true,
  params: stepSchema('look_at_hand', { who: refSchema }),
  run(s, step, f) {
    const emit = events.emit;
    if (!emit) return;
    for (const p of players(s, f, step.who)) {
      emit({ type: 'look-hand', player: f.controller, whose: p });
      const cards = s.players[p].hand.map((id) => nameOf(s.objects[id]));
      emit({ type: 'hand-seen', player: f.controller, whose: p, cards, visibleTo: f.controller });
    }
  },
  words: (p, w) => `look at ${w.ref(p.who)}'s hand`,
});
