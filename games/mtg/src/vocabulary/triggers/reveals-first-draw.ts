/**
 * `DRAW_REVEALED`: "Whenever you reveal a basic land card this way" (Rowen,
 * after "Reveal the first card you draw each turn"): its controller revealed a
 * card as they drew it by a `reveal_first_draw` static (CR 701.20a); the card
 * is "it" (`eventSubject`), its kind a trigger condition.
 */
import { defineTrigger } from './trigger.ts';

export const revealsFirstDraw = defineTrigger({
  id: 'DRAW_REVEALED',
  description: 'its controller reveals the card they draw (by a reveal-as-drawn static)',
  reserved: true,
  events: ['DRAW_REVEALED'],
  match: ({ self, event }) =>
    event.type === 'DRAW_REVEALED' && event.player === self.controller
      ? { eventSubject: event.object }
      : null,
  words: () => 'whenever you reveal a card this way',
});
