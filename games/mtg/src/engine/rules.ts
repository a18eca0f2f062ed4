/**
 * The game flow: setup and the London mulligan (CR 103.5), turns with every
 * step (CR 500-514), priority and the stack (CR 117, 405), triggered
 * abilities put on the stack APNAP, state-based actions before priority,
 * and the legal actions of whoever must decide — every choice a decision
 * answered by an action.
 */
import { createRng, RuleViolation, randInt, shuffleInPlace, stableStringify } from '@arbiter/core';
import { catalog } from '../cards/catalog.ts';
import { type DeckSpec, deckKey, resolveDeck } from '../cards/decks.ts';
import { watchAttacksIfRead } from './attacks-this-turn.ts';
import {
  type ActivateAction,
  activate,
  type CastAction,
  cast,
  hasActivation,
  isLandObject,
  legalActivations,
  legalCasts,
  sorcerySpeed,
} from './casting.ts';
import {
  assignmentOptions,
  blockersOf,
  dealCombatDamage,
  needsFirstStrikeStep,
  nextAssignment,
} from './combat.ts';
import {
  attackCandidates,
  attackDeclaration,
  blockOptions,
  blockProblem,
  blockRules,
  declarationRefusal,
  finishAttackers,
  finishBlockers,
  newCombat,
} from './declarations.ts';
import { board, boardReadsTurn, touch, touchOffBattlefield } from './derived.ts';
import { nextReplacement, watchPlayerStaticsIfRead } from './draws.ts';
import { events } from './event-sink.ts';
import { stepCondition } from './frame.ts';
import { mayPlayLand } from './land-plays.ts';
import { type ListPosition, listAfterMana, listPosition } from './legal-after-mana.ts';
import { activateManaAbility, duringQuery, emptyPools, manaSources } from './mana.ts';
import {
  bottomChoices,
  bottomCount,
  bottomForced,
  putOnBottom,
  startingPlayerChosen,
  takeMulligan,
} from './mulligan.ts';
import { abilityText, idWords, nameOf, sourceName, targetWords } from './objects.ts';
import { playableInExile } from './play-from-exile.ts';
import { abilityHolders, surelyNothing } from './priority-candidates.ts';
import { privateDecision } from './private-decision.ts';
import { endRegenerationShields } from './regeneration.ts';
import { resolveTop, runFrame } from './resolve.ts';
import { checkSbas, keepLegend } from './sba.ts';
import {
  type Decision,
  emptyPool,
  type Frame,
  type MtgState,
  opponent,
  type PendingTrigger,
  type Seat,
  STEPS,
  type Step_,
} from './state.ts';
import { targetCombos } from './targets.ts';
import { fire } from './triggers.ts';
import { untapChoiceFrame, untapStep } from './untap-step.ts';
import { drawCard, moveTo, newObject, shuffleLibrary } from './zones.ts';

export type MtgAction =
  | { type: 'play_first' }
  | { type: 'draw_first' }
  | { type: 'keep' }
  | { type: 'mulligan' }
  | { type: 'bottom'; card: number }
  | { type: 'keep_legend'; permanent: number }
  | { type: 'pass' }
  | { type: 'play_land'; card: number }
  | { type: 'mana'; source: number; ability: number }
  | CastAction
  | ActivateAction
  | { type: 'attack'; creature: number }
  | { type: 'attack_done' }
  | { type: 'block'; blocker: number; attacker: number }
  | { type: 'block_done' }
  | { type: 'order'; trigger: number }
  | { type: 'choose_targets'; targets: number[][] }
  | { type: 'assign'; to: number; amount: number }
  | { type: 'choose'; option: number };

export interface MtgOptions {
  /** A preset id, a deck list's text or its JSON (cards/decks.ts). */
  deck1: DeckSpec;
  deck2: DeckSpec;
  maxTurns: number;
  /** Pass priority by itself when nothing but passing (or idle mana) is possible. */
  autoPass?: boolean;
}

