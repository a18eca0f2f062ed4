/**
 * The floor for Dice Duel: a small hand-written mutable loop that makes the
 * same decisions as a random Dice Duel game between the default heroes
 * (Pyromancer vs Shadow Monk, defense v2), so the bench can say how far the
 * engine is from plain JavaScript doing the same work.
 *
 * Same structure as the engine (games/dice-duel/README.md): initiative; each
 * turn upkeep (purify, burn ticks), five dice and up to two rerolls with a
 * uniformly chosen hold, a uniformly chosen attack (an ability the dice show
 * with 0..chi chi spent, or none) from the same list the engine offers, the
 * defender's card roll (Pyromancer: 3 dice, block per 4–5, a 6 burns the
 * attacker; Shadow Monk: 4 dice, block per 1–3, chi per 4–5 up to 3, a 6
 * halves), a reaction window with the same options (evasive × prevent half
 * × chi), mitigation in the engine's order, post-damage statuses with max
 * stacks and next-turn locks, the round limit. Each decision is uniform over
 * the same number of options as the engine's legal-action list, so games
 * last about as many actions (the bench prints both).
 *
 * Left out: telemetry, events, views, data validation, the v1 boards and
 * other heroes, buffs and reroll cascades (neither default card uses them).
 * The numbers are the heroes' data (data/heroes.json) written in as constants.
 */

// Status ids, and their max stacks.
const BURN = 0;
const CHI = 1;
const EVASIVE = 2;
const PREVENT_HALF = 3;
const PURIFY = 4;
const STATUSES = 5;
const MAX_STACKS = [3, 6, 2, 2, 2];
const BURN_DAMAGE = [2, 3, 4];

// Combo bits, in the order heroes list their abilities.
const FIVE_OAK = 1;
const LARGE_STRAIGHT = 2;
const FULL_HOUSE = 4;
const FOUR_OAK = 8;
const SMALL_STRAIGHT = 16;
const THREE_OAK = 32;
const PAIR_PAIR = 64;
const COMBOS = [FIVE_OAK, LARGE_STRAIGHT, FULL_HOUSE, FOUR_OAK, SMALL_STRAIGHT, THREE_OAK, PAIR_PAIR];

interface Ability {
  damage: number;
  ultimate: boolean;
  /** Post-damage grants: [status, stacks] pairs. */
  post: number[];
}

const PYROMANCER: Ability[] = [
  { damage: 13, ultimate: true, post: [] },
  { damage: 12, ultimate: false, post: [BURN, 2] },
  { damage: 8, ultimate: false, post: [] },
  { damage: 7, ultimate: false, post: [BURN, 1] },
  { damage: 6, ultimate: false, post: [BURN, 1] },
  { damage: 5, ultimate: false, post: [] },
  { damage: 4, ultimate: false, post: [] },
];
const SHADOW_MONK: Ability[] = [
  { damage: 11, ultimate: true, post: [] },
  { damage: 10, ultimate: false, post: [EVASIVE, 1] },
  { damage: 7, ultimate: false, post: [CHI, 1] },
  { damage: 6, ultimate: false, post: [CHI, 1] },
  { damage: 5, ultimate: false, post: [EVASIVE, 1] },
  { damage: 4, ultimate: false, post: [] },
  { damage: 3, ultimate: false, post: [CHI, 1] },
];
const HEROES = [PYROMANCER, SHADOW_MONK];
const MAX_HP = 30;
const MAX_ROUNDS = 30;
const HOLDS = 31; // every hold set of five dice but "all five"

/** sfc32, one generator for the whole loop (the engine keeps named streams; one is enough here). */
class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }
  die(): number {
    return this.below(6) + 1;
  }
}

/** The whole match: plain numbers and typed arrays, changed in place. */
class Duel {
  hp = new Int32Array(2);
  stacks = new Int32Array(2 * STATUSES);
  /** Stacks gained this turn with a next-turn lock, and the turn they were gained. */
  locked = new Int32Array(2 * STATUSES);
  lockedTurn = new Int32Array(2 * STATUSES);
  dice = new Int32Array(5);
  counts = new Int32Array(7);
  active = 0;
  first = 0;
  turn = 1;
  round = 1;
  attempt = 1;
  winner = -1;
  over = false;
  actions = 0;

