/**
 * One golden per effect type (dealPer, flatBlock, blockPer, preventHalf,
 * reflect, gainStatus, applyStatusToOpponent, heal, cleanse, transferStatus),
 * conditions that reject effects with a logged reason, and the double KO
 * through reflect. Rerolls and buffs have their own files.
 *
 * Every case: seat 0 (Pyromancer, v1 board) attacks seat 1 whose inline card
 * has one rule matching any roll (`alwaysCard`), or matching once per die.
 */
import { describe, expect, it } from 'vitest';
import type { EffectDef } from '../src/defense/effects/index.ts';
import { diceDuel } from '../src/index.ts';
import { startDefense } from '../src/rules/turn.ts';
import { alwaysCard, type CardInput, defend, eventsOf, stateOf } from './helpers.ts';

/** One rule that matches once per die rolled (3 dice: matchCount 3). */
function perDieCard(effects: EffectDef[]): CardInput {
  return {
    dice: 3,
    fields: [{ id: 'ALL', faces: [1, 2, 3, 4, 5, 6] }],
    rules: [{ id: 'each', matcher: { type: 'countField', fieldId: 'ALL' }, effects }],
  };
}

describe('damage effects', () => {
  it('dealPer: amount × matchCount to the attacker, clamped to cap', () => {
    const out = defend({
      card: perDieCard([{ type: 'dealPer', amount: 2 }]),
      incoming: 0,
      defense: [1, 2, 3],
    });
    expect(out.defense!.rulesHit[0].effects[0]).toEqual({ type: 'dealPer', ok: true, value: 6 });
    expect(out.fighters[0].hp).toBe(24);
    expect(out.attack!.dealtToAttacker).toBe(6);
    expect(out.report.stats[1].dealPerSum).toBe(6);
    const capped = defend({
      card: perDieCard([{ type: 'dealPer', amount: 2, cap: 5 }]),
      incoming: 0,
      defense: [1, 2, 3],
    });
    expect(capped.fighters[0].hp).toBe(25);
  });

  it('flatBlock: a fixed reduction (cap clamps it), before prevent and block', () => {
    const out = defend({
      card: alwaysCard([{ type: 'flatBlock', amount: 4, cap: 3 }]),
      incoming: 7,
      defense: [6, 6, 6],
    });
    expect(out.defense!.contributions.flat).toBe(3);
    expect(out.checkpoints).toMatchObject({ raw: 7, afterFlat: 4, final: 4 });
    expect(out.attack!.blocked).toBe(3);
    expect(out.report.stats[1].flatBlockSum).toBe(3);
  });

  it('flatBlock does not scale with matchCount', () => {
    const out = defend({
      card: perDieCard([{ type: 'flatBlock', amount: 2 }]),
      incoming: 9,
      defense: [1, 2, 3],
    });
    expect(out.defense!.contributions.flat).toBe(2);
  });

  it('blockPer: amount × matchCount, clamped to cap', () => {
    const out = defend({
      card: perDieCard([{ type: 'blockPer', amount: 2 }]),
      incoming: 10,
      defense: [1, 2, 3],
    });
    expect(out.defense!.contributions.block).toBe(6);
    expect(out.checkpoints).toMatchObject({ afterFlat: 10, afterPrevent: 10, afterBlock: 4, final: 4 });
    const capped = defend({
      card: perDieCard([{ type: 'blockPer', amount: 2, cap: 5 }]),
      incoming: 10,
      defense: [1, 2, 3],
    });
    expect(capped.defense!.contributions.block).toBe(5);
    expect(capped.checkpoints!.final).toBe(5);
  });

  it('preventHalf: halves what is left after flat, rounded up in the defender’s favour', () => {
    const out = defend({
      card: alwaysCard([{ type: 'flatBlock', amount: 2 }, { type: 'preventHalf' }]),
      incoming: 9,
      defense: [4, 4, 4],
    });
    expect(out.checkpoints).toMatchObject({ raw: 9, afterFlat: 7, afterPrevent: 3, final: 3 });
    expect(out.attack).toMatchObject({ blocked: 2, prevented: 4 });
  });

  it('reflect: a fixed amount by default, × matchCount with perMatch, clamped to cap', () => {
    const fixed = defend({
      card: perDieCard([{ type: 'reflect', amount: 2 }]),
      incoming: 5,
      defense: [1, 2, 3],
    });
    expect(fixed.defense!.contributions.reflect).toBe(2);
    expect(fixed.fighters[0].hp).toBe(28);
    expect(fixed.fighters[1].hp).toBe(25); // reflect does not reduce the defender's damage
    const per = defend({
      card: perDieCard([{ type: 'reflect', amount: 2, perMatch: true }]),
      incoming: 5,
      defense: [1, 2, 3],
    });
    expect(per.defense!.contributions.reflect).toBe(6);
    expect(per.fighters[0].hp).toBe(24);
    const capped = defend({
      card: perDieCard([{ type: 'reflect', amount: 2, perMatch: true, cap: 4 }]),
      incoming: 5,
      defense: [1, 2, 3],
    });
    expect(capped.attack!.reflected).toBe(4);
    expect(capped.report.stats[1].damageReflected).toBe(4);
  });
});

