/**
 * The turn: dukes kept (setup), roll (with roll-phase passives), harvest for
 * every player, action start, two actions, action end, end of turn (end
 * conditions, dice to the left). `advance` runs the state forward until a
 * player owes a decision with more than one option, taking one-option
 * decisions at once; `applyAction` answers the pending decision.
 */
import { RuleViolation, rollDie } from '@arbiter/core';
import type { Catalog, CitizenCard } from '../data/catalog.ts';
import { gain, runLeg } from '../effects/legs.ts';
import { resolveEffectDecision } from '../effects/resolve.ts';
import { ROLL_KEYS, rerollOf } from '../effects/roll.ts';
import { held } from '../effects/support.ts';
import type { Arg, KvValue } from '../grammar/tree.ts';
import { type CkAction, type CkState, type Decision, stateExtra } from '../state.ts';
import { mainActionOptions } from './actions.ts';
import { domainLive, livePassives, restingSeat, roleCount } from './economy.ts';
import { effectTask, performBuild, performHire, performSlay, phaseTasks } from './perform.ts';

export const ACTIONS_PER_TURN = 2;
const ACTION_PROMPTS = Array.from(
  { length: ACTIONS_PER_TURN },
  (_, i) => `Action ${i + 1} of ${ACTIONS_PER_TURN}`,
);

/** Runs forward to the next decision with a choice, or the end. */
export function advance(cat: Catalog, state: CkState): void {
  for (;;) {
    if (state.pending) {
      if (state.pending.options.length !== 1) return;
      const [only] = state.pending.options;
      answer(cat, state, only);
      continue;
    }
    if (state.queue.length > 0) {
      const task = state.queue[0];
      const leg = task.legs[task.at++];
      if (task.at >= task.legs.length) state.queue.shift();
      if (leg) state.pending = runLeg(cat, state, task, leg);
      continue;
    }
    if (!step(cat, state)) return;
  }
}

/** Moves the turn on by one step; false when the game is over. */
function step(cat: Catalog, state: CkState): boolean {
  switch (state.step) {
    case 'dukes': {
      if (state.dukeTurn < state.seats) {
        const p = state.players[state.dukeTurn];
        state.pending = {
          player: state.dukeTurn,
          kind: 'duke',
          source: 'setup',
          prompt: 'Keep one of your two dukes (secret)',
          options: p.dukeChoices.map((duke) => ({ type: 'keepDuke', duke })),
          leg: null,
        };
        return true;
      }
      state.step = 'roll';
      state.turn = 1;
      return true;
    }
    case 'roll': {
      if (state.dice === null) {
        state.dice = [rollDie(state.rng), rollDie(state.rng)];
        state.diceUsed = [];
      }
      state.pending = diceDecision(cat, state);
      return true;
    }
    case 'harvest':
      harvest(cat, state);
      state.step = 'actionStart';
      return true;
    case 'actionStart':
      if (state.extra?.harvestMagic) magicGainTasks(cat, state);
      state.queue.push(...phaseTasks(cat, state, 'action.start'));
      state.actionsLeft = ACTIONS_PER_TURN;
      if (state.extra && state.extra.bonusActions > 0) {
        state.actionsLeft += state.extra.bonusActions;
        state.extra.bonusActions = 0;
      }
      state.step = 'actions';
      return true;
    case 'actions':
      if (state.actionsLeft > 0) {
        state.pending = {
          player: state.active,
          kind: 'action',
          source: 'turn',
          prompt: ACTION_PROMPTS[ACTIONS_PER_TURN - state.actionsLeft],
          options: mainActionOptions(cat, state, state.players[state.active]),
          leg: null,
        };
        return true;
      }
      state.step = 'actionEnd';
      return true;
    case 'actionEnd':
      state.queue.push(...phaseTasks(cat, state, 'action.end'));
      state.step = 'endTurn';
      return true;
    case 'endTurn':
      return endTurn(state);
    case 'over':
      return false;
  }
}

/** The round after which a game ends when nothing else ended it (random play never gets near: 43 rounds at most solo over 2,000 games). */
export const DEFAULT_MAX_ROUNDS = 100;

/** Ends the turn; false when that ended the game. */
function endTurn(state: CkState): boolean {
  if (!state.ending) {
    const cap = state.maxRounds ?? DEFAULT_MAX_ROUNDS;
    const reason = endCondition(state) ?? (state.round >= cap ? `round limit ${cap}` : null);
    if (reason) {
      state.ending = true;
      state.endReason = reason;
    }
  }
  if (state.ending && state.active === state.seats - 1) {
    state.step = 'over';
    return false;
  }
  if (state.extra) state.extra.blockedRolls = [];
  state.active = (state.active + 1) % state.seats;
  if (state.active === 0) state.round++;
  state.turn++;
  state.dice = null;
  state.step = 'roll';
  return true;
}

