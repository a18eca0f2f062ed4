/**
 * `add_mana`: "add {G}", "add {G} for each Elf you control", "add one mana
 * of any color" — its controller names the colour (CR 106.1a, 605.3b);
 * "add {W} or {U}" (the painlands) — its controller picks one of those.
 */
import { z } from 'zod';
import { amountSchema, coloredManaSchema, refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { amount, ask, players } from '../../../engine/frame.ts';
import { COLOR_NAMES, isManaColor, MANA_COLORS, manaWords } from '../../../engine/mana.ts';
import type { ManaColor } from '../../../engine/state.ts';
import { sentence } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const addMana = defineStep({
  id: 'add_mana',
  description: 'add mana of given colours, or one colour of the controller’s choice, an amount of times',
  params: stepSchema('add_mana', {
    amount: amountSchema,
    anyColor: z.literal(true).optional(),
    mana: coloredManaSchema.optional(),
    /** "Add {W} or {U}": one mana of one of these, its controller's choice. */
    oneOf: z
      .array(z.enum(['W', 'U', 'B', 'R', 'G', 'C']))
      .min(2)
      .optional(),
    /** "Its controller adds …": the player whose pool it goes to (absent: the controller). */
    who: refSchema.optional(),
  }),
  run(s, step, f) {
    const n = amount(s, f, step.amount);
    const to = step.who ? (players(s, f, step.who)[0] ?? f.controller) : f.controller;
    const pool = s.players[to].pool;
    if (step.anyColor || step.oneOf) {
      // "One mana of any color": its controller names the colour (CR 106.1a, 605.3b).
      const color = f.vars.answer;
      const choices: readonly ManaColor[] = step.oneOf ?? MANA_COLORS;
      if (typeof color !== 'string' || !isManaColor(color) || !choices.includes(color)) {
        ask(
          s,
          to,
          n === 1 ? 'Add one mana of which color?' : `Add ${n} mana of which color?`,
          choices.map((c) => ({ label: sentence(COLOR_NAMES[c]), value: c })),
        );
        return;
      }
      pool[color] += n;
      events.emit?.({ type: 'mana', player: to, mana: manaWords(0, { [color]: n }) });
    } else {
      for (const c in step.mana) {
        if (!isManaColor(c)) continue;
        pool[c] += (step.mana[c] ?? 0) * n;
      }
      if (events.emit) {
        const added: Partial<Record<ManaColor, number>> = {};
        for (const c in step.mana) if (isManaColor(c)) added[c] = (step.mana[c] ?? 0) * n;
        events.emit({ type: 'mana', player: to, mana: manaWords(0, added) });
      }
    }
  },
  words: (p, w) => {
    const what = p.anyColor
      ? 'one mana of any color'
      : p.oneOf
        ? p.oneOf.map((c) => `{${c}}`).join(' or ')
        : `${w.mana({ generic: 0, colored: p.mana ?? {}, x: 0 })}${typeof p.amount === 'number' ? '' : ` for each ${w.each(p.amount)}`}`;
    return p.who ? `${w.does(p.who, 'add')} an additional ${what}` : `add ${what}`;
  },
});
