/**
 * The cost vocabulary: one module per kind of cost. The `Cost` union is
 * made of the modules' params schemas; casting and activating pay through
 * the modules' hooks.
 */
import { registryOf } from '@arbiter/core';
import { itemOf, type ParamsOf } from '../params.ts';
import type { CostModule } from './cost.ts';
import { discardCost } from './discard.ts';
import { manaCost } from './mana.ts';
import { payLife } from './pay-life.ts';
import { sacrificeCost } from './sacrifice.ts';
import { tapCost } from './tap.ts';
import { tapUntappedCost } from './tap-untapped.ts';

const COSTS = [manaCost, tapCost, sacrificeCost, discardCost, payLife, tapUntappedCost] as const;

export type Cost = ParamsOf<(typeof COSTS)[number]>;
/** A mana cost item (what an activated ability's mana cost is read from). */
export type ManaCostItem = Extract<Cost, { kind: 'mana' }>;

export const costRegistry = registryOf<CostModule>('cost', COSTS);

/** A cost of the vocabulary, checked by its own module's schema. */
export const costSchema = itemOf<Cost>(costRegistry, 'kind');

export type { CostChoices, CostContext, CostEngine, CostModule, CostPayment } from './cost.ts';
