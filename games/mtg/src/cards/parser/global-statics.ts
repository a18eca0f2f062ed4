/**
 * Sixth Edition's global statics: characteristic-defining P/T ("~'s power
 * and toughness are each equal to the number of Swamps you control", CR
 * 604.3), cost increases, "can't be the targets of", activation bans and
 * additional land plays. Each sentence becomes a continuous effect of the
 * general vocabulary; abilities.ts calls `globalStaticOf` from its static
 * reader.
 */
import type { EntersAsOption } from '../../vocabulary/rule-flags/as-enters-choice.ts';
import type { Continuous, Keyword, RuleFlag, Step } from '../rules-block.ts';
import type { EffectContext } from './effects.ts';
import { keywordOf, ParseFailure, parseFilter } from './phrases.ts';
import { numberWord, parseManaCost } from './text.ts';

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => Step[]];

/** "an additional land" is one; "up to three additional lands" three. */
function additionalLands(text: string): number {
  if (/^an additional land$/i.test(text)) return 1;
  const m = /^up to (\w+) additional lands$/i.exec(text);
  const n = m ? numberWord(m[1]) : undefined;
  if (n === undefined) throw new ParseFailure(`unknown number of lands '${text}'`);
  return n;
}

/** Effects of this family: "You may play up to three additional lands this turn" (CR 305.2). */
export const GLOBAL_TEMPLATES: Template[] = [
  [
    /^you may play (an additional land|up to \w+ additional lands) this turn$/i,
    (m) => [
      {
        op: 'player_rule',
        rule: { id: 'extra_land_plays', amount: additionalLands(m[1]) },
        duration: 'this_turn',
      },
    ],
  ],
];

/** "a 1/6 Wall artifact creature with defender": an option of "it becomes your choice of …". */
function enteringOption(text: string): EntersAsOption {
  const m = /^an? (\d+)\/(\d+) ((?:[A-Z][a-z]+ )*)((?:[a-z]+ )*creature)(?: with (.+))?$/.exec(text.trim());
  if (!m) throw new ParseFailure(`unknown option '${text}'`);
  const keywords: Keyword[] = [];
  for (const k of m[5] ? m[5].split(/\s+and\s+|,\s*/) : [])
    keywords.push(keywordOf(k) ?? fail(`unknown keyword '${k}'`));
  return {
    power: Number(m[1]),
    toughness: Number(m[2]),
    types: m[4].split(' '),
    subtypes: m[3].trim() ? m[3].trim().split(' ') : [],
    keywords,
  };
}

function fail(why: string): never {
  throw new ParseFailure(why);
}

/** The rule flags of a static predicate of this family ("can't be the targets of spells"), or undefined. */
export function globalPredicateFlags(pred: string): RuleFlag[] | undefined {
  if (/^can't be the targets? of spells$/i.test(pred)) return [{ id: 'cant_be_targeted', by: 'spells' }];
  return undefined;
}

/** The continuous effect of one static sentence of this family, or undefined. */
export function globalStaticOf(text: string): Continuous | undefined {
  const cda = /^~'s power and toughness are each equal to the number of (.+)$/.exec(text);
  if (cda) {
    if (/^cards in your hand$/i.test(cda[1]))
      return { affects: { self: true }, definePT: { cardsInHand: 'you' } };
    return { affects: { self: true }, definePT: { count: parseFilter(cda[1]) } };
  }
  // "All Forests are 1/1 creatures that are still lands" (Living Lands): layer 4 adds the type, 7b sets P/T.
  const animate =
    /^All (.+?) are (\d+)\/(\d+) creatures that are still (?:lands|artifacts|enchantments)$/.exec(text);
  if (animate)
    return {
      affects: { all: parseFilter(animate[1]) },
      addTypes: ['creature'],
      setBasePT: [Number(animate[2]), Number(animate[3])],
    };
  // "Red spells cost {2} more to cast" (each player's), "Black spells you cast cost {B} more to cast" (CR 601.2f).
  const more = /^(.+?) spells( you cast)? cost ((?:\{[^}]+\})+) more to cast$/.exec(text);
  if (more) {
    const mana = parseManaCost(more[3]);
    if (!mana) throw new ParseFailure(`no mana cost in '${more[3]}'`);
    return {
      affects: more[2] ? { you: true } : { eachPlayer: true },
      rules: [{ id: 'cost_increase', mana, spells: parseFilter(more[1]) }],
    };
  }
  // "As ~ enters, it becomes your choice of a 3/3 artifact creature, …" (Primal Clay, CR 614.12).
  const becomes = /^As ~ enters, it becomes your choice of (.+) in addition to its other types$/.exec(text);
  if (becomes)
    return {
      affects: { self: true },
      rules: [{ id: 'as_enters_choice', options: becomes[1].split(/,\s*(?:or\s+)?/).map(enteringOption) }],
    };
  const ban = /^Activated abilities of (.+?) can't be activated$/.exec(text);
  if (ban) return { affects: { all: parseFilter(ban[1]) }, rules: [{ id: 'cant_activate' }] };
  const lands =
    /^(Each player|You) may play (an additional land|up to \w+ additional lands) during each of (?:their|your) turns$/.exec(
      text,
    );
  if (lands)
    return {
      affects: lands[1] === 'You' ? { you: true } : { eachPlayer: true },
      rules: [{ id: 'extra_land_plays', amount: additionalLands(lands[2]) }],
    };
  return undefined;
}
