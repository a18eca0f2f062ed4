/**
 * buffNextAttack and pendingDefenseBuffs: creation with the seed's metadata,
 * consumption with the bonus damage, each expiry kind, stacking and caps,
 * carryOverOnKO.
 *
 * The duels: Pyromancer vs Pyromancer, everyone on v1 except the inline
 * card; every turn the attacker shows three of a kind and casts Fireball (5).
 * Offense dice per turn are forced; v1 defense dice [1,2,4,5,6] show nothing.
 */
import { describe, expect, it } from 'vitest';
import { statusFactsOf } from '../src/data/catalog.ts';
import type { ExpiryDef } from '../src/data/defense-card-schema.ts';
import type { EffectDef } from '../src/defense/effects/index.ts';
import { diceDuel, shippedCatalog, validateDefenseCard } from '../src/index.ts';
import { type CardInput, eventsOf, type StepOut, scenario, stateOf } from './helpers.ts';

const FIREBALL = { type: 'attack', combo: '3OAK', chi: 0 };
const PASS = { type: 'attack', combo: null, chi: 0 };
const OFFENSE = [2, 2, 2, 1, 4, 3, 3, 3, 1, 2, 4, 4, 4, 1, 2, 5, 5, 5, 1, 2, 6, 6, 6, 1, 2];
const V1_NOTHING = [1, 2, 4, 5, 6];
const CARD_NOTHING = [1, 1, 1];

/** A card that primes a buff for each six rolled (or once, with cap). */
function buffCard(effect: Partial<Extract<EffectDef, { type: 'buffNextAttack' }>>, cap?: number): CardInput {
  return {
    dice: 3,
    allowIdleFaces: true,
    fields: [
      { id: 'SIX', faces: [6] },
      { id: 'REST', faces: [1, 2, 3, 4, 5] },
    ],
    rules: [
      {
        id: 'prime',
        matcher: { type: 'countField', fieldId: 'SIX', min: 1, ...(cap === undefined ? {} : { cap }) },
        effects: [{ type: 'buffNextAttack', amount: 2, ...effect }],
      },
    ],
  };
}

function duel(opts: {
  cards: Record<string, CardInput>;
  defense: number[];
  actions: object[];
  fighters?: object[];
  buffs?: object[];
}): StepOut {
  return scenario({
    options: { hero1: 'pyromancer', hero2: 'pyromancer', defense: 'v1' },
    cards: opts.cards,
    fighters: opts.fighters ?? [],
    buffs: opts.buffs ?? [],
    active: 0,
    dice: { offense: OFFENSE, defense: opts.defense },
    step: { kind: 'play', actions: opts.actions },
  });
}

/** Seat 1 defends turn 1 with one six (primes the buff), then the seats alternate Fireballs. */
function primedBySeat1(expires: ExpiryDef, turns: number, extra: object = {}) {
  const defense = [6, 1, 1, V1_NOTHING, CARD_NOTHING, V1_NOTHING, CARD_NOTHING].flat();
  return duel({
    cards: { 1: buffCard({ expires, ...extra }) },
    defense,
    actions: Array(turns).fill(FIREBALL),
  });
}

const raws = (out: StepOut) => eventsOf(out, 'attack').map((e) => [e.seat, e.raw]);