function newPlayer(): MtgState['players'][0] {
  return {
    life: 20,
    library: [],
    hand: [],
    graveyard: [],
    pool: emptyPool(),
    landsPlayed: 0,
    mulligans: 0,
    kept: false,
    drewFromEmpty: false,
    firstDrawTurn: undefined,
    damageThisTurn: 0,
    rules: [],
    conceded: false,
  };
}

export function setupState(opts: MtgOptions, seed: string): MtgState {
  const cat = catalog();
  const s: MtgState = {
    objects: {},
    players: [newPlayer(), newPlayer()],
    battlefield: [],
    exile: [],
    stack: [],
    lki: {},
    decks: [deckKey(opts.deck1), deckKey(opts.deck2)],
    turn: 1,
    active: 0,
    step: 'main1',
    priority: 0,
    passes: 0,
    pending: null,
    resolving: null,
    resolvingItem: null,
    triggers: [],
    effects: [],
    combat: null,
    extraTurns: [],
    // The optional fields exist from the start (undefined: absent) and are never deleted: every state keeps
    // one hidden class, so the engine's reads of `s` stay monomorphic (added and deleted fields made them
    // megamorphic). Hashes and JSON skip undefined fields.
    delayed: undefined,
    atEndStep: undefined,
    shields: undefined,
    additionalCombats: undefined,
    combatDue: undefined,
    recordsAttacks: undefined,
    recordsFirstDraws: undefined,
    readsPlayerStatics: undefined,
    replacing: undefined,
    nextId: 1,
    nextTimestamp: 1,
    rng: createRng(seed),
    winner: null,
    draw: false,
    endReason: null,
    actions: 0,
    rev: 0,
    sbaRev: -1,
    maxTurns: opts.maxTurns,
    autoPass: opts.autoPass ?? true,
    firstPlayer: 0,
  };
  const decks = [resolveDeck(opts.deck1, 'deck1', cat), resolveDeck(opts.deck2, 'deck2', cat)];
  ([0, 1] as Seat[]).forEach((p) => {
    const deck = decks[p];
    for (const card of deck.cards) s.players[p].library.push(newObject(s, card, p, 'library').id);
    shuffleLibrary(s, p);
  });
  // The generator picks who decides on the first turn (CR 103.1); hands are drawn after the answer.
  const chooser = randInt(s.rng, 2, 'start') as Seat;
  s.firstPlayer = chooser;
  s.active = chooser;
  s.priority = chooser;
  s.pending = { kind: 'play_or_draw', player: chooser };
  events.emit?.({ type: 'start', chooser, decks: [decks[0].name, decks[1].name] });
  watchAttacksIfRead(s);
  watchPlayerStaticsIfRead(s);
  return s;
}

// ---------------- flow ----------------

function giveTriggersToStack(s: MtgState): void {
  while (s.triggers.length > 0 && !s.pending) {
    const ap = s.active;
    const mine = s.triggers.filter((t) => t.controller === ap);
    const p = mine.length > 0 ? ap : opponent(ap);
    const theirs = mine.length > 0 ? mine : s.triggers;
    if (theirs.length > 1) {
      s.pending = { kind: 'order_triggers', player: p };
      return;
    }
    placeTrigger(s, s.triggers.indexOf(theirs[0]));
  }
}

function placeTrigger(s: MtgState, index: number): void {
  const [t] = s.triggers.splice(index, 1);
  const specs = t.ability.targets;
  if (specs.length === 0) {
    pushTrigger(s, t, []);
    return;
  }
  const combos = targetCombos(s, specs, t.controller, t.source);
  // No legal targets: removed (CR 603.3d).
  if (combos.length === 0) {
    if (events.emit) tellTrigger(s, t, null, 'no-targets');
    return;
  }
  if (combos.length === 1) {
    pushTrigger(s, t, combos[0]);
    return;
  }
  s.triggers.unshift(t);
  s.pending = { kind: 'trigger_targets', player: t.controller };
}

