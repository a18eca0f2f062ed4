/**
 * Every event Pocket emits, as one union the compiler checks, and the words
 * a player reads for each (a typed record: a new event type does not
 * compile without its words). Seats are "Player 1" and "Player 2" in words
 * (`side` 0 and 1 in the data); no words name an engine id. Field order is
 * the order logs and golden playthroughs record.
 *
 * Visibility: an event naming a card only its owner may see (a card found
 * in the deck, the top of the deck, a revealed hand) carries `visibleTo`;
 * a public twin says what everyone may know (a card went to the hand).
 */
import { describeWith, type EventWords } from '@arbiter/core';
import { conditions, type Status } from './conditions/index.ts';
import { type EnergyType, energyNames, type PokemonType } from './data/schema.ts';
import { type ActiveType, activeKinds } from './effects/kinds/index.ts';
import { type Scope, scopes } from './effects/scopes/index.ts';
import type { CardInfo } from './rules/cards.ts';
import type { Side } from './state.ts';

/** What knocked a Pokémon out (the report counts them). */
export type KnockoutCause = 'attack' | 'attack-recoil' | 'checkup' | 'ability' | 'trainer' | 'effect';

/** An active effect as registered: its kind, where it reaches and what narrows it (a type, not an interface: events are plain records). */
export type EffectRegistered = {
  type: 'effect-registered';
  level?: 'verbose';
  /** The kernel effect's id (the board finds an effect's words by it). */
  id: number;
  side: Side;
  effect: ActiveType;
  /** The card text it comes from: "Giovanni", "Serperior: Jungle Totem". */
  source: string;
  scope: Scope;
  value: number;
  /** For scope `self`: the Pokémon it is on. */
  on?: string;
  names?: string[];
  pokemonType?: PokemonType;
  energyType?: EnergyType;
  toActive?: boolean;
  /** The last turn it lasts through; absent while its source is in play (an aura). */
  until?: number;
};

