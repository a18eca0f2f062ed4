/**
 * The oracle-text parser, hand-written: a small set of phrase readers
 * (phrases.ts), effect templates (effects.ts) and ability shapes
 * (abilities.ts). See README.md for why it is hand-written.
 */
export { parseRulesText } from './abilities.ts';
export { manaValue, parseManaCost } from './text.ts';