function pushTrigger(s: MtgState, t: PendingTrigger, targets: number[][]): void {
  if (t.ability.interveningIf) {
    const f: Frame = {
      source: t.source,
      sourceCard: t.sourceCard,
      controller: t.controller,
      targets,
      targetSpecs: t.ability.targets,
      x: 0,
      steps: [],
      index: 0,
      vars: t.vars,
    };
    // Checked as it triggers (CR 603.4), and again on resolution.
    if (t.ability.interveningIf && !stepCondition(s, f, t.ability.interveningIf)) {
      if (events.emit) tellTrigger(s, t, null, 'condition');
      return;
    }
  }
  if (events.emit) tellTrigger(s, t, targets, null);
  s.stack.push({
    id: s.nextId++,
    kind: 'ability',
    controller: t.controller,
    source: t.source,
    sourceCard: t.sourceCard,
    text: t.ability.text,
    targets,
    targetSpecs: t.ability.targets,
    x: 0,
    steps: t.ability.steps,
    vars: { ...t.vars },
    ...(t.ability.interveningIf ? { interveningIf: t.ability.interveningIf } : {}),
  });
  for (const g of targets)
    for (const id of g)
      if (id >= 0 && s.objects[id]?.zone === 'battlefield')
        fire(s, { type: 'BECOMES_TARGET', object: id, by: t.controller });
}

/** A triggered ability put on the stack (with its targets), or removed (why). */
function tellTrigger(
  s: MtgState,
  t: PendingTrigger,
  targets: number[][] | null,
  removed: 'no-targets' | 'condition' | null,
): void {
  const source = sourceName(s, t.source, t.sourceCard);
  const ability = abilityText(t.ability.text, source);
  if (removed)
    events.emit?.({ type: 'trigger-removed', player: t.controller, source, ability, reason: removed });
  else
    events.emit?.({
      type: 'trigger',
      player: t.controller,
      source,
      ability,
      targets: targetWords(s, targets ?? []),
    });
}

/** Brings the game to its next decision: SBAs, triggers, turn-based actions, step changes. */
export function advance(s: MtgState): void {
  for (let guard = 0; guard < 10000; guard++) {
    // No state-based actions while a spell or ability is resolving (CR 704.3).
    if (!s.resolving) checkSbas(s);
    if (s.winner !== null || s.draw) {
      s.pending = null;
      return;
    }
    if (s.pending) return;
    if (s.resolving) {
      runFrame(s);
      continue;
    }
    // Replaced draws' steps (draws.ts) run before anything goes on the stack.
    if (s.replacing) {
      s.resolving = nextReplacement(s);
      s.resolvingItem = null;
      continue;
    }
    if (s.triggers.length > 0) {
      giveTriggersToStack(s);
      continue;
    }
    if (s.step === 'first_strike_damage' || s.step === 'combat_damage') {
      const first = s.step === 'first_strike_damage';
      const c = s.combat!;
      if (!c.dealt?.includes(s.step)) {
        const aid = nextAssignment(s, first);
        if (aid !== null) {
          s.pending = {
            kind: 'assign_damage',
            player: s.active,
            attacker: aid,
            remaining: board(s).byId.get(aid)!.power,
            assigned: {},
          };
          return;
        }
        dealCombatDamage(s, first);
        c.dealt = `${c.dealt ?? ''}${s.step}`;
        continue;
      }
    }
    return;
  }
  throw new Error('advance: the game does not settle');
}

function nextTurn(s: MtgState): void {
  const next = s.extraTurns.length > 0 ? (s.extraTurns.shift() as Seat) : opponent(s.active);
  s.turn++;
  s.active = next;
  s.additionalCombats = undefined;
  s.combatDue = undefined;
  if (s.turn > s.maxTurns) {
    s.draw = true;
    s.endReason = `turn limit ${s.maxTurns}`;
    events.emit?.({ type: 'game-over', winner: null, reason: `the turn limit (${s.maxTurns}) is reached` });
    return;
  }
  events.emit?.({ type: 'turn', turn: s.turn, player: next });
  for (const p of [0, 1] as Seat[]) {
    s.players[p].landsPlayed = 0;
    s.players[p].damageThisTurn = 0;
  }
  if (s.players[next].rules.length > 0)
    s.players[next].rules = s.players[next].rules.filter((r) => r.untilTurnOf !== next);
  // Rules set for one turn ("this turn") end with it.
  for (const pl of s.players)
    if (pl.rules.length > 0) pl.rules = pl.rules.filter((r) => r.turn === undefined || r.turn >= s.turn);
  // "During your turn" statics change with the active player.
  if (boardReadsTurn(s)) touch(s);
  else touchOffBattlefield(s);
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.goadedBy.length > 0) o.goadedBy = o.goadedBy.filter((g) => g.untilTurnOf !== next);
  }
  enterStep(s, 'untap');
}

