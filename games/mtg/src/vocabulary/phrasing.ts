/**
 * The shared phrasing every module's `words` builds its clause from (the
 * `words` member of each vocabulary's EffectTypes). `card-words.ts` makes
 * one: read from the data alone ("target creature an opponent controls"),
 * or at a resolution, where refs are named by what they are now
 * ("Llanowar Elves", "player 2") and X by its value.
 */

import type {
  Amount,
  Condition,
  Continuous,
  Cost,
  Filter,
  Keyword,
  ManaCost,
  Ref,
  RuleFlag,
  RulesBlock,
  Step,
  TokenDef,
} from '../cards/rules-block.ts';
import type { Color } from '../cards/schema.ts';

export interface Phrasing {
  /** Who or what: "target creature", "you", "each opponent"; at a resolution, the names. */
  ref(r: Ref): string;
  /** A ref doing something, the verb agreeing: ("you", "draw") → "you draw"; ("target player", "draw") → "target player draws". */
  does(r: Ref, verb: string): string;
  /** "3", "X", "the number of Elves you control". */
  amount(a: Amount): string;
  /** What a "for each" counts, singular: "Elf you control", "+1/+1 counter on it". */
  each(a: Amount): string;
  /** A predicate made to agree with a plural subject ("gets +1/+1" → "get +1/+1" for "all creatures …"). */
  agree(subject: Ref, predicate: string): string;
  /** A number of things: (2, "card") → "two cards"; (1, "card") → "a card". */
  count(a: Amount, noun: string): string;
  /** A noun phrase: "creature an opponent controls", "basic Plains card" (plural: "creatures …"). */
  filter(f: Filter | undefined, plural?: boolean): string;
  /** "{2}{R}". */
  mana(c: ManaCost): string;
  /** "white", "green". */
  color(c: Color): string;
  /** A condition as a clause: "you control an Equipment". */
  condition(c: Condition): string;
  /** "flying and first strike". */
  keywords(k: readonly Keyword[]): string;
  /** What a continuous effect does to what it affects: "gets +2/+2 and has flying". */
  continuous(e: Continuous): string;
  /** Steps as one sentence ("draw a card, then discard a card"). */
  steps(steps: readonly Step[]): string;
  /** "a 1/1 white Soldier creature token with flying", "two … tokens", "a … token for each Elf you control". */
  token(t: TokenDef, n?: Amount): string;
  /** The abilities of a block as their printed text ("“When this creature dies, draw a card.”"). */
  abilities(block: RulesBlock): string;
  /** A cost: "sacrifice another creature", "pay 2 life". */
  cost(c: Cost): string;
  /** A rule change: "can't attack you or planeswalkers you control". */
  ruleFlag(r: RuleFlag): string;
}