describe('buffNextAttack: creation', () => {
  it('stores the seed metadata: owner, kind, payload, stacks, cap, expiry, createdAt, cleansable, carryOverOnKO', () => {
    const out = primedBySeat1({ type: 'nextAttack' }, 1);
    const created = eventsOf(out, 'buff-created');
    expect(created).toHaveLength(1);
    expect(created[0].buff).toEqual({
      id: 'buff1',
      owner: 1,
      kind: 'damageBonus',
      payload: { amount: 2, source: 'rule:prime' },
      stacks: 1,
      expires: { type: 'nextAttack' },
      createdAt: { round: 1, turn: 1 },
      cleansable: true,
      carryOverOnKO: false,
      usablePhase: 'nextTurn',
      usableFromTurn: 2,
      uses: 0,
    });
    // It is in the state (and so in saves and reports) until used.
    expect(out.buffs).toHaveLength(1);
    expect(out.buffs[0].id).toBe('buff1');
  });

  it('stacks default to matchCount; stackCap limits them', () => {
    const two = duel({ cards: { 1: buffCard({}) }, defense: [6, 6, 1], actions: [FIREBALL] });
    expect(two.buffs[0].stacks).toBe(2);
    const capped = duel({ cards: { 1: buffCard({ stackCap: 1 }) }, defense: [6, 6, 1], actions: [FIREBALL] });
    expect(capped.buffs[0]).toMatchObject({ stacks: 1, cap: 1 });
  });

  it('a second priming of the same buff stacks up to the cap; a third is rejected', () => {
    const out = duel({
      cards: { 1: buffCard({ stackCap: 2 }) },
      defense: [6, 1, 1, 6, 6, 1, 6, 1, 1],
      // seat 1 never attacks, so the buff waits
      actions: [FIREBALL, PASS, FIREBALL, PASS, FIREBALL],
    });
    expect(out.buffs).toHaveLength(1);
    expect(out.buffs[0].stacks).toBe(2);
    expect(eventsOf(out, 'buff-stacked')[0]).toMatchObject({ added: 1, stacks: 2 });
    const hits = eventsOf(out, 'rule-result');
    expect(hits.map((h) => h.results[0].outcome.ok)).toEqual([true, true, false]);
    expect(hits[2].results[0].outcome).toMatchObject({ ok: false, reason: 'buff already at its stack cap' });
    expect(out.report.stats[1].rulesHit.prime).toEqual([3, 4]);
  });
});

