/**
 * A card's ability in words, generated from its compiled effect data
 * (trigger, scope, operations with their amounts, conditions) — never from
 * the registry's free-text `description`, and never naming a raw id. The
 * browser board shows it (through its generated card sheet).
 *
 * Every trigger, scope, operation and `per` matcher has its words in a table
 * here keyed by its registry id; `cardTextVocabulary` lists them, and the
 * tests fail when a registry holds an id without words. An effect naming
 * one (only possible with unchecked data) throws rather than print an id.
 */
import type { CardDef, Catalog, EffectDef, Operation } from '../catalog-types.ts';
import type { AddToHand } from '../operations/add-to-hand.ts';
import type { DestroyCards } from '../operations/destroy-cards.ts';
import type { DrawCards } from '../operations/draw-cards.ts';
import type { ExpandPositions } from '../operations/expand-positions.ts';
import type { ModifyPower } from '../operations/modify-power.ts';
import type { ModifyPowerScale } from '../operations/modify-power-scale.ts';
import type { ModifyTileRanks } from '../operations/modify-tile-ranks.ts';
import type { ReplaceAlly } from '../operations/replace-ally.ts';
import type { ScoreBonus } from '../operations/score-bonus.ts';
import type { SpawnToken } from '../operations/spawn-token.ts';
import type { ScaleMatcher } from '../vocabulary.ts';

/** The words for `id` in `table`, or an error naming what has none. */
function wordsFor<T>(table: Record<string, T>, id: string, what: string): T {
  const w = Object.hasOwn(table, id) ? table[id] : undefined;
  if (w === undefined) throw new Error(`card text: no words for ${what} '${id}'`);
  return w;
}

/** The cards a scope reaches, as a noun phrase ("this card" for self). */
const SCOPE_WORDS: Record<string, string> = {
  self: 'this card',
  allies_on_affected_tiles: 'allied cards on affected tiles',
  enemies_on_affected_tiles: 'enemy cards on affected tiles',
  all_cards_on_affected_tiles: 'allied and enemy cards on affected tiles',
  allies_global: 'all other allied cards',
  enemies_global: 'all enemy cards',
  all_cards_global: 'all other allied and enemy cards',
  allies_in_lane: 'other allied cards in this lane',
  enemies_in_lane: 'enemy cards in this lane',
  all_cards_in_lane: 'other allied and enemy cards in this lane',
  // Reaches no card: only scoring reads it (see score_bonus below).
  lane_owner: "this lane's winner",
};

type Relation = 'all' | 'ally' | 'enemy';

/**
 * `per` of modify_power_scale. Event matchers (destroyed/played) stack on a
 * watched event: their words name the event's subject for the trigger.
 * State matchers count cards on the board now.
 */
const MATCHER_WORDS: Record<ScaleMatcher, { kind: 'event' | 'state'; what: string; relation: Relation }> = {
  destroyed_all: { kind: 'event', what: 'destroyed', relation: 'all' },
  destroyed_ally: { kind: 'event', what: 'destroyed', relation: 'ally' },
  destroyed_enemy: { kind: 'event', what: 'destroyed', relation: 'enemy' },
  played_all: { kind: 'event', what: 'played from hand', relation: 'all' },
  played_ally: { kind: 'event', what: 'played from hand', relation: 'ally' },
  played_enemy: { kind: 'event', what: 'played from hand', relation: 'enemy' },
  enhanced_all: { kind: 'state', what: 'enhanced', relation: 'all' },
  enhanced_ally: { kind: 'state', what: 'enhanced', relation: 'ally' },
  enhanced_enemy: { kind: 'state', what: 'enhanced', relation: 'enemy' },
  enfeebled_all: { kind: 'state', what: 'enfeebled', relation: 'all' },
  enfeebled_ally: { kind: 'state', what: 'enfeebled', relation: 'ally' },
  enfeebled_enemy: { kind: 'state', what: 'enfeebled', relation: 'enemy' },
  enhanced_or_enfeebled_all: { kind: 'state', what: 'enhanced or enfeebled', relation: 'all' },
  enhanced_or_enfeebled_ally: { kind: 'state', what: 'enhanced or enfeebled', relation: 'ally' },
  enhanced_or_enfeebled_enemy: { kind: 'state', what: 'enhanced or enfeebled', relation: 'enemy' },
};

