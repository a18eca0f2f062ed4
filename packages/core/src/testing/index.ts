export * from './conformance.ts';
export * from './toy-game.ts';