function enterStep(s: MtgState, step: Step_): void {
  s.step = step;
  s.passes = 0;
  s.priority = s.active;
  emptyPools(s);
  events.emit?.({ type: 'step', level: 'verbose', step, player: s.active });
  switch (step) {
    case 'untap':
      {
        const choices: number[] = [];
        const untapped = untapStep(s, choices);
        if (untapped > 0) events.emit?.({ type: 'untap', player: s.active, count: untapped });
        // "You may choose not to untap ~" (CR 502.3): asked now; the upkeep begins once answered.
        if (choices.length > 0) {
          s.resolving = untapChoiceFrame(s, choices);
          s.resolvingItem = null;
          runFrame(s);
          if (s.resolving) return;
        }
      }
      {
        enterStep(s, 'upkeep');
        return;
      }
    case 'upkeep':
      fire(s, { type: 'UPKEEP', player: s.active });
      return;
    case 'draw':
      if (s.turn === 1) {
        enterStep(s, 'main1');
        return;
      }
      drawCard(s, s.active);
      fire(s, { type: 'DRAW_STEP', player: s.active });
      return;
    case 'begin_combat':
      s.combat = newCombat();
      return;
    case 'declare_attackers':
      if (attackCandidates(s).length === 0) {
        s.combat = null;
        enterStep(s, 'main2');
        return;
      }
      s.pending = { kind: 'declare_attackers', player: s.active };
      return;
    case 'declare_blockers':
      if (!s.combat || s.combat.attackers.length === 0) {
        s.combat = null;
        enterStep(s, 'main2');
        return;
      }
      // A defender with no possible block has no decision to make.
      if (blockOptions(s).length === 0) finishBlockers(s);
      else s.pending = { kind: 'declare_blockers', player: opponent(s.active) };
      return;
    case 'first_strike_damage':
      if (!needsFirstStrikeStep(s)) {
        enterStep(s, 'combat_damage');
        return;
      }
      return;
    case 'end_combat':
      fire(s, { type: 'END_OF_COMBAT' });
      return;
    case 'end':
      fire(s, { type: 'END_STEP', player: s.active });
      return;
    case 'main2':
      s.combat = null;
      return;
    case 'cleanup': {
      const hand = s.players[s.active].hand;
      // Characteristics move only if an effect or a granted ability ends (damage is not one).
      let characteristicsMove = s.effects.length > 0;
      for (const id of s.battlefield) {
        const o = s.objects[id];
        o.damage = 0;
        o.deathtouched = false;
        if (o.granted.length > 0) {
          characteristicsMove = true;
          o.granted = [];
        }
      }
      if (s.effects.length > 0) s.effects = [];
      s.lki = {};
      endRegenerationShields(s);
      // "This turn" prevention shields end with the turn (CR 514.2).
      s.shields = undefined;
      // "This turn" delayed triggers end with the turn.
      if (s.delayed) {
        const left = s.delayed.filter((d) => d.turn !== s.turn);
        if (left.length > 0) s.delayed = left;
        else s.delayed = undefined;
      }
      if (characteristicsMove) touch(s);
      else touchOffBattlefield(s);
      if (hand.length > 7) {
        s.resolving = {
          source: -1,
          sourceCard: null,
          controller: s.active,
          targets: [],
          targetSpecs: [],
          x: 0,
          steps: [{ op: 'discard', who: { you: true }, amount: hand.length - 7 }],
          index: 0,
          vars: {},
        };
        s.resolvingItem = null;
        runFrame(s);
        if (s.pending) return;
      }
      nextTurn(s);
      return;
    }
    default:
      return;
  }
}

