/**
 * Noun phrases and lists as players read them: a filter ("creature an
 * opponent controls", "basic Plains"), a target spec ("target creature"),
 * plurals, articles, lists. No vocabulary registry is read here (keywords
 * aside), so step modules' prompts and the card words both use it.
 */
import type { Filter, TargetSpec } from '../cards/rules-block.ts';
import type { Color } from '../cards/schema.ts';
import { keywordWords } from './keywords/index.ts';

export const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
export const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
const IRREGULAR: Record<string, string> = {
  Elf: 'Elves',
  Plains: 'Plains',
  sorcery: 'sorceries',
  Equipment: 'Equipment',
  Forest: 'Forests',
};

/** "card" → "cards", "Elf" → "Elves", "sorcery" → "sorceries". */
/** "search your library" → "Search your library". */
export function sentence(words: string): string {
  return words.length === 0 ? '' : words[0].toUpperCase() + words.slice(1);
}

export function plural(noun: string): string {
  const words = noun.split(' ');
  const last = words.pop() ?? '';
  const many = IRREGULAR[last] ?? (/(s|x|ch|sh)$/.test(last) ? `${last}es` : `${last}s`);
  return [...words, many].join(' ');
}

/** "a card", "an Elf" ("another creature", "this" stay). */
export function withArticle(noun: string): string {
  if (/^(another|this) /.test(noun) || noun === 'this') return noun;
  return `${/^[aeiouAEIOU]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A predicate for a plural subject: "gets", "has", "is", "loses", "attacks" agree. */
export function pluralPredicate(text: string): string {
  return text
    .replace(/\bgets\b/g, 'get')
    .replace(/\bhas\b/g, 'have')
    .replace(/\bis\b/g, 'are')
    .replace(/\bloses\b/g, 'lose')
    .replace(/\battacks\b/g, 'attack')
    .replace(/\bprevents\b/g, 'prevent');
}

/** "A, B and C". */
export function listWords(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** "player 1" for seat 0: seats are numbered from 1 wherever a person reads them. */
export function playerWords(seat: number): string {
  return `player ${seat + 1}`;
}

export function filterWords(f: Filter | undefined, many = false): string {
  if (!f) return many ? 'permanents' : 'permanent';
  if (f.anyOf)
    return listWords(
      f.anyOf.map((g) => filterWords({ ...g, anyOf: undefined }, many)),
      'or',
    );
  const before: string[] = [];
  if (f.self) return 'this';
  if (f.other) before.push(many ? 'other' : 'another');
  if (f.basic) before.push('basic');
  if (f.tapped !== undefined) before.push(f.tapped ? 'tapped' : 'untapped');
  if (f.attacking) before.push('attacking');
  if (f.inCombat) before.push('attacking or blocking');
  if (f.equipped) before.push('equipped');
  for (const t of f.notTypes ?? []) before.push(`non${t}`);
  for (const t of f.notSubtypes ?? []) before.push(`non-${t}`);
  if (f.notColor) before.push(`non${COLOR_WORDS[f.notColor]}`);
  if (f.color) before.push(COLOR_WORDS[f.color]);
  const kinds = [...(f.allTypes ?? [])];
  const subtypes = f.subtypes ?? [];
  const types = (f.types ?? []).filter((t) => t !== 'permanent' || subtypes.length === 0);
  let noun: string;
  if (f.token) noun = `${listWords(subtypes, 'or')}${subtypes.length > 0 ? ' ' : ''}token${many ? 's' : ''}`;
  else if (subtypes.length > 0 && types.length === 0)
    noun = listWords(
      subtypes.map((t) => (many ? plural(t) : t)),
      'or',
    );
  else {
    const head = types.length > 0 ? listWords(types, 'or') : 'permanent';
    const withSub = subtypes.length > 0 ? `${listWords(subtypes, 'or')} ${head}` : head;
    noun = many ? plural(withSub) : withSub;
  }
  const after: string[] = [];
  if (f.keyword) after.push(`with ${keywordWords(f.keyword)}`);
  if (f.notKeyword) after.push(`without ${keywordWords(f.notKeyword)}`);
  if (f.toughnessAtLeast !== undefined) after.push(`with toughness ${f.toughnessAtLeast} or greater`);
  if (f.powerAtLeast !== undefined) after.push(`with power ${f.powerAtLeast} or greater`);
  if (f.powerAtMost !== undefined) after.push(`with power ${f.powerAtMost} or less`);
  if (f.controller === 'you') after.push('you control');
  if (f.controller === 'opponent') after.push(many ? 'your opponents control' : 'an opponent controls');
  if (f.controller === 'defending') after.push('defending player controls');
  if (f.dealtDamageThisTurn) after.push('that was dealt damage this turn');
  return [...before, ...kinds, noun, ...after].join(' ');
}

export function targetNoun(spec: TargetSpec | undefined): string {
  if (!spec) return 'target';
  if (spec.divided !== undefined) return 'any number of targets';
  const n = spec.max > 1 ? `up to ${NUMBER_WORDS[spec.max] ?? spec.max} ` : '';
  const many = spec.max > 1;
  switch (spec.kind) {
    case 'any':
      return spec.max > 1 ? `${n}other targets` : 'any target';
    case 'player':
      return `${n}target ${spec.filter?.controller === 'opponent' ? 'opponent' : 'player'}${many ? 's' : ''}`;
    case 'spell':
      return `${n}target ${filterWords({ ...spec.filter }, many).replace(/permanents?$/, many ? 'spells' : 'spell')}${
        spec.filter?.types ? ` ${many ? 'spells' : 'spell'}` : ''
      }${spec.singleTarget ? ' with a single target' : ''}${spec.manaValue === 'x' ? ' with mana value X' : ''}`;
    case 'card':
      return `${n}target ${filterWords(spec.filter, false)} card${many ? 's' : ''} from ${
        spec.owner === 'opponent' ? "that player's" : 'your'
      } graveyard`;
    default:
      return `${n}target ${filterWords(spec.filter, many)}`;
  }
}
