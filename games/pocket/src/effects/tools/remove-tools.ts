/**
 * "Discard all Pokémon Tools from your opponent's Active Pokémon." (Pluck,
 * with "Before doing damage"), "Discard all Pokémon Tool cards attached to
 * each of your opponent's Pokémon." (Guzma), "Return all Pokémon Tools
 * attached to each Pokémon (both yours and your opponent's) to their
 * owner's hand." (Elesa), "… shuffle all Pokémon Tools from each of your
 * opponent's Pokémon into their deck." (T5). A removed Tool's effects end at
 * once; a Pokémon whose damage now reaches its lowered HP is Knocked Out in
 * the knockout check after the action.
 */
import { z } from 'zod';
import { removeTools as removeAllTools, removeTool } from '../../rules/attached-cards.ts';
import { info, other, slotsOf } from '../../rules/ops.ts';
import { type PocketState, type Side, type Slot, toolsOf } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded, label } from '../helpers.ts';

/** `any_one`: one Pokémon with a Tool the player chooses, theirs or the opponent's ("Discard a Pokémon Tool card from a Pokémon (yours or your opponent's)"). */
const from = z.enum(['opponent_active', 'opponent_all', 'all_pokemon', 'any_one']);

/** The Pokémon holding Tools among those named (a Pokémon with two Tools once: `any_one` then asks which Tool). */
function holders(s: PocketState, side: Side, which: z.infer<typeof from>): Array<[Side, Slot]> {
  const o = other(side);
  const opp = s.sides[o];
  if (which === 'opponent_active') return opp.active?.tool != null ? [[o, opp.active]] : [];
  const out: Array<[Side, Slot]> = [];
  for (const sd of which === 'all_pokemon' || which === 'any_one' ? ([side, o] as const) : ([o] as const))
    for (const sl of slotsOf(s.sides[sd])) if (sl.tool !== null) out.push([sd, sl]);
  return out;
}

export const removeTools = defineEffect({
  id: 'remove_tools',
  description:
    "take every Pokémon Tool off the Pokémon named (the opponent's Active, each of theirs, each in play) to the discard pile, the hand or the deck; `phase: before_damage` runs before the attack's damage",
  params: paramsOf('remove_tools', {
    from,
    to: z.enum(['discard', 'hand', 'deck']),
    phase: z.literal('before_damage').optional(),
  }),
  phase: 'after',
  // A trainer that would remove nothing is not offered.
  usable: (s, side, _self, p) => holders(s, side, p.from).length > 0,
  run(ctx, p) {
    if (p.from === 'opponent_active' && defenderShielded(ctx)) return;
    const all = holders(ctx.s, ctx.player, p.from);
    if (p.from !== 'any_one') {
      for (const [side, slot] of all) removeAllTools(ctx.s, side, slot, p.to, ctx.emit);
      return;
    }
    // One Tool, chosen among every Tool in play (a Pokémon with two offers each).
    const each = all.flatMap(([sd, sl]) => toolsOf(sl).map((t) => [sd, sl, t] as const));
    if (each.length === 0) return;
    const [side, slot, tool] =
      each[
        ctx.choose(
          ctx.player,
          'Choose a Pokémon Tool to discard',
          each.map(
            ([sd, sl, t]) =>
              `${info(ctx.s, t).name} on ${label(ctx.s, sl, ctx.player)}${sd === ctx.player ? '' : " (opponent's)"}`,
          ),
        )
      ];
    removeTool(ctx.s, side, slot, p.to, ctx.emit, tool);
  },
  words: (p) => {
    const where =
      p.from === 'opponent_active'
        ? "your opponent's Active Pokémon"
        : p.from === 'any_one'
          ? "a Pokémon (yours or your opponent's)"
          : p.from === 'opponent_all'
            ? "each of your opponent's Pokémon"
            : "each Pokémon (both yours and your opponent's)";
    const verb =
      p.to === 'discard'
        ? 'discard'
        : p.to === 'hand'
          ? "return to their owner's hand"
          : 'shuffle into their deck';
    return `${p.phase ? 'before doing damage, ' : ''}${verb} ${p.from === 'any_one' ? 'a Pokémon Tool' : 'all Pokémon Tools'} from ${where}`;
  },
});
