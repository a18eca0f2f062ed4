export * from './errors.ts';
export * from './match-manager.ts';
export * from './match-room.ts';
export * from './protocol.ts';
export * from './server.ts';
export * from './store.ts';