  constructor(readonly rng: Rng) {}

  spendable(seat: number, status: number): number {
    const i = seat * STATUSES + status;
    return this.stacks[i] - (this.lockedTurn[i] === this.turn ? this.locked[i] : 0);
  }

  grant(seat: number, status: number, n: number, lock: boolean): void {
    const i = seat * STATUSES + status;
    const added = Math.max(0, Math.min(n, MAX_STACKS[status] - this.stacks[i]));
    if (added === 0) return;
    this.stacks[i] += added;
    if (!lock) return;
    if (this.lockedTurn[i] !== this.turn) {
      this.lockedTurn[i] = this.turn;
      this.locked[i] = 0;
    }
    this.locked[i] += added;
  }

  remove(seat: number, status: number, n: number): void {
    const i = seat * STATUSES + status;
    this.stacks[i] = Math.max(0, this.stacks[i] - n);
    if (this.locked[i] > this.stacks[i]) this.locked[i] = this.stacks[i];
  }

  /** Bit set of the combos the five dice show (the engine's rules). */
  comboMask(): number {
    const counts = this.counts;
    counts.fill(0);
    for (let i = 0; i < 5; i++) counts[this.dice[i]]++;
    let max = 0;
    let pairs = 0;
    let triples = 0;
    let present = 0;
    for (let f = 1; f <= 6; f++) {
      const c = counts[f];
      if (c > max) max = c;
      if (c === 2) pairs++;
      if (c === 3) triples++;
      if (c > 0) present |= 1 << f;
    }
    let mask = 0;
    if (max >= 5) mask |= FIVE_OAK;
    if (max >= 4) mask |= FOUR_OAK;
    if (max >= 3) mask |= THREE_OAK;
    if (triples === 1 && pairs === 1) mask |= FULL_HOUSE;
    if (pairs >= 2) mask |= PAIR_PAIR;
    if ((present & 0b111110) === 0b111110 || (present & 0b1111100) === 0b1111100) mask |= LARGE_STRAIGHT;
    if (
      (present & 0b11110) === 0b11110 ||
      (present & 0b111100) === 0b111100 ||
      (present & 0b1111000) === 0b1111000
    )
      mask |= SMALL_STRAIGHT;
    return mask;
  }

  beginTurn(): void {
    if (this.round > MAX_ROUNDS) {
      const a = this.hp[0];
      const b = this.hp[1];
      this.finish(a === b ? -1 : a > b ? 0 : 1);
      return;
    }
    this.upkeep();
    if (this.over) return;
    for (let i = 0; i < 5; i++) this.dice[i] = this.rng.die();
    this.attempt = 1;
  }

  upkeep(): void {
    const seat = this.active;
    if (this.stacks[seat * STATUSES + BURN] === 0) return;
    if (this.spendable(seat, PURIFY) > 0) {
      this.remove(seat, PURIFY, 1);
      if (this.rng.die() >= 4) {
        this.remove(seat, BURN, 1);
        this.grant(1 - seat, BURN, 1, false);
      }
    }
    const n = this.stacks[seat * STATUSES + BURN];
    if (n > 0) {
      this.hp[seat] = Math.max(0, this.hp[seat] - BURN_DAMAGE[Math.min(n, 3) - 1]);
      this.remove(seat, BURN, 1);
    }
    if (this.hp[seat] === 0) this.finish(1 - seat);
  }

  /** The attacker's decision: a reroll hold, an ability with chi, or none; uniform like the random agent. */
  offense(): void {
    const hero = HEROES[this.active];
    const mask = this.comboMask();
    const chi = this.spendable(this.active, CHI);
    const rerolls = this.attempt < 3 ? HOLDS : 0;
    let count = rerolls + 1;
    for (let k = 0; k < 7; k++) if (mask & COMBOS[k]) count += chi + 1;
    let pick = this.rng.below(count);
    this.actions++;
    if (pick < rerolls) {
      for (let i = 0; i < 5; i++) if ((pick & (1 << i)) === 0) this.dice[i] = this.rng.die();
      this.attempt++;
      return;
    }
    pick -= rerolls;
    for (let k = 0; k < 7; k++) {
      if ((mask & COMBOS[k]) === 0) continue;
      if (pick <= chi) {
        this.attack(hero[k], pick);
        return;
      }
      pick -= chi + 1;
    }
    this.endTurn(); // no ability
  }

