/**
 * Noun phrases: "creature an opponent controls", "nonblack creature",
 * "artifact, enchantment, or creature with flying", "other Elves you control"
 * become Filters; "target …", "any target", "that creature", "it" become
 * Refs (adding target specs to the ability being read); "the number of
 * Dragons you control", "that many" become Amounts.
 */

import { keywordRegistry } from '../../vocabulary/keywords/index.ts';
import type { Amount, Filter, Keyword, Ref, TargetSpec } from '../rules-block.ts';
import { capitalize, numberWord, singular } from './text.ts';

const CARD_TYPES = new Set([
  'creature',
  'artifact',
  'enchantment',
  'land',
  'instant',
  'sorcery',
  'permanent',
  'spell',
  'card',
  'planeswalker',
]);
const COLOR_WORDS: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
};

/** Thrown when a phrase is not one the parser knows; the sentence is reported unparsed. */
export class ParseFailure extends Error {}

/** The ability being read: its target specs, and what "it" refers to. */
export interface ReadContext {
  targets: TargetSpec[];
  /** What "it" / "that creature" means here (the trigger's subject, a target, the card itself). */
  it?: Ref;
  /** What "that player" means here. */
  thatPlayer?: Ref;
}

export function keywordOf(text: string): Keyword | undefined {
  const k = text.trim().toLowerCase().replace(/ /g, '_');
  return keywordRegistry.has(k) ? k : undefined;
}

function plainTypeWord(w: string): string | undefined {
  const l = w.toLowerCase();
  if (CARD_TYPES.has(l)) return l;
  const s = singular(l);
  if (CARD_TYPES.has(s)) return s;
  return undefined;
}

/** One list item: "nonblack creature", "basic Plains card", "Soldier creatures". */
function itemFilter(item: string): Filter {
  const f: Filter = {};
  for (const raw of item.split(/\s+/).filter(Boolean)) {
    const w = raw.toLowerCase();
    if (w === 'basic') f.basic = true;
    // An adjective of state ("Untapped creatures you control"): a quality the filter reads, not a subtype.
    else if (w === 'tapped' || w === 'untapped') f.tapped = w === 'tapped';
    else if (w === 'token' || w === 'tokens') f.token = true;
    else if (w === 'attacking') f.attacking = true;
    else if (w.startsWith('non') && COLOR_WORDS[w.slice(3)]) f.notColor = COLOR_WORDS[w.slice(3)];
    else if (/^non[a-z]+$/.test(w) && plainTypeWord(w.slice(3)))
      f.notTypes = [...(f.notTypes ?? []), plainTypeWord(w.slice(3)) as string];
    else if (/^[Nn]on-[A-Z][a-z]+$/.test(raw)) f.notSubtypes = [...(f.notSubtypes ?? []), raw.slice(4)];
    else if (COLOR_WORDS[w]) f.color = COLOR_WORDS[w];
    else if (plainTypeWord(w)) {
      const t = plainTypeWord(w) as string;
      if (t !== 'card' && t !== 'spell') f.types = [...(f.types ?? []), t];
      if (t === 'spell') f.allTypes = [...(f.allTypes ?? []), 'spell'];
    } else if (/^[A-Z][a-z]+$/.test(raw)) f.subtypes = [...(f.subtypes ?? []), capitalize(singular(raw))];
    else throw new ParseFailure(`unknown word '${raw}' in '${item}'`);
  }
  return f;
}