export type PocketEvent =
  | { type: 'coin-flip'; first: Side }
  | { type: 'setup-place'; side: Side; spot: 'active' | 'bench' }
  | { type: 'setup-done'; side: Side }
  | { type: 'setup-revealed'; active: [string, string]; bench: [string[], string[]] }
  | { type: 'turn'; turn: number; side: Side; drew: number; energy: EnergyType | null }
  | { type: 'attach'; side: Side; pokemon: string; energy: EnergyType }
  | { type: 'bench'; side: Side; pokemon: string; from?: 'deck' | 'discard' }
  | { type: 'trainer'; side: Side; card: string; kind: CardInfo['kind'] }
  | { type: 'evolve'; side: Side; from: string; to: string }
  | { type: 'devolve'; side: Side; from: string; to: string }
  | { type: 'ability'; side: Side; pokemon: string; ability: string }
  | { type: 'retreat'; side: Side; from: string; to: string; cost: number }
  | { type: 'attack'; side: Side; pokemon: string; attack: string }
  | { type: 'discard-fossil'; side: Side; card: string }
  | { type: 'tool-attached'; side: Side; card: string; pokemon: string }
  | { type: 'tool-removed'; side: Side; card: string; pokemon: string; to: 'discard' | 'hand' | 'deck' }
  | { type: 'stadium-played'; side: Side; card: string; replaced: string | null }
  | { type: 'stadium-discarded'; side: Side; card: string }
  | { type: 'stadium-action'; side: Side; card: string }
  | { type: 'tool-triggered'; side: Side; card: string; pokemon: string }
  | { type: 'stadium-triggered'; side: Side; card: string }
  | { type: 'zone-rerolled'; side: Side; discarded: EnergyType; energy: EnergyType }
  | { type: 'end-turn'; side: Side }
  | { type: 'promote'; side: Side; pokemon: string }
  | { type: 'choice'; side: Side; prompt: string; choice: string; visibleTo?: Side }
  | { type: 'coin'; side: Side; heads: boolean }
  | { type: 'attack-failed'; reason: 'coin-gate' | Status }
  | { type: 'copy-attack'; attack: string }
  /** A Supporter's effect used by another text (Penny, Smeargle); null: no Supporter was there. */
  | { type: 'copy-supporter'; side: Side; card: string | null }
  | { type: 'damage'; side: Side; pokemon: string; amount: number; parts?: string[] }
  | { type: 'heal'; side: Side; pokemon: string; amount: number }
  | { type: 'damage-moved'; side: Side; from: string; toSide: Side; to: string; amount: number }
  | { type: 'status'; side: Side; pokemon: string; status: Status; damage?: number }
  | { type: 'status-prevented'; side: Side; pokemon: string; status: Status }
  | { type: 'recover'; side: Side; pokemon: string; statuses: Status[] }
  | { type: 'checkup'; side: Side; pokemon: string; status: Status; damage?: number; heads?: boolean }
  | { type: 'knockout'; side: Side; pokemon: string; points: number; by: KnockoutCause }
  /** "It is not Knocked Out and its remaining HP becomes 10" (survive_knockout). */
  | { type: 'knockout-survived'; side: Side; pokemon: string; hp: number }
  | { type: 'game-over'; winner: Side | null; reason: string }
  | { type: 'energy-from-zone'; side: Side; energy: EnergyType; count: number; to: string[] }
  | { type: 'energy-from-discard'; side: Side; energy: EnergyType[]; to: string[] }
  | { type: 'discard-energy'; side: Side; pokemon: string; energy: EnergyType[] }
  | { type: 'move-energy'; side: Side; from: string; to: string; energy: EnergyType[] }
  | { type: 'switch'; side: Side; from: string | null; to: string }
  | { type: 'leave-play'; side: Side; pokemon: string; to: 'hand' | 'deck' | 'discard' }
  | { type: 'draw'; side: Side; count: number }
  | { type: 'mill'; side: Side; cards: string[] }
  | { type: 'shuffle-hand'; side: Side; cards: number }
  | { type: 'search'; side: Side; found: boolean; count?: number }
  | { type: 'found'; side: Side; card: string; visibleTo: Side }
  | { type: 'hand-discard'; side: Side; card: string }
  | { type: 'hand-revealed'; side: Side; cards: string[]; visibleTo: Side }
  | { type: 'peek'; side: Side; cards: string[]; visibleTo: Side }
  | { type: 'top-card'; side: Side; to: 'hand' | 'bottom' }
  | { type: 'top-card-seen'; side: Side; card: string; visibleTo: Side }
  // The cards family (src/effects/cards/): hands, decks and discard piles.
  | { type: 'deck-top-to-hand'; side: Side; looked: number; count: number }
  | { type: 'discard-to-hand'; side: Side; cards: string[] }
  | { type: 'hand-to-deck'; side: Side; count: number; cards?: string[] }
  | { type: 'cards-seen'; side: Side; cards: string[]; from: 'hand' | 'deck'; visibleTo: Side }
  | { type: 'deck-revealed'; side: Side; cards: string[] }
  /** Cards of a hand revealed to both players ("Reveal all of your Pokémon … in your hand that have the Puppy Pile attack"). */
  | { type: 'hand-cards-revealed'; side: Side; cards: string[] }
  | { type: 'deck-shuffled'; side: Side }
  | { type: 'hand-swapped'; side: Side; found: boolean }
  // The energy family: Energy types changed.
  | { type: 'energy-changed'; side: Side; pokemon: string; from: EnergyType; to: EnergyType }
  | { type: 'next-energy-changed'; side: Side }
  | EffectRegistered
  | { type: 'effects-removed'; level: 'verbose'; pokemon: string; count: number }
  /** The effects that lasted through the turn now ending, by the card text they came from. */
  | { type: 'effects-expired'; level: 'verbose'; sources: string[] }
  | { type: 'effect-suppressed'; effect: ActiveType; source: string }
  | { type: 'effect-unsuppressed'; effect: ActiveType; source: string };

export type Emit = ((e: PocketEvent) => void) | undefined;

/** "Player 1" for side 0: seats are numbered from 1 wherever a person reads them. */
export const seatName = (side: Side | number) => `Player ${side + 1}`;