/** Why the game ends this round, or null: every monster slain, every domain built, or 2 × players citizen stacks empty. */
export function endCondition(state: CkState): string | null {
  if (state.monsterAreas.every((a) => a.cards.length === 0)) return 'all monsters slain';
  if (state.domainStacks.every((s) => s.length === 0)) return 'all domains built';
  let empty = 0;
  for (const s of state.citizenStacks) if (s.cards.length === 0) empty++;
  if (empty >= 2 * state.seats) return `${empty} citizen stacks exhausted`;
  return null;
}

const kv = (args: Arg[], key: string): KvValue | undefined => {
  for (const a of args) if (a.kind === 'kv' && a.key === key) return a.value;
  return undefined;
};

/** The gold a `set_one_die` costs: `cost=g:2`, or `cost=g_per_owned_role:ROLE_citizen`; null when unpayable. */
function setDieCost(cat: Catalog, state: CkState, args: Arg[]): number | null {
  const cost = kv(args, 'cost');
  const p = state.players[state.active];
  let gold = 0;
  if (Array.isArray(cost))
    gold = (cost as { res: string; n: number }[]).reduce((n, a) => n + (a.res === 'g' ? a.n : 0), 0);
  else if (typeof cost === 'string' && cost.startsWith('g_per_owned_role:')) {
    const role = cost.slice('g_per_owned_role:'.length).replace(/_citizen$/, '');
    gold = roleCount(cat, p, role as 'holy', false);
  }
  return p.g >= gold ? gold : null;
}

const KEEP_DICE: CkAction = Object.freeze({ type: 'keepDice' });
const ONLY_KEEP: readonly CkAction[] = Object.freeze([KEEP_DICE]);
const ROLL_PROMPTS = Array.from({ length: 7 }, (_, a) =>
  Array.from({ length: 7 }, (_, b) => `Rolled ${a} and ${b}`),
);
/** The dice decision of a player without roll passives, by seat and dice: shared (a decision is never changed). */
const PLAIN_DICE: Decision[][] = [];

function plainDiceDecision(player: number, a: number, b: number): Decision {
  let row = PLAIN_DICE[player];
  if (!row) {
    row = [];
    PLAIN_DICE[player] = row;
  }
  const at = a * 7 + b;
  let d = row[at];
  if (!d) {
    d = Object.freeze({
      player,
      kind: 'dice',
      source: 'roll',
      prompt: ROLL_PROMPTS[a][b],
      options: ONLY_KEEP as CkAction[],
      leg: null,
    });
    row[at] = d;
  }
  return d;
}

/** The active player's roll passives (`roll.set_one_die …`), each once a turn, then keep the dice. */
function diceDecision(cat: Catalog, state: CkState): Decision {
  const p = state.players[state.active];
  const dice = state.dice ?? [1, 1];
  if (p.domains.length === 0) return plainDiceDecision(state.active, dice[0], dice[1]);
  const options: CkAction[] = [];
  for (const { domain, effect } of livePassives(cat, state, p)) {
    if (effect.trigger?.phase !== 'roll' || effect.trigger.on || state.diceUsed.includes(domain)) continue;
    for (const leg of effect.legs) {
      const reroll = leg.kind === 'op' ? rerollOf(leg.name) : null;
      if (reroll) {
        if (held(p, reroll.pay.res) < reroll.pay.n) continue;
        if (reroll.both) options.push({ type: 'reroll', domain, die: 2 });
        else for (const die of [0, 1] as const) options.push({ type: 'reroll', domain, die });
        continue;
      }
      if (leg.kind !== 'op' || leg.name !== 'set_one_die') continue;
      if (setDieCost(cat, state, leg.args) === null) continue;
      const target = kv(leg.args, 'target');
      const subtract = kv(leg.args, 'subtract');
      for (const die of [0, 1] as const) {
        let to: number | null = null;
        if (typeof target === 'number' && dice[die] !== target) to = target;
        if (typeof subtract === 'number' && dice[die] - subtract >= 1) to = dice[die] - subtract;
        if (to !== null) options.push({ type: 'setDie', domain, die, to });
      }
    }
  }
  if (options.length === 0) return plainDiceDecision(state.active, dice[0], dice[1]);
  options.push(KEEP_DICE);
  return {
    player: state.active,
    kind: 'dice',
    source: 'roll',
    prompt: ROLL_PROMPTS[dice[0]][dice[1]],
    options,
    leg: null,
  };
}

