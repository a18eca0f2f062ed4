/**
 * "Choose 1: (effects); (effects)." (Eevee Bag, Tool Scrapper-like
 * "Discard a Pokémon Tool card …, or discard a Stadium card in play"): the
 * player picks one of the options, whose effects then run as steps of their
 * own (`queueNested`). An option that can do nothing now (its effects'
 * `usable` says so) is not offered; the card is offered while at least one
 * option can do something. Which option was taken is a decision of the
 * player (the resolution's memo), so it replays the same after a question
 * inside the option.
 */
import { z } from 'zod';
import type { PocketState, Side, Slot } from '../../state.ts';
import { defineEffect, effectWords, type InnerRef, innerRefs, paramsOf } from '../effect.ts';
import { queueNested } from '../wrappers/nested.ts';

const params = paramsOf('choose_one', {
  options: z.array(innerRefs).min(2),
  /** The text opens with "Choose 1:" (Eevee Bag): its words say so; a text with "…, or …" (Tool scrapper) does not. */
  heading: z.literal(true).optional(),
});
type Params = z.infer<typeof params>;

/**
 * Whether an option's effects can do something now: each effect's own
 * `usable` (bound by the registry, which this module cannot import).
 */
let optionUsable: (s: PocketState, side: Side, self: Slot | null, refs: readonly InnerRef[]) => boolean =
  () => true;
export function bindOptionUsable(fn: typeof optionUsable): void {
  optionUsable = fn;
}

/** The options that can do something now (by index). */
export const open = (s: PocketState, side: Side, self: Slot | null, p: Params) =>
  p.options
    .map((o, i) => (optionUsable(s, side, self, o as readonly InnerRef[]) ? i : -1))
    .filter((i) => i >= 0);

/** Whether `open` is not empty (no list is built). */
function anyOpen(s: PocketState, side: Side, self: Slot | null, p: Params): boolean {
  const options = p.options;
  for (let i = 0; i < options.length; i++)
    if (optionUsable(s, side, self, options[i] as readonly InnerRef[])) return true;
  return false;
}

export const chooseOne = defineEffect({
  id: 'choose_one',
  description:
    'the player chooses one of the options; its effects run (an option that can do nothing is not offered)',
  params,
  phase: 'after',
  nested: (p: Params) =>
    p.options.map((refs, i) => ({ key: `options.${i}`, refs: refs as readonly InnerRef[] })),
  usable: (s, side, self, p: Params) => anyOpen(s, side, self, p),
  run(ctx, p) {
    const offered = open(ctx.s, ctx.player, ctx.self, p);
    if (offered.length === 0) return;
    const w = effectWords(ctx.res.source);
    const i = ctx.choose(
      ctx.player,
      'Choose 1',
      offered.map((k) => w.effects(p.options[k] as readonly InnerRef[])),
    );
    queueNested(ctx, p.options[offered[i]] as readonly InnerRef[]);
  },
  words: (p, w) =>
    `${p.heading ? 'choose 1: ' : ''}either ${p.options.map((o) => w.effects(o as readonly InnerRef[])).join(', or ')}`,
});
