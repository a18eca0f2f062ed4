/**
 * Before the first turn. The player the game's generator picks decides who
 * takes the first turn (CR 103.1: `play_first` or `draw_first`); then each
 * player draws seven (CR 103.4). The London mulligan (CR 103.5): a player who mulligans shuffles the hand
 * into the library and draws seven again; once they keep, they put one card
 * on the bottom of their library per mulligan, in the order they choose.
 * The order is chosen one card at a time (a `bottom` decision per card:
 * at most seven answers each, instead of every ordered selection at once);
 * each card goes under the ones put there before it, so the last card chosen
 * ends at the very bottom.
 */
import { events } from './event-sink.ts';
import { type MtgState, opponent, type Seat } from './state.ts';
import { drawCard, moveTo, shuffleLibrary } from './zones.ts';

/** The answer to who takes the first turn: hands are drawn, the starting player decides on a mulligan first. */
export function startingPlayerChosen(s: MtgState, chooser: Seat, playFirst: boolean): void {
  s.firstPlayer = playFirst ? chooser : opponent(chooser);
  events.emit?.({ type: 'first-player', chooser, player: s.firstPlayer });
  s.active = s.firstPlayer;
  s.priority = s.firstPlayer;
  for (const p of [0, 1] as Seat[]) for (let i = 0; i < 7; i++) drawCard(s, p);
  s.pending = { kind: 'mulligan', player: s.firstPlayer };
}

/** Takes a mulligan: the hand goes back, the library is shuffled, seven are drawn. */
export function takeMulligan(s: MtgState, p: Seat): void {
  const pl = s.players[p];
  pl.mulligans++;
  events.emit?.({ type: 'mulligan', player: p, mulligans: pl.mulligans });
  // The hand goes back unseen: the mulligan says so, not seven moves.
  for (const id of [...pl.hand]) moveTo(s, id, 'library', { silent: true });
  shuffleLibrary(s, p);
  for (let i = 0; i < 7; i++) drawCard(s, p);
}

/** How many cards a player who keeps now must put on the bottom. */
export function bottomCount(s: MtgState, p: Seat): number {
  return Math.min(s.players[p].mulligans, s.players[p].hand.length);
}

/**
 * The cards the player may put on the bottom next: one per card name (two
 * copies of a card are the same choice), the lowest instance id standing for
 * its name so the answers are stable.
 */
export function bottomChoices(s: MtgState, p: Seat): number[] {
  const byName = new Map<string, number>();
  for (const id of s.players[p].hand) {
    const key = s.objects[id].card ?? `#${id}`;
    const seen = byName.get(key);
    if (seen === undefined || id < seen) byName.set(key, id);
  }
  return [...byName.values()].sort((a, b) => a - b);
}

/** Puts one card on the bottom; says how many are still to go. */
export function putOnBottom(s: MtgState, card: number, count: number): number {
  moveTo(s, card, 'library', { bottom: true });
  return count - 1;
}

/** Puts cards on the bottom by themselves while the choice has one answer; says how many are still to choose. */
export function bottomForced(s: MtgState, p: Seat, count: number): number {
  let left = count;
  while (left > 0) {
    const choices = bottomChoices(s, p);
    if (choices.length !== 1) break;
    left = putOnBottom(s, choices[0], left);
  }
  return left;
}
