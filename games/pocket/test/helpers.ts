/** Golden-test helpers: positions in the scenario format, run on the kernel harness. */
import { runScenario, type ScenarioReport } from '@arbiter/core';
import { expect } from 'vitest';
import { pocket } from '../src/index.ts';

export interface PokemonSpec {
  card: string;
  under?: string[];
  hp?: number;
  energy?: string[];
  status?: string[];
  playedTurn?: number;
  abilityUsed?: boolean;
  tool?: string;
  tools?: string[];
}

export interface SideSpec {
  active?: PokemonSpec | null;
  bench?: PokemonSpec[];
  hand?: string[];
  deck?: string[];
  discard?: string[];
  points?: number;
  energyTypes?: string[];
  zone?: string | null;
  next?: string;
  supporterPlayed?: boolean;
  koLastTurn?: boolean;
  energyDiscard?: string[];
}

/** A deck of plain cards nobody cares about. */
export const filler = ['A1 189', 'A1 189', 'A1 053', 'A1 053', 'P-A 007', 'A1 001', 'A1 001', 'A1 094'];

/** Seat 0 to act on turn 3; seat 1 defends with a Snorlax (150 HP, weak to Fighting) and a Benched Rattata. */
export function position(me: SideSpec, them: SideSpec = {}, extra: Record<string, unknown> = {}) {
  return {
    turn: 3,
    current: 0,
    first: 0,
    ...extra,
    sides: [
      { deck: filler, energyTypes: ['G'], ...me },
      {
        active: { card: 'A1 211' },
        bench: [{ card: 'A1 189' }],
        deck: filler,
        energyTypes: ['C'],
        hand: ['A1 189'],
        ...them,
      },
    ],
  };
}

export type Step = Record<string, unknown>;

export function run(
  setup: unknown,
  steps: Step[],
  expectations: Record<string, unknown> = {},
): ScenarioReport {
  const report = runScenario(pocket, { game: 'pocket', setup, steps, expect: expectations }, 'golden');
  const failed = report.checks.filter((c) => !c.ok);
  expect(failed.map((c) => `${c.at}.${c.name}: ${c.message}`)).toEqual([]);
  return report;
}

export const attack = (index: number): Step => ({ action: { type: 'attack', index } });
export const choose = (option: number, player?: number): Step =>
  player === undefined
    ? { action: { type: 'choose', option } }
    : { action: { type: 'choose', option }, player };
export const coins = (...heads: boolean[]): Step => ({ do: 'coins', heads });
export const end: Step = { action: { type: 'end' } };
export const ability = (pokemon: number): Step => ({ action: { type: 'ability', pokemon } });
export const play = (card: number): Step => ({ action: { type: 'play', card } });