describe('buffNextAttack: expiry kinds', () => {
  it('nextAttack: consumed by the owner’s next attack, which deals the bonus', () => {
    const out = primedBySeat1({ type: 'nextAttack' }, 4);
    expect(raws(out)).toEqual([
      [0, 5],
      [1, 7],
      [0, 5],
      [1, 5],
    ]);
    expect(eventsOf(out, 'buff-consumed')).toEqual([
      { type: 'buff-consumed', id: 'buff1', owner: 1, kind: 'damageBonus', bonus: 2 },
    ]);
    expect(out.buffs).toEqual([]);
    // 7 + 5 taken by seat 0, 5 + 5 by seat 1.
    expect(out.fighters.map((f) => f.hp)).toEqual([18, 20]);
  });

  it('nextAttack: a turn without an ability does not consume it', () => {
    const out = duel({
      cards: { 1: buffCard({ expires: { type: 'nextAttack' } }) },
      defense: [6, 1, 1, ...CARD_NOTHING, ...V1_NOTHING],
      actions: [FIREBALL, PASS, FIREBALL, FIREBALL],
    });
    expect(raws(out)).toEqual([
      [0, 5],
      [0, 5],
      [1, 7],
    ]);
  });

  it('endOfRound: gone when the round ends (after giving its bonus during the round)', () => {
    const out = primedBySeat1({ type: 'endOfRound' }, 4);
    expect(raws(out).map((r) => r[1])).toEqual([5, 7, 5, 5]);
    const expired = eventsOf(out, 'buff-expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ id: 'buff1', why: 'endOfRound' });
    // It expired at the end of turn 2, the round's last turn.
    const order = out.events.map((e) => e.type);
    const turnEnd2 = out.events.findIndex((e) => e.type === 'turn-end' && e.turn === 2);
    expect(order.indexOf('buff-expired')).toBeLessThan(turnEnd2);
    expect(order.indexOf('buff-expired')).toBeGreaterThan(
      out.events.findIndex((e) => e.type === 'turn-end' && e.turn === 1),
    );
  });

  it('endOfRound: a buff primed in the round’s last turn expires unused before its owner can attack', () => {
    // Seat 0 owns a card here: it defends on turn 2 (the end of round 1).
    const out = duel({
      cards: { 0: buffCard({ expires: { type: 'endOfRound' } }) },
      defense: [...V1_NOTHING, 6, 1, 1],
      actions: [FIREBALL, FIREBALL, FIREBALL],
    });
    expect(raws(out).map((r) => r[1])).toEqual([5, 5, 5]);
    expect(eventsOf(out, 'buff-expired')[0]).toMatchObject({ owner: 0, why: 'endOfRound', unused: true });
    expect(eventsOf(out, 'buff-consumed')).toEqual([]);
  });

  it('endOfYourNextTurn: gives its bonus in the owner’s next turn and is gone at its end', () => {
    const out = primedBySeat1({ type: 'endOfYourNextTurn' }, 4);
    expect(raws(out).map((r) => r[1])).toEqual([5, 7, 5, 5]);
    const expired = eventsOf(out, 'buff-expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ why: 'endOfYourNextTurn' });
    expect(out.buffs).toEqual([]);
  });

  it('endOfYourNextTurn: expires unused if the owner passes that turn', () => {
    const out = duel({
      cards: { 1: buffCard({ expires: { type: 'endOfYourNextTurn' } }) },
      defense: [6, 1, 1, ...CARD_NOTHING, ...V1_NOTHING],
      actions: [FIREBALL, PASS, FIREBALL, FIREBALL],
    });
    expect(raws(out).map((r) => r[1])).toEqual([5, 5, 5]);
    expect(eventsOf(out, 'buff-expired')[0]).toMatchObject({ why: 'endOfYourNextTurn', unused: true });
  });

  it('afterNTurns: lasts N turns after the one it was made in (made in turn t, gone at the end of t + N)', () => {
    // Made in turn 1 by seat 1's defense; N = 1: still there for seat 1's attack in turn 2, gone at its end.
    const one = primedBySeat1({ type: 'afterNTurns', turns: 1 }, 4);
    expect(raws(one).map((r) => r[1])).toEqual([5, 7, 5, 5]);
    const [expiredOne] = eventsOf(one, 'buff-expired');
    expect(expiredOne).toMatchObject({ why: 'afterNTurns', unused: false });
    const turnEnds = one.events
      .filter((e) => e.type === 'turn-end' || e.type === 'buff-expired')
      .map((e) => [e.type, e.turn ?? null]);
    // The boundary: it expires at the end of turn 2 (1 + N), not at the end of turn 1.
    expect(turnEnds.slice(0, 3)).toEqual([
      ['turn-end', 1],
      ['buff-expired', null],
      ['turn-end', 2],
    ]);
    // N = 2: gone at the end of turn 3 (seat 0's), so seat 1's attack in turn 4 has no bonus.
    const two = primedBySeat1({ type: 'afterNTurns', turns: 2 }, 4);
    expect(raws(two).map((r) => r[1])).toEqual([5, 7, 5, 5]);
    expect(eventsOf(two, 'buff-expired')).toHaveLength(1);
    // N = 3: still there for seat 1's second attack (turn 4), which it boosts too; gone at its end.
    const three = primedBySeat1({ type: 'afterNTurns', turns: 3 }, 4);
    expect(raws(three).map((r) => r[1])).toEqual([5, 7, 5, 7]);
    expect(eventsOf(three, 'buff-expired')).toHaveLength(1);
    expect(three.buffs).toEqual([]);
  });

  it('views show the turns an afterNTurns buff has left', () => {
    const { state } = stateOf({
      buffs: [
        { owner: 1, amount: 2, expires: { type: 'afterNTurns', turns: 2 } },
        { owner: 0, amount: 1 },
      ],
    });
    const view = diceDuel.view(state, 0);
    expect(view.buffs.map((b) => b.remainingTurns)).toEqual([3, null]);
    state.turn += 2;
    expect(diceDuel.view(state, null).buffs[0].remainingTurns).toBe(1);
    // A view's extra field never goes back into a state.
    expect(diceDuel.determinize!(view, 0, 'x').buffs[0]).not.toHaveProperty('remainingTurns');
  });

  it('a buff from the scenario (usable at once) adds to the first attack', () => {
    const out = duel({
      cards: {},
      defense: V1_NOTHING,
      buffs: [{ owner: 0, amount: 3, stacks: 2 }],
      actions: [FIREBALL],
    });
    expect(raws(out)).toEqual([[0, 11]]);
    expect(out.checkpoints!.raw).toBe(11);
  });

  // Regression (fixed engine bug): buffs.ts expireBuffsAtTurnEnd logs every expiry with `unused: true`,
  // even for a buff whose bonus was already applied (consumeAttackBuffs logged
  // 'buff-consumed' with bonus 2 on turn 2). Expected unused: false for that
  // expiry; actual unused: true. The seed asks for logs "on creation,
  // consumption, or expiry (even if unused)", so the flag should be truthful.
  it('a buff that gave its bonus is not logged as unused when it expires', () => {
    const out = primedBySeat1({ type: 'endOfRound' }, 2);
    expect(eventsOf(out, 'buff-consumed')).toHaveLength(1);
    expect(eventsOf(out, 'buff-expired')[0]).toMatchObject({ why: 'endOfRound', unused: false });
  });
});

describe('carryOverOnKO', () => {
  const lethal = (carryOverOnKO: boolean) =>
    duel({
      cards: { 1: buffCard({ expires: { type: 'nextAttack' }, carryOverOnKO }) },
      fighters: [{}, { hp: 4 }],
      defense: [6, 1, 1],
      actions: [FIREBALL],
    });

  it('without it, a KO discards the buff (logged)', () => {
    const out = lethal(false);
    expect(out.result).toMatchObject({ winner: 0, reason: 'KO' });
    expect(out.buffs).toEqual([]);
    expect(eventsOf(out, 'buff-expired')[0]).toMatchObject({ why: 'ko', owner: 1 });
  });

  it('with it, the buff stays in the final state', () => {
    const out = lethal(true);
    expect(out.result).toMatchObject({ winner: 0 });
    expect(out.buffs).toHaveLength(1);
    expect(out.buffs[0]).toMatchObject({ owner: 1, carryOverOnKO: true });
    expect(eventsOf(out, 'buff-expired')).toEqual([]);
  });
});

describe('buffs as general records', () => {
  it("the owner is the granting effect's target: target opponent buffs the attacker", () => {
    const out = duel({
      cards: { 1: buffCard({ target: 'opponent', expires: { type: 'nextAttack' } }) },
      defense: [6, 1, 1, ...V1_NOTHING],
      actions: [FIREBALL, PASS, FIREBALL],
    });
    expect(eventsOf(out, 'buff-created')[0].buff).toMatchObject({ owner: 0, kind: 'damageBonus' });
    // Seat 0 made its buff while attacking in turn 1: usable from its next turn (turn 3).
    expect(raws(out)).toEqual([
      [0, 5],
      [0, 7],
    ]);
  });

  it('another kind: blockBonus is consumed by the owner’s next defense and adds to its block', () => {
    const out = duel({
      cards: {},
      defense: [...V1_NOTHING, ...V1_NOTHING],
      buffs: [{ owner: 1, kind: 'blockBonus', amount: 2, stacks: 1 }],
      actions: [FIREBALL],
    });
    expect(eventsOf(out, 'buff-consumed')).toEqual([
      { type: 'buff-consumed', id: 'buff1', owner: 1, kind: 'blockBonus', bonus: 2 },
    ]);
    expect(out.checkpoints).toMatchObject({ raw: 5, final: 3 });
    expect(out.buffs).toEqual([]);
  });

  it('an unknown kind fails validation', () => {
    const v = validateDefenseCard(buffCard({ kind: 'manaBonus' }), statusFactsOf(shippedCatalog.statuses));
    expect(v.errors).toEqual([
      { path: ['rules', 0, 'effects', 0, 'kind'], reason: "unknown buff kind 'manaBonus'" },
    ]);
  });

  it("carryOverOnKO decides apart for the owner's KO and the opponent's", () => {
    const ko = (carryOverOnKO: object | boolean, owner: 0 | 1) =>
      duel({
        cards: {},
        fighters: [{}, { hp: 4 }],
        defense: V1_NOTHING,
        buffs: [{ owner, amount: 1, expires: { type: 'endOfRound' }, carryOverOnKO }],
        actions: [FIREBALL],
      });
    // Seat 1 is knocked out. Its own buff follows ownerKO; seat 0's buff follows opponentKO.
    const ownerKept = ko({ ownerKO: true, opponentKO: false }, 1);
    expect(ownerKept.buffs).toHaveLength(1);
    const ownerGone = ko({ ownerKO: false, opponentKO: true }, 1);
    expect(ownerGone.buffs).toEqual([]);
    expect(eventsOf(ownerGone, 'buff-expired')[0]).toMatchObject({ why: 'ko', ko: 'owner', owner: 1 });
    const oppKept = ko({ ownerKO: false, opponentKO: true }, 0);
    expect(oppKept.buffs).toHaveLength(1);
    const oppGone = ko({ ownerKO: true, opponentKO: false }, 0);
    expect(eventsOf(oppGone, 'buff-expired')[0]).toMatchObject({ why: 'ko', ko: 'opponent', owner: 0 });
  });
});
