/**
 * A named operation's or key's arguments as its params schema reads them:
 * the parsed argument list (`Arg[]`) sorted by kind into `OpArgs`, and the
 * zod pieces the modules' schemas are made of. A module's schema accepts
 * exactly the parts it names: any other argument is an error naming the
 * card at load (`compile.ts`).
 */
import { z } from 'zod';
import type { Amount, Arg, Filter } from '../grammar/tree.ts';
import type { OpArgs } from './module.ts';

export function readArgs(args: readonly Arg[]): OpArgs {
  const out: OpArgs = {
    words: [],
    texts: [],
    amounts: [],
    nums: [],
    keys: [],
    filters: [],
    named: {},
    optional: false,
  };
  for (const a of args) {
    switch (a.kind) {
      case 'word':
        if (a.word === 'optional') out.optional = true;
        else out.words.push(a.word);
        break;
      case 'str':
        out.texts.push(a.text);
        break;
      case 'amount':
        out.amounts.push(a.amount);
        break;
      case 'num':
        out.nums.push(a.n);
        break;
      case 'key':
        out.keys.push(a.key);
        break;
      case 'filter':
        out.filters.push(a.filter);
        break;
      case 'kv':
        out.named[a.key] = a.value;
        break;
    }
  }
  return out;
}

const RESOURCES = ['g', 's', 'm', 'v', 'p', 't', 'wild'] as const;
export const amountSchema: z.ZodType<Amount> = z.object({ res: z.enum(RESOURCES), n: z.number() }).strict();

export const filterSchema: z.ZodType<Filter> = z.lazy(() =>
  z.union([
    z
      .object({
        kind: z.literal('cmp'),
        field: z.string(),
        op: z.enum(['==', '<=', '>=']),
        value: z.union([z.string(), z.number()]),
      })
      .strict(),
    z.object({ kind: z.literal('and'), parts: z.array(filterSchema) }).strict(),
  ]),
);

/** A list that must be empty: the operation takes no argument of this kind. */
const none = (what: string) => z.array(z.unknown()).max(0, `takes no ${what}`);

/**
 * The shape of an operation's arguments when it takes none: each module's
 * schema spreads it and overrides the parts it takes
 * (`z.object({ ...NO_ARGS_SHAPE, words: z.tuple([…]) }).strict()`).
 * `optional` is always allowed.
 */
export const NO_ARGS_SHAPE = {
  words: none('words'),
  texts: none('quoted names'),
  amounts: none('amounts'),
  nums: none('numbers'),
  keys: none('keys'),
  filters: none('filters'),
  named: z.object({}).strict(),
  optional: z.boolean(),
};

/** No arguments at all (but `optional`). */
export const NO_ARGS = z.object(NO_ARGS_SHAPE).strict();

/** Amounts of resources players hold (never wild). */
export const heldAmounts = z.array(amountSchema);
/** One or more amounts. */
export const someAmounts = z.array(amountSchema).min(1, 'needs an amount');
/** A `key=g:3` list of amounts. */
export const amountList = z.array(amountSchema).min(1, 'needs amounts like g:3');
