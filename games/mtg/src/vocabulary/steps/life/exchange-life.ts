/**
 * `exchange_life`: "If the difference between your life total and target
 * player's life total is 5 or less, exchange life totals with that player"
 * (Psychic Transfer). The difference is read on resolution; each player then
 * gains or loses what takes their total to the other's (CR 701.12a, 119.5:
 * a life total that becomes a number is life gained or lost, so "whenever
 * you lose life" sees it).
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { players } from '../../../engine/frame.ts';
import { gainLife, loseLife } from '../../../engine/life.ts';
import { defineStep, stepSchema } from '../step.ts';

export const exchangeLife = defineStep({
  id: 'exchange_life',
  description: 'the controller and a player exchange life totals (if they differ by at most an amount)',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  params: stepSchema('exchange_life', { with: refSchema, maxDifference: z.number().int().min(0).optional() }),
  run(s, step, f) {
    const other = players(s, f, step.with)[0];
    const you = f.controller;
    if (other === undefined || other === you) return;
    const mine = s.players[you].life;
    const theirs = s.players[other].life;
    if (step.maxDifference !== undefined && Math.abs(mine - theirs) > step.maxDifference) return;
    const [up, down] = theirs > mine ? [you, other] : [other, you];
    const d = Math.abs(mine - theirs);
    gainLife(s, up, d);
    loseLife(s, down, d);
  },
  words: (p, w) =>
    `${p.maxDifference !== undefined ? `if your life total and ${w.ref(p.with)}'s differ by ${p.maxDifference} or less, ` : ''}exchange life totals with ${w.ref(p.with)}`,
});
