/**
 * Shared helpers for the Dice Duel tests: typed access to the scenario
 * runner's JSON result, small builders for inline defense cards, a seeded
 * random playout, and a state built from a scenario for tests that need to
 * stop inside a turn (the reaction window, upkeep).
 */
import { createRng, type GameEvent, Match, parseOptions, pick, runScenario } from '@arbiter/core';
import type { DefenseCard } from '../src/data/defense-card-schema.ts';
import type { DuelContext } from '../src/events.ts';
import { type DuelState, type DuelTypes, diceDuel, shippedCatalog } from '../src/index.ts';
import { combosShown } from '../src/rules/combos.ts';
import { buildPosition, setupSchema } from '../src/scenario.ts';
import type { AttackRecord, Checkpoints, PendingBuff } from '../src/state.ts';
import type { DuelReport } from '../src/telemetry/report.ts';

export type { Checkpoints };

import type { RuleHit } from '../src/defense/resolution.ts';

/** The scenario output's rule hits are the engine's own records. */
export type HitOut = RuleHit;

export interface FighterOut {
  hero: string;
  hp: number;
  statuses: Record<string, number>;
  locked: Array<{ status: string; stacks: number; unlockTurn: number }>;
  defense: 'v1' | 'v2';
  fellBackToV1: boolean;
  fallbackErrors: string[];
}

/** The JSON a `defend` or `play` step returns. */
export interface StepOut {
  step: 'defend' | 'play';
  phase: string;
  defense: {
    version: 'v1' | 'v2';
    diceBefore: number[];
    diceAfter: number[];
    fieldsHash: string | null;
    fieldCounts: Record<string, number>;
    rulesHit: HitOut[];
    rerolls: Array<{ ruleId: string; policy: string; indexes: number[]; before: number[]; after: number[] }>;
    rerollLimitReached: boolean;
    contributions: {
      flat: number;
      preventHalf: number;
      block: number;
      reflect: number;
      dealToAttacker: number;
    };
  } | null;
  attack: AttackRecord | null;
  checkpoints: Checkpoints | null;
  fighters: [FighterOut, FighterOut];
  buffs: PendingBuff[];
  result: { winner: 0 | 1 | null; reason: string; doubleKo: boolean } | null;
  report: DuelReport;
  events: GameEvent[];
  /** [] once the match is over. */
  legalNext?: [];
}

export interface ValidateOut {
  step: 'validate';
  ok: boolean;
  fallsBackToV1: boolean;
  errors: Array<{ path: string; reason: string }>;
  warnings: Array<{ path: string; reason: string }>;
}

/** A test's position and one step, in the short form these tests write (see `scenario`). */
export interface ShortScenario {
  options?: Record<string, unknown>;
  seed?: string;
  active?: 0 | 1;
  cards?: Record<string, unknown>;
  fighters?: object[];
  buffs?: object[];
  dice?: Record<string, number[]>;
  /** combos (`dice`), defend (`incoming`, `label`, `react`) or play (`actions`). */
  step: {
    kind: string;
    dice?: number[];
    incoming?: number;
    label?: string;
    react?: object;
    actions?: object[];
  };
}

/**
 * Runs a short test scenario through the kernel's scenario harness (the file
 * format of `arbiter scenario`): the position becomes `setup`, a `defend`
 * step the game's `defend` step, a `play` step `begin-turn` and then each
 * action as a kernel action step (checked against the legal actions). The
 * result is the harness's final summary with every step's events.
 */