describe('status effects', () => {
  it('gainStatus: amount scales per match, stacks is a fixed grant, source is logged', () => {
    const per = defend({
      card: perDieCard([{ type: 'gainStatus', status: 'chi', amount: 1 }]),
      incoming: 0,
      defense: [1, 2, 3],
    });
    expect(per.fighters[1].statuses.chi).toBe(3);
    expect(per.report.stats[1].statusGained).toEqual({ 'chi<-rule:each': 3 });
    const fixed = defend({
      card: perDieCard([{ type: 'gainStatus', status: 'chi', stacks: 2 }]),
      incoming: 0,
      defense: [1, 2, 3],
    });
    expect(fixed.fighters[1].statuses.chi).toBe(2);
    const gained = eventsOf(fixed, 'status-gained');
    expect(gained).toHaveLength(1);
    expect(gained[0]).toMatchObject({ seat: 1, status: 'chi', requested: 2, added: 2, source: 'rule:each' });
  });

  it("gainStatus with target 'opponent' lands on the attacker", () => {
    const out = defend({
      card: alwaysCard([{ type: 'gainStatus', status: 'burn', amount: 1, target: 'opponent' }]),
      incoming: 0,
      defense: [1, 2, 3],
    });
    expect(out.fighters[0].statuses.burn).toBe(1);
    expect(out.fighters[1].statuses.burn).toBeUndefined();
  });

  it("gainStatus clamps to the status's max stacks (evasive max 2)", () => {
    const out = defend({
      card: perDieCard([{ type: 'gainStatus', status: 'evasive', amount: 1 }]),
      incoming: 0,
      defense: [1, 2, 3],
    });
    expect(out.fighters[1].statuses.evasive).toBe(2);
    expect(out.defense!.rulesHit[0].effects[0]).toEqual({ type: 'gainStatus', ok: true, value: 2 });
  });

  it('applyStatusToOpponent: burn on the attacker, per match', () => {
    const out = defend({
      card: perDieCard([
        { type: 'applyStatusToOpponent', status: 'burn', amount: 1, usablePhase: 'immediate' },
      ]),
      incoming: 4,
      defense: [1, 1, 2],
    });
    expect(out.fighters[0].statuses.burn).toBe(3);
    expect(out.defense!.rulesHit[0].effects[0]).toEqual({
      type: 'applyStatusToOpponent',
      ok: true,
      value: 3,
    });
    expect(out.report.stats[0].statusGained).toEqual({ 'burn<-rule:each': 3 });
  });

  it('applyStatusToOpponent at the cap is rejected with a reason', () => {
    const out = defend({
      card: alwaysCard([{ type: 'applyStatusToOpponent', status: 'burn', amount: 1 }]),
      incoming: 0,
      defense: [1, 1, 2],
      attacker: { statuses: { burn: 3 } },
    });
    expect(out.fighters[0].statuses.burn).toBe(3);
    expect(out.defense!.rulesHit[0].effects[0]).toMatchObject({
      ok: false,
      reason: 'burn already at its cap',
    });
    expect(out.report.stats[1].effectRejections).toEqual({ 'always:applyStatusToOpponent': 1 });
  });

  it('heal: amount × matchCount up to max HP; at max HP it is rejected', () => {
    const out = defend({
      card: perDieCard([{ type: 'heal', amount: 2 }]),
      incoming: 0,
      defense: [1, 2, 3],
      defender: { hp: 20 },
    });
    expect(out.defense!.rulesHit[0].effects[0]).toEqual({ type: 'heal', ok: true, value: 6 });
    expect(out.fighters[1].hp).toBe(26);
    expect(out.report.stats[1].healed).toBe(6);
    const nearFull = defend({
      card: perDieCard([{ type: 'heal', amount: 2 }]),
      incoming: 0,
      defense: [1, 2, 3],
      defender: { hp: 28 },
    });
    expect(nearFull.fighters[1].hp).toBe(30);
    const full = defend({ card: alwaysCard([{ type: 'heal', amount: 3 }]), incoming: 0, defense: [1, 2, 3] });
    expect(full.defense!.rulesHit[0].effects[0]).toMatchObject({
      ok: false,
      value: 0,
      reason: 'already at max HP',
    });
    expect(full.fighters[1].hp).toBe(30);
  });

  it('heal happens before damage: healing at 20 then taking 5 leaves 19', () => {
    const out = defend({
      card: alwaysCard([{ type: 'heal', amount: 4 }]),
      incoming: 5,
      defense: [1, 2, 3],
      defender: { hp: 20 },
    });
    expect(out.fighters[1].hp).toBe(19);
  });

  it('cleanse: a d6 roll at or above the status threshold (burn: 5) removes it', () => {
    const ok = defend({
      card: alwaysCard([{ type: 'cleanse', status: 'burn' }]),
      incoming: 0,
      defense: [1, 2, 3],
      cleanse: [5],
      defender: { statuses: { burn: 2 } },
    });
    expect(ok.defense!.rulesHit[0].effects[0]).toEqual({ type: 'cleanse', ok: true, value: 2 });
    expect(eventsOf(ok, 'cleanse-roll')[0]).toMatchObject({ seat: 1, status: 'burn', roll: 5, needed: 5 });
    // No burn left to tick at the defender's own upkeep right after.
    expect(ok.fighters[1].statuses.burn).toBeUndefined();
    expect(ok.fighters[1].hp).toBe(30);
  });

  it('cleanse: a roll below the threshold fails with the roll in the reason and the burn stays', () => {
    const fail = defend({
      card: alwaysCard([{ type: 'cleanse', status: 'burn' }]),
      incoming: 0,
      defense: [1, 2, 3],
      cleanse: [4],
      defender: { statuses: { burn: 2 } },
    });
    expect(fail.defense!.rulesHit[0].effects[0]).toMatchObject({
      type: 'cleanse',
      ok: false,
      reason: 'cleanse roll 4 < 5 for burn',
    });
    // The burn stayed: it ticks at the defender's upkeep (2 stacks → 3 damage, decays to 1).
    expect(fail.fighters[1].hp).toBe(27);
    expect(fail.fighters[1].statuses.burn).toBe(1);
  });

  it('cleanse: amount limits the stacks removed; with nothing negative it is rejected', () => {
    const part = defend({
      card: alwaysCard([{ type: 'cleanse', amount: 1 }]),
      incoming: 0,
      defense: [1, 2, 3],
      cleanse: [6],
      defender: { statuses: { burn: 3, chi: 2 } },
    });
    expect(part.defense!.rulesHit[0].effects[0]).toMatchObject({ ok: true, value: 1 });
    // burn 3 → 2 by the cleanse, then the upkeep tick (3 damage) → 1; chi untouched (positive).
    expect(part.fighters[1]).toMatchObject({ hp: 27, statuses: { burn: 1, chi: 2 } });
    const nothing = defend({ card: alwaysCard([{ type: 'cleanse' }]), incoming: 0, defense: [1, 2, 3] });
    expect(nothing.defense!.rulesHit[0].effects[0]).toMatchObject({
      ok: false,
      reason: 'nothing to cleanse',
    });
    expect(eventsOf(nothing, 'cleanse-roll')).toEqual([]);
  });

  it('transferStatus: moves stacks from the defender to the attacker', () => {
    const out = defend({
      card: alwaysCard([{ type: 'transferStatus', status: 'burn', amount: 2 }]),
      incoming: 0,
      defense: [1, 2, 3],
      defender: { statuses: { burn: 3 } },
    });
    expect(out.defense!.rulesHit[0].effects[0]).toEqual({ type: 'transferStatus', ok: true, value: 2 });
    expect(out.fighters[0].statuses.burn).toBe(2);
    // 1 burn stayed and ticked at the defender's upkeep (2 damage), then decayed.
    expect(out.fighters[1].hp).toBe(28);
    expect(out.report.stats[0].statusGained).toEqual({ 'burn<-transfer:always': 2 });
  });

  it('transferStatus without the status is rejected', () => {
    const out = defend({
      card: alwaysCard([{ type: 'transferStatus', status: 'burn', amount: 1 }]),
      incoming: 0,
      defense: [1, 2, 3],
    });
    expect(out.defense!.rulesHit[0].effects[0]).toMatchObject({ ok: false, reason: 'no burn to transfer' });
    expect(out.fighters[0].statuses).toEqual({});
  });
});

