/**
 * How long loading and checking the card pool takes: `loadCatalog` (read,
 * repeated-key check, schema and effect parameters through the quick pass
 * and zod, set list; the fingerprint is worked out when first read, so not
 * here) the first time in a fresh process, and again once warm. Each run is its own
 * process (a first load pays for compiling the checks). CPU time is the
 * figure to read on a shared machine; wall time is printed beside it.
 *
 *   node --import tsx games/pocket/scripts/load-time.ts [runs=5] [dataDir]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Run {
  cards: number;
  firstCpuMs: number;
  firstWallMs: number;
  warmCpuMs: number;
}

async function once(dir: string | undefined): Promise<Run> {
  const { loadCatalog } = await import('../src/data/catalog.ts');
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const wall = performance.now();
  const start = cpu();
  const cat = loadCatalog(dir);
  const firstCpuMs = cpu() - start;
  const firstWallMs = performance.now() - wall;
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = cpu();
    loadCatalog(dir);
    warm.push(cpu() - s);
  }
  return { cards: cat.cards.length, firstCpuMs, firstWallMs, warmCpuMs: Math.min(...warm) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (process.argv[2] === '--once') {
  console.log(JSON.stringify(await once(process.argv[3] || undefined)));
} else {
  const runs = Number(process.argv[2] ?? 5);
  const dir = process.argv[3];
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--once', dir ?? ''],
      {
        encoding: 'utf8',
      },
    );
    if (r.status !== 0) throw new Error(r.stderr);
    results.push(JSON.parse(r.stdout.trim().split('\n').at(-1) as string) as Run);
  }
  const round = (x: number) => Math.round(x);
  console.log(
    `${results[0].cards} cards, ${runs} fresh processes: first load ${round(median(results.map((r) => r.firstCpuMs)))} ms CPU (median; fastest ${round(Math.min(...results.map((r) => r.firstCpuMs)))}), ${round(median(results.map((r) => r.firstWallMs)))} ms wall; warm ${round(median(results.map((r) => r.warmCpuMs)))} ms CPU`,
  );
}
