/**
 * A card's ability in words, generated from its compiled effect data
 * (trigger, scope, operations with their amounts, conditions) — never from
 * the registry's free-text `description`, and never naming a raw id. The
 * browser board shows it (through its generated card sheet).
 *
 * Every vocabulary entry has its words here in a Record keyed by the
 * vocabulary's union, so a new trigger, scope or matcher fails to typecheck
 * until it is given text.
 */
import type { CardDef, Catalog, EffectDef, Operation } from '../catalog-types.ts';
import { catalog } from '../data.ts';
import type { ScaleMatcher, Scope, Trigger } from '../vocabulary.ts';

/** The cards a scope reaches, as a noun phrase ("this card" for self). */
const SCOPE_WORDS: Record<Scope, string> = {
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
    if (op.type === 'modify_power_scale') return EVENT_SUBJECT[MATCHER_WORDS[op.per].relation];
  }
  return 'another card';
}

/** The opening clause of each trigger, without punctuation. */
const TRIGGER_WORDS: Record<Trigger, (effect: EffectDef) => string> = {
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
function powerChange(scope: Scope, amount: number): string {
  return changeBy(amount < 0 ? 'lower' : 'raise', scope, String(Math.abs(amount)));
}

function changeBy(verb: 'raise' | 'lower', scope: Scope, by: string): string {
  if (scope === 'self') return `${verb} this card's power by ${by}`;
  return `${verb} the power of ${SCOPE_WORDS[scope]} by ${by}`;
}

function namesList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One operation as a clause, or null when it says nothing beyond the prelude (replace_ally neutral). */
function operationClause(op: Operation, effect: EffectDef, nameOf: (index: number) => string): string | null {
  switch (op.type) {
    case 'modify_power': {
      const change = powerChange(effect.scope, op.amount);
      if (op.replacedPawns === null) return change;
      return `if it replaced ${plural(op.replacedPawns, 'pawn')}, ${change}`;
    }
    case 'modify_power_scale': {
      const m = MATCHER_WORDS[op.per];
      const change = powerChange('self', op.amountPer);
      if (
        m.kind === 'event' &&
        (effect.trigger === 'on_card_destroyed' || effect.trigger === 'on_card_played')
      )
        return change;
      if (m.kind === 'event') return `${change} each time ${EVENT_SUBJECT[m.relation]} is ${m.what}`;
      return `${change} for ${countedCards(m.what, m.relation)}`;
    }
    case 'destroy_cards':
      return `destroy ${SCOPE_WORDS[op.applyTo]}`;
    case 'replace_ally':
      if (op.mode === 'neutral' || op.applyTo === null) return null;
      return changeBy(op.mode, op.applyTo, "the replaced card's power");
    case 'add_to_hand':
      return `add ${namesList(op.cards.map(nameOf))} to your hand`;
    case 'spawn_token': {
      if (!op.perPawns) return `spawn ${nameOf(op.byRank[1] ?? op.byRank[0])} on each of your empty tiles`;
      const byRank = [1, 2, 3]
        .filter((r) => op.byRank[r] !== undefined)
        .map((r) => `${nameOf(op.byRank[r])} on rank ${r}`);
      return `on each of your empty tiles spawn the token matching its rank: ${byRank.join(', ')}`;
    }
    case 'modify_tile_ranks':
      return `each tile this card places pawns on gains ${plural(op.amount, 'rank')} instead of 1`;
    case 'score_bonus': {
      const gain = op.laneMinTransfer
        ? "also score the losing side's power in that lane"
        : `score ${plural(op.amount, 'bonus point')}`;
      // Scoring applies these for the lane's winner only, so say so unless the trigger already does.
      return effect.trigger === 'on_lane_win' ? gain : `if you win this card's lane, ${gain}`;
    }
    case 'expand_positions':
      return 'claim the 8 tiles around this card: neutral ones become yours at rank 1, yours gain a rank (up to 3), enemy ones stay as they are';
  }
}

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/** The ability of one effect in words. `nameOf` names a card by its catalog index (tokens, added cards). */
export function effectText(effect: EffectDef, nameOf: (index: number) => string): string {
  const sentences: string[] = [];
  const replace = effect.operations.find((o) => o.type === 'replace_ally');
  if (replace)
    sentences.push(sentence('play this card onto one of your cards: that card is destroyed and replaced'));
  const clauses = effect.operations
    .map((op) => operationClause(op, effect, nameOf))
    .filter((c): c is string => c !== null);
  if (clauses.length > 0)
    sentences.push(sentence(`${TRIGGER_WORDS[effect.trigger](effect)}, ${clauses.join('; ')}`));
  return sentences.join(' ');
}

/** A card's ability in words ("No ability." for a card without an effect). */
export function cardText(card: CardDef, cat: Pick<Catalog, 'cards'>): string {
  if (card.effect === null) return 'No ability.';
  return effectText(card.effect, (index) => cat.cards[index]?.name ?? `card #${index}`);
}

/** Every shipped card (catalog order) with its ability text: what the web board's card sheet is made of. */
export function shippedCardTexts(): Array<{ card: CardDef; text: string }> {
  const cat = catalog();
  return cat.cards.map((card) => ({ card, text: cardText(card, cat) }));
}
