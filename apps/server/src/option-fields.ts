/**
 * The lobby's form for a game's options: one field per option, with a label,
 * help text and, for deck options, the picker's choices. Read from the
 * option schemas first — zod 4's `.meta({ title })` and `.describe(help)`
 * land in the JSON Schema as `title` and `description`, and a deck option
 * may carry `.meta({ deckPicker: { presets, random } })` — and, where a
 * game's schema does not say yet, from the fallback text in
 * option-text.ts, keyed by game id and option name. With neither, the
 * label is the option's name in words.
 */

import { OPTION_TEXT } from './option-text.ts';
import type { DeckChoice, DeckPicker, OptionField } from './protocol.ts';

interface JsonSchemaProp {
  title?: unknown;
  description?: unknown;
  deckPicker?: unknown;
  type?: unknown;
  prefixItems?: unknown[];
}

/** "maxRerollsPerDefense" → "Max rerolls per defense". */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function choiceList(raw: unknown): DeckChoice[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c): DeckChoice[] => {
    if (typeof c === 'string') return [{ value: c, label: c }];
    if (c && typeof c === 'object' && typeof (c as DeckChoice).value === 'string') {
      const { value, label, description, group } = c as DeckChoice;
      return [
        {
          value,
          label: typeof label === 'string' ? label : value,
          ...(description ? { description } : {}),
          ...(typeof group === 'string' ? { group } : {}),
        },
      ];
    }
    return [];
  });
}

/** A deck picker from schema metadata, or null. */
function pickerFromSchema(prop: JsonSchemaProp): Omit<DeckPicker, 'seats'> | null {
  const raw = prop.deckPicker;
  if (!raw || typeof raw !== 'object') return null;
  const { presets, random } = raw as { presets?: unknown; random?: unknown };
  return { presets: choiceList(presets), random: choiceList(random) };
}

/** One deck per seat when the option is a tuple (a deck for each seat), else one deck. */
function seatsOf(prop: JsonSchemaProp): number {
  return prop.type === 'array' && Array.isArray(prop.prefixItems) ? prop.prefixItems.length : 1;
}

export function optionFields(gameId: string, optionsSchema: unknown): OptionField[] {
  const props = (optionsSchema as { properties?: Record<string, JsonSchemaProp> } | null)?.properties ?? {};
  const fallback = OPTION_TEXT[gameId] ?? {};
  return Object.entries(props).map(([name, prop]) => {
    const text = fallback[name];
    const label = typeof prop.title === 'string' ? prop.title : (text?.label ?? labelFromName(name));
    const help = typeof prop.description === 'string' ? prop.description : text?.help;
    const picker = pickerFromSchema(prop) ?? text?.deckPicker ?? null;
    return {
      name,
      label,
      ...(help ? { help } : {}),
      schema: prop,
      ...(picker ? { deck: { ...picker, seats: seatsOf(prop) } } : {}),
    };
  });
}