export function scenario<T = StepOut>(input: ShortScenario, name = 'test scenario'): T {
  const step = input.step;
  if (step.kind === 'combos') {
    const dice = step.dice ?? [];
    return { step: 'combos', dice, combos: combosShown(dice) } as T;
  }
  const setup = {
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.cards ? { cards: input.cards } : {}),
    ...(input.fighters ? { fighters: input.fighters } : {}),
    ...(input.buffs ? { buffs: input.buffs } : {}),
    ...(input.dice ? { dice: input.dice } : {}),
  };
  const steps =
    step.kind === 'defend'
      ? [
          {
            do: 'defend',
            incoming: step.incoming,
            ...(step.label ? { label: step.label } : {}),
            ...(step.react ? { react: step.react } : {}),
          },
        ]
      : [{ do: 'begin-turn' }, ...(step.actions ?? []).map((action) => ({ action }))];
  const report = runScenario(
    diceDuel,
    { options: input.options ?? {}, ...(input.seed ? { seed: input.seed } : {}), setup, steps },
    name,
  );
  const events = report.steps.flatMap((s) => s.events) as GameEvent[];
  const final = report.final as Record<string, unknown>;
  return {
    step: step.kind,
    ...final,
    hpAfterDamage: lastDamageHp(events),
    events,
    ...(step.kind === 'play' && final.phase === 'over' ? { legalNext: [] } : {}),
  } as T;
}

function lastDamageHp(events: GameEvent[]): number[] | null {
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i].type === 'damage') return events[i].hp as number[];
  return null;
}

/** A card input as the scenario runner takes it (validated there). */
export type CardInput = Omit<DefenseCard, 'rules'> & { rules: DefenseCard['rules'] };

/** A card with one field holding every face and one rule that matches any roll once. */
export function alwaysCard(effects: DefenseCard['rules'][0]['effects'], dice = 3): CardInput {
  return {
    dice,
    fields: [{ id: 'ALL', faces: [1, 2, 3, 4, 5, 6] }],
    rules: [{ id: 'always', matcher: { type: 'countField', fieldId: 'ALL', cap: 1 }, effects }],
  };
}

export interface DefendSpec {
  card?: CardInput;
  incoming: number;
  defense?: number[];
  reroll?: number[];
  cleanse?: number[];
  evasive?: number[];
  /** Seat 0 attacks, seat 1 defends. */
  attacker?: { hp?: number; statuses?: Record<string, number> };
  defender?: { hp?: number; statuses?: Record<string, number> };
  options?: Record<string, unknown>;
  react?: { evasive?: boolean; preventHalf?: boolean; chi?: number };
}

/**
 * Seat 0 (Pyromancer on the v1 board, so its own dice never interfere)
 * hits seat 1 (Shadow Monk, or the inline card) for `incoming`.
 */
export function defend(spec: DefendSpec): StepOut {
  const dice: Record<string, number[]> = {};
  if (spec.defense) dice.defense = spec.defense;
  if (spec.reroll) dice.reroll = spec.reroll;
  if (spec.cleanse) dice.cleanse = spec.cleanse;
  if (spec.evasive) dice.evasive = spec.evasive;
  return scenario({
    options: { hero1: 'pyromancer', hero2: 'shadow-monk', enableDefenseV2: true, ...spec.options },
    cards: spec.card ? { 1: spec.card } : {},
    fighters: [spec.attacker ?? {}, spec.defender ?? {}],
    active: 0,
    dice,
    step: { kind: 'defend', incoming: spec.incoming, ...(spec.react ? { react: spec.react } : {}) },
  });
}

export function eventsOf(out: { events: GameEvent[] }, type: string): GameEvent[] {
  return out.events.filter((e) => e.type === type);
}

/** The state a scenario describes, with an event sink (no step run). */
export function stateOf(input: {
  options?: Record<string, unknown>;
  seed?: string;
  [setupField: string]: unknown;
}): { state: DuelState; events: GameEvent[]; ctx: DuelContext } {
  const { options, seed, step: _step, description: _description, ...setup } = input;
  const state = buildPosition(
    shippedCatalog,
    setupSchema.parse(setup),
    parseOptions(diceDuel, options ?? {}),
    seed ?? 'scenario',
  );
  const events: GameEvent[] = [];
  return { state, events, ctx: { emit: (e) => events.push(e) } };
}

/** Plays a match from `seed` to its end with actions picked by a seeded chooser. */
export function randomMatch(
  seed: string,
  options: Record<string, unknown> = {},
  opts = {},
): Match<DuelTypes> {
  const match = new Match(diceDuel, options, seed, opts);
  const chooser = createRng(`chooser/${seed}`);
  while (match.outcome() === null) {
    const player = match.toAct()[0];
    match.applyTrusted(player, pick(chooser, match.legalActions(player)));
  }
  return match;
}