function nextStep(s: MtgState): void {
  if ((s.step === 'main1' || s.step === 'main2') && (s.additionalCombats || s.combatDue)) {
    additionalCombatNext(s);
    return;
  }
  const i = STEPS.indexOf(s.step);
  if (s.step === 'end_combat') s.combat = null;
  if (s.step === 'end') {
    enterStep(s, 'cleanup');
    return;
  }
  enterStep(s, STEPS[i + 1]);
}

/**
 * Leaving a main phase with additional phases to come (CR 500.8): an additional combat begins (its main
 * phase follows as any combat's does); after main 1 the turn's own combat is still due after them.
 */
function additionalCombatNext(s: MtgState): void {
  if (s.additionalCombats) {
    if (--s.additionalCombats === 0) s.additionalCombats = undefined;
    if (s.step === 'main1') s.combatDue = true;
  } else s.combatDue = undefined;
  enterStep(s, 'begin_combat');
}

function passPriority(s: MtgState, auto = false): void {
  events.emit?.(
    auto ? { type: 'pass', level: 'verbose', player: s.priority } : { type: 'pass', player: s.priority },
  );
  s.passes++;
  if (s.passes < 2) {
    s.priority = opponent(s.priority);
    return;
  }
  s.passes = 0;
  if (s.stack.length > 0) {
    resolveTop(s);
    s.priority = s.active;
    return;
  }
  nextStep(s);
}

// ---------------- decisions ----------------

export function toAct(s: MtgState): Seat[] {
  if (s.winner !== null || s.draw) return [];
  if (s.pending) return [s.pending.player];
  return [s.priority];
}

/** `toAct(s).includes(p)`, without the array. */
function hasDecision(s: MtgState, p: Seat): boolean {
  if (s.winner !== null || s.draw) return false;
  return (s.pending ? s.pending.player : s.priority) === p;
}

/**
 * The legal list of the latest query, kept for `applyAction` to check against
 * (agents ask for the list, then apply one of it): valid while the state
 * object and its action count are the same. `at` and `applied` let the list
 * after a plain tap for mana be taken from it (legal-after-mana.ts).
 */
let lastQuery: {
  s: MtgState;
  actions: number;
  p: Seat;
  list: MtgAction[];
  keys: Map<string, MtgAction> | null;
  /** The position a priority list was worked out at (null: not one a list is kept from). */
  at: ListPosition | null;
  /** The action `applyAction` took from the list. */
  applied: MtgAction | null;
} | null = null;

export function legalActions(s: MtgState, p: Seat): MtgAction[] {
  const kept = keptList(s, p);
  if (kept) return kept;
  const list = duringQuery(computeLegal, s, p);
  const at = list.length > 0 && !s.pending ? listPosition(s, p) : null;
  lastQuery = { s, actions: s.actions, p, list, keys: null, at, applied: null };
  return list;
}

/** The list of the latest query if it is this position's, or the one after a tap for mana taken from it; else null. */
function keptList(s: MtgState, p: Seat): MtgAction[] | null {
  const q = lastQuery;
  if (!q || q.s !== s || q.p !== p) return null;
  if (q.actions === s.actions) return q.list;
  const a = q.applied;
  if (q.actions !== s.actions - 1 || !q.at || a?.type !== 'mana') return null;
  const list = listAfterMana(s, p, q.list, q.at, a.source, a.ability);
  if (!list) return null;
  lastQuery = { s, actions: s.actions, p, list, keys: null, at: listPosition(s, p), applied: null };
  return list;
}

/** `legalActions(s, p).length`, from the same once-per-decision list. */
export function actionCount(s: MtgState, p: Seat): number {
  return legalActions(s, p).length;
}

/** `legalActions(s, p)[i]`, from the same once-per-decision list. */
export function actionAt(s: MtgState, p: Seat, i: number): MtgAction {
  return legalActions(s, p)[i];
}

function findLegalAction(s: MtgState, p: Seat, a: MtgAction): MtgAction | undefined {
  const list = legalActions(s, p);
  const q = lastQuery!;
  if (list.includes(a)) {
    q.applied = a;
    return a;
  }
  if (!q.keys) {
    q.keys = new Map();
    for (const l of list) q.keys.set(actionKeyOf(l), l);
  }
  const found = q.keys.get(actionKeyOf(a));
  q.applied = found ?? null;
  return found;
}

