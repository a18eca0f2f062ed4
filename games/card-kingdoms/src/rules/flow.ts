/**
 * The turn: dukes kept (setup), roll (with roll-phase passives), harvest for
 * every player, action start, two actions, action end, end of turn (end
 * conditions, dice to the left). `advance` runs the state forward until a
 * player owes a decision with more than one option, taking one-option
 * decisions at once; `applyAction` answers the pending decision. Each step
 * tells what it changed (events) when someone records.
 */
import { RuleViolation, rollDie } from '@arbiter/core';
import type { Catalog, CitizenCard } from '../data/cards.ts';
import { opParams } from '../effects/compile.ts';
import { resolveEffectDecision, runLeg } from '../effects/dispatch.ts';
import { keyRegistry } from '../effects/keys/index.ts';
import type { OperationModule } from '../effects/module.ts';
import { operationRegistry } from '../effects/operations/index.ts';
import { addTo, gain, held } from '../effects/support.ts';
import { domainTriggers, triggerOf } from '../effects/triggers/index.ts';
import { type Emit, type Engine, engineOf } from '../engine.ts';
import type { Leg } from '../grammar/tree.ts';
import { type CkAction, type CkState, type Decision, stateExtra } from '../state.ts';
import type { Delta } from '../words/phrasing.ts';
import { mainActionOptions } from './actions.ts';
import { domainLive, livePassives, restingSeat } from './economy.ts';
import { effectTask, performBuild, performHire, performSlay, phaseTasks } from './perform.ts';
import { scoredEvents } from './score.ts';

export const ACTIONS_PER_TURN = 2;
const ACTION_PROMPTS = Array.from(
  { length: ACTIONS_PER_TURN },
  (_, i) => `Action ${i + 1} of ${ACTIONS_PER_TURN}`,
);

/** Runs forward to the next decision with a choice, or the end (`emit`: where its events go). */
export function advance(cat: Catalog, state: CkState, emit: Emit | null = null): void {
  const en = engineOf(cat, state, emit);
  proceed(en);
  en.done();
}

function proceed(en: Engine): void {
  const { state } = en;
  for (;;) {
    if (state.pending) {
      if (state.pending.options.length !== 1) return;
      const [only] = state.pending.options;
      answer(en, only);
      continue;
    }
    if (state.queue.length > 0) {
      const task = state.queue[0];
      const leg = task.legs[task.at++];
      if (task.at >= task.legs.length) state.queue.shift();
      if (leg) state.pending = runLeg(en, task, leg);
      continue;
    }
    if (!step(en)) return;
  }
}

/** Moves the turn on by one step; false when the game is over. */
function step(en: Engine): boolean {
  const { cat, state } = en;
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
      if (en.emit) en.emit({ type: 'turn', player: state.active, turn: state.turn, round: state.round });
      return true;
    }
    case 'roll': {
      if (state.dice === null) {
        state.dice = [rollDie(state.rng), rollDie(state.rng)];
        state.diceUsed = [];
        if (en.emit) en.emit({ type: 'rolled', player: state.active, dice: [state.dice[0], state.dice[1]] });
      }
      state.pending = diceDecision(cat, state);
      return true;
    }
    case 'harvest':
      harvest(en);
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
      return endTurn(en);
    case 'over':
      return false;
  }
}

/** The round after which a game ends when nothing else ended it (random play never gets near: 43 rounds at most solo over 2,000 games). */
export const DEFAULT_MAX_ROUNDS = 100;

