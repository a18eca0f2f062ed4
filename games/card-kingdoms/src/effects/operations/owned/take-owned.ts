/**
 * `take_owned monster|citizen random`: take a random monster, or citizen
 * (never a starter), from a player of your choice who has one; the draw is
 * the seeded generator's, when the victim is chosen. (`to=` and
 * `victim_vp=` are read for the card's words; the rules do not act on them
 * yet: the card is always taken into the taker's tableau.)
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import type { CkState } from '../../../state.ts';
import { seatName } from '../../../words/phrasing.ts';
import { NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';
import { targets } from '../../support.ts';

interface TakeOwned {
  what: 'monster' | 'citizen';
  to: 'stack' | 'self' | null;
  victimVp: number | null;
}

/**
 * Moves a random citizen copy (the seeded generator) from one player to
 * another. A flipped card's face-down copies are its first copies in the
 * owner's list (as the harvest reads them), so a copy drawn among those
 * leaves the owner's face-down list; it joins the taker face up.
 */
export function takeRandomCitizen(state: CkState, from: number, to: number): number {
  const victim = state.players[from];
  const at = randInt(state.rng, victim.citizens.length);
  const card = victim.citizens[at];
  const flipped = victim.extra?.flipped;
  if (flipped?.includes(card)) {
    let before = 0;
    for (let i = 0; i < at; i++) if (victim.citizens[i] === card) before++;
    const down = flipped.filter((c) => c === card).length;
    if (before < down) flipped.splice(flipped.indexOf(card), 1);
  }
  victim.citizens.splice(at, 1);
  state.players[to].citizens.push(card);
  return card;
}

const listOf = (what: TakeOwned['what']) => (what === 'monster' ? 'monsters' : 'citizens');

export const takeOwned = defineOperation({
  id: 'take_owned',
  description: 'take a random monster or citizen from a player of your choice',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      words: z.tuple([z.enum(['monster', 'citizen']), z.literal('random')]),
      named: z
        .object({ to: z.enum(['stack', 'self']).optional(), victim_vp: z.number().int().optional() })
        .strict(),
    })
    .strict(),
  compile: (raw): TakeOwned => ({
    what: raw.words[0],
    to: raw.named.to ?? null,
    victimVp: raw.named.victim_vp ?? null,
  }),
  run(en, { what }, task) {
    const { cat, state } = en;
    const list = listOf(what);
    return {
      kind: 'take',
      options: targets(state, task.player, cat)
        .filter((v) => state.players[v][list].length > 0)
        .map((victim) => ({ type: 'target', victim })),
    };
  },
  resolve(en, { what }, d, action) {
    if (action.type !== 'target') return;
    const { cat, state } = en;
    let card: string;
    if (what === 'citizen') {
      card = cat.citizens[takeRandomCitizen(state, action.victim, d.player)].name;
    } else {
      const victim = state.players[action.victim];
      const [taken] = victim.monsters.splice(randInt(state.rng, victim.monsters.length), 1);
      state.players[d.player].monsters.push(taken);
      card = cat.monsters[taken].name;
    }
    if (en.emit)
      en.emit({
        type: 'took-card',
        player: d.player,
        victim: action.victim,
        card,
        random: true,
        source: d.source,
      });
  },
  label: ({ what }, action) =>
    action.type === 'target' ? `take a random ${what} from ${seatName(action.victim)}` : '',
  words: ({ what, to, victimVp }) =>
    [
      `take a random ${what} from a player of your choice`,
      to === 'stack' ? ' and return it to its stack' : '',
      victimVp !== null ? ` (that player gains ${victimVp} VP)` : '',
    ].join(''),
});
