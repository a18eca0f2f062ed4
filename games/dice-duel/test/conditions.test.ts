/**
 * Conditions with stack thresholds (issue 13): `selfHasStatus` /
 * `opponentHasStatus` take a status id (at least one stack) or
 * `{ status, atLeast }`; a failed threshold rejects the effect with a reason
 * naming it; the validator checks the status and warns on a threshold the
 * status can never reach.
 */
import { describe, expect, it } from 'vitest';
import { statusFactsOf } from '../src/data/catalog.ts';
import { shippedCatalog, validateDefenseCard } from '../src/index.ts';
import { alwaysCard, defend } from './helpers.ts';

const facts = statusFactsOf(shippedCatalog.statuses);

describe('status thresholds in conditions', () => {
  const card = alwaysCard([
    { type: 'flatBlock', amount: 3, conditions: { opponentHasStatus: { status: 'burn', atLeast: 2 } } },
    { type: 'heal', amount: 2, conditions: { selfHasStatus: { status: 'chi', atLeast: 3 } } },
  ]);

  it('opponent has at least 2 burn: 1 is refused with the threshold named, 2 passes', () => {
    const one = defend({ card, incoming: 6, defense: [1, 1, 1], attacker: { statuses: { burn: 1 } } });
    expect(one.defense!.rulesHit[0].effects[0]).toEqual({
      type: 'flatBlock',
      ok: false,
      reason: 'condition failed: opponent has 1 burn, needs at least 2',
    });
    expect(one.checkpoints!.final).toBe(6);
    const two = defend({ card, incoming: 6, defense: [1, 1, 1], attacker: { statuses: { burn: 2 } } });
    expect(two.defense!.rulesHit[0].effects[0]).toMatchObject({ type: 'flatBlock', ok: true, value: 3 });
    expect(two.checkpoints!.final).toBe(3);
  });

  it('self has at least 3 chi: the boundary is inclusive', () => {
    const two = defend({ card, incoming: 6, defense: [1, 1, 1], defender: { hp: 20, statuses: { chi: 2 } } });
    expect(two.defense!.rulesHit[0].effects[1]).toMatchObject({
      ok: false,
      reason: 'condition failed: self has 2 chi, needs at least 3',
    });
    const three = defend({
      card,
      incoming: 6,
      defense: [1, 1, 1],
      defender: { hp: 20, statuses: { chi: 3 } },
    });
    expect(three.defense!.rulesHit[0].effects[1]).toMatchObject({ type: 'heal', ok: true, value: 2 });
  });

  it('the plain form still means one stack', () => {
    const plain = alwaysCard([{ type: 'flatBlock', amount: 3, conditions: { opponentHasStatus: 'burn' } }]);
    const none = defend({ card: plain, incoming: 6, defense: [1, 1, 1] });
    expect(none.defense!.rulesHit[0].effects[0].reason).toBe('condition failed: opponent has no burn');
  });

  it('the validator checks the status of a threshold and warns on one that can never hold', () => {
    const bad = validateDefenseCard(
      alwaysCard([
        { type: 'flatBlock', amount: 1, conditions: { opponentHasStatus: { status: 'frost', atLeast: 2 } } },
      ]),
      facts,
    );
    expect(bad.errors).toEqual([
      {
        path: ['rules', 0, 'effects', 0, 'conditions', 'opponentHasStatus', 'status'],
        reason: "unknown status 'frost'",
      },
    ]);
    const never = validateDefenseCard(
      alwaysCard([
        { type: 'flatBlock', amount: 1, conditions: { selfHasStatus: { status: 'burn', atLeast: 4 } } },
      ]),
      facts,
    );
    expect(never.ok).toBe(true);
    expect(never.warnings).toContainEqual({
      path: ['rules', 0, 'effects', 0, 'conditions', 'selfHasStatus', 'atLeast'],
      reason: 'threshold 4 burn can never hold: burn stacks to 3',
    });
    const zero = validateDefenseCard(
      alwaysCard([
        { type: 'flatBlock', amount: 1, conditions: { selfHasStatus: { status: 'burn', atLeast: 0 } } },
      ]),
      facts,
    );
    expect(zero.ok).toBe(false);
  });
});
