/** Spell Duel's types, named once for the kernel (`GameModule<SpellDuelTypes>`, `Match<SpellDuelTypes>`). */
import type { GameTypes } from '@arbiter/core';
import type { z } from 'zod';
import type { optionsSchema } from './options.ts';
import type { DuelAction, DuelEvent, DuelState } from './state.ts';
import type { DuelView } from './view.ts';

export interface SpellDuelReport {
  [key: string]: number;
  turns: number;
  cardsPlayed: number;
}

export interface SpellDuelTypes extends GameTypes {
  state: DuelState;
  action: DuelAction;
  view: DuelView;
  options: z.output<typeof optionsSchema>;
  event: DuelEvent;
  report: SpellDuelReport;
}
