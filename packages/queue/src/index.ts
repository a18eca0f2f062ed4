export * from './ab.ts';
export * from './connection.ts';
export * from './payload.ts';
export * from './submit.ts';
export * from './worker.ts';
