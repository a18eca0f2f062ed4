export * from './ratings.ts';
export * from './run.ts';
export * from './schedule.ts';
export * from './tally.ts';