/** A noun phrase, without its determiner ("a", "target", "all" are removed by callers). */
export function parseFilter(phrase: string): Filter {
  let p = phrase.trim();
  const base: Filter = {};
  const other = /^(other|another)\s+/i.exec(p);
  if (other) {
    base.other = true;
    p = p.slice(other[0].length);
  }
  const suffixes: Array<[RegExp, (f: Filter) => void]> = [
    [
      /\s+you control$/i,
      (f) => {
        f.controller = 'you';
      },
    ],
    [
      /\s+(?:an opponent controls|your opponents control|you don't control)$/i,
      (f) => {
        f.controller = 'opponent';
      },
    ],
    [
      /\s+defending player controls$/i,
      (f) => {
        f.controller = 'defending';
      },
    ],
    [/\s+on the battlefield$/i, () => {}],
    [
      /\s+that was dealt damage this turn$/i,
      (f) => {
        f.dealtDamageThisTurn = true;
      },
    ],
  ];
  let withClause: Filter | undefined;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [re, set] of suffixes) {
      if (re.test(p)) {
        set(base);
        p = p.replace(re, '');
        changed = true;
      }
    }
    const without = /\s+without\s+(.+)$/i.exec(p);
    if (without) {
      base.notKeyword = keywordOf(without[1]) ?? fail(`unknown 'without' clause '${without[1]}'`);
      p = p.slice(0, without.index);
      changed = true;
    }
    const w = /\s+with\s+(.+)$/i.exec(p);
    if (w) {
      const kw = keywordOf(w[1]);
      const tough = /^toughness (\d+) or greater$/i.exec(w[1]);
      const power = /^power (\d+) or (greater|less)$/i.exec(w[1]);
      if (kw) withClause = { keyword: kw };
      else if (tough) withClause = { toughnessAtLeast: Number(tough[1]) };
      else if (power)
        withClause =
          power[2] === 'less' ? { powerAtMost: Number(power[1]) } : { powerAtLeast: Number(power[1]) };
      else throw new ParseFailure(`unknown 'with' clause '${w[1]}'`);
      p = p.slice(0, w.index);
      changed = true;
    }
  }
  // "nonartifact, nonblack creature": leading "non-" words separated by commas all describe one noun.
  p = p.replace(/\b(non-?[A-Za-z]+), (?=\S)/g, '$1 ');
  // "attacking or blocking creature": one quality, not two nouns (CR 506.4).
  const combat = /^attacking or blocking\s+/i.exec(p);
  if (combat) {
    base.inCombat = true;
    p = p.slice(combat[0].length);
  }
  const items = p
    .split(/,\s*(?:or|and)\s+|,\s*|\s+or\s+|\s+and\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) throw new ParseFailure(`empty noun phrase '${phrase}'`);
  const parts = items.map(itemFilter);
  // "instant or sorcery spell": the last noun carries the shared head word.
  if (parts.length > 1 && parts.every((x) => !x.subtypes && !x.keyword)) {
    const merged: Filter = { ...base, types: parts.flatMap((x) => x.types ?? []) };
    // "red instant or sorcery spell": a colour on the first noun only speaks of them all.
    if (parts[0].color && parts.slice(1).every((x) => !x.color && !x.notColor)) merged.color = parts[0].color;
    const allTypes = parts.flatMap((x) => x.allTypes ?? []);
    if (allTypes.length) merged.allTypes = [...new Set(allTypes)];
    if (withClause) {
      // "artifact, enchantment, or creature with flying": the clause binds the last item only.
      const last = parts[parts.length - 1];
      return {
        ...base,
        anyOf: [...parts.slice(0, -1), { ...last, ...withClause }],
      };
    }
    return merged;
  }
  if (parts.length > 1) {
    // "Auras and Equipment": subtypes of one kind of object.
    const merged: Filter = { ...base, ...withClause };
    merged.subtypes = parts.flatMap((x) => x.subtypes ?? []);
    const types = parts.flatMap((x) => x.types ?? []);
    if (types.length) merged.types = [...new Set(types)];
    return merged;
  }
  return { ...base, ...parts[0], ...withClause };
}

function fail(why: string): never {
  throw new ParseFailure(why);
}

function addTarget(ctx: ReadContext, spec: TargetSpec): Ref {
  ctx.targets.push(spec);
  const ref = { target: ctx.targets.length - 1 };
  // In a spell, "it" / "its controller" afterwards speak of the first target.
  ctx.it ??= ref;
  return ref;
}

/** "target creature an opponent controls", "up to one target …", "any target", "target player". */
export function parseTarget(phrase: string, ctx: ReadContext): Ref | undefined {
  const p = phrase.trim();
  if (/^any target$/i.test(p)) return addTarget(ctx, { kind: 'any', min: 1, max: 1 });
  const upTo = /^each of up to (\w+) other targets$/i.exec(p);
  if (upTo) {
    const n = numberWord(upTo[1]);
    if (n === undefined) throw new ParseFailure(`count '${upTo[1]}'`);
    const before = ctx.targets.map((_, i) => i);
    return addTarget(ctx, { kind: 'any', min: 0, max: n, otherThan: before });
  }
  const m = /^(up to (\w+) )?(two )?target (.+)$/i.exec(p);
  if (!m) return undefined;
  const max = m[2] ? numberWord(m[2]) : m[3] ? 2 : 1;
  if (max === undefined) throw new ParseFailure(`count '${m[2]}'`);
  const min = m[2] ? 0 : max;
  let noun = m[4];
  const spec: TargetSpec = { kind: 'permanent', min, max };
  if (/^(player|opponent)$/i.test(noun)) {
    spec.kind = 'player';
    if (/opponent/i.test(noun)) spec.filter = { controller: 'opponent' };
    return addTarget(ctx, spec);
  }
  const mvX = /\s+with mana value X$/.exec(noun);
  if (mvX) {
    spec.manaValue = 'x';
    noun = noun.slice(0, mvX.index);
  }
  const single = /\s+with a single target$/i.exec(noun);
  if (single) {
    spec.singleTarget = true;
    noun = noun.slice(0, single.index);
  }
  const diff = /\s+controlled by different players$/i.exec(noun);
  if (diff) {
    spec.differentControllers = true;
    noun = noun.slice(0, diff.index);
  }
  const gy = /\s+from (your|that player's|an opponent's) graveyard$/i.exec(noun);
  if (gy) {
    spec.kind = 'card';
    spec.zone = 'graveyard';
    spec.owner = gy[1].toLowerCase() === 'your' ? 'you' : 'opponent';
    noun = noun.slice(0, gy.index);
  }
  const filter = parseFilter(noun);
  if (filter.allTypes?.includes('spell')) {
    spec.kind = 'spell';
    filter.allTypes = filter.allTypes.filter((t) => t !== 'spell');
    if (filter.allTypes.length === 0) delete filter.allTypes;
  }
  if (filter.types?.length === 1 && filter.types[0] === 'permanent') delete filter.types;
  if (Object.keys(filter).length > 0) spec.filter = filter;
  return addTarget(ctx, spec);
}

