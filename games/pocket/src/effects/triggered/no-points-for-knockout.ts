/**
 * "When this Pokémon is Knocked Out, flip a coin. If heads, your opponent
 * can't get any points for it." (M2): inside a knockout trigger, the
 * knockout being scored gives 0 points. The trigger runs in the knockout
 * check before the points are counted (`src/rules/flow.ts`), so the
 * opponent's points never move; outside a knockout it does nothing.
 */
import { defineEffect, paramsOf } from '../effect.ts';

export const noPointsForKnockout = defineEffect({
  id: 'no_points_for_knockout',
  description: 'in a knockout trigger: the opponent gets no points for this knockout',
  params: paramsOf('no_points_for_knockout', {}),
  phase: 'after',
  run(ctx) {
    const ko = ctx.event?.knockout;
    if (ko) ko.points = 0;
  },
  words: () => "your opponent can't get any points for it",
});
