/**
 * The static vocabulary: one module per kind of continuous change. The
 * `Continuous` type (a static ability's effect, a resolved "until end of
 * turn" effect) is an `affects` ref, an optional `while` condition, and any
 * of the modules' fields, each typed by its module's schema; the layer
 * system applies them layer by layer in this list's order within a layer.
 */
import { registryOf } from '@arbiter/core';
import { z } from 'zod';
import type { Ref } from '../../cards/rules-block.ts';
import { refSchema } from '../../cards/shapes.ts';
import { type Condition, conditionSchema } from '../conditions/index.ts';
import { addKeywords } from './add-keywords.ts';
import { addSubtypes } from './add-subtypes.ts';
import { addTypes } from './add-types.ts';
import { definePT } from './define-pt.ts';
import { grantAbilities } from './grant-abilities.ts';
import { pt } from './pt.ts';
import { removeKeywords } from './remove-keywords.ts';
import { ruleFlags } from './rules.ts';
import { setBasePT } from './set-base-pt.ts';
import { setColors } from './set-colors.ts';
import { setCreatureTypes } from './set-creature-types.ts';
import { setLandType } from './set-land-type.ts';
import { LAYERS, type Layer, type StaticModule } from './static.ts';

const STATICS = [
  setLandType,
  setCreatureTypes,
  addSubtypes,
  addTypes,
  setColors,
  addKeywords,
  removeKeywords,
  ruleFlags,
  definePT,
  grantAbilities,
  setBasePT,
  pt,
] as const;

type ValueOf<M> = M extends StaticModule<string, infer V> ? V : never;

/** The changes a continuous effect makes, one optional field per module. */
export type ContinuousChanges = { [M in (typeof STATICS)[number] as M['id']]?: ValueOf<M> };

/** A continuous effect (CR 611): who it affects, while what holds, and its changes. */
export type Continuous = ContinuousChanges & {
  /** Who it applies to (a lord: all creatures you control; an Aura: the enchanted one). */
  affects: Ref;
  /** Holds only while this is true (an "as long as", "during your turn"). */
  while?: Condition;
};

export const staticRegistry = registryOf<StaticModule>('static', STATICS);

/** The modules of each layer, in application order. */
export const staticsByLayer: ReadonlyMap<Layer, readonly StaticModule[]> = new Map(
  LAYERS.map((layer) => [layer, STATICS.filter((m) => m.layer === layer)]),
);

/** The value of module `m`'s field in `e` (undefined when the effect has none). */
export function changeOf(e: Continuous, m: StaticModule): unknown {
  return Reflect.get(e, m.id);
}

/** A continuous effect: `affects`, `while`, and fields of the static modules, each checked by its own. */
export const continuousSchema = z.custom<Continuous>().superRefine((value, ctx) => {
  const raw: unknown = value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    ctx.addIssue({ code: 'custom', message: 'a continuous effect is an object', path: [] });
    return;
  }
  for (const [key, v] of Object.entries(raw)) {
    const schema =
      key === 'affects'
        ? refSchema
        : key === 'while'
          ? conditionSchema
          : staticRegistry.has(key)
            ? staticRegistry.get(key).params
            : null;
    if (!schema) {
      ctx.addIssue({ code: 'custom', path: [key], message: `unknown static change '${key}'` });
      continue;
    }
    const r = schema.safeParse(v);
    if (!r.success)
      for (const issue of r.error.issues)
        ctx.addIssue({ code: 'custom', path: [key, ...issue.path], message: issue.message });
  }
  if (!('affects' in raw)) ctx.addIssue({ code: 'custom', path: ['affects'], message: 'missing affects' });
});

export { LAYERS, type Layer, type LayerContext, type StaticModule } from './static.ts';
