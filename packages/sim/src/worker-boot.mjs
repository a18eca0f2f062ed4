// Entry point of a batch worker thread. Node 20 does not apply module hooks
// given in a Worker's execArgv (nodejs/node#47747), so `--import tsx` alone
// cannot load a .ts worker; the thread registers tsx itself, then loads it.
// Used only when the pool runs from the sources (tests, tsx); the compiled
// pool starts the compiled worker directly (see the pool).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
