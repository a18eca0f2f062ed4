/**
 * The charting library's browser builds (Vega, Vega-Lite, vega-embed, from
 * their npm packages), read once and inlined into every report, so a report
 * opens offline and fetches nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** [package, file in the folder of its main module] in load order: vega-lite and vega-embed need vega first. */
const BUILDS: ReadonlyArray<[string, string]> = [
  ['vega', 'vega.min.js'],
  ['vega-lite', 'vega-lite.min.js'],
  ['vega-embed', 'vega-embed.min.js'],
];

let cached: string[] | null = null;

/** Each library's minified browser code, ready to sit inside a <script> element. */
export function chartLibraries(): string[] {
  cached ??= BUILDS.map(([pkg, file]) => {
    const code = readFileSync(join(dirname(require.resolve(pkg)), file), 'utf8');
    // Inside <script>, only "</script" could end the element early.
    // No source-map comment either: a browser's developer tools would try to fetch the map.
    return code.replaceAll('</script', '<\\/script').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  });
  return cached;
}
