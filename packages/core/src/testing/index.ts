export * from './conformance.ts';
export * from './playthrough.ts';
export * from './toy-game.ts';
export * from './toy-seats-game.ts';
export * from './words.ts';
