/**
 * Text preparation before parsing: reminder text removed, self-references in
 * every form turned into "~", mana costs read.
 */
import type { ManaCost } from '../rules-block.ts';

/** Reminder text in parentheses is not an ability (CR 207.2). Quoted abilities keep theirs. */
export function stripReminder(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/**
 * Every way a card names itself becomes "~": "this creature/Equipment/
 * enchantment/card/spell/token/land", the full name, the short name before a
 * comma ("Vogar" for "Vogar, Necropolis Tyrant") or the first word of a
 * legendary's name ("Drakuseth" for "Drakuseth, Maw of Flames").
 */
export function markSelf(text: string, name: string): string {
  const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = [name];
  const short = name.split(',')[0].trim();
  if (short !== name) names.push(short);
  let out = text;
  // A name that begins a sentence and is followed by a target is the keyword action the card is named
  // after ("Exile target nonwhite attacking creature"), not the card naming itself (CR 201.5).
  const verb = (rest: string, at: number, whole: string) =>
    /^ (?:target|all|each)\b/.test(rest) && (at === 0 || /(?:^|[.:\n]\s*)$/.test(whole.slice(0, at)));
  for (const n of names)
    out = out.replace(new RegExp(`\\b${escapeRe(n)}\\b`, 'g'), (m, at: number, whole: string) =>
      verb(whole.slice(at + m.length), at, whole) ? m : '~',
    );
  out = out.replace(/\b[Tt]his (creature|Equipment|enchantment|card|spell|token|artifact|Aura|land)\b/g, '~');
  return out;
}

/** "{2}{W}{W}" → { generic: 2, colored: { W: 2 }, x: 0 }; "" → no cost (null). */
export function parseManaCost(text: string): ManaCost | null {
  if (text === '') return null;
  const cost: ManaCost = { generic: 0, colored: {}, x: 0 };
  const re = /\{([^}]+)\}/g;
  let m: RegExpExecArray | null = re.exec(text);
  let consumed = 0;
  while (m !== null) {
    consumed += m[0].length;
    const sym = m[1];
    if (/^\d+$/.test(sym)) cost.generic += Number(sym);
    else if (sym === 'X') cost.x += 1;
    else if (/^[WUBRGC]$/.test(sym)) {
      const c = sym as 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
      cost.colored[c] = (cost.colored[c] ?? 0) + 1;
    } else throw new Error(`unknown mana symbol {${sym}}`);
    m = re.exec(text);
  }
  if (consumed !== text.length) throw new Error(`not a mana cost: ${text}`);
  return cost;
}

export function manaValue(cost: ManaCost | null): number {
  if (!cost) return 0;
  let n = cost.generic;
  for (const v of Object.values(cost.colored)) n += v ?? 0;
  return n;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "two" → 2, "3" → 3; undefined for anything else. */
export function numberWord(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

/** Words whose plural is irregular or that end in s in the singular. */
const SINGULAR: Record<string, string> = { elves: 'elf', plains: 'plains', sorceries: 'sorcery' };

/** "Elves" → "Elf", "Zombies" → "Zombie", "Dragons" → "Dragon", "Plains" stays. */
export function singular(word: string): string {
  const known = SINGULAR[word.toLowerCase()];
  if (known) return word[0] === word[0].toUpperCase() ? capitalize(known) : known;
  if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
  return word;
}

export function capitalize(w: string): string {
  return w.length === 0 ? w : w[0].toUpperCase() + w.slice(1);
}
