/**
 * The seed's generic modifier (its "Post-Launch TODO"): one named value
 * changed by an operation, for texts no named type fits — `target` the value
 * ("damage.taken": damage an attack does to the Pokémon reached;
 * "damage.dealt": damage its attacks do; "checkup.poisoned.damage": Poison's
 * damage at the Checkup; "healing": what healing it heals; "weakness": its
 * attacks' Weakness; "weakness.taken": its own Weakness; "knockout.points":
 * the points its attacks' Knock Outs of the opponent's Active Pokémon give;
 * "random_hits.times": the times its attacks choose a Pokémon at random,
 * with `attack` naming the attack; "tool.slots": how many Pokémon Tools it
 * may have attached, `set` by "This Pokémon may have up to 2 Pokémon Tool
 * cards attached to it."),
 * `operation` add / multiply / set, `value`, with the
 * lasting family's reach (scope, a duration or a static form, filters, a
 * condition) and `attacker.notTag` for "that aren't Mega Evolution Pokémon
 * ex". A pattern that recurs earns a named type instead.
 */
import { z } from 'zod';
import { cardTags } from '../../data/schema.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { durationWords, reachShape, reachWords, registerLasting, staticAura } from '../lasting/reach.ts';

const targets = [
  'damage.taken',
  'damage.dealt',
  'checkup.poisoned.damage',
  'healing',
  'weakness',
  'weakness.taken',
  'knockout.points',
  'random_hits.times',
  'tool.slots',
] as const;
const TARGET_WORDS: Record<(typeof targets)[number], string> = {
  'damage.taken': 'the damage it takes from attacks',
  'damage.dealt': 'the damage its attacks do',
  'checkup.poisoned.damage': 'the damage it takes from being Poisoned',
  healing: 'the damage healed from it',
  weakness: "its attacks' Weakness",
  'weakness.taken': 'its Weakness',
  'knockout.points': "the points you get when its attack Knocks Out your opponent's Active Pokémon",
  'random_hits.times': "the times 1 of your opponent's Pokémon is chosen at random for its attack",
  'tool.slots': 'the number of Pokémon Tool cards it may have attached',
};

type Params = {
  target: (typeof targets)[number];
  operation: 'add' | 'multiply' | 'set';
  attacker?: { notTag?: (typeof cardTags)[number] };
  attack?: string;
};
const extra = (p: Params) => ({
  modTarget: p.target,
  operation: p.operation,
  ...(p.attack ? { attack: p.attack } : {}),
  ...(p.attacker?.notTag ? { notTag: p.attacker.notTag } : {}),
});

export const modifier = defineEffect({
  id: 'modifier',
  description:
    'the generic modifier: `target` (damage.taken, damage.dealt, checkup.poisoned.damage, healing, weakness) changed by `operation` (add, multiply, set) with `value`, for the Pokémon reached',
  params: paramsOf('modifier', {
    ...reachShape,
    target: z.enum(targets),
    operation: z.enum(['add', 'multiply', 'set']),
    value: z.number().int(),
    attacker: z
      .object({ notTag: z.enum(cardTags) })
      .strict()
      .optional(),
    /** Only this attack's value ("for the Draco Meteor attack used by your Pokémon"). */
    attack: z.string().min(1).optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'modifier', p, p.value, extra(p));
  },
  aura: (p, src) => [staticAura(src, 'modifier', p, p.value, extra(p))],
  words: (p, w) =>
    // "can't be healed": healing set to nothing, said as the card says it.
    p.target === 'healing' && p.operation === 'set' && p.value === 0
      ? `${durationWords(p)}${reachWords(p, w.names)} can't be healed`
      : `${durationWords(p)}for ${reachWords(p, w.names)}, ${TARGET_WORDS[p.target]} ${
          p.operation === 'add'
            ? `${p.value >= 0 ? '+' : '−'}${Math.abs(p.value)}`
            : p.operation === 'multiply'
              ? `×${p.value}`
              : `becomes ${p.value}`
        }${p.attacker?.notTag ? ` (attackers that aren't ${p.attacker.notTag})` : ''}${p.attack ? ` (its ${p.attack} attack only)` : ''}`,
});
