#!/usr/bin/env node
// The project has no build step: register tsx so Node can load the TypeScript
// sources, then hand over to the real entry point. The import must be dynamic
// so that it runs after the hook is registered.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
