// Entry point of the hint thread when the server runs from its TypeScript
// sources (tests): Node 20 does not apply module hooks given in a Worker's
// execArgv, so the thread registers tsx itself (as agent-worker-boot.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./hint-worker.ts');
