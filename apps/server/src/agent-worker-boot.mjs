// Entry point of an agent worker thread. Node 20 does not apply module hooks
// given in a Worker's execArgv, so the thread registers tsx itself, then
// loads the TypeScript worker.
// Used only when the pool runs from the sources (tests, tsx); the compiled
// pool starts the compiled worker directly (see the pool).
import { register } from 'tsx/esm/api';

register();
await import('./agent-worker.ts');
