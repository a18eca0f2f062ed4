/**
 * What every game's board view gets. A board draws the view and may offer
 * its own controls for legal actions (click a die, a lane). The generic
 * action panel beside it lists every other legal action; the types a board
 * declares in `boardActions` are folded away there (a click lists them), so
 * the panel does not repeat the board's controls as dozens of buttons. A game
 * without a board of its own is played entirely from the panel.
 *
 * A board is typed in its game's own view and action types (each game
 * exports them): `BoardModule<QBView, QBAction>` draws a `QBView` and acts
 * with `QBAction`s, so no board casts its view. Only the registry
 * (`boards/index.ts`) holds them erased, as the catalog holds games: the
 * server sends each board its own game's views and legal actions.
 */
import type { Action, PlayerId } from '@arbiter/core';
import type { LegalChoice, LogEntry, SeatInfo } from '@arbiter/server/protocol';
import type { ComponentType } from 'react';

/** A legal action with its label, in the board's action type. */
export type BoardChoice<A extends Action = Action> = Omit<LegalChoice, 'action'> & { action: A };

export interface BoardProps<View = unknown, A extends Action = Action> {
  view: View;
  /** Whose perspective the view is from; null for a spectator. */
  seat: PlayerId | null;
  seats: SeatInfo[];
  /** This seat's legal actions now; empty when it owes nothing (or in a replay). */
  legal: BoardChoice<A>[];
  onAct: (action: A) => void;
  /** The entries so far (a replay passes those up to its step). */
  log: LogEntry[];
}

export interface BoardModule<View = unknown, A extends Action = Action> {
  Board: ComponentType<BoardProps<View, A>>;
  /** Known values for free-text options, shown as choices in the create form. */
  optionChoices?: Record<string, string[]>;
  /**
   * Action types the board offers a control for, for every legal action of
   * that type (Dice Duel's dice and abilities). The action panel gives way:
   * it folds them into one line, a click away from being listed.
   */
  boardActions?: A['type'][];
}

/** The erased form the registry holds every board by (see the header). */
// biome-ignore lint/suspicious/noExplicitAny: erasure at the registry boundary; each board is typed in its game's types
export type AnyBoard = BoardModule<any, any>;