/** "an allied card", "an enemy card", "another card" — the subject of a watched event. */
const EVENT_SUBJECT: Record<Relation, string> = {
  ally: 'an allied card',
  enemy: 'an enemy card',
  all: 'another card, allied or enemy,',
};

/** "each other enhanced allied card" — what a state matcher counts (the scaling card itself never counts). */
function countedCards(what: string, relation: Relation): string {
  if (relation === 'ally') return `each other ${what} allied card`;
  if (relation === 'enemy') return `each ${what} enemy card`;
  return `each other ${what} card, allied or enemy`;
}

/** The event a watcher trigger waits for, from its scale operation's matcher when it has one. */
function watchedSubject(effect: EffectDef): string {
  for (const op of effect.operations) {
    if (op.type === 'modify_power_scale')
      return EVENT_SUBJECT[wordsFor(MATCHER_WORDS, (op as ModifyPowerScale).per, 'matcher').relation];
  }
  return 'another card';
}

/** The opening clause of each trigger, without punctuation. */
const TRIGGER_WORDS: Record<string, (effect: EffectDef) => string> = {
  on_play: () => 'when played',
  while_in_play: () => 'while this card is in play',
  on_destroy: () => 'when this card is destroyed',
  on_card_destroyed: (e) => `each time ${watchedSubject(e)} is destroyed`,
  on_card_played: (e) => `each time ${watchedSubject(e)} is played from hand`,
  on_enfeebled: () => 'each time this card is enfeebled',
  on_first_enfeebled: (e) =>
    e.firstTime ? 'the first time this card is enfeebled' : 'each time this card becomes enfeebled',
  on_first_enhanced: (e) =>
    e.firstTime ? 'the first time this card is enhanced' : 'each time this card becomes enhanced',
  // The engine fires a threshold once per card per value, with or without first_time.
  on_power_threshold: (e) => `the first time this card's power reaches ${e.threshold ?? '?'}`,
  on_spawned: () => 'when this card is spawned',
  on_lane_win: () => "when you win this card's lane",
  on_round_end: () => 'when the round ends',
};

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "raise the power of enemy cards on affected tiles by 3", "lower this card's power by 2". */
function powerChange(scope: string, amount: number): string {
  return changeBy(amount < 0 ? 'lower' : 'raise', scope, String(Math.abs(amount)));
}

function changeBy(verb: 'raise' | 'lower', scope: string, by: string): string {
  if (scope === 'self') return `${verb} this card's power by ${by}`;
  return `${verb} the power of ${wordsFor(SCOPE_WORDS, scope, 'scope')} by ${by}`;
}

function namesList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

type NameOf = (index: number) => string;
type OpWords<O> = (op: O, effect: EffectDef, nameOf: NameOf) => string | null;