const owned = (side: Side, what: string) => `${seatName(side)}'s ${what}`;
const cards = (n: number) => (n === 1 ? 'a card' : `${n} cards`);
/** "a Grass Energy", "2 Grass and a Fire Energy" (energies moved or paid together). */
export function energyWords(list: readonly EnergyType[]): string {
  const byType = new Map<EnergyType, number>();
  for (const e of list) byType.set(e, (byType.get(e) ?? 0) + 1);
  const parts = [...byType].map(([t, n]) => `${n === 1 ? 'a' : n} ${energyNames[t]}`);
  const joined = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${joined} Energy`;
}
const nameList = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
const andList = (list: readonly string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
const statusName = (status: Status) => conditions.get(status).name;
const KNOCKED_OUT_BY: Record<KnockoutCause, string> = {
  attack: ' by an attack',
  'attack-recoil': ' by its own attack',
  checkup: ' between turns',
  ability: ' by an Ability',
  trainer: ' by a Trainer card',
  effect: '',
};

/** An active effect as a player reads it: "attacks used by Player 2's Pokémon do 10 more damage …". */
export function activeEffectWords(e: EffectRegistered): string {
  const scope = scopes.get(e.scope);
  const noun = e.names
    ? nameList(e.names)
    : e.pokemonType
      ? `${energyNames[e.pokemonType]} Pokémon`
      : 'Pokémon';
  const sw = {
    owner: seatName(e.side),
    opponent: seatName(1 - e.side),
    target: e.on ?? 'this Pokémon',
    noun,
  };
  const reached = scope.words(sw);
  return activeKinds.get(e.effect).words({
    value: e.value,
    pokemon: reached.pokemon,
    one: reached.one,
    player: scope.player(sw),
    energy: e.energyType ? energyNames[e.energyType] : '',
    toActive: e.toActive === true,
  });
}

/**
 * The words of every event. A new event type does not typecheck until it
 * has words here; none names an engine id (effect ids, uids, pids).
 */
export const EVENT_WORDS: EventWords<PocketEvent> = {
  'coin-flip': (e) => `${seatName(e.first)} wins the coin flip and goes first`,
  'setup-place': (e) =>
    `${seatName(e.side)} places a Basic Pokémon face down ${e.spot === 'active' ? 'in the Active Spot' : 'on the Bench'}`,
  'setup-done': (e) => `${seatName(e.side)} is ready`,
  'setup-revealed': (e) =>
    `Both players reveal their Pokémon: ${[0, 1]
      .map((i) => {
        const bench = e.bench[i];
        return `${seatName(i)} has ${e.active[i]} in the Active Spot${bench.length > 0 ? ` and ${bench.join(', ')} on the Bench` : ''}`;
      })
      .join('; ')}`,
  turn: (e) =>
    `Turn ${e.turn}: ${seatName(e.side)} ${e.drew > 0 ? `draws ${cards(e.drew)}` : 'has no card to draw'}${
      e.energy ? `; the Energy Zone makes a ${energyNames[e.energy]} Energy` : ''
    }`,
  attach: (e) => `${seatName(e.side)} attaches a ${energyNames[e.energy]} Energy to ${e.pokemon}`,
  bench: (e) =>
    `${seatName(e.side)} puts ${e.pokemon} onto the Bench${
      e.from === 'deck' ? ' from the deck' : e.from === 'discard' ? ' from the discard pile' : ''
    }`,
  trainer: (e) => `${seatName(e.side)} plays ${e.card}`,
  evolve: (e) => `${seatName(e.side)} evolves ${e.from} into ${e.to}`,
  devolve: (e) => `${seatName(e.side)}'s ${e.from} devolves into ${e.to}; ${e.from} goes into their hand`,
  ability: (e) => `${owned(e.side, e.pokemon)} uses its Ability ${e.ability}`,
  retreat: (e) =>
    `${owned(e.side, e.from)} retreats${e.cost > 0 ? ` (Retreat Cost ${e.cost})` : ''}; ${e.to} moves up to the Active Spot`,
  attack: (e) => `${owned(e.side, e.pokemon)} uses ${e.attack}`,
  'discard-fossil': (e) => `${seatName(e.side)} discards ${e.card} from play`,
  'tool-attached': (e) => `${seatName(e.side)} attaches ${e.card} to ${e.pokemon}`,
  'tool-removed': (e) =>
    `${owned(e.side, e.card)} leaves ${e.pokemon}${
      e.to === 'hand'
        ? ' and returns to the hand'
        : e.to === 'deck'
          ? ' and is shuffled into the deck'
          : ' and is discarded'
    }`,
  'stadium-played': (e) =>
    `${seatName(e.side)} plays the Stadium ${e.card}${e.replaced ? ` (${e.replaced} is discarded)` : ''}`,
  'stadium-discarded': (e) => `The Stadium ${e.card} is discarded`,
  'stadium-action': (e) => `${seatName(e.side)} uses the Stadium ${e.card}`,
  'tool-triggered': (e) => `${owned(e.side, e.card)} on ${e.pokemon} takes effect`,
  'stadium-triggered': (e) => `The Stadium ${e.card} takes effect for ${seatName(e.side)}`,
  'zone-rerolled': (e) =>
    `${seatName(e.side)} discards the ${energyNames[e.discarded]} Energy of the Energy Zone; it makes a ${energyNames[e.energy]} Energy`,
  'end-turn': (e) => `${seatName(e.side)} ends the turn`,
  promote: (e) => `${seatName(e.side)} moves ${e.pokemon} up to the Active Spot`,
  choice: (e) => `${seatName(e.side)} chooses ${e.choice}`,
  coin: (e) => `${seatName(e.side)} flips ${e.heads ? 'heads' : 'tails'}`,
  'attack-failed': (e) =>
    e.reason === 'coin-gate'
      ? "tails: the attack doesn't happen"
      : `tails: the attack does nothing (${statusName(e.reason)})`,
  'copy-attack': (e) => `the attack copies ${e.attack}`,
  'copy-supporter': (e) =>
    e.card === null
      ? 'no Supporter card is found to copy'
      : `${seatName(e.side)} uses the effect of ${e.card}`,
  damage: (e) =>
    `${owned(e.side, e.pokemon)} takes ${e.amount} damage${e.parts && e.parts.length > 1 ? ` (${e.parts.join(', ')})` : e.parts?.[0] === 'counter' ? ' (counterattack)' : e.parts?.[0] === 'prevented' ? ' (prevented)' : ''}`,
  heal: (e) => `${owned(e.side, e.pokemon)} is healed of ${e.amount} damage`,
  'damage-moved': (e) => `${e.amount} damage moves from ${owned(e.side, e.from)} to ${owned(e.toSide, e.to)}`,
  'knockout-survived': (e) =>
    `${owned(e.side, e.pokemon)} is not Knocked Out: its remaining HP becomes ${e.hp}`,
  status: (e) =>
    `${owned(e.side, e.pokemon)} is now ${statusName(e.status)}${e.damage !== undefined ? ` (${e.damage} damage at each Checkup)` : ''}`,
  'status-prevented': (e) =>
    `${owned(e.side, e.pokemon)} can't be ${statusName(e.status)}: an effect prevents it`,
  recover: (e) => `${owned(e.side, e.pokemon)} recovers from ${e.statuses.map(statusName).join(', ')}`,
  checkup: (e) => {
    const parts: string[] = [];
    if (e.damage !== undefined) parts.push(`takes ${e.damage} damage`);
    if (e.heads !== undefined) parts.push(`flips ${e.heads ? 'heads and recovers' : 'tails'}`);
    if (parts.length === 0) parts.push('recovers');
    return `Between turns, ${owned(e.side, e.pokemon)} (${statusName(e.status)}) ${parts.join(' and ')}`;
  },
  knockout: (e) =>
    `${owned(e.side, e.pokemon)} is Knocked Out${KNOCKED_OUT_BY[e.by]}; ${seatName(1 - e.side)} takes ${e.points} point${e.points === 1 ? '' : 's'}`,
  'game-over': (e) =>
    e.winner === null ? `The game is a draw: ${e.reason}` : `${seatName(e.winner)} wins: ${e.reason}`,
  'energy-from-zone': (e) =>
    e.count === 0
      ? `${seatName(e.side)} takes no Energy from the Energy Zone`
      : `${seatName(e.side)} takes ${energyWords(Array(e.count).fill(e.energy))} from the Energy Zone and attaches it to ${[...new Set(e.to)].join(' and ')}`,
  'energy-from-discard': (e) =>
    `${seatName(e.side)} attaches ${energyWords(e.energy)} from the discard pile to ${[...new Set(e.to)].join(' and ')}`,
  'discard-energy': (e) => `${owned(e.side, e.pokemon)} loses ${energyWords(e.energy)}`,
  'move-energy': (e) => `${seatName(e.side)} moves ${energyWords(e.energy)} from ${e.from} to ${e.to}`,
  switch: (e) =>
    `${owned(e.side, e.to)} is now in the Active Spot${e.from ? ` (${e.from} moves to the Bench)` : ''}`,
  'leave-play': (e) =>
    e.to === 'hand'
      ? `${owned(e.side, e.pokemon)} returns to the hand with its cards`
      : e.to === 'discard'
        ? `${owned(e.side, e.pokemon)} is discarded with its cards`
        : `${owned(e.side, e.pokemon)} is shuffled into the deck with its cards`,
  draw: (e) => `${seatName(e.side)} draws ${cards(e.count)}`,
  mill: (e) => `${seatName(e.side)} discards the top of the deck: ${e.cards.join(', ')}`,
  'shuffle-hand': (e) =>
    `${seatName(e.side)} shuffles ${e.cards === 0 ? 'an empty hand' : cards(e.cards)} into the deck`,
  search: (e) =>
    e.found
      ? `${seatName(e.side)} puts ${cards(e.count ?? 1)} from the deck into the hand and shuffles the deck`
      : `${seatName(e.side)} finds no card and shuffles the deck`,
  found: (e) => `${seatName(e.side)} finds ${e.card} (only ${seatName(e.side)} sees it)`,
  'hand-discard': (e) => `${seatName(e.side)} discards ${e.card} from the hand`,
  'hand-revealed': (e) =>
    `${owned(e.side, 'hand')}: ${e.cards.length === 0 ? 'no cards' : e.cards.join(', ')}`,
  peek: (e) => `${seatName(e.side)} looks at the top of the deck: ${e.cards.join(', ')}`,
  'top-card': (e) =>
    e.to === 'hand'
      ? `${seatName(e.side)} puts the top card of the deck into the hand`
      : `${seatName(e.side)} puts the top card of the deck on the bottom`,
  'top-card-seen': (e) => `${seatName(e.side)} sees ${e.card} on top of the deck`,
  'deck-top-to-hand': (e) =>
    `${seatName(e.side)} looks at the top ${cards(e.looked)} of the deck, puts ${e.count === 0 ? 'none' : cards(e.count)} into the hand and shuffles the others back`,
  'discard-to-hand': (e) =>
    `${seatName(e.side)} puts ${e.cards.length === 0 ? 'no card' : andList(e.cards)} from the discard pile into the hand`,
  'hand-to-deck': (e) =>
    `${seatName(e.side)} shuffles ${e.cards ? andList(e.cards) : cards(e.count)} from the hand into the deck`,
  'cards-seen': (e) =>
    `${seatName(e.visibleTo)} sees ${andList(e.cards)} in ${owned(e.side, e.from)} (only ${seatName(e.visibleTo)} sees ${e.cards.length === 1 ? 'it' : 'them'})`,
  'deck-revealed': (e) =>
    `${seatName(e.side)} reveals ${e.cards.length === 0 ? 'no card' : andList(e.cards)} from the deck`,
  'hand-cards-revealed': (e) =>
    `${seatName(e.side)} reveals ${e.cards.length === 0 ? 'no card' : andList(e.cards)} from the hand`,
  'deck-shuffled': (e) => `${seatName(e.side)} shuffles the deck`,
  'energy-changed': (e) =>
    `A ${energyNames[e.from]} Energy on ${owned(e.side, e.pokemon)} becomes a ${energyNames[e.to]} Energy`,
  'next-energy-changed': (e) => `The type of ${owned(e.side, 'next Energy')} changes at random`,
  'hand-swapped': (e) =>
    e.found
      ? `${seatName(e.side)} shuffles a card from the hand into the deck and puts a card from the deck into the hand`
      : `${seatName(e.side)} finds no card to switch and shuffles the deck`,
  'effect-registered': (e) =>
    `${e.source}: ${activeEffectWords(e)}${e.until === undefined ? '' : `, until the end of turn ${e.until}`}`,
  'effects-removed': (e) =>
    `${e.count === 1 ? 'An effect' : `${e.count} effects`} on or from ${e.pokemon} ${e.count === 1 ? 'ends' : 'end'}`,
  'effects-expired': (e) =>
    e.sources.length === 1
      ? `${e.sources[0]}'s effect ends with the turn`
      : `The effects of ${andList(e.sources)} end with the turn`,
  'effect-suppressed': (e) => `${e.source} stops working while its Pokémon is not in the Active Spot`,
  'effect-unsuppressed': (e) => `${e.source} works again from the Active Spot`,
};

export const describeEvent = describeWith<PocketEvent>(EVENT_WORDS);
