/**
 * A card's ability in words, generated from its compiled effect data
 * (trigger, scope, operations with their amounts, conditions) — never from
 * the registry's free-text `description`, and never naming a raw id. The
 * browser board shows it (through its generated card sheet).
 *
 * Every module of every vocabulary holds its own words (a required member):
 * a trigger its opening clause, a scope its noun phrase, a `per` matcher
 * what it watches or counts, an operation its clause. This file supplies the
 * shared phrasing they build from and puts the sentences together. An
 * effect naming an id no registry has (only possible with unchecked data)
 * throws rather than print an id.
 */
import type { CardDef, Catalog, EffectDef } from '../catalog-types.ts';
import type { CardWords, OperationWords } from '../operations/operation.ts';
import { matcherRegistry, operationRegistry, scopeRegistry, triggerRegistry } from '../registries.ts';
import type { TriggerWords } from '../triggers/index.ts';

/** The module of `id` in `registry`, or an error naming what has none (only unchecked data names one). */
function moduleOf<M>(
  registry: { has(id: string): boolean; get(id: string): M },
  id: string,
  what: string,
): M {
  if (!registry.has(id)) throw new Error(`card text: no words for ${what} '${id}'`);
  return registry.get(id);
}

type Relation = 'all' | 'ally' | 'enemy';

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

const scopeNoun = (scope: string) => moduleOf(scopeRegistry, scope, 'scope').words;
const matcherWords = (per: string) => moduleOf(matcherRegistry, per, 'matcher');

/** What a trigger's words ask for. */
const TRIGGER_WORDS: TriggerWords = {
  /** The event a watcher trigger waits for, from its scale operation's matcher when it has one. */
  watchedSubject(effect) {
    for (const op of effect.operations) {
      if (op.type === 'modify_power_scale')
        return EVENT_SUBJECT[matcherWords((op as typeof op & { per: string }).per).relation];
    }
    return 'another card';
  },
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
  return `${verb} the power of ${scopeNoun(scope)} by ${by}`;
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
    scopeNoun,
    matcher: matcherWords,
    eventSubject: (relation) => EVENT_SUBJECT[relation],
    countedCards,
  };
}

/**
 * The ids with words, per vocabulary: every module of every registry, since
 * words are a required part of each module (the tests hold this to the registries).
 */
export const cardTextVocabulary = {
  triggers: triggerRegistry.ids(),
  scopes: scopeRegistry.ids(),
  operations: operationRegistry.ids(),
  matchers: matcherRegistry.ids(),
};

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/** The ability of one effect in words. `nameOf` names a card by its catalog index (tokens, added cards). */
export function effectText(effect: EffectDef, nameOf: NameOf): string {
  const when = moduleOf(triggerRegistry, effect.trigger, 'trigger').words(effect, TRIGGER_WORDS);
  const sentences: string[] = [];
  const replace = effect.operations.find((o) => o.type === 'replace_ally');
  if (replace)
    sentences.push(sentence('play this card onto one of your cards: that card is destroyed and replaced'));
  const w: OperationWords = { ...cardWords(nameOf), effect };
  const clauses = effect.operations
    .map((op) => moduleOf(operationRegistry, op.type, 'operation').words(op, w))
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
