/**
 * The status registry: one module per status id the data may declare (its
 * behaviour and its words). The loader's coverage check reads it: a status
 * in the data with no module is an error.
 */
import { registryOf } from '@arbiter/core';
import { burn } from './burn.ts';
import { chi } from './chi.ts';
import { evasive } from './evasive.ts';
import { preventHalf } from './prevent-half.ts';
import { purify } from './purify.ts';
import type { StatusKind } from './status-kind.ts';

export const statusKinds = registryOf<StatusKind>('status', [burn, chi, evasive, preventHalf, purify]);

/** A status as players read it: its module's words (an id with no module reads as its id, spaced). */
export function statusWords(id: string): string {
  if (statusKinds.has(id)) return statusKinds.get(id).words;
  const unknown: string = id;
  return unknown.replace(/_/g, ' ');
}

export type { StatusBehaviour, StatusKind } from './status-kind.ts';
