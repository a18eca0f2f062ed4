/**
 * Dice Duel's words as data, for a client that cannot run the game's code
 * (the web board: no game code reaches the browser bundle). Everything is
 * made by the modules' own words: combos, statuses, buff kinds, expiries,
 * and per hero its defense card — each field's faces, each rule's name and
 * text, and for each effect what it came to, as templates (`{n}`: the
 * value; `{reason}`: why it did nothing) made by calling the module's
 * outcome words with stand-in values.
 */
import type { Catalog } from '../data/catalog-types.ts';
import type { DefenseCard, EffectBase } from '../data/defense-card-schema.ts';
import { expirySchema } from '../data/dsl-parts.ts';
import { COMBOS } from '../data/hero-schema.ts';
import { buffKinds } from '../defense/buff-kinds/index.ts';
import { effectRegistry } from '../defense/effects/index.ts';
import { statusWords } from '../rules/status-kinds/index.ts';
import { cardText, outcomeWords } from './card-text.ts';
import { boardEntryWords, COMBO_WORDS, expiryWords } from './phrases.ts';

/** What an effect came to, by its outcome: a value of 0, of 1, any other (`{n}`), or nothing done (`{reason}`). */
export interface OutcomeTemplates {
  zero: string;
  one: string;
  many: string;
  refused: string;
}

export interface SheetEffect {
  type: string;
  text: string;
  outcome: OutcomeTemplates;
}

export interface SheetRule {
  id: string;
  name: string;
  text: string;
  effects: SheetEffect[];
}

export interface SheetHero {
  name: string;
  /** The hero's defense card when it is valid: fields' faces by field id, and its rules. */
  card: { fields: Record<string, string>; rules: SheetRule[] } | null;
  /** The v1 board's entries by combo. */
  board: Record<string, string>;
}

export interface DuelWordSheet {
  combos: Record<string, string>;
  statuses: Record<string, string>;
  /** A buff's kind as what it gives (`{n}`: its amount). */
  buffs: Record<string, string>;
  /** How long a buff lasts by its expiry (`{n}`: turns), with one turn apart. */
  expiries: Record<string, { one: string; many: string }>;
  heroes: Record<string, SheetHero>;
}

/** A stand-in value no real one is, replaced by `{n}` in the words it appears in. */
const N = 7654321;
const REASON = 'REASON-STAND-IN';
const template = (words: string) => words.split(String(N)).join('{n}').split(REASON).join('{reason}');

function outcomeTemplates(effect: EffectBase): OutcomeTemplates {
  const module = effectRegistry.get(effect.type);
  const said = (ok: boolean, value: number, reason?: string) =>
    template(module.outcome(effect, { type: effect.type, ok, value, reason }, outcomeWords));
  return { zero: said(true, 0), one: said(true, 1), many: said(true, N), refused: said(false, 0, REASON) };
}

function cardSheet(card: DefenseCard): SheetHero['card'] {
  const text = cardText(card);
  return {
    fields: text.fields,
    rules: text.rules.map((r, k) => ({
      ...r,
      effects: card.rules[k].effects.map((e, j) => ({
        type: e.type,
        text: r.effects[j],
        outcome: outcomeTemplates(e),
      })),
    })),
  };
}

export function wordSheet(catalog: Catalog): DuelWordSheet {
  const heroes: Record<string, SheetHero> = {};
  for (const id of catalog.heroIds) {
    const { def, card } = catalog.heroes[id];
    const board: Record<string, string> = {};
    for (const entry of def.defenseV1) board[entry.combo] = boardEntryWords(entry.label, entry.combo);
    heroes[id] = { name: def.name, card: card?.card ? cardSheet(card.card) : null, board };
  }
  const statuses: Record<string, string> = {};
  for (const id of Object.keys(catalog.statuses).sort()) statuses[id] = statusWords(id);
  const buffs: Record<string, string> = {};
  for (const kind of buffKinds.ids()) buffs[kind] = template(buffKinds.get(kind).words(N));
  const expiries: DuelWordSheet['expiries'] = {};
  for (const type of expirySchema.shape.type.options)
    expiries[type] = {
      one: expiryWords({ type, turns: 1 }),
      many: template(expiryWords({ type, turns: N })),
    };
  const combos: Record<string, string> = {};
  for (const combo of COMBOS) combos[combo] = COMBO_WORDS[combo];
  return { combos, statuses, buffs, expiries, heroes };
}
