export { type Card, type Catalog, loadCatalog, rulesText, shippedDataDir } from './data.ts';
export { createSpellDuel, spellDuel } from './game.ts';
export { operations } from './operations/index.ts';
export type { DuelAction, DuelEvent, DuelState } from './state.ts';
export type { SpellDuelTypes } from './types.ts';
export type { DuelView } from './view.ts';
