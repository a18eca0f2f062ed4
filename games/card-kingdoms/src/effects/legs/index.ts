/**
 * One module per kind of leg of the grammar's tree. The record is complete
 * by the compiler: a new kind of leg does not typecheck until it has a
 * module here.
 */
import type { Leg } from '../../grammar/tree.ts';
import type { LegModule } from '../module.ts';
import { chooseLeg } from './choose.ts';
import { convertLeg } from './convert.ts';
import { countLeg } from './count.ts';
import { exchangeLeg } from './exchange.ts';
import { gainLeg } from './gain.ts';
import { flagLeg, keyLeg } from './key.ts';
import { opLeg } from './op.ts';
import { pickLeg } from './pick.ts';
import { scopedLeg } from './scoped.ts';
import { stealLeg } from './steal.ts';

export const LEGS: { readonly [K in Leg['kind']]: LegModule<K> } = {
  gain: gainLeg,
  choose: chooseLeg,
  pick: pickLeg,
  count: countLeg,
  exchange: exchangeLeg,
  steal: stealLeg,
  convert: convertLeg,
  scoped: scopedLeg,
  op: opLeg,
  key: keyLeg,
  flag: flagLeg,
};

/** The module of a leg's kind (correlated through the record's mapped type). */
export function legModule<K extends Leg['kind']>(kind: K): LegModule<K> {
  return LEGS[kind];
}
