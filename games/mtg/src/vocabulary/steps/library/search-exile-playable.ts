/**
 * `search_exile_playable`: "Search target opponent's library for a card and
 * exile it. Then that player shuffles. Until the beginning of your next
 * upkeep, you may play that card. At the beginning of your next upkeep, if
 * you haven't played it, put it into its owner's graveyard." (Grinning Totem;
 * CR 701.23 search, 406 exile, 601.2 / 305.1 playing a card from another zone,
 * 603.7 delayed triggers). The controller searches the other player's library
 * (the cards are the searcher's to see alone: a private decision); a card
 * exists to be found if the library has one ("a card", CR 701.23b). The card
 * is exiled face up, its owner shuffles, and the exiled card carries the
 * permission (`engine/play-from-exile.ts`) until the controller's next upkeep
 * begins; the delayed ability then puts it into its owner's graveyard if it
 * is still that exiled card (played, it became a new object, CR 400.7).
 */
import { z } from 'zod';
import type { Condition, Ref, Step } from '../../../cards/rules-block.ts';
import { refSchema } from '../../../cards/shapes.ts';
import { chooseCards, players } from '../../../engine/frame.ts';
import { nextUpkeepTurnOf } from '../../../engine/play-from-exile.ts';
import { opponent } from '../../../engine/state.ts';
import { moveTo, shuffleLibrary } from '../../../engine/zones.ts';
import { defineStep, nestedStepSchema, type StepModule, stepSchema } from '../step.ts';

export interface SearchExilePlayable {
  op: 'search_exile_playable';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
  who: Ref;
  /** The delayed ability at the controller's next upkeep, as the card says it, and its steps ("it" is the card). */
  text: string;
  steps: Step[];
}

const params: z.ZodType<SearchExilePlayable> = stepSchema('search_exile_playable', {
  who: refSchema,
  text: z.string(),
  steps: z.array(nestedStepSchema).min(1),
});

export const searchExilePlayable: StepModule<SearchExilePlayable> = defineStep<SearchExilePlayable>({
  id: 'search_exile_playable',
  description:
    "search a player's library for a card and exile it; you may play it until your next upkeep, when steps happen to it",
  reserved: true,
  params,
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const me = f.controller;
    const c = chooseCards(s, f, me, [...s.players[p].library], {
      prompt: `Search ${p === opponent(me) ? "your opponent's" : 'your'} library for a card to exile: which one?`,
      allowNone: false,
      hidden: true,
    });
    if (c === 'wait') return;
    let exiled: number | undefined;
    if (typeof c === 'number') {
      exiled = moveTo(s, c, 'exile');
      const o = s.objects[exiled];
      const until = nextUpkeepTurnOf(s, me);
      o.playableBy = me;
      o.playableUntil = until;
      s.atEndStep ??= [];
      s.atEndStep.push({
        turn: until,
        at: 'upkeep',
        ability: { text: step.text, trigger: 'UPKEEP', conditions: [], targets: [], steps: step.steps },
        controller: me,
        source: f.source,
        sourceCard: f.sourceCard,
        it: exiled,
      });
    }
    shuffleLibrary(s, p);
  },
  shows: (_f, answers) => answers,
  nested: (p) => ({ steps: [[['steps'], p.steps]] }),
  words: (p, w) =>
    `search ${w.ref(p.who)}'s library for a card and exile it, then that player shuffles; until the beginning of your next upkeep, you may play that card`,
});
