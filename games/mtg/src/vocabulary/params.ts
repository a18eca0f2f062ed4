/**
 * Helpers every vocabulary index uses: the params type of a module, and the
 * schema of "one item of a vocabulary" — an object whose id field names a
 * module, checked by that module's own params schema (its issues reported at
 * their own paths).
 */
import type { Registry } from '@arbiter/core';
import { z } from 'zod';

/** Read from the module's `params` schema alone (its hooks' types are not needed to know it). */
export type ParamsOf<M> = M extends { readonly params: z.ZodType<infer P, unknown> } ? P : never;

/**
 * The schema of an item of `registry`'s vocabulary, typed `T` (the union of
 * its modules' params): `key` names the module ("id", "kind", "op").
 */
export function itemOf<T>(
  registry: Registry<string, { readonly params: z.ZodType<unknown, unknown> }>,
  key: string,
): z.ZodType<T> {
  return z.custom<T>().superRefine((value, ctx) => {
    const raw: unknown = value;
    const id = typeof raw === 'object' && raw !== null && key in raw ? Reflect.get(raw, key) : undefined;
    if (typeof id !== 'string' || !registry.has(id)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `unknown ${registry.vocabulary} ${JSON.stringify(id)}`,
      });
      return;
    }
    const parsed = registry.get(id).params.safeParse(raw);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}
