/**
 * Properties over random games for 1 to 5 players, checked after every
 * action: no resource goes negative; cards are conserved (every citizen,
 * monster and domain is in a stack or a tableau); at the end each score is
 * the sum of its sources (tokens, monsters' and domains' VP, the duke),
 * recomputed here from the cards.
 */
import { createRng, pick } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';
import type { CkState } from '../src/state.ts';
import { cat } from './helpers.ts';

function cardCounts(s: CkState) {
  const citizens =
    s.citizenStacks.reduce((n, x) => n + x.cards.length, 0) +
    s.players.reduce((n, p) => n + p.citizens.length, 0);
  const monsters =
    s.monsterAreas.reduce((n, a) => n + a.cards.length, 0) +
    s.players.reduce((n, p) => n + p.monsters.length, 0);
  const domains =
    s.domainStacks.reduce((n, d) => n + d.length, 0) + s.players.reduce((n, p) => n + p.domains.length, 0);
  const dukes =
    s.dukeDeck.length + s.players.reduce((n, p) => n + p.dukeChoices.length + (p.duke === null ? 0 : 1), 0);
  return { citizens, monsters, domains, dukes };
}

/** Score by hand: tokens + printed VP of monsters and domains + the duke's terms. */
function expectedScore(s: CkState, seat: number): number {
  const p = s.players[seat];
  let vp = p.v;
  for (const m of p.monsters) vp += cat.monsters[m].vp;
  for (const d of p.domains) vp += cat.domains[d.card].vp;
  if (p.duke === null) return vp;
  const duke = cat.dukes[p.duke];
  const cards = [...p.starters.map((c) => cat.starters[c]), ...p.citizens.map((c) => cat.citizens[c])];
  const icons = (role: 'shadow' | 'holy' | 'soldier' | 'worker') =>
    cards.reduce((n, c) => n + c.roles[role], 0) +
    p.domains.reduce((n, d) => n + cat.domains[d.card].roles[role], 0);
  if (duke.per.g) vp += Math.floor(p.g / duke.per.g);
  if (duke.per.s) vp += Math.floor(p.s / duke.per.s);
  if (duke.per.m) vp += Math.floor(p.m / duke.per.m);
  for (const role of ['shadow', 'holy', 'soldier', 'worker'] as const) vp += duke.each[role] * icons(role);
  vp +=
    duke.each.monster * p.monsters.length +
    duke.each.citizen * cards.length +
    duke.each.domain * p.domains.length;
  for (const m of p.monsters) {
    const t = cat.monsters[m].type;
    if (t === 'Boss') vp += duke.each.boss;
    if (t === 'Minion') vp += duke.each.minion;
    if (t === 'Beast') vp += duke.each.beast;
    if (t === 'Titan') vp += duke.each.titan;
  }
  return vp;
}

describe('properties of random games', () => {
  it('resources never negative, cards conserved, scores equal their sources (100 games, 1-5 players)', () => {
    let checked = 0;
    for (let g = 0; g < 100; g++) {
      const players = (g % 5) + 1;
      const state = cardKingdoms.setup(
        { players, citizens: 'random', copies: 5, startingGold: 2 },
        `prop-${g}`,
      );
      const initial = cardCounts(state);
      const rng = createRng(`prop-chooser-${g}`);
      while (cardKingdoms.outcome(state) === null) {
        const [p] = cardKingdoms.toAct(state);
        cardKingdoms.apply(state, p, pick(rng, cardKingdoms.legalActions(state, p)));
        for (const pl of state.players) {
          if (pl.g < 0 || pl.s < 0 || pl.m < 0 || pl.v < 0)
            throw new Error(`negative resources in game ${g}`);
        }
        expect(cardCounts(state)).toEqual(initial);
        checked++;
      }
      const outcome = cardKingdoms.outcome(state)!;
      expect(outcome.scores).toEqual(state.players.map((_, i) => expectedScore(state, i)));
      if (!outcome.draw) expect(outcome.scores![outcome.winner!]).toBe(Math.max(...outcome.scores!));
    }
    expect(checked).toBeGreaterThan(5000);
  }, 120_000);
});
