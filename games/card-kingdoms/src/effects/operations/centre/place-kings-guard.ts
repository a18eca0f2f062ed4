/** `place_kings_guard`: a stack of King's Guard (its own activation numbers) joins the citizen stacks. */
import { NO_ARGS } from '../../args.ts';
import { defineOperation } from '../../module.ts';

/** The citizen it places, and how many (the game's default copies per stack). */
const PLACED = "King's Guard";
const COPIES = 5;

export const placeKingsGuard = defineOperation({
  id: 'place_kings_guard',
  description: "a King's Guard citizen stack comes into play",
  params: NO_ARGS,
  run(en, _p, task) {
    const card = en.cat.citizens.find((c) => c.name === PLACED);
    if (!card) throw new Error(`no citizen '${PLACED}' to place`);
    en.state.citizenStacks.push({ rolls: [...card.rolls], cards: Array(COPIES).fill(card.index) });
    if (en.emit) en.emit({ type: 'stack-placed', card: card.name, cards: COPIES, source: task.source });
    return null;
  },
  words: () => "the King's Guard citizen stack comes into play",
});
