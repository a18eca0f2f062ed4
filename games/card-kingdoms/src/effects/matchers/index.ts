/**
 * The matchers effects use: filters on citizens (by their fields' modules)
 * and count subjects, with the words of both.
 */
import type { Catalog, CitizenCard } from '../../data/cards.ts';
import type { CountSubject, Filter } from '../../grammar/tree.ts';
import type { CkState, PlayerState } from '../../state.ts';
import { article } from '../../words/phrasing.ts';
import type { CountModule } from '../module.ts';
import { COUNT_SUBJECTS } from './count-subjects.ts';
import { filterFieldRegistry } from './filter-fields.ts';

export { COUNT_SUBJECTS, filterFieldRegistry };

type CitizenTest = (card: CitizenCard) => boolean;

const NOTHING_PASSES: CitizenTest = () => false;
const tests = new WeakMap<Filter, CitizenTest>();

/** A filter as one test, made once per filter from its fields' modules (picks test every stack on the hot path). */
function testOf(f: Filter): CitizenTest {
  let test = tests.get(f);
  if (test === undefined) {
    if (f.kind === 'and') {
      const parts = f.parts.map(testOf);
      test = (card) => parts.every((t) => t(card));
    } else if (!filterFieldRegistry.has(f.field)) test = NOTHING_PASSES;
    else {
      const field = filterFieldRegistry.get(f.field);
      const { op, value } = f;
      test = (card) => field.test(card, op, value);
    }
    tests.set(f, test);
  }
  return test;
}

/** Whether a citizen passes a filter (a field without a module passes nothing). */
export function matchesFilter(card: CitizenCard, f: Filter | null): boolean {
  return f === null || testOf(f)(card);
}

const countModule = <K extends CountSubject['of']>(of: K): CountModule<K> => COUNT_SUBJECTS[of];

/** How many of a count's subject the player has. */
export function countOf(cat: Catalog, p: PlayerState, s: CountSubject): number {
  return countModule(s.of).count(cat, p, s);
}

/** What a count counts, per item, in words. */
export function subjectWords(s: CountSubject): string {
  return countModule(s.of).words(s);
}

/** A card the filter picks, as a noun phrase: `a Shadow citizen costing 2 gold or less`, `a Knight`, `2 citizens`. */
export function filteredNoun(noun: string, filter: Filter | null, count = 1): string {
  const parts = filter ? (filter.kind === 'and' ? filter.parts : [filter]) : [];
  let name: string | null = null;
  const before: string[] = [];
  const after: string[] = [];
  for (const p of parts) {
    if (p.kind !== 'cmp') continue;
    if (!filterFieldRegistry.has(p.field))
      throw new Error(`card text: no words for filter field '${p.field}'`);
    const phrase = filterFieldRegistry.get(p.field).phrase(p.op, p.value);
    if (phrase.at === 'name') name = phrase.text;
    else if (phrase.at === 'before') before.push(phrase.text);
    else after.push(phrase.text);
  }
  const head = name ?? [...before, count === 1 ? noun : `${noun}s`].join(' ');
  return [`${count === 1 ? article(head) : String(count)} ${head}`, ...after].join(' ');
}

/** The stacks whose top citizen matches the filter (and whose numbers are not blockaded). */
export function pickableStacks(cat: Catalog, state: CkState, filter: Filter | null): number[] {
  const out: number[] = [];
  const blocked = state.extra?.blockedRolls;
  const stacks = state.citizenStacks;
  const test = filter === null ? null : testOf(filter);
  for (let i = 0; i < stacks.length; i++) {
    const s = stacks[i];
    const top = s.cards[s.cards.length - 1];
    if (top === undefined || (test !== null && !test(cat.citizens[top]))) continue;
    if (blocked && s.rolls.some((r) => blocked.includes(r))) continue;
    out.push(i);
  }
  return out;
}