function computeLegal(s: MtgState, p: Seat): MtgAction[] {
  if (!hasDecision(s, p)) return [];
  const d = s.pending;
  if (d) {
    switch (d.kind) {
      case 'play_or_draw':
        return [{ type: 'play_first' }, { type: 'draw_first' }];
      case 'mulligan':
        return s.players[p].mulligans < 7 ? [{ type: 'keep' }, { type: 'mulligan' }] : [{ type: 'keep' }];
      case 'bottom':
        return bottomChoices(s, p).map((card) => ({ type: 'bottom', card }));
      case 'legend_rule':
        return d.candidates.map((permanent) => ({ type: 'keep_legend', permanent }));
      // "Done" only when the declaration is legal (CR 508.1d, 509.1c); a creature only while it can still be.
      case 'declare_attackers': {
        const { candidates, problem } = attackDeclaration(s, true);
        const out: MtgAction[] = candidates.map((creature) => ({ type: 'attack' as const, creature }));
        if (problem === null) out.push({ type: 'attack_done' });
        return out;
      }
      case 'declare_blockers': {
        const r = blockRules(s);
        const out: MtgAction[] = blockOptions(s, r).map((o) => ({ type: 'block' as const, ...o }));
        if (blockProblem(s, r) === null) out.push({ type: 'block_done' });
        return out;
      }
      case 'order_triggers': {
        // A loop: a closure over `p` would have every call of this function allocate a context.
        const out: MtgAction[] = [];
        for (let i = 0; i < s.triggers.length; i++)
          if (s.triggers[i].controller === p) out.push({ type: 'order', trigger: i });
        return out;
      }
      case 'trigger_targets': {
        const t = s.triggers[0];
        return targetCombos(s, t.ability.targets, t.controller, t.source).map((targets) => ({
          type: 'choose_targets',
          targets,
        }));
      }
      case 'assign_damage':
        return assignmentOptions(s, d.attacker, d.remaining, d.assigned).map((o) => ({
          type: 'assign',
          ...o,
        }));
      case 'resolve':
        return d.options.map((_, option) => ({ type: 'choose', option }));
    }
  }
  const out: MtgAction[] = [{ type: 'pass' }];
  const pl = s.players[p];
  if (sorcerySpeed(s, p) && mayPlayLand(s, p)) {
    const seen = new Set<string>();
    for (const id of pl.hand) {
      const card = s.objects[id].card as string;
      if (isLandObject(s.objects[id]) && !seen.has(card)) {
        seen.add(card);
        out.push({ type: 'play_land', card: id });
      }
    }
    for (const id of playableInExile(s, p))
      if (catalog().cards[s.objects[id].card as string].types.includes('land'))
        out.push({ type: 'play_land', card: id });
  }
  for (const src of manaSources(s, p)) out.push({ type: 'mana', source: src.id, ability: src.ability });
  pushAll(out, legalCasts(s, p));
  pushAll(out, legalActivations(s, p, 200, abilityHolders(s, p)));
  return out;
}

/** `out.push(...more)` without spreading `more` into arguments. */
function pushAll<T>(out: T[], more: readonly T[]): void {
  for (let i = 0; i < more.length; i++) out.push(more[i]);
}

/** Actions compare by stable JSON (key order does not matter). */
export function actionKeyOf(a: unknown): string {
  return stableStringify(a as never);
}

