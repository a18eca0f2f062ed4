/**
 * The inventory's reading of a card text the effect table does not read
 * yet: a proposal of effect types with parameters, in the shape a text-map
 * rule would produce. A text is read whole by one proposal rule, or as a
 * sequence of parts (sentences) each read by one; wrapper rules (a coin
 * flip, "during your opponent's next turn", an ability's trigger) read their
 * inner clause with the same rules. Proposals only: nothing here runs in a
 * game (scripts/text-inventory.ts writes them to docs/text-inventory.md).
 */

export type Ref = { type: string; [param: string]: unknown };

/** The pattern families the implementers split the work by. */
export const families = {
  'damage-bonus': 'Attack damage: bonuses and base damage from counts, conditions and coins',
  'damage-other': 'Damage elsewhere: chosen, random, spread, own Pokémon, self, delayed, knock-outs, HP set',
  energy: 'Energy: attach from the zone or the discard pile, move, discard, change types',
  cards: 'Cards: draw, search, deck top, discard pile, hand, reveal, shuffle',
  'status-heal': 'Special Conditions and healing',
  'switch-retreat': 'Switching, gusting, returning to hand or deck, retreat costs',
  lasting: 'Effects that last a turn: modifiers, prevention, locks, cost changes (the active-effects system)',
  abilities:
    'Abilities: passive auras and triggers (on evolve, on bench, on knock-out, end of turn, checkup, attach)',
  tools: 'Pokémon Tools: attached effects and their triggers',
  stadiums: 'Stadiums: effects for both players, once-per-turn stadium actions',
  'rules-misc': 'Evolution from the deck, Rare Candy, copying attacks, points, extra turns of the rules',
} as const;
export type Family = keyof typeof families;

/** A proposal rule: an anchored pattern, the family, and the effects it proposes (null: not this rule after all). */
export interface Proposal {
  /** 'inner': the family of the clause it wraps; 'by-type': the family of its first effect's type. */
  family: Family | 'inner' | 'by-type';
  pattern: RegExp;
  make(m: RegExpMatchArray, inner: (text: string) => Reading | null): Ref[] | null;
  /** A printing glitch the rule reads past (the proposal says what the card means). */
  glitch?: string;
}

export interface Reading {
  family: Family;
  effects: Ref[];
  /** Which rules read it, in order (indices into the rule list). */
  rules: number[];
  glitches: string[];
}

/** Sentences of a text: split after a full stop followed by a capital (a parenthesis stays with its sentence). */
export function sentences(text: string): string[] {
  return text.split(/(?<=\.)\s*(?=[A-Z0-9])/).filter((s) => s.trim() !== '');
}

/**
 * Reads a text with the rules: whole, else as a first part (1..n-1
 * sentences) read whole plus the rest read the same way. Memoized by text.
 */
export function reader(
  rules: readonly Proposal[],
  typeFamily: Readonly<Record<string, Family>>,
): (text: string) => Reading | null {
  const memo = new Map<string, Reading | null>();
  const read = (raw: string): Reading | null => {
    const text = raw.replace(/\s/g, ' ').trim();
    const hit = memo.get(text);
    if (hit !== undefined) return hit;
    memo.set(text, null); // a rule reading its own text again finds nothing
    let out: Reading | null = null;
    for (let i = 0; i < rules.length && !out; i++) {
      const m = text.match(rules[i].pattern);
      if (!m) continue;
      let innerFamily: Family | null = null;
      const innerRules: number[] = [];
      const innerGlitches: string[] = [];
      const inner = (t: string) => {
        const r = read(t);
        if (r) {
          innerFamily ??= r.family;
          innerRules.push(...r.rules);
          innerGlitches.push(...r.glitches);
        }
        return r;
      };
      const effects = rules[i].make(m, inner);
      if (!effects) continue;
      const declared = rules[i].family;
      const family =
        declared === 'inner'
          ? innerFamily
          : declared === 'by-type'
            ? (typeFamily[effects[0]?.type] ?? null)
            : declared;
      if (!family) continue;
      const glitch = rules[i].glitch;
      out = {
        family,
        effects,
        rules: [i, ...innerRules],
        glitches: [...(glitch ? [glitch] : []), ...innerGlitches],
      };
    }
    if (!out) {
      const parts = sentences(text);
      for (let k = 1; k < parts.length && !out; k++) {
        const head = read(parts.slice(0, k).join(' '));
        const tail = head && read(parts.slice(k).join(' '));
        if (head && tail)
          out = {
            family: head.family,
            effects: [...head.effects, ...tail.effects],
            rules: [...head.rules, ...tail.rules],
            glitches: [...head.glitches, ...tail.glitches],
          };
      }
    }
    memo.set(text, out);
    return out;
  };
  return read;
}

// ---- pattern pieces (the printed forms) ----
export const E = String.raw`\[([GRWLPFDMC])\]`;
export const N = String.raw`(\d+)`;
export const STATUS = '(Asleep|Burned|Confused|Paralyzed|Poisoned)';
/** "Ninetales, Rapidash, or Magmar" / "Steelix and Skarmory ex" → names. */
export function names(list: string): string[] {
  return list
    .split(/,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
export const int = (s: string) => Number.parseInt(s, 10);
export const status = (s: string) => s.toLowerCase();
const numberWords: Record<string, number> = { a: 1, an: 1, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 };
export const count = (s: string) => numberWords[s] ?? int(s);

/** A proposal rule from a pattern source (anchored here). */
export function p(
  family: Family | 'inner',
  source: string,
  make: (m: RegExpMatchArray, inner: (text: string) => Reading | null) => Ref[] | null,
  glitch?: string,
): Proposal {
  // A clause reads the same capitalized (a sentence) or not (inside a wrapper's sentence).
  const first = source.charAt(0);
  const head = /[A-Za-z]/.test(first)
    ? `[${first.toUpperCase()}${first.toLowerCase()}]${source.slice(1)}`
    : source;
  return { family, pattern: new RegExp(`^${head}$`), make, glitch };
}

/** The effects of an inner clause, or null when no rule reads it. */
export function sub(inner: (text: string) => Reading | null, text: string): Ref[] | null {
  return inner(text)?.effects ?? null;
}
