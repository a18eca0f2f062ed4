/**
 * "Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in
 * your hand that evolves from that Pokémon, put that card onto the Basic
 * Pokémon to evolve it, skipping the Stage 1. You can't use this card
 * during your first turn or on a Basic Pokémon that was put into play this
 * turn." (Rare Candy)
 *
 * A Stage 2 card "evolves from" a Basic when the Stage 1 it names evolves
 * from that Basic's name in the card pool (any printing of that Stage 1).
 * Decisions (README, "Rare Candy"): the card is offered only when some Basic
 * in play, in play since before this turn, has such a Stage 2 in the hand
 * (not during the player's first turn, turn 1 or 2); the Stage 2 is put onto
 * the Basic from the hand, so it counts as played from the hand to evolve:
 * "can't play any Pokémon from their hand to evolve" stops it and "when you
 * play this Pokémon from your hand to evolve" fires once Rare Candy is done.
 * Evolving keeps damage, Energy and the Tool, clears Special Conditions and
 * attack effects, ends the Basic's Ability and starts the new one's, and
 * records the turn.
 */
import { evolveOnto } from '../../rules/evolve-onto.ts';
import { handEvolutionBlocked } from '../../rules/hand-evolution.ts';
import { info, slotInfo, slotsOf } from '../../rules/ops.ts';
import { removeValue } from '../../rules/remove-at.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';
import { type SkipLines, skipLines } from './skip-lines.ts';

const params = paramsOf('rare_candy', {});

/** Whether the Stage 2 card at catalog index `index` may be put onto a Basic named `basic` (a `nameId`). */
function skipsOnto(lines: SkipLines, index: number, basic: number): boolean {
  const basics = lines.basics[index];
  return basics?.includes(basic) === true;
}

/** The hand's Stage 2 cards that evolve, through a Stage 1, from the Basic in `slot`. */
function stage2sFor(s: PocketState, side: Side, slot: Slot): number[] {
  const lines = skipLines();
  const basic = lines.nameId[s.cards[slot.stack[slot.stack.length - 1]]];
  return s.sides[side].hand.filter((uid) => skipsOnto(lines, s.cards[uid], basic));
}

/**
 * Whether Rare Candy can be used now: some Basic in play since before this
 * turn can take a Stage 2 of the hand (`candidates` is not empty). Asked for
 * every Rare Candy in hand at every decision, so the hand is read first and
 * once (most hands hold no Stage 2: no Pokémon in play is read), and no list
 * is made.
 */
export function anyCandidate(s: PocketState, side: Side): boolean {
  if (s.turn <= 2) return false;
  const lines = skipLines();
  const p = s.sides[side];
  const hand = p.hand;
  for (let h = 0; h < hand.length; h++) {
    const basics = lines.basics[s.cards[hand[h]]];
    if (basics === null) continue;
    if (p.active && takesOneOf(s, side, p.active, lines, basics)) return true;
    for (let i = 0; i < p.bench.length; i++) if (takesOneOf(s, side, p.bench[i], lines, basics)) return true;
  }
  return false;
}

/** Whether the Basic in `sl`, in play since before this turn, may take a Stage 2 that skips onto one of `basics`. */
function takesOneOf(
  s: PocketState,
  side: Side,
  sl: Slot,
  lines: SkipLines,
  basics: readonly number[],
): boolean {
  const top = s.cards[sl.stack[sl.stack.length - 1]];
  return (
    lines.infos[top].stage === 0 &&
    sl.playedTurn !== s.turn &&
    basics.includes(lines.nameId[top]) &&
    !handEvolutionBlocked(s, side, sl)
  );
}

/** Whether the hand holds a Stage 2 card that evolves, through a Stage 1, from the Basic in `slot`. */
function hasStage2For(s: PocketState, side: Side, slot: Slot): boolean {
  const lines = skipLines();
  const basic = lines.nameId[s.cards[slot.stack[slot.stack.length - 1]]];
  const hand = s.sides[side].hand;
  for (let i = 0; i < hand.length; i++) if (skipsOnto(lines, s.cards[hand[i]], basic)) return true;
  return false;
}

// The Stage 2 comes from the hand: what stops playing a Pokémon from the hand to evolve stops it too (E14).
const takesStage2 = (s: PocketState, side: Side, sl: Slot) =>
  slotInfo(s, sl).stage === 0 &&
  sl.playedTurn !== s.turn &&
  hasStage2For(s, side, sl) &&
  !handEvolutionBlocked(s, side, sl);

/** The Basics in play Rare Candy may evolve now (what the player chooses among). */
export function candidates(s: PocketState, side: Side): Slot[] {
  if (s.turn <= 2) return [];
  return slotsOf(s.sides[side]).filter((sl) => takesStage2(s, side, sl));
}

export const rareCandy = defineEffect({
  id: 'rare_candy',
  description:
    'put a Stage 2 card from the hand onto a Basic in play that its Stage 1 evolves from (not on the first turn, nor on a Basic put into play this turn)',
  params,
  phase: 'after',
  usable: (s, side) => anyCandidate(s, side),
  run(ctx) {
    const { s, player } = ctx;
    const list = candidates(s, player);
    if (list.length === 0) return;
    const slot = list[choosePokemon(ctx, player, 'Choose a Basic Pokémon to evolve', list, player)];
    // One option per printing (copies of one card are the same choice).
    const cards = stage2sFor(s, player, slot);
    const distinct = cards.filter((uid, i) => cards.findIndex((u) => s.cards[u] === s.cards[uid]) === i);
    const card =
      distinct[
        ctx.choose(
          player,
          'Choose a Stage 2 card to put onto it',
          distinct.map((uid) => `${info(s, uid).name} (${info(s, uid).id})`),
          true,
        )
      ];
    const hand = s.sides[player].hand;
    removeValue(hand, card);
    evolveOnto(s, player, slot, card, (sl) => ctx.enterPlay(player, sl), ctx.emit);
    // Played from the hand to evolve: its "when you play this Pokémon from your hand to evolve" Ability resolves next.
    ctx.res.evolvedFromHand = { side: player, pid: slot.pid };
  },
  words: () =>
    'choose 1 of your Basic Pokémon in play; put a Stage 2 card from your hand that evolves from it onto it, skipping the Stage 1 (not during your first turn, nor on a Basic Pokémon put into play this turn)',
});
