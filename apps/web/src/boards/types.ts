/**
 * What every game's board view gets. A board draws the view and may offer
 * its own controls for legal actions (click a die, a lane). The generic
 * action panel beside it lists every other legal action; the types a board
 * declares in `boardActions` are folded away there (a click lists them), so
 * the panel does not repeat the board's controls as dozens of buttons. A game
 * without a board of its own is played entirely from the panel.
 */
import type { Action, PlayerId } from '@arbiter/core';
import type { LegalChoice, LogEntry, SeatInfo } from '@arbiter/server/protocol';
import type { ComponentType } from 'react';

export interface BoardProps {
  view: unknown;
  /** Whose perspective the view is from; null for a spectator. */
  seat: PlayerId | null;
  seats: SeatInfo[];
  /** This seat's legal actions now; empty when it owes nothing (or in a replay). */
  legal: LegalChoice[];
  onAct: (action: Action) => void;
  /** The entries so far (a replay passes those up to its step). */
  log: LogEntry[];
}

export interface BoardModule {
  Board: ComponentType<BoardProps>;
  /** Known values for free-text options, shown as choices in the create form. */
  optionChoices?: Record<string, string[]>;
  /**
   * Action types the board offers a control for, for every legal action of
   * that type (Dice Duel's dice and abilities). The action panel gives way:
   * it folds them into one line, a click away from being listed.
   */
  boardActions?: string[];
}
