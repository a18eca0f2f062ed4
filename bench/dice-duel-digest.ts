/**
 * A digest of what Dice Duel's speed work must not change, to compare before
 * and after each step:
 *
 *   node bench/dist/dice-duel-digest.js [tree] [games]
 *
 * Over `games` seeded random games (default 2,000; every other game a
 * different hero pairing and defense setting): every event and its text,
 * the text of every action taken, every legal-action list (by key), both
 * seats' view hashes before every action, the per-action state hashes, the
 * final state hash and outcome, the report, a clone's hash, and the same
 * game through the sim's lean loop. Prints one hash per part and one over
 * all; equal output means the same games, logs, views and reports.
 */
import { createHash, type Hash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The tree this script belongs to (it runs compiled from bench/dist, or from bench/ through tsx). */
const THIS_TREE = resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..');

type Loaded = Record<string, unknown>;

const [treeArg, gamesArg] = process.argv.slice(2);
const tree = resolve(treeArg ?? THIS_TREE);
const count = Number(gamesArg ?? 2000);
const from = async (path: string) => (await import(pathToFileURL(resolve(tree, path)).href)) as Loaded;
// The modules of the tree under test are only known by their exported names here.
const core = (await from('packages/core/dist/index.js')) as unknown as typeof import('@arbiter/core');
const sim = (await from('packages/sim/dist/index.js')) as unknown as typeof import('@arbiter/sim');
const duel = (await from('games/dice-duel/dist/index.js')) as unknown as typeof import('@arbiter/dice-duel');

const game = duel.diceDuel;
const heroes = duel.shippedCatalog.heroIds;
const all = createHash('sha256');
const parts = new Map<string, Hash>();
const add = (part: string, text: string) => {
  let h = parts.get(part);
  if (!h) {
    h = createHash('sha256');
    parts.set(part, h);
  }
  h.update(text);
  all.update(text);
};

for (let i = 0; i < count; i++) {
  const seed = `dig/${i}`;
  let options: Record<string, unknown> = {};
  if (i % 2 === 1) {
    const j = i >> 1;
    options = {
      hero1: heroes[j % 3],
      hero2: heroes[Math.floor(j / 3) % 3],
      defense: ['hero', 'v1', 'v2'][Math.floor(j / 9) % 3],
    };
  }
  const agents = sim.seatAgents(['random', 'random'], seed);
  const match = new core.Match(game, options, seed, { recordEvents: true, hashEachAction: true });
  for (let steps = 0; !match.outcome() && steps < 10_000; steps++) {
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    add('views', core.hashState(game.view(match.state, 0)) + core.hashState(game.view(match.state, 1)));
    add('legal', legal.map((a) => game.actionKey!(a)).join(','));
    const chooser = agents[player] as unknown as { chooseIndex(n: number): number };
    const index = chooser.chooseIndex(legal.length);
    add('desc', game.describe(legal[index], match.state));
    match.applyTrusted(player, legal[index]);
  }
  for (const e of match.events) add('events', `${JSON.stringify(e)}|${game.describeEvent!(e.event)}`);
  add('hashes', match.actions.map((a) => a.hash).join(','));
  add('final', core.hashState(match.state) + JSON.stringify(match.outcome()));
  add('report', JSON.stringify(game.report!(match.state, match.options)));
  const lean = sim.playUnrecorded(game, options, seed, sim.seatAgents(['random', 'random'], seed));
  add('lean', core.hashState(lean.state) + lean.actions + JSON.stringify(lean.outcome));
  add('clone', core.hashState(game.clone(match.state)));
}
for (const [part, h] of parts) process.stdout.write(`${part.padEnd(8)} ${h.digest('hex').slice(0, 16)}\n`);
process.stdout.write(`all      ${all.digest('hex')}\n`);