/** Ends the turn; false when that ended the game. */
function endTurn(en: Engine): boolean {
  const { state } = en;
  if (!state.ending) {
    const cap = state.maxRounds ?? DEFAULT_MAX_ROUNDS;
    const reason = endCondition(state) ?? (state.round >= cap ? `round limit ${cap}` : null);
    if (reason) {
      state.ending = true;
      state.endReason = reason;
      if (en.emit) en.emit({ type: 'ending', reason });
    }
  }
  if (state.ending && state.active === state.seats - 1) {
    state.step = 'over';
    if (en.emit) {
      en.emit({ type: 'game-over', reason: state.endReason ?? 'game over' });
      for (const e of scoredEvents(en.cat, state)) en.emit(e);
    }
    return false;
  }
  if (state.extra) state.extra.blockedRolls = [];
  state.active = (state.active + 1) % state.seats;
  if (state.active === 0) state.round++;
  state.turn++;
  state.dice = null;
  state.step = 'roll';
  if (en.emit) en.emit({ type: 'turn', player: state.active, turn: state.turn, round: state.round });
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

/** An operation leg's module, when it has one. */
const opModule = (leg: Leg): OperationModule | null =>
  leg.kind === 'op' && operationRegistry.has(leg.name) ? operationRegistry.get(leg.name) : null;

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

/** The active player's roll passives (rerolls, setting a die), each once a turn, then keep the dice. */
function diceDecision(cat: Catalog, state: CkState): Decision {
  const p = state.players[state.active];
  const dice = state.dice ?? [1, 1];
  if (p.domains.length === 0) return plainDiceDecision(state.active, dice[0], dice[1]);
  const options: CkAction[] = [];
  for (const { domain, effect } of livePassives(cat, state, p)) {
    if (triggerOf(effect) !== 'roll' || state.diceUsed.includes(domain)) continue;
    for (const leg of effect.legs) {
      const m = opModule(leg);
      if (!m || leg.kind !== 'op') continue;
      if (m.reroll) {
        if (held(p, m.reroll.pay.res) < m.reroll.pay.n) continue;
        if (m.reroll.both) options.push({ type: 'reroll', domain, die: 2 });
        else for (const die of [0, 1] as const) options.push({ type: 'reroll', domain, die });
        continue;
      }
      if (!m.dieTo || !m.dieGold) continue;
      const params = opParams(m, leg);
      if (m.dieGold(params, cat, state) === null) continue;
      for (const die of [0, 1] as const) {
        const to = m.dieTo(params, dice[die]);
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
      const meaning =
        leg.kind === 'key' && keyRegistry.has(leg.key) ? keyRegistry.get(leg.key).atRoll : undefined;
      if (meaning) tasks.push(effectTask(state.active, meaning, cat.domains[d.card].name));
    }
  }
  if (dice && dice[0] === dice[1]) {
    for (let i = 0; i < state.players.length; i++) {
      const p = state.players[i];
      for (const d of p.domains) {
        const effect = cat.domains[d.card].passive;
        if (effect && domainTriggers(cat)[d.card] === 'roll.on_event doubles' && domainLive(state, p, d)) {
          tasks.push(effectTask(i, effect, cat.domains[d.card].name));
        }
      }
    }
  }
  state.step = 'harvest';
}

/** One player's harvest so far, for its event: the cards that activated (by name) and what was paid at once. */
interface HarvestTally {
  cards: { card: string; times: number }[];
  gained: Delta;
}

/**
 * The harvest: every player's activated citizens and starters, in turn order
 * from the active player (the resting seat skipped), each player's starters
 * then citizens; each die and the sum activate separately. Payouts that can
 * raise no decision are paid at once while nothing is queued ahead of them;
 * from the first that may, everything goes on the queue in order (so the
 * order of play is the same, without a task per plain payout). Each player
 * who harvested is told what paid (a card queued tells of its payout as it
 * resolves).
 */
export function harvest(en: Engine): void {
  const { cat, state } = en;
  const dice = state.dice ?? [0, 0];
  const resting = restingSeat(state);
  const triggers = domainTriggers(cat);
  let anyone = false;
  // `harvest.on_any_magic_gain` is told at the end of the harvest who gained magic.
  if (watchesMagic(cat, state)) stateExtra(state).harvestMagic = state.players.map((p) => p.m);
  for (let k = 0; k < state.seats; k++) {
    const i = (state.active + k) % state.seats;
    if (i === resting) continue;
    const p = state.players[i];
    const onTurn = i === state.active;
    const tally: HarvestTally | null = en.emit ? { cards: [], gained: {} } : null;
    for (const c of p.starters) activate(state, cat.starters[c], i, onTurn, dice, tally);
    if (p.extra && p.extra.flipped.length > 0) {
      // Face-down citizens do not activate: the first copies of each flipped card sit out.
      const down = [...p.extra.flipped];
      for (const c of p.citizens) {
        const at = down.indexOf(c);
        if (at >= 0) down.splice(at, 1);
        else activate(state, cat.citizens[c], i, onTurn, dice, tally);
      }
    } else {
      for (const c of p.citizens) activate(state, cat.citizens[c], i, onTurn, dice, tally);
    }
    if (en.emit && tally && tally.cards.length > 0) {
      anyone = true;
      en.emit({ type: 'harvest', player: i, cards: tally.cards, gained: tally.gained });
    }
    for (const d of p.domains) {
      const card = cat.domains[d.card];
      if (card.passive && triggers[d.card] === 'harvest' && domainLive(state, p, d)) {
        state.queue.push(effectTask(i, card.passive, card.name));
      }
    }
  }
  if (en.emit && !anyone) en.emit({ type: 'harvest-empty', dice: [dice[0], dice[1]] });
}

/** Whether any player has a live `harvest.on_any_magic_gain` passive. */
function watchesMagic(cat: Catalog, state: CkState): boolean {
  const triggers = domainTriggers(cat);
  for (const p of state.players) {
    for (const d of p.domains) {
      const passive = cat.domains[d.card].passive;
      if (passive && triggers[d.card] === 'harvest.on_any_magic_gain' && domainLive(state, p, d)) return true;
    }
  }
  return false;
}

/** End of the harvest: each live `harvest.on_any_magic_gain` passive pays its owner if they hold more magic than when it began. */
function magicGainTasks(cat: Catalog, state: CkState): void {
  const before = state.extra?.harvestMagic;
  if (!before || !state.extra) return;
  state.extra.harvestMagic = null;
  const triggers = domainTriggers(cat);
  state.players.forEach((p, i) => {
    if (p.m <= before[i]) return;
    for (const d of p.domains) {
      const card = cat.domains[d.card];
      if (card.passive && triggers[d.card] === 'harvest.on_any_magic_gain' && domainLive(state, p, d)) {
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
  tally: HarvestTally | null,
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
  if (times === 0) return;
  if (tally) {
    const seen = tally.cards.find((c) => c.card === card.name);
    if (seen) seen.times += times;
    else tally.cards.push({ card: card.name, times });
  }
  for (let t = 0; t < times; t++) {
    if (state.queue.length === 0 && (onTurn ? card.onPlain : card.offPlain)) {
      const p = state.players[player];
      for (const leg of legs) {
        if (leg.kind !== 'gain') continue;
        if (tally) {
          const before = held(p, leg.amount.res);
          gain(p, leg.amount);
          addTo(tally.gained, leg.amount.res, held(p, leg.amount.res) - before);
        } else gain(p, leg.amount);
      }
    } else {
      state.queue.push({ player, legs, at: 0, source: card.name, onTurn });
    }
  }
}

/** Answers the pending decision with one of its options (already checked legal). */
function answer(en: Engine, action: CkAction): void {
  const { cat, state } = en;
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
        if (en.emit) {
          en.emit({ type: 'duke-kept', player: d.player });
          en.emit({
            type: 'duke-chosen',
            player: d.player,
            duke: cat.dukes[action.duke].name,
            visibleTo: d.player,
          });
        }
      }
      return;
    case 'dice':
      if (action.type === 'reroll' && state.dice) {
        const p = state.players[state.active];
        const passive = livePassives(cat, state, p).find((x) => x.domain === action.domain);
        const paid: Delta = {};
        for (const leg of passive?.effect.legs ?? []) {
          const reroll = opModule(leg)?.reroll;
          if (reroll) {
            gain(p, { res: reroll.pay.res, n: -reroll.pay.n });
            addTo(paid, reroll.pay.res, reroll.pay.n);
          }
        }
        if (action.die !== 1) state.dice[0] = rollDie(state.rng);
        if (action.die !== 0) state.dice[1] = rollDie(state.rng);
        state.diceUsed.push(action.domain);
        if (en.emit)
          en.emit({
            type: 'rerolled',
            player: state.active,
            domain: cat.domains[action.domain].name,
            dice: [state.dice[0], state.dice[1]],
            paid,
          });
      } else if (action.type === 'setDie' && state.dice) {
        const p = state.players[state.active];
        const passive = livePassives(cat, state, p).find((x) => x.domain === action.domain);
        const leg = passive?.effect.legs.find((l) => opModule(l)?.dieGold !== undefined);
        const m = leg ? opModule(leg) : null;
        const gold = leg?.kind === 'op' && m?.dieGold ? (m.dieGold(opParams(m, leg), cat, state) ?? 0) : 0;
        p.g -= gold;
        state.dice[action.die] = action.to;
        state.diceUsed.push(action.domain);
        if (en.emit)
          en.emit({
            type: 'die-set',
            player: state.active,
            domain: cat.domains[action.domain].name,
            die: action.die,
            to: action.to,
            paid: gold > 0 ? { g: gold } : {},
          });
      } else {
        finishRoll(cat, state);
      }
      return;
    case 'action':
      state.actionsLeft--;
      if (action.type === 'take') {
        state.players[d.player][action.res] += 1;
        if (en.emit) en.emit({ type: 'took', player: d.player, gained: { [action.res]: 1 } });
      } else if (action.type === 'hire')
        performHire(en, d.player, action.stack, action.magic, action.strength);
      else if (action.type === 'slay') performSlay(en, d.player, action.area, action.magic, action.discount);
      else if (action.type === 'build') performBuild(en, d.player, action.stack, action.magic);
      else if (action.type === 'relic') {
        const relic = cat.relics[action.relic];
        if (en.emit) en.emit({ type: 'relic-used', player: d.player, relic: relic.name });
        if (relic.passive) state.queue.unshift(effectTask(d.player, relic.passive, relic.name));
      }
      return;
    default:
      resolveEffectDecision(en, d, action);
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
export function applyAction(
  cat: Catalog,
  state: CkState,
  player: number,
  action: CkAction,
  emit: Emit | null = null,
): void {
  const d = state.pending;
  if (!d || state.step === 'over') throw new RuleViolation('game-over', 'the game is over');
  if (d.player !== player)
    throw new RuleViolation('not-your-turn', `seat ${player + 1} owes no decision now`);
  // The agents answer with one of the options themselves: identity first, then field by field.
  const chosen = d.options.includes(action) ? action : d.options.find((o) => sameAction(o, action));
  if (!chosen)
    throw new RuleViolation('illegal-action', `not an option of "${d.prompt}": ${JSON.stringify(action)}`);
  const en = engineOf(cat, state, emit);
  answer(en, chosen);
  proceed(en);
  en.done();
}