/** Dice kept: the active player's roll keys (a may-banish), doubles events for every owner, then the harvest. */
function finishRoll(cat: Catalog, state: CkState): void {
  const dice = state.dice;
  // Queued in order: the active player's roll keys, then every owner's doubles passives.
  const tasks = state.queue;
  const active = state.players[state.active];
  for (const d of active.domains) {
    const effect = cat.domains[d.card].passive;
    if (!effect || effect.trigger || !domainLive(state, active, d)) continue;
    for (const leg of effect.legs) {
      const meaning = leg.kind === 'key' ? ROLL_KEYS[leg.key] : undefined;
      if (meaning) tasks.push(effectTask(state.active, meaning, cat.domains[d.card].name));
    }
  }
  if (dice && dice[0] === dice[1]) {
    for (let i = 0; i < state.players.length; i++) {
      const p = state.players[i];
      for (const d of p.domains) {
        const effect = cat.domains[d.card].passive;
        const t = effect?.trigger;
        if (
          effect &&
          t?.phase === 'roll' &&
          t.on === 'event' &&
          t.onArg === 'doubles' &&
          domainLive(state, p, d)
        ) {
          tasks.push(effectTask(i, effect, cat.domains[d.card].name));
        }
      }
    }
  }
  state.step = 'harvest';
}

/**
 * The harvest: every player's activated citizens and starters, in turn order
 * from the active player (the resting seat skipped), each player's starters
 * then citizens; each die and the sum activate separately. Payouts that can
 * raise no decision are paid at once while nothing is queued ahead of them;
 * from the first that may, everything goes on the queue in order (so the
 * order of play is the same, without a task per plain payout).
 */
export function harvest(cat: Catalog, state: CkState): void {
  const dice = state.dice ?? [0, 0];
  const resting = restingSeat(state);
  // `harvest.on_any_magic_gain` is told at the end of the harvest who gained magic.
  if (watchesMagic(cat, state)) stateExtra(state).harvestMagic = state.players.map((p) => p.m);
  for (let k = 0; k < state.seats; k++) {
    const i = (state.active + k) % state.seats;
    if (i === resting) continue;
    const p = state.players[i];
    const onTurn = i === state.active;
    for (const c of p.starters) activate(state, cat.starters[c], i, onTurn, dice);
    if (p.extra && p.extra.flipped.length > 0) {
      // Face-down citizens do not activate: the first copies of each flipped card sit out.
      const down = [...p.extra.flipped];
      for (const c of p.citizens) {
        const at = down.indexOf(c);
        if (at >= 0) down.splice(at, 1);
        else activate(state, cat.citizens[c], i, onTurn, dice);
      }
    } else {
      for (const c of p.citizens) activate(state, cat.citizens[c], i, onTurn, dice);
    }
    for (const d of p.domains) {
      const card = cat.domains[d.card];
      const t = card.passive?.trigger;
      if (card.passive && t?.phase === 'harvest' && !t.on && domainLive(state, p, d)) {
        state.queue.push(effectTask(i, card.passive, card.name));
      }
    }
  }
}

/** Whether any player has a live `harvest.on_any_magic_gain` passive. */
function watchesMagic(cat: Catalog, state: CkState): boolean {
  for (const p of state.players) {
    for (const d of p.domains) {
      const t = cat.domains[d.card].passive?.trigger;
      if (t?.phase === 'harvest' && t.on === 'any_magic_gain' && domainLive(state, p, d)) return true;
    }
  }
  return false;
}

/** End of the harvest: each live `harvest.on_any_magic_gain` passive pays its owner if they hold more magic than when it began. */
function magicGainTasks(cat: Catalog, state: CkState): void {
  const before = state.extra?.harvestMagic;
  if (!before || !state.extra) return;
  state.extra.harvestMagic = null;
  state.players.forEach((p, i) => {
    if (p.m <= before[i]) return;
    for (const d of p.domains) {
      const card = cat.domains[d.card];
      const t = card.passive?.trigger;
      if (card.passive && t?.phase === 'harvest' && t.on === 'any_magic_gain' && domainLive(state, p, d)) {
        state.queue.push(effectTask(i, card.passive, card.name));
      }
    }
  });
}

