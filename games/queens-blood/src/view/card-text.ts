/**
 * A card's ability in words, generated from its compiled effect data
 * (trigger, scope, operations with their amounts, conditions) — never from
 * the registry's free-text `description`, and never naming a raw id. The
 * browser board shows it (through its generated card sheet).
 *
 * Every trigger, scope and `per` matcher has its words in a table here keyed
 * by its registry id, and every operation module its own `words` hook; `cardTextVocabulary` lists them, and the
 * tests fail when a registry holds an id without words. An effect naming
 * one (only possible with unchecked data) throws rather than print an id.
 */
import type { CardDef, Catalog, EffectDef } from '../catalog-types.ts';
import type { CardWords } from '../operations/operation.ts';
import { operationRegistry } from '../registries.ts';
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
      return EVENT_SUBJECT[
        wordsFor(MATCHER_WORDS, (op as typeof op & { per: string }).per, 'matcher').relation
      ];
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

/** The phrasing each operation module's `words` hook builds its clause from. */
function cardWords(nameOf: NameOf): CardWords {
  return {
    nameOf,
    plural,
    powerChange,
    changeBy,
    namesList,
    scopeNoun: (scope) => wordsFor(SCOPE_WORDS, scope, 'scope'),
    matcher: (per) => wordsFor(MATCHER_WORDS, per, 'matcher'),
    eventSubject: (relation) => EVENT_SUBJECT[relation],
    countedCards,
  };
}

/** The module of an operation type, whose `words` hook phrases it; an error naming a type with none. */
function operationModule(type: string) {
  if (!operationRegistry.has(type)) throw new Error(`card text: no words for operation '${type}'`);
  return operationRegistry.get(type);
}

/** The ids every table has words for, per vocabulary (the tests hold them to the registries). */
export const cardTextVocabulary = {
  triggers: Object.keys(TRIGGER_WORDS),
  scopes: Object.keys(SCOPE_WORDS),
  // Every operation module has its words (a required hook): the registry's ids.
  operations: operationRegistry.ids(),
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
  const w = cardWords(nameOf);
  const clauses = effect.operations
    .map((op) => operationModule(op.type).words(op, effect, w))
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