export function applyAction(s: MtgState, p: Seat, a: MtgAction): MtgState {
  const found = findLegalAction(s, p, a);
  if (!found) {
    if (!hasDecision(s, p))
      throw new RuleViolation('not-your-decision', `seat ${p} has no decision to make now`);
    // A declaration that breaks a combat rule is refused in the rule's words; the player declares again.
    const why = declarationRefusal(s, a as never);
    if (why) throw new RuleViolation('illegal-declaration', why);
    throw new RuleViolation('illegal-action', `${JSON.stringify(a)} is not a legal action now`);
  }
  s.actions++;
  const d = s.pending;
  if (d) {
    s.pending = null;
    switch (d.kind) {
      case 'play_or_draw':
        startingPlayerChosen(s, p, a.type === 'play_first');
        break;
      case 'mulligan': {
        if (a.type === 'mulligan') {
          takeMulligan(s, p);
          s.pending = { kind: 'mulligan', player: p };
        } else {
          const bottom = bottomCount(s, p);
          events.emit?.({ type: 'keep', player: p, cards: s.players[p].hand.length, bottom });
          bottomNext(s, p, bottom);
        }
        break;
      }
      case 'bottom':
        if (a.type === 'bottom') bottomNext(s, p, putOnBottom(s, a.card, d.count));
        break;
      case 'legend_rule':
        if (a.type !== 'keep_legend') break;
        events.emit?.({ type: 'legend', player: p, kept: nameOf(s.objects[a.permanent]) });
        keepLegend(s, d.candidates, a.permanent);
        break;
      case 'declare_attackers':
        if (a.type === 'attack') {
          s.combat!.attackers.push(a.creature);
          if (s.recordsAttacks) s.objects[a.creature].attackedOnTurn = s.turn;
          events.emit?.({
            type: 'attacker',
            player: p,
            card: nameOf(s.objects[a.creature]),
            object: a.creature,
          });
          s.pending = d;
        } else finishAttackers(s);
        break;
      case 'declare_blockers':
        if (a.type === 'block') {
          s.combat!.blocks[a.blocker] = a.attacker;
          events.emit?.({
            type: 'blocker',
            player: p,
            blocker: nameOf(s.objects[a.blocker]),
            attacker: nameOf(s.objects[a.attacker]),
          });
          s.pending = d;
        } else finishBlockers(s);
        break;
      case 'order_triggers':
        if (a.type !== 'order') break;
        if (events.emit) {
          const t = s.triggers[a.trigger];
          const source = sourceName(s, t.source, t.sourceCard);
          events.emit({
            type: 'trigger-order',
            player: p,
            source,
            ability: abilityText(t.ability.text, source),
          });
        }
        placeTrigger(s, a.trigger);
        break;
      case 'trigger_targets': {
        if (a.type !== 'choose_targets') break;
        const [t] = s.triggers.splice(0, 1);
        pushTrigger(s, t, a.targets);
        break;
      }
      case 'assign_damage': {
        if (a.type !== 'assign') break;
        events.emit?.({
          type: 'assign',
          player: p,
          attacker: nameOf(s.objects[d.attacker]),
          to: idWords(s, a.to),
          amount: a.amount,
        });
        const assigned = { ...d.assigned, [a.to]: (d.assigned[a.to] ?? 0) + a.amount };
        const remaining = d.remaining - a.amount;
        if (remaining > 0) s.pending = { ...d, assigned, remaining };
        else s.combat!.assignments[d.attacker] = assigned;
        break;
      }
      case 'resolve': {
        if (a.type !== 'choose') break;
        const option = d.options[a.option];
        if (events.emit) tellChoice(d, p, option.label);
        s.resolving!.vars.answer = option.value;
        runFrame(s);
        break;
      }
    }
    finishDecision(s);
    return s;
  }
  switch (a.type) {
    case 'pass':
      passPriority(s);
      break;
    case 'play_land':
      s.players[p].landsPlayed++;
      moveTo(s, a.card, 'battlefield', { controller: p });
      s.passes = 0;
      break;
    case 'mana': {
      // "One mana of any color": the colour is asked as the ability resolves (at once, no stack).
      const rest = activateManaAbility(s, p, a.source, a.ability);
      if (rest) {
        s.resolving = {
          source: a.source,
          sourceCard: rest.sourceCard,
          controller: p,
          targets: [],
          targetSpecs: [],
          x: 0,
          steps: rest.steps,
          index: 0,
          vars: {},
        };
        s.resolvingItem = null;
        runFrame(s);
      }
      break;
    }
    case 'cast':
      cast(s, p, a);
      s.passes = 0;
      break;
    case 'activate':
      activate(s, p, a);
      s.passes = 0;
      break;
    default:
      throw new RuleViolation('illegal-action', `${a.type} needs a pending decision`);
  }
  finishDecision(s);
  return s;
}

