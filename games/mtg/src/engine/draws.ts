/**
 * What happens around a draw besides the card moving (CR 121):
 *
 * - **Replacement** (CR 614.1a, 121.6): a `draw_instead` static over the
 *   drawing player (Forbidden Crypt, Zur's Weirding) replaces the draw with its
 *   steps — a resolution outside the stack for the static's controller, with
 *   the drawing player as "that player". The steps may ask players (which
 *   card returns; who pays life), so they wait in `s.replacing` and run, in
 *   the order the draws were replaced, as soon as the resolution or
 *   turn-based action that drew is done, before anything goes on the stack
 *   (see the README's decisions). A draw those steps make is not replaced by
 *   the same static again (CR 614.5); another one may replace it. Several
 *   statics over one draw: the oldest applies (CR 616.1 would let the
 *   drawing player choose; see the README).
 * - **Reveal** (Rowen, "Reveal the first card you draw each turn", CR
 *   701.20a): in a game holding a card with `reveal_first_draw`, each
 *   player's first draw of a turn is counted (`firstDrawTurn`); if a
 *   permanent of theirs has the static then, the card is revealed and the
 *   `DRAW_REVEALED` event fires ("whenever you reveal … this way").
 */
import { catalog } from '../cards/catalog.ts';
import { board } from './derived.ts';
import { events } from './event-sink.ts';
import { nameOf } from './objects.ts';
import { playerFlagsOf } from './player-statics.ts';
import { type Frame, type MtgState, playerTarget, type Seat } from './state.ts';
import { fire } from './triggers.ts';

/** Whether a static replaces `p`'s draw now; if so its steps are queued and the draw does not happen. */
export function drawReplaced(s: MtgState, p: Seat, exempt: readonly number[] | undefined): boolean {
  for (const f of playerFlagsOf(board(s), p, 'draw_instead')) {
    if (exempt?.includes(f.source)) continue;
    const frame: Frame = {
      source: f.source,
      sourceCard: s.objects[f.source].card,
      controller: f.controller,
      targets: [],
      targetSpecs: [],
      x: 0,
      steps: f.rule.instead,
      index: 0,
      vars: { eventSubject: playerTarget(p), exempt: [...(exempt ?? []), f.source] },
    };
    s.replacing ??= [];
    s.replacing.push(frame);
    return true;
  }
  return false;
}

/** Starts the next queued replacement (the caller runs it as the resolving frame). */
export function nextReplacement(s: MtgState): Frame | null {
  const f = s.replacing?.shift() ?? null;
  if (s.replacing && s.replacing.length === 0) s.replacing = undefined;
  return f;
}

/** After `p` drew card `id`: Rowen's reveal of the turn's first draw. */
export function afterDraw(s: MtgState, p: Seat, id: number): void {
  const pl = s.players[p];
  if (pl.firstDrawTurn === s.turn) return;
  pl.firstDrawTurn = s.turn;
  if (playerFlagsOf(board(s), p, 'reveal_first_draw').length === 0) return;
  events.emit?.({ type: 'reveal', player: p, cards: [nameOf(s.objects[id])] });
  fire(s, { type: 'DRAW_REVEALED', player: p, object: id });
}

/** The rule flags over players a game must watch for: any card of the game holding one marks the state. */
const PLAYER_RULES = [
  'draw_instead',
  'graveyard_to_exile',
  'spend_mana_as',
  'colour_cards',
  'hands_revealed',
];

const reads = new Map<string, { players: boolean; firstDraws: boolean }>();

function readsOf(card: string): { players: boolean; firstDraws: boolean } {
  let r = reads.get(card);
  if (r === undefined) {
    const json = JSON.stringify(catalog().cards[card]?.rules ?? {});
    r = {
      players: PLAYER_RULES.some((id) => json.includes(`"${id}"`)),
      firstDraws: json.includes('"reveal_first_draw"'),
    };
    reads.set(card, r);
  }
  return r;
}

/**
 * Marks a game holding a card (any zone) with a static over players that the engine reads on hot paths
 * — draws, moves to a graveyard, payment, colours, views (`readsPlayerStatics`) — or with Rowen's reveal
 * (`recordsFirstDraws`); other games read nothing more and their states hash as before. Call once the
 * cards are made.
 */
export function watchPlayerStaticsIfRead(s: MtgState): void {
  for (const id in s.objects) {
    const card = s.objects[id].card;
    if (!card) continue;
    const r = readsOf(card);
    if (r.players) s.readsPlayerStatics = true;
    if (r.firstDraws) s.recordsFirstDraws = true;
  }
}