/** Who or what: "~", "it", "that creature", "target …", "equipped creature", "you", "each player". */
export function parseRef(phrase: string, ctx: ReadContext): Ref {
  const p = phrase.trim().replace(/^the /i, '');
  const l = p.toLowerCase();
  if (l === '~') return { self: true };
  if (l === 'it' || l === 'that creature' || l === 'those creatures' || l === 'that card') {
    if (!ctx.it) throw new ParseFailure(`'${p}' refers to nothing`);
    return ctx.it;
  }
  if (l === 'you') return { you: true };
  if (l === 'each player') return { eachPlayer: true };
  if (l === 'each opponent' || l === 'each other player') return { eachOpponent: true };
  if (l === 'defending player') return { defendingPlayer: true };
  if (l === 'that player') return ctx.thatPlayer ?? { eventSubject: true };
  if (l === 'equipped creature') return { equipped: true };
  if (l === 'enchanted creature') return { enchanted: true };
  if (l === 'its controller' || l === 'their controller') {
    if (!ctx.it) throw new ParseFailure(`'${p}' refers to nothing`);
    return { controllerOf: ctx.it };
  }
  // "That land's controller": the controller of what the trigger names.
  if (/^that \w+'s controller$/.test(l)) {
    if (!ctx.it) throw new ParseFailure(`'${p}' refers to nothing`);
    return { controllerOf: ctx.it };
  }
  if (l === 'the creature you control') {
    if (!ctx.it) throw new ParseFailure(`'${p}' refers to nothing`);
    return ctx.it;
  }
  const t = parseTarget(p, ctx);
  if (t) return t;
  const all = /^(all|each) (.+)$/i.exec(p);
  if (all) return { all: parseFilter(all[2]) };
  // A plural group without determiner: "creatures you control", "other creatures you control".
  if (/(s|es) you control$|^other /i.test(p) || /s$/.test(p.split(' ')[0])) return { all: parseFilter(p) };
  throw new ParseFailure(`unknown object '${p}'`);
}

/** Amount phrases: "3", "X", "that many", "equal to its power", "the number of Dragons you control". */
export function parseAmount(phrase: string, ctx: ReadContext): Amount {
  const p = phrase.trim().replace(/^equal to /i, '');
  const l = p.toLowerCase();
  const n = numberWord(l);
  if (n !== undefined) return n;
  if (l === 'x') return { x: true };
  if (l === 'that many' || l === 'that much') return { eventAmount: true };
  const pw = /^(its|the sacrificed creature's|the creature you control's) (power|toughness)$/i.exec(p);
  if (pw) {
    const of: Ref = /sacrificed/i.test(pw[1])
      ? { paidWith: 'sacrifice' }
      : (ctx.it ??
        (() => {
          throw new ParseFailure(`'${pw[1]}' refers to nothing`);
        })());
    return pw[2].toLowerCase() === 'power' ? { powerOf: of } : { toughnessOf: of };
  }
  const counters = /^(?:each |the number of )?\+1\/\+1 counters? on (it|~)$/i.exec(p);
  if (counters) return { countersOn: parseRef(counters[1], ctx), kind: '+1/+1' };
  const dmg = /^the damage dealt to (.+) this turn$/i.exec(p);
  if (dmg) return { damageDealtTo: parseRef(dmg[1], ctx), thisTurn: true };
  if (/^(each )?tapped lands? your opponents control$/i.test(p)) return { tappedLands: 'opponent' };
  if (/^(each )?(aura and equipment|auras and equipment) attached to ~$/i.test(p))
    return { attachedTo: { self: true } };
  const theirs = /^(?:the number of |each )(.+?) (in their graveyard|they control)$/i.exec(p);
  if (theirs) {
    // "untapped" before "cards" too ("for each untapped Forest they control").
    const untapped = /^untapped /i.test(theirs[1]);
    const theirCount = parseFilter(theirs[1].replace(/^untapped /i, '').replace(/ cards?$/i, ''));
    if (untapped) theirCount.tapped = false;
    return { theirCount, zone: /graveyard/i.test(theirs[2]) ? 'graveyard' : 'battlefield' };
  }
  const count = /^(?:the number of |each )(.+)$/i.exec(p);
  if (count) return { count: parseFilter(count[1]) };
  throw new ParseFailure(`unknown amount '${p}'`);
}
