// Entry point of a chunk thread when the worker runs from the TypeScript
// sources (tests, tsx): Node 20 does not apply module hooks given in a
// Worker's execArgv (nodejs/node#47747), so the thread registers tsx itself
// before loading the thread's code. The compiled worker starts the compiled
// chunk-thread.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./chunk-thread.ts');
