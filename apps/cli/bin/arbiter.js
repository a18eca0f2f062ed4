#!/usr/bin/env node
// The `arbiter` command runs the compiled CLI (apps/cli/dist/main.js), which
// `npm install` builds (the root `prepare` step: scripts/build.mjs).
//
// Before that, a cheap check (a few ms of `stat` calls) compares the sources
// with the last build. When a source changed, the bin rebuilds first (about
// half a second, one line on stderr says why), so an edited tree never runs
// stale code. If the rebuild fails (a syntax error, esbuild missing), it says
// so in one line and runs the sources through tsx instead, as does
// ARBITER_FROM_SOURCES=1 (e.g. to debug the TypeScript directly).
import { buildState } from '../../../scripts/build-units.mjs';

if (process.argv.includes('--debug')) process.setSourceMapsEnabled(true);

async function compiledIsUsable() {
  if (process.env.ARBITER_FROM_SOURCES === '1') return false;
  if (buildState().fresh) return true;
  try {
    const { buildIfStale } = await import('../../../scripts/build.mjs');
    const { built, reason } = await buildIfStale();
    if (built) process.stderr.write(`arbiter: rebuilt the compiled tree first (${reason})\n`);
    return true;
  } catch (e) {
    const why = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    process.stderr.write(`arbiter: cannot rebuild (${why}); running the sources through tsx\n`);
    return false;
  }
}

if (await compiledIsUsable()) {
  await import('../dist/main.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
