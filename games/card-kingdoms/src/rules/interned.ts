/**
 * The common actions as shared, frozen objects: one per (stack, magic) of a
 * hire or a build, (area, magic), option. Option lists are built every decision of
 * every game; sharing their entries instead of allocating them is most of
 * what a random game used to allocate. Legal lists are read-only to their
 * callers, and a frozen action cannot be changed by mistake.
 */
import type { CkAction } from '../state.ts';

const hires: CkAction[][] = [];
const slays: CkAction[][] = [];
const builds: CkAction[][] = [];
const chooses: CkAction[] = [];

function rowOf(table: CkAction[][], i: number): CkAction[] {
  let row = table[i];
  if (!row) {
    row = [];
    table[i] = row;
  }
  return row;
}

export function hireAction(stack: number, magic: number): CkAction {
  const row = rowOf(hires, stack);
  let a = row[magic];
  if (!a) {
    a = Object.freeze({ type: 'hire', stack, magic });
    row[magic] = a;
  }
  return a;
}

export function slayAction(area: number, magic: number): CkAction {
  const row = rowOf(slays, area);
  let a = row[magic];
  if (!a) {
    a = Object.freeze({ type: 'slay', area, magic });
    row[magic] = a;
  }
  return a;
}

/** A build paying `magic` of its gold with magic; with none, the action names no magic. */
export function buildAction(stack: number, magic = 0): CkAction {
  const row = rowOf(builds, stack);
  let a = row[magic];
  if (!a) {
    a = Object.freeze(magic > 0 ? { type: 'build', stack, magic } : { type: 'build', stack });
    row[magic] = a;
  }
  return a;
}

export function chooseAction(option: number): CkAction {
  let a = chooses[option];
  if (!a) {
    a = Object.freeze({ type: 'choose', option });
    chooses[option] = a;
  }
  return a;
}

export const ACCEPT: CkAction = Object.freeze({ type: 'accept' });
export const DECLINE: CkAction = Object.freeze({ type: 'decline' });
