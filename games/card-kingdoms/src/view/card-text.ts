/**
 * Cards in words, generated from the parsed effect trees and the tables'
 * numbers (never from the tables' free-text columns): what a citizen pays on
 * and off its owner's turn, what a monster needs and gives, what a domain
 * does once and for as long as it is owned, how a duke scores. The browser
 * board shows these through its generated card sheet.
 *
 * An effect's words are its modules' (`effects/words.ts`): every leg kind,
 * operation, key, trigger, scope, pick and matcher has its words in its
 * module, and a tree naming one without a module throws (the tests render
 * every shipped string, so new vocabulary without a module fails them).
 */
import type {
  CitizenCard,
  DomainCard,
  DukeCard,
  MonsterCard,
  NobleCard,
  Payout,
  RelicCard,
} from '../data/cards.ts';
import { effectWords, legsWords } from '../effects/words.ts';
import type { Effect } from '../grammar/tree.ts';
import { amountWords, listWords, lowerFirst, resourceName, roleName } from '../words/phrasing.ts';

export { amountWords, effectWords };

// ---- cards -----------------------------------------------------------------

const PAYOUT_ORDER = ['g', 's', 'm', 'v'] as const;

/** A fixed payout and an effect together: `Gain 1 gold. Gain 2 gold for each Worker icon…`. */
function payoutWords(p: Payout, effect: Effect | null): string {
  const fixed = PAYOUT_ORDER.filter((r) => p[r] > 0).map((r) => amountWords({ res: r, n: p[r] }));
  const out: string[] = [];
  if (fixed.length > 0) out.push(`Gain ${listWords(fixed)}.`);
  if (effect) out.push(effectWords(effect));
  return out.length > 0 ? out.join(' ') : 'Nothing.';
}

const rollList = (rolls: number[]) => listWords(rolls.map(String), 'or');

export interface CitizenWords {
  /** When it pays: `Activates on 9 or 10: once for each die showing it, …` (as the harvest counts). */
  activation: string;
  /** What it pays when its owner rolled. */
  onTurn: string;
  /** What it pays when another player rolled. */
  offTurn: string;
}

export function citizenWords(c: CitizenCard): CitizenWords {
  const activation =
    c.doublesOnly === 1
      ? 'Activates only when doubles are rolled.'
      : c.doublesOnly > 1
        ? `Activates ${c.doublesOnly === 2 ? 'twice' : `${c.doublesOnly} times`} when doubles are rolled, and never otherwise.`
        : c.rolls.length === 0
          ? 'Never activates.'
          : `Activates on ${rollList(c.rolls)}: once for each die showing it, and once more when the two dice add up to it.`;
  return {
    activation,
    onTurn: payoutWords(c.on, c.onEffect),
    offTurn: payoutWords(c.off, c.offEffect),
  };
}

export interface MonsterWords {
  /** `Needs 3 strength and 1 magic to slay.` */
  cost: string;
  /** `Worth 2 VP. Gain 1 gold or 1 magic.` */
  reward: string;
}

export function monsterWords(m: MonsterCard): MonsterWords {
  const need = [m.strength > 0 ? `${m.strength} strength` : '', m.magic > 0 ? `${m.magic} magic` : ''].filter(
    Boolean,
  );
  const fixed = PAYOUT_ORDER.filter((r) => r !== 'v' && m.reward[r] > 0).map((r) =>
    amountWords({ res: r, n: m.reward[r] }),
  );
  const reward = [`Worth ${m.vp} VP.`];
  if (fixed.length > 0) reward.push(`Gain ${listWords(fixed)}.`);
  if (m.reward.v > 0) reward.push(`Gain ${m.reward.v} VP.`);
  if (m.special) reward.push(effectWords(m.special));
  return {
    cost: need.length > 0 ? `Needs ${listWords(need)} to slay.` : 'Needs nothing to slay.',
    reward: reward.join(' '),
  };
}

export interface DomainWords {
  /** `Costs 9 gold; needs these role icons among your citizens and domains: 1 Shadow, 1 Soldier.` */
  requirement: string;
  /** What building it does at once (null: nothing). */
  activation: string | null;
  /** What it does for as long as it is owned (null: nothing). */
  passive: string | null;
}

function rolesWords(roles: Record<string, number>): string[] {
  return Object.entries(roles)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${roleName(r)}`);
}

export function domainWords(d: DomainCard): DomainWords {
  const need = rolesWords(d.roles);
  return {
    requirement:
      need.length > 0
        ? `Costs ${d.cost} gold; needs these role icons among your citizens and domains: ${need.join(', ')}.`
        : `Costs ${d.cost} gold.`,
    activation: d.activation ? `When built: ${lowerFirst(effectWords(d.activation))}` : null,
    passive: d.passive ? effectWords(d.passive) : null,
  };
}

const EACH: [keyof NobleCard['each'], string][] = [
  ['shadow', 'Shadow icon on your citizens and domains'],
  ['holy', 'Holy icon on your citizens and domains'],
  ['soldier', 'Soldier icon on your citizens and domains'],
  ['worker', 'Worker icon on your citizens and domains'],
  ['citizen', 'citizen'],
  ['domain', 'domain'],
  ['monster', 'monster'],
  ['boss', 'Boss monster'],
  ['minion', 'Minion monster'],
  ['beast', 'Beast monster'],
  ['titan', 'Titan monster'],
  ['goods', 'goods'],
];

/** `2 VP per Shadow icon on your citizens and domains`, … for every multiplier set. */
function eachWords(each: Partial<NobleCard['each']>): string[] {
  return EACH.filter(([k]) => (each[k] ?? 0) > 0).map(([k, what]) => `${each[k]} VP per ${what}`);
}

/** How a duke scores at the end: `1 VP per 3 gold, …, 2 VP per Holy icon on your citizens and domains`. */
export function dukeWords(d: DukeCard): string {
  const per = (['g', 's', 'm'] as const)
    .filter((r) => d.per[r] > 0)
    .map((r) => `1 VP per ${d.per[r]} ${resourceName(r, 1)}`);
  const all = [...per, ...eachWords(d.each)];
  return all.length > 0 ? `At the game's end: ${listWords(all)}.` : 'Scores nothing.';
}

/** How a rescued noble scores at the end, as a duke does, plus its special payout. */
export function nobleWords(n: NobleCard): string {
  const all = eachWords(n.each);
  if (n.payout) all.push(legsWords(n.payout.legs));
  return all.length > 0 ? `At the game's end: ${listWords(all)}.` : 'Scores nothing.';
}

/** What a relic lets its holder do: an action of its own, or a lasting rule. */
export function relicWords(r: RelicCard): string {
  if (!r.passive) return 'Does nothing.';
  return r.consumesAction ? `As an action: ${legsWords(r.passive.legs)}.` : effectWords(r.passive);
}