function activate(
  state: CkState,
  card: CitizenCard,
  player: number,
  onTurn: boolean,
  dice: readonly number[],
): void {
  const legs = onTurn ? card.onLegs : card.offLegs;
  if (legs.length === 0) return;
  const a = dice[0];
  const b = dice[1];
  const mask = card.rollMask;
  const times =
    card.doublesOnly > 0
      ? a === b
        ? card.doublesOnly
        : 0
      : ((mask >> a) & 1) + ((mask >> b) & 1) + ((mask >> (a + b)) & 1);
  for (let t = 0; t < times; t++) {
    if (state.queue.length === 0 && (onTurn ? card.onPlain : card.offPlain)) {
      const p = state.players[player];
      for (const leg of legs) if (leg.kind === 'gain') gain(p, leg.amount);
    } else {
      state.queue.push({ player, legs, at: 0, source: card.name, onTurn });
    }
  }
}

/** Answers the pending decision with one of its options (already checked legal). */
function answer(cat: Catalog, state: CkState, action: CkAction): void {
  const d = state.pending;
  if (!d) throw new RuleViolation('no-decision', 'nobody owes a decision');
  state.pending = null;
  switch (d.kind) {
    case 'duke':
      if (action.type === 'keepDuke') {
        const p = state.players[d.player];
        p.duke = action.duke;
        // The other duke goes back under the deck (hidden).
        state.dukeDeck.push(...p.dukeChoices.filter((x) => x !== action.duke));
        p.dukeChoices = [];
        state.dukeTurn++;
      }
      return;
    case 'dice':
      if (action.type === 'reroll' && state.dice) {
        const p = state.players[state.active];
        const passive = livePassives(cat, state, p).find((x) => x.domain === action.domain);
        for (const leg of passive?.effect.legs ?? []) {
          const reroll = leg.kind === 'op' ? rerollOf(leg.name) : null;
          if (reroll) gain(p, { res: reroll.pay.res, n: -reroll.pay.n });
        }
        if (action.die !== 1) state.dice[0] = rollDie(state.rng);
        if (action.die !== 0) state.dice[1] = rollDie(state.rng);
        state.diceUsed.push(action.domain);
      } else if (action.type === 'setDie' && state.dice) {
        const p = state.players[state.active];
        const passive = livePassives(cat, state, p).find((x) => x.domain === action.domain);
        const leg = passive?.effect.legs.find((l) => l.kind === 'op' && l.name === 'set_one_die');
        p.g -= leg?.kind === 'op' ? (setDieCost(cat, state, leg.args) ?? 0) : 0;
        state.dice[action.die] = action.to;
        state.diceUsed.push(action.domain);
      } else {
        finishRoll(cat, state);
      }
      return;
    case 'action':
      state.actionsLeft--;
      if (action.type === 'take') state.players[d.player][action.res] += 1;
      else if (action.type === 'hire')
        performHire(cat, state, d.player, action.stack, action.magic, action.strength);
      else if (action.type === 'slay')
        performSlay(cat, state, d.player, action.area, action.magic, action.discount);
      else if (action.type === 'build') performBuild(cat, state, d.player, action.stack, action.magic);
      else if (action.type === 'relic') {
        const relic = cat.relics[action.relic];
        if (relic.passive) state.queue.unshift(effectTask(d.player, relic.passive, relic.name));
      }
      return;
    default:
      resolveEffectDecision(cat, state, d, action);
  }
}

/** Two actions are the same when every field agrees (actions are flat objects of primitives). */
export function sameAction(a: CkAction, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const other = b as Record<string, unknown>;
  const mine = a as unknown as Record<string, unknown>; // a flat action read field by field
  let n = 0;
  for (const k in mine) {
    if (mine[k] !== other[k]) return false;
    n++;
  }
  for (const _ in other) n--;
  return n === 0;
}

/** Plays `action` for `player`: refused (state unchanged) unless it is one of the pending decision's options. */
export function applyAction(cat: Catalog, state: CkState, player: number, action: CkAction): void {
  const d = state.pending;
  if (!d || state.step === 'over') throw new RuleViolation('game-over', 'the game is over');
  if (d.player !== player) throw new RuleViolation('not-your-turn', `seat ${player} owes no decision now`);
  // The agents answer with one of the options themselves: identity first, then field by field.
  const chosen = d.options.includes(action) ? action : d.options.find((o) => sameAction(o, action));
  if (!chosen)
    throw new RuleViolation('illegal-action', `not an option of "${d.prompt}": ${JSON.stringify(action)}`);
  answer(cat, state, chosen);
  advance(cat, state);
}
