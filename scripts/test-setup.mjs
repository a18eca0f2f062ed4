/**
 * vitest's global setup: compiles the tree first when a source changed since
 * the last build, so tests that spawn the compiled bin run the code under test
 * (and see no "rebuilt" note on its stderr). Tests themselves import the
 * TypeScript sources. A source that does not compile is reported here and the
 * run goes on: that file's own tests say what is wrong, and the tests of the
 * compiled tree fail.
 */
import { buildIfStale } from './build.mjs';

export default async function setup() {
  try {
    await buildIfStale();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    process.stderr.write(`test setup: the build failed, compiled-tree tests will fail:\n${message}\n`);
  }
}