describe("transferStatus at the receiver's cap", () => {
  // Regression (fixed engine bug): effects.ts transferStatus removes `amount × matchCount` stacks from
  // the defender before it knows how many the attacker can take (grantStatus
  // clamps to max stacks), so stacks that do not land are destroyed, and the
  // outcome's value (stacks landed) disagrees with what left the defender.
  // README: "transferStatus (move stacks to the opponent)".
  // Input: defender burn 3 (+1 evasive to hold the reaction window open),
  // attacker burn 2 (max 3), rule transferStatus burn amount 2.
  // Expected: 1 stack moves (defender 2, attacker 3; total stays 5).
  // Actual: defender 1, attacker 3 (one stack vanished); value 1.
  it('moves only what the opponent can hold; nothing vanishes', () => {
    const { state, ctx } = stateOf({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      cards: { 1: alwaysCard([{ type: 'transferStatus', status: 'burn', amount: 2 }]) },
      fighters: [{ statuses: { burn: 2 } }, { statuses: { burn: 3, evasive: 1 } }],
      dice: { defense: [1, 2, 3] },
      step: { kind: 'defend', incoming: 0 },
    });
    startDefense(
      state,
      { combo: null, label: 'test', raw: 0, chiSpent: 0, buffBonus: 0, ultimate: false, post: {} },
      ctx,
    );
    expect(state.phase).toBe('react');
    expect(state.fighters[0].statuses.burn).toBe(3);
    expect(state.fighters[1].statuses.burn).toBe(2);
  });
});

