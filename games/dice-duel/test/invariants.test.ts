/**
 * Invariants over random play (fast-check over seeds, heroes and defense
 * options), checked after every action:
 *  - HP within [0, max];
 *  - statuses positive and within their max stacks;
 *  - locked stacks never exceed held stacks;
 *  - buffs within their caps;
 *  - every attack keeps raw = final + blocked + prevented, checkpoints never rise;
 *  - per-seat stats keep the same identity;
 *  - v1/v2 defense-turn counts match the defenses rolled and the system used.
 */
import { createRng, type GameEvent, hashState, Match, pick } from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceDuel, shippedCatalog } from '../src/index.ts';
import { lockedStacks } from '../src/rules/statuses.ts';
import type { Checkpoints, DuelState, Seat } from '../src/state.ts';

const statuses = shippedCatalog.statuses;
const hashOf = (s: DuelState) => hashState(s);

function checkState(s: DuelState, where: string): void {
  for (const seat of [0, 1] as Seat[]) {
    const f = s.fighters[seat];
    expect(f.hp, `${where} hp`).toBeGreaterThanOrEqual(0);
    expect(f.hp, `${where} hp`).toBeLessThanOrEqual(f.maxHp);
    for (const [id, n] of Object.entries(f.statuses)) {
      expect(n, `${where} ${id}`).toBeGreaterThan(0);
      expect(n, `${where} ${id}`).toBeLessThanOrEqual(statuses[id].maxStacks);
      expect(lockedStacks(s, seat, id), `${where} locked ${id}`).toBeLessThanOrEqual(n);
    }
    for (const l of f.locked) {
      expect(l.stacks).toBeGreaterThan(0);
      const listed = f.locked.filter((x) => x.status === l.status).reduce((a, x) => a + x.stacks, 0);
      expect(listed, `${where} listed locks of ${l.status}`).toBeLessThanOrEqual(f.statuses[l.status] ?? 0);
    }
  }
  for (const b of s.buffs) {
    expect(b.stacks).toBeGreaterThan(0);
    if (b.cap !== undefined) expect(b.stacks).toBeLessThanOrEqual(b.cap);
  }
  if (s.result) expect(s.phase).toBe('over');
}

function checkAttack(e: GameEvent): void {
  const c = e.checkpoints as Checkpoints;
  const blocked = e.blocked as number;
  const prevented = e.prevented as number;
  expect(c.raw).toBe(c.final + blocked + prevented);
  expect(c.afterFlat).toBeLessThanOrEqual(c.raw);
  expect(c.afterPrevent).toBeLessThanOrEqual(c.afterFlat);
  expect(c.afterBlock).toBeLessThanOrEqual(c.afterPrevent);
  expect(c.final).toBe(c.afterBlock);
  expect(c.final).toBeGreaterThanOrEqual(0);
  expect(blocked).toBeGreaterThanOrEqual(0);
  expect(prevented).toBeGreaterThanOrEqual(0);
}

const optionsArb = fc.record({
  hero1: fc.constantFrom('pyromancer', 'shadow-monk', 'training-dummy'),
  hero2: fc.constantFrom('pyromancer', 'shadow-monk', 'training-dummy'),
  enableDefenseV2: fc.boolean(),
  defense: fc.constantFrom('hero', 'v1', 'v2'),
  maxRerollsPerDefense: fc.integer({ min: 0, max: 5 }),
});

describe('invariants over random play', () => {
  it('hold after every action of every match', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), optionsArb, (seed, options) => {
        const match = new Match(diceDuel, options, `inv-${seed}`);
        const chooser = createRng(`inv-chooser-${seed}`);
        const state = () => match.state as DuelState;
        checkState(state(), 'setup');
        let attacks = 0;
        let defended = [0, 0];
        for (let step = 0; match.outcome() === null; step++) {
          const player = match.toAct()[0];
          const events = match.applyTrusted(player, pick(chooser, match.legalActions(player)));
          checkState(state(), `step ${step}`);
          const ultimate = events.some((e) => e.type === 'ultimate');
          for (const e of events) {
            if (e.type === 'damage') {
              checkAttack(e);
              attacks++;
            }
            if (e.type === 'attack' && !ultimate)
              defended = defended.map((n, seat) => (seat === 1 - (e.seat as number) ? n + 1 : n));
          }
        }
        const s = state();
        const report = diceDuel.report!(s, match.options as never) as { turnsV1: number; turnsV2: number };
        for (const seat of [0, 1] as Seat[]) {
          const st = s.stats[seat];
          expect(st.raw).toBe(st.final + st.damageBlocked + st.damagePrevented);
          expect(st.defenseTurnsV1 + st.defenseTurnsV2).toBe(defended[seat]);
          // A seat rolls only the system it plays.
          if (s.fighters[seat].defense === 'v1') expect(st.defenseTurnsV2).toBe(0);
          else expect(st.defenseTurnsV1).toBe(0);
          expect(s.fighters[seat].defense).toBe(
            options.enableDefenseV2 && options.defense !== 'v1' ? 'v2' : 'v1',
          );
        }
        expect(report.turnsV1 + report.turnsV2).toBe(defended[0] + defended[1]);
        expect(s.stats[0].attacks + s.stats[1].attacks).toBe(attacks);
      }),
      { numRuns: 80 },
    );
  });
});

describe('malformed and illegal actions', () => {
  const junk = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -2, max: 7 }),
    fc.double(),
    fc.string({ maxLength: 3 }),
    fc.constantFrom('3OAK', 'FULL_HOUSE', '5OAK', 'PAIR_PAIR', 'LARGE_STRAIGHT'),
    fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 6 }),
  );
  const actionArb = fc.record({
    type: fc.constantFrom('reroll', 'attack', 'react', 'pass', ''),
    hold: junk,
    combo: junk,
    chi: junk,
    evasive: junk,
    preventHalf: junk,
  });

  it('either are legal, or throw RuleViolation and change nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(actionArb, { minLength: 20, maxLength: 20 }),
        (seed, probes) => {
          const match = new Match(diceDuel, {}, `junk-${seed}`, { recordEvents: false });
          const chooser = createRng(`junk-chooser-${seed}`);
          let k = 0;
          while (match.outcome() === null && k < probes.length) {
            const player = match.toAct()[0];
            const legal = match.legalActions(player).map((a) => JSON.stringify(a));
            const probe = JSON.parse(JSON.stringify(probes[k++])) as { type: string };
            const before = match.hash();
            const copy = diceDuel.clone(match.state as DuelState);
            let threw: unknown = null;
            try {
              diceDuel.apply(copy, player, probe as never);
            } catch (e) {
              threw = e;
            }
            if (threw) {
              expect((threw as Error).name, String(threw)).toBe('RuleViolation');
              expect(hashOf(copy)).toBe(before);
            } else {
              // Accepted: it must have been one of the legal actions (compared on its known fields).
              const t = probe as Record<string, unknown>;
              const canonical =
                t.type === 'reroll'
                  ? { type: 'reroll', hold: t.hold }
                  : t.type === 'attack'
                    ? { type: 'attack', combo: t.combo, chi: t.chi }
                    : { type: 'react', evasive: t.evasive, preventHalf: t.preventHalf, chi: t.chi };
              expect(legal, JSON.stringify(probe)).toContain(JSON.stringify(canonical));
            }
            const p = match.toAct()[0];
            match.applyTrusted(p, pick(chooser, match.legalActions(p)));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