  attack(ability: Ability, chi: number): void {
    const attacker = this.active;
    const defender = 1 - attacker;
    this.remove(attacker, CHI, chi);
    const raw = ability.damage + chi;
    let block = 0;
    let halvings = 0;
    if (!ability.ultimate) {
      const n = defender === 0 ? 3 : 4;
      let low = 0;
      let mid = 0;
      let six = 0;
      for (let i = 0; i < n; i++) {
        const d = this.rng.die();
        if (d <= 3) low++;
        else if (d <= 5) mid++;
        else six++;
      }
      if (defender === 0) {
        block = mid; // Pyromancer: block per 4–5; a 6 burns the attacker at once
        if (six > 0) this.grant(attacker, BURN, 1, false);
      } else {
        block = low; // Shadow Monk: block per 1–3, chi per 4–5 (up to 3), a 6 halves
        const have = this.stacks[defender * STATUSES + CHI];
        if (have < 3) this.grant(defender, CHI, Math.min(mid, 3 - have), true);
        if (six > 0) halvings++;
      }
    }
    let negated = false;
    const evade = ability.ultimate ? 0 : this.spendable(defender, EVASIVE) > 0 ? 1 : 0;
    const halve = ability.ultimate ? 0 : this.spendable(defender, PREVENT_HALF) > 0 ? 1 : 0;
    const chiMax = ability.ultimate ? 0 : this.spendable(defender, CHI);
    if (evade + halve + chiMax > 0) {
      // The reaction window: evasive × prevent half × chi, uniform.
      const perChi = chiMax + 1;
      const pick = this.rng.below((evade + 1) * (halve + 1) * perChi);
      this.actions++;
      const spendChi = pick % perChi;
      const spendHalf = Math.floor(pick / perChi) % (halve + 1);
      const spendEvade = Math.floor(pick / perChi / (halve + 1));
      if (spendEvade) {
        this.remove(defender, EVASIVE, 1);
        negated = this.rng.die() >= 5;
      }
      if (spendHalf) {
        this.remove(defender, PREVENT_HALF, 1);
        halvings++;
      }
      this.remove(defender, CHI, spendChi);
      block += spendChi;
    }
    let damage = negated ? 0 : raw;
    for (let i = 0; i < halvings && damage > 0; i++) damage -= Math.ceil(damage / 2);
    damage = Math.max(0, damage - block);
    this.hp[defender] = Math.max(0, this.hp[defender] - damage);
    if (!negated && this.hp[defender] > 0 && this.hp[attacker] > 0) {
      for (let i = 0; i < ability.post.length; i += 2) {
        const status = ability.post[i];
        this.grant(status === BURN ? defender : attacker, status, ability.post[i + 1], true);
      }
    }
    if (this.hp[defender] === 0) this.finish(attacker);
    else if (this.hp[attacker] === 0) this.finish(defender);
    else this.endTurn();
  }

  endTurn(): void {
    const next = 1 - this.active;
    this.turn++;
    this.active = next;
    if (next === this.first) this.round++;
    this.beginTurn();
  }

  finish(winner: number): void {
    this.winner = winner;
    this.over = true;
  }
}

/** Plays one game to its end; returns the number of decisions taken. */
export function playFloorGame(seed: number): number {
  const duel = new Duel(new Rng(seed));
  duel.hp[0] = MAX_HP;
  duel.hp[1] = MAX_HP;
  for (;;) {
    const a = duel.rng.die();
    const b = duel.rng.die();
    if (a !== b) {
      duel.first = a > b ? 0 : 1;
      break;
    }
  }
  duel.active = duel.first;
  duel.beginTurn();
  while (!duel.over) duel.offense();
  return duel.actions;
}
