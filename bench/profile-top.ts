/**
 * The top of a CPU profile, as bench/RESULTS.md quotes it:
 *
 *   node --cpu-prof --cpu-prof-dir=prof bench/dist/child.js random:dice-duel 6000
 *   node bench/dist/profile-top.js prof/<file>.cpuprofile [N]
 *
 * prints the N (default 20) functions with the most self time (time spent in
 * the function itself; V8 counts a function inlined into another as the
 * other's) and the N with the most inclusive time (itself and everything it
 * called), each as a share of all samples.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function where(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\/.*?\/(packages|games|apps|bench|node_modules)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
}

function top(times: Map<string, number>, total: number, n: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
}

const [file, count] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: profile-top <file.cpuprofile> [N]\n');
  process.exit(2);
}
const n = Number(count ?? 20);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const timeOf = new Map<number, number>();
profile.samples.forEach((id, i) => {
  timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const [id, us] of timeOf) {
  total += us;
  const leaf = where(byId.get(id)!);
  self.set(leaf, (self.get(leaf) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = where(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
}
process.stdout.write(
  `${(total / 1000).toFixed(0)} ms sampled\n\nself time\n${top(self, total, n)}\n\ninclusive time\n${top(inclusive, total, n)}\n`,
);
