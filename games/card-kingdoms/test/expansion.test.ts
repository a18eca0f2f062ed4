/**
 * Expansion strings evaluated in positions: every string (any table) whose
 * named keys all have handlers is run for a player (each prompt answered with
 * its first option) and must finish with no resource negative; then golden
 * checks for the general operations the expansions add (build or recruit
 * outside the actions, banish from the centre or your tableau, take a
 * domain, count by name at harvest, immunity to taking).
 */
import { describe, expect, it } from 'vitest';
import { effectSites, loadTables, parseSite } from '../src/data/load.ts';
import { handlesKey } from '../src/effects/registry.ts';
import { namedKeys } from '../src/grammar/names.ts';
import { parseEffect } from '../src/grammar/parse.ts';
import type { Effect } from '../src/grammar/tree.ts';
import { cardKingdoms } from '../src/index.ts';
import { advance } from '../src/rules/flow.ts';
import { effectTask } from '../src/rules/perform.ts';
import type { CkState, Decision } from '../src/state.ts';
import { act, cat, names, position, res, STACKS } from './helpers.ts';

/** Runs `effect` for seat 0 now (as an activation would), answering every prompt with its first option. */
function run(state: CkState, effect: Effect, answerFirst = true): CkState {
  state.queue.unshift(effectTask(0, effect, 'test'));
  state.pending = null;
  advance(cat, state);
  const pending = (): Decision | null => state.pending;
  for (let d = pending(); answerFirst && d && d.kind !== 'action'; d = pending()) {
    cardKingdoms.apply(state, d.player, d.options[0]);
  }
  return state;
}

const rich = () =>
  position({
    players: [
      {
        g: 30,
        s: 30,
        m: 30,
        v: 5,
        citizens: ['Rogue', 'Cleric', 'Archer', 'Merchant', 'Knight'],
        monsters: ['Goblin'],
      },
      { g: 5, s: 5, m: 5, citizens: ['Merchant'], monsters: ['Troll'] },
    ],
    citizenStacks: STACKS,
    monsterAreas: [{ area: 'Hills', cards: ['Goblin King', 'Goblin'] }],
    domainStacks: [['Halfpenny Hill', 'Blood Crow Army']],
    dice: [3, 4],
  });

describe('every string whose keys are handled evaluates', () => {
  const sites = effectSites(loadTables());
  const runnable = sites.filter((s) => {
    const tree = parseSite(s);
    return !tree.trigger && namedKeys(tree).every(handlesKey);
  });

  it('runs each for a player to the end of its prompts, no resource negative', () => {
    for (const site of runnable) {
      const state = run(rich(), parseSite(site));
      for (const p of state.players) {
        expect(
          [p.g, p.s, p.m, p.v].every((n) => n >= 0),
          `${site.table}/${site.card}`,
        ).toBe(true);
      }
      expect(state.pending?.kind, `${site.table}/${site.card}: ${site.text}`).toBe('action');
    }
    // The figure the README quotes: strings with no trigger whose every key has a handler.
    expect(runnable.length).toBeGreaterThanOrEqual(200);
  });
});

describe('operations the expansions add', () => {
  it('build_domain and recruit: a build or a hire outside the two actions, or decline', () => {
    const s = run(rich(), parseEffect('g 3 + build_domain'), false);
    expect(s.pending).toMatchObject({ kind: 'build' });
    act(s, { type: 'build', stack: 0 });
    expect(
      names(
        cat.domains,
        s.players[0].domains.map((d) => d.card),
      ),
    ).toEqual(['Blood Crow Army']);
    // 30 gold, 2 from the Rogue's harvest (a 7), 3 gained, 5 paid.
    expect(res(s, 0).g).toBe(30 + 2 + 3 - 5);
    const r = run(rich(), parseEffect('g 1 + recruit'), false);
    act(r, { type: 'hire', stack: 3, magic: 0 });
    expect(names(cat.citizens, r.players[0].citizens)).toContain('Cleric');
    expect(r.pending).toMatchObject({ kind: 'action', prompt: 'Action 1 of 2' });
  });

  it('banish_center and banish_owned remove cards from the game (kept as banished)', () => {
    const s = run(rich(), parseEffect('v 1 + banish_center citizen'), false);
    act(s, { type: 'banish', zone: 'citizens', at: 2 });
    expect(s.citizenStacks[2].cards).toEqual([]);
    expect(names(cat.citizens, s.banished.citizens)).toEqual(['Merchant']);
    const m = run(rich(), parseEffect('banish_center monster type=minion + g 2'));
    expect(names(cat.monsters, m.banished.monsters)).toEqual(['Goblin']);
    expect(res(m, 0).g).toBe(30 + 2 + 2);
    const o = run(rich(), parseEffect('banish_owned monster + g 5'));
    expect(o.players[0].monsters).toEqual([]);
    expect(res(o, 0).g).toBe(30 + 2 + 5);
  });

  it('<domains> takes a domain from the top of a stack, with its activation', () => {
    const s = position({
      players: [{ g: 0, starters: [] }, {}],
      domainStacks: [['Halfpenny Hill', 'Golden Obelisk of Nae']],
      dice: [3, 4],
    });
    run(s, parseEffect('<domains>'), false);
    expect(
      names(
        cat.domains,
        s.players[0].domains.map((d) => d.card),
      ),
    ).toEqual(['Golden Obelisk of Nae']);
  });

  it('harvest.gain_per_owned_citizen_name / starter_name (Jousting Field) pay per Knight at harvest', () => {
    const s = position({
      players: [{ starters: ['Peasant', 'Knight'], citizens: ['Knight'], domains: ['Jousting Field'] }, {}],
      dice: [1, 2],
    });
    expect(res(s, 0).g).toBe(2);
  });

  it('immunity.take (Castle of the Seven Suns): its owner cannot be taken from', () => {
    const s = position({
      // Seat 3 holds gold and magic, so the steal stays a choice (an amount a victim lacks is not offered).
      players: [{ citizens: ['Thief'] }, { g: 5, domains: ['Castle of the Seven Suns'] }, { g: 5, m: 5 }],
      dice: [3, 4],
    });
    const victims = new Set(s.pending?.options.map((o) => (o.type === 'steal' ? o.victim : -1)));
    expect(victims).toEqual(new Set([2]));
  });

  it('roll.on_event doubles with any legs (Flame Tongue Mountain: 3 magic on doubles)', () => {
    const s = position({
      players: [{ starters: [] }, { starters: [], domains: ['Flame Tongue Mountain'] }],
      dice: [2, 2],
    });
    expect(res(s, 1).m).toBe(3);
  });
});