describe('conditions reject effects with a logged reason', () => {
  const burnIfBurning: EffectDef = {
    type: 'applyStatusToOpponent',
    status: 'burn',
    amount: 1,
    conditions: { opponentHasStatus: 'burn' },
  };
  const blockIfBurning: EffectDef = {
    type: 'flatBlock',
    amount: 3,
    conditions: { opponentHasStatus: 'burn' },
  };

  it('opponentHasStatus burn with an attacker that has none: ok false, reason, nothing changes', () => {
    const out = defend({
      card: alwaysCard([burnIfBurning, blockIfBurning]),
      incoming: 6,
      defense: [2, 2, 2],
    });
    const [burn, block] = out.defense!.rulesHit[0].effects;
    expect(burn).toEqual({
      type: 'applyStatusToOpponent',
      ok: false,
      reason: 'condition failed: opponent has no burn',
    });
    expect(block).toEqual({ type: 'flatBlock', ok: false, reason: 'condition failed: opponent has no burn' });
    expect(out.defense!.contributions).toEqual({
      flat: 0,
      preventHalf: 0,
      block: 0,
      reflect: 0,
      dealToAttacker: 0,
    });
    expect(out.fighters[0].statuses).toEqual({});
    expect(out.fighters[1].hp).toBe(24);
    expect(eventsOf(out, 'status-gained')).toEqual([]);
    expect(out.report.stats[1].effectRejections).toEqual({
      'always:applyStatusToOpponent': 1,
      'always:flatBlock': 1,
    });
    // The rejection is in the logged rule result too, beside the effects it rejected.
    const [result] = eventsOf(out, 'rule-result');
    expect(result.results.map((r) => [r.effect.type, r.outcome.ok])).toEqual([
      ['applyStatusToOpponent', false],
      ['flatBlock', false],
    ]);
  });

  it('the same effects succeed when the attacker is burning', () => {
    const out = defend({
      card: alwaysCard([burnIfBurning, blockIfBurning]),
      incoming: 6,
      defense: [2, 2, 2],
      attacker: { statuses: { burn: 1 } },
    });
    const [burn, block] = out.defense!.rulesHit[0].effects;
    expect(burn).toEqual({ type: 'applyStatusToOpponent', ok: true, value: 1 });
    expect(block).toEqual({ type: 'flatBlock', ok: true, value: 3 });
    expect(out.fighters[0].statuses.burn).toBe(2);
    expect(out.fighters[1].hp).toBe(27);
    expect(out.report.stats[1].effectRejections).toEqual({});
  });

  it('selfHasStatus, selfLacksStatus, minMatchCount, selfHpAtMost and incomingAtLeast gate as named', () => {
    const cases: Array<[EffectDef['conditions'], Partial<Parameters<typeof defend>[0]>, string | null]> = [
      [{ selfHasStatus: 'chi' }, {}, 'condition failed: self has no chi'],
      [{ selfHasStatus: 'chi' }, { defender: { statuses: { chi: 1 } } }, null],
      [
        { selfLacksStatus: 'burn' },
        { defender: { statuses: { burn: 1 } } },
        'condition failed: self has burn',
      ],
      [{ selfLacksStatus: 'burn' }, {}, null],
      [{ minMatchCount: 4 }, {}, 'condition failed: 3 matches, needs at least 4'],
      [{ minMatchCount: 3 }, {}, null],
      [{ selfHpAtMost: 10 }, {}, 'condition failed: HP 30 > 10'],
      [{ selfHpAtMost: 10 }, { defender: { hp: 10 } }, null],
      [{ incomingAtLeast: 7 }, {}, 'condition failed: incoming 6 < 7'],
      [{ incomingAtLeast: 6 }, {}, null],
    ];
    for (const [conditions, extra, reason] of cases) {
      const out = defend({
        card: perDieCard([{ type: 'blockPer', amount: 1, conditions }]),
        incoming: 6,
        defense: [1, 2, 3],
        ...extra,
      });
      const e = out.defense!.rulesHit[0].effects[0];
      if (reason === null) {
        expect(e, JSON.stringify(conditions)).toEqual({ type: 'blockPer', ok: true, value: 3 });
        expect(out.defense!.contributions.block).toBe(3);
      } else {
        expect(e, JSON.stringify(conditions)).toEqual({ type: 'blockPer', ok: false, reason });
        expect(out.defense!.contributions.block).toBe(0);
      }
    }
  });
});