/** Each operation as a clause; null when it says nothing beyond the prelude (replace_ally neutral). */
const OPERATION_WORDS: {
  modify_power: OpWords<ModifyPower>;
  modify_power_scale: OpWords<ModifyPowerScale>;
  destroy_cards: OpWords<DestroyCards>;
  replace_ally: OpWords<ReplaceAlly>;
  add_to_hand: OpWords<AddToHand>;
  spawn_token: OpWords<SpawnToken>;
  modify_tile_ranks: OpWords<ModifyTileRanks>;
  score_bonus: OpWords<ScoreBonus>;
  expand_positions: OpWords<ExpandPositions>;
  draw_cards: OpWords<DrawCards>;
} = {
  modify_power: (op, effect) => {
    const change = powerChange(effect.scope, op.amount);
    if (op.replacedPawns === null) return change;
    return `if it replaced ${plural(op.replacedPawns, 'pawn')}, ${change}`;
  },
  modify_power_scale: (op, effect) => {
    const m = wordsFor(MATCHER_WORDS, op.per, 'matcher');
    const change = powerChange('self', op.amountPer);
    if (m.kind === 'event' && (effect.trigger === 'on_card_destroyed' || effect.trigger === 'on_card_played'))
      return change;
    if (m.kind === 'event') return `${change} each time ${EVENT_SUBJECT[m.relation]} is ${m.what}`;
    return `${change} for ${countedCards(m.what, m.relation)}`;
  },
  destroy_cards: (op) => `destroy ${wordsFor(SCOPE_WORDS, op.applyTo, 'scope')}`,
  replace_ally: (op) => {
    if (op.mode === 'neutral' || op.applyTo === null) return null;
    return changeBy(op.mode, op.applyTo, "the replaced card's power");
  },
  add_to_hand: (op, _effect, nameOf) => `add ${namesList(op.cards.map(nameOf))} to your hand`,
  spawn_token: (op, _effect, nameOf) => {
    if (!op.perPawns) return `spawn ${nameOf(op.byRank[1] ?? op.byRank[0])} on each of your empty tiles`;
    const byRank = [1, 2, 3]
      .filter((r) => op.byRank[r] !== undefined)
      .map((r) => `${nameOf(op.byRank[r])} on rank ${r}`);
    return `on each of your empty tiles spawn the token matching its rank: ${byRank.join(', ')}`;
  },
  modify_tile_ranks: (op) =>
    `each tile this card places pawns on gains ${plural(op.amount, 'rank')} instead of 1`,
  score_bonus: (op, effect) => {
    const gain = op.laneMinTransfer
      ? "also score the losing side's power in that lane"
      : `score ${plural(op.amount, 'bonus point')}`;
    // Scoring applies these for the lane's winner only, so say so unless the trigger already does.
    return effect.trigger === 'on_lane_win' ? gain : `if you win this card's lane, ${gain}`;
  },
  expand_positions: () =>
    'claim the 8 tiles around this card: neutral ones become yours at rank 1, yours gain a rank (up to 3), enemy ones stay as they are',
  draw_cards: (op) => `draw ${plural(op.count, 'card')}`,
};

function operationClause(op: Operation, effect: EffectDef, nameOf: NameOf): string | null {
  // Each entry only ever receives the compiled form of its own type (looked up by `op.type`).
  const table = OPERATION_WORDS as unknown as Record<string, OpWords<Operation>>;
  return wordsFor(table, op.type, 'operation')(op, effect, nameOf);
}

/** The ids every table has words for, per vocabulary (the tests hold them to the registries). */
export const cardTextVocabulary = {
  triggers: Object.keys(TRIGGER_WORDS),
  scopes: Object.keys(SCOPE_WORDS),
  operations: Object.keys(OPERATION_WORDS),
  matchers: Object.keys(MATCHER_WORDS),
};

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/** The ability of one effect in words. `nameOf` names a card by its catalog index (tokens, added cards). */
export function effectText(effect: EffectDef, nameOf: NameOf): string {
  const when = wordsFor(TRIGGER_WORDS, effect.trigger, 'trigger')(effect);
  const sentences: string[] = [];
  const replace = effect.operations.find((o) => o.type === 'replace_ally');
  if (replace)
    sentences.push(sentence('play this card onto one of your cards: that card is destroyed and replaced'));
  const clauses = effect.operations
    .map((op) => operationClause(op, effect, nameOf))
    .filter((c): c is string => c !== null);
  if (clauses.length > 0) sentences.push(sentence(`${when}, ${clauses.join('; ')}`));
  return sentences.join(' ');
}

/** A card's ability in words ("No ability." for a card without an effect). */
export function cardText(card: CardDef, cat: Pick<Catalog, 'cards'>): string {
  if (card.effect === null) return 'No ability.';
  return effectText(card.effect, (index) => cat.cards[index]?.name ?? `card #${index}`);
}

/** Every card of `cat` (catalog order) with its ability text: what the web board's card sheet is made of. */
export function cardTexts(cat: Pick<Catalog, 'cards'>): Array<{ card: CardDef; text: string }> {
  return cat.cards.map((card) => ({ card, text: cardText(card, cat) }));
}