/**
 * After a decision: run the game on to the next one — SBAs, triggers,
 * steps without priority, the next turn. With `autoPass`, a priority where
 * the player can do nothing but pass (or tap mana nothing could use: pools
 * empty between steps) passes by itself.
 */
function finishDecision(s: MtgState): void {
  for (let guard = 0; guard < 100000; guard++) {
    advance(s);
    if (s.pending || s.winner !== null || s.draw) return;
    if (s.step === 'cleanup') {
      nextTurn(s);
      continue;
    }
    // The untap step's choices answered (CR 502.3): on to the upkeep.
    if (s.step === 'untap' && !s.resolving) {
      enterStep(s, 'upkeep');
      continue;
    }
    if (s.step === 'declare_attackers' && s.combat && !s.combat.declared) {
      enterStep(s, 'declare_attackers');
      continue;
    }
    if (s.autoPass && nothingToDo(s, s.priority)) {
      passPriority(s, true);
      lastQuery = null;
      continue;
    }
    return;
  }
  throw new Error('finishDecision: the game does not settle');
}

/**
 * Whether every legal action is `pass` or `mana`. Mostly asked without
 * building the list; but where the player often has something to do, their
 * decision asks for the whole list next, so it is built here once (and
 * kept) rather than searched for first: the active player in a main phase
 * with the stack empty (something to do three times in four in random
 * games) and in their upkeep (nearly one time in two; an early-ending search
 * costs about what the list does when there is nothing).
 */
function nothingToDo(s: MtgState, p: Seat): boolean {
  const kept = keptList(s, p);
  const sorcery = sorcerySpeed(s, p);
  // Most checks end here: nothing the seat holds could be paid for or used now (priority-candidates.ts).
  if (!kept && hasDecision(s, p) && !s.pending && surelyNothing(s, p, sorcery)) return true;
  if (kept || sorcery || (s.active === p && s.step === 'upkeep')) {
    const list = legalActions(s, p);
    for (let i = 0; i < list.length; i++) {
      const t = list[i].type;
      if (t !== 'pass' && t !== 'mana') return false;
    }
    return true;
  }
  return !duringQuery(anyPriorityAction, s, p);
}

/** Is there a `play_land`, `cast` or `activate` among `computeLegal(s, p)` (with priority, nothing pending)? */
function anyPriorityAction(s: MtgState, p: Seat): boolean {
  if (!hasDecision(s, p)) return false;
  if (s.pending) return true;
  const pl = s.players[p];
  if (sorcerySpeed(s, p) && mayPlayLand(s, p))
    for (const id of pl.hand) if (isLandObject(s.objects[id])) return true;
  return legalCasts(s, p, 1).length > 0 || hasActivation(s, p, abilityHolders(s, p));
}

/**
 * An answer to a resolution's question: for everyone when the question is
 * public, else "a choice" for everyone and the answer for the chooser only
 * (a library card looked at, a search: see `privateDecision`).
 */
function tellChoice(d: Extract<Decision, { kind: 'resolve' }>, p: Seat, answer: string): void {
  if (!privateDecision(d)) {
    events.emit?.({ type: 'choice', player: p, prompt: d.prompt, answer });
    return;
  }
  events.emit?.({ type: 'choice-made', player: p, prompt: d.prompt });
  events.emit?.({ type: 'private-choice', player: p, prompt: d.prompt, answer, visibleTo: p });
}

/** The next card to put on the bottom (a decision unless forced), or the keep is complete. */
function bottomNext(s: MtgState, p: Seat, count: number): void {
  const left = bottomForced(s, p, count);
  if (left > 0) s.pending = { kind: 'bottom', player: p, count: left };
  else afterKeep(s, p);
}

function afterKeep(s: MtgState, p: Seat): void {
  s.players[p].kept = true;
  const other = opponent(p);
  if (!s.players[other].kept) {
    s.pending = { kind: 'mulligan', player: other };
    return;
  }
  s.turn = 1;
  s.active = s.firstPlayer;
  enterStep(s, 'untap');
}

export { blockersOf, shuffleInPlace };
