/**
 * vitest's global setup: compiles the tree first when a source changed since
 * the last build, so tests that spawn the compiled bin run the code under test
 * (and see no "rebuilt" note on its stderr). Tests themselves import the
 * TypeScript sources.
 */
import { buildIfStale } from './build.mjs';

export default async function setup() {
  await buildIfStale();
}
