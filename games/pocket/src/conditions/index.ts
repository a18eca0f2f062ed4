/**
 * The Special Conditions: one module each, listed once in the order the
 * checkup takes them (Poison, Burn, Sleep, Paralysis). `Status` is the union
 * of their ids.
 */
import { registryOf } from '@arbiter/core';
import { asleep } from './asleep.ts';
import { burned } from './burned.ts';
import { confused } from './confused.ts';
import { paralyzed } from './paralyzed.ts';
import { poisoned } from './poisoned.ts';

const CONDITIONS = [poisoned, burned, asleep, paralyzed, confused] as const;

export type Status = (typeof CONDITIONS)[number]['id'];

export const conditions = registryOf('special condition', CONDITIONS);

/** Every condition id, in checkup order. */
export const statuses: readonly Status[] = CONDITIONS.map((c) => c.id);

/** The modules in checkup order. */
export const checkupOrder: readonly (typeof CONDITIONS)[number][] = CONDITIONS;

export type { CheckupCtx, Condition } from './condition.ts';