describe('double KO through reflect', () => {
  const reflect5 = alwaysCard([{ type: 'reflect', amount: 5 }]);

  it('defender takes lethal damage while reflecting lethal damage: draw, doubleKo', () => {
    const out = defend({
      card: reflect5,
      incoming: 6,
      defense: [1, 2, 3],
      attacker: { hp: 4 },
      defender: { hp: 3 },
    });
    expect(out.fighters[0].hp).toBe(0);
    expect(out.fighters[1].hp).toBe(0);
    expect(out.attack!.doubleKo).toBe(true);
    expect(out.result).toEqual({ winner: null, reason: 'double KO', doubleKo: true });
    expect(out.phase).toBe('over');
    expect(out.report).toMatchObject({ winner: null, doubleKo: true, reason: 'double KO' });
    expect(eventsOf(out, 'game-over')[0]).toMatchObject({ winner: null, doubleKo: true, hp: [0, 0] });
  });

  it('the kernel outcome of that state is a draw', () => {
    const { state, ctx } = stateOf({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      cards: { 1: reflect5 },
      fighters: [{ hp: 4 }, { hp: 3 }],
      dice: { defense: [1, 2, 3] },
      step: { kind: 'defend', incoming: 6 },
    });
    startDefense(
      state,
      { combo: null, label: 'test', raw: 6, chiSpent: 0, buffBonus: 0, ultimate: false, post: {} },
      ctx,
    );
    expect(diceDuel.outcome(state)).toEqual({
      winner: null,
      draw: true,
      scores: [0, 0],
      reason: 'double KO',
    });
    expect(diceDuel.toAct(state)).toEqual([]);
  });

  it('reflect that kills only the attacker wins for the defender', () => {
    const out = defend({
      card: reflect5,
      incoming: 2,
      defense: [1, 2, 3],
      attacker: { hp: 5 },
      defender: { hp: 3 },
    });
    expect(out.result).toEqual({ winner: 1, reason: 'KO by reflected damage', doubleKo: false });
    expect(out.fighters[1].hp).toBe(1);
  });

  it('dealPer counts in the simultaneous damage too', () => {
    const out = defend({
      card: alwaysCard([{ type: 'dealPer', amount: 2 }]),
      incoming: 9,
      defense: [1, 2, 3],
      attacker: { hp: 2 },
      defender: { hp: 9 },
    });
    expect(out.result).toMatchObject({ winner: null, doubleKo: true });
  });
});
