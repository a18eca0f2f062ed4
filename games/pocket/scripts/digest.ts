/**
 * A digest of what a refactor of Pocket must not change, to compare one
 * tree's compiled build with another's (e.g. a copy of the branch before the
 * change, built with `node scripts/build.mjs`):
 *
 *   node --import tsx games/pocket/scripts/digest.ts [tree] [games] [current]
 *
 * Over `games` seeded random games (default 500; the six sample decks in turn):
 * every legal-action list (by key), the action taken, the state hash after
 * each action, the view hash of both seats and a spectator before each
 * action, the final state and outcome, the report, a clone's hash, and the
 * same game through the sim's unrecorded loop. Those parts must be equal
 * before and after a change that keeps behaviour. The words (`desc`: every
 * action's description for its seat and for the log; `events`: every event
 * and its words) are printed apart: they change when events or words do.
 *
 * With `current` as third argument, the games are over every legal preset
 * (the six samples and the current decks, in turn against each other) and
 * their agents take turns: random against random, attach-then-attack against
 * attach-then-attack, random against attach-then-attack. Each game is played
 * through the sim's recorded loop (`playGame`), which shows every decision:
 * the legal list, the action taken, both seats' and the spectator's views;
 * then the state hash after each action, the final state and outcome, the
 * report, a clone's hash, and the same game through the unrecorded loop.
 * (No events: that loop records none.)
 */
import { createHash, type Hash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const THIS_TREE = resolve(import.meta.dirname, '../../..');

type Loaded = Record<string, unknown>;

const [treeArg, gamesArg, modeArg] = process.argv.slice(2);
const tree = resolve(treeArg ?? THIS_TREE);
const count = Number(gamesArg ?? 500);
const from = async (path: string) => (await import(pathToFileURL(resolve(tree, path)).href)) as Loaded;
// The modules of the tree under test are only known by their exported names here.
const core = (await from('packages/core/dist/index.js')) as unknown as typeof import('@arbiter/core');
const sim = (await from('packages/sim/dist/index.js')) as unknown as typeof import('@arbiter/sim');
const pocketModule = (await from(
  'games/pocket/dist/index.js',
)) as unknown as typeof import('../src/index.ts');

const game = pocketModule.pocket;
const decks = ['mewtwoex', 'fire', 'blastoiseex', 'hitmonlee', 'venusaur-exeggutor', 'weezing-arbok'];
const behaviour = createHash('sha256');
const parts = new Map<string, Hash>();
const add = (part: string, text: string, words = false) => {
  let h = parts.get(part);
  if (!h) {
    h = createHash('sha256');
    parts.set(part, h);
  }
  h.update(text);
  if (!words) behaviour.update(text);
};

function sampleGames() {
  for (let i = 0; i < count; i++) {
    const seed = `pocket-digest/${i}`;
    const options = { deck1: decks[i % decks.length], deck2: decks[(i + 1 + (i >> 3)) % decks.length] };
    const agents = sim.seatAgents(['random', 'random'], seed);
    const match = new core.Match(game, options, seed, { recordEvents: true, hashEachAction: true });
    for (let steps = 0; !match.outcome() && steps < 10_000; steps++) {
      const player = match.toAct()[0];
      const legal = match.legalActions(player);
      add(
        'views',
        `${core.hashState(game.view(match.state, 0))}${core.hashState(game.view(match.state, 1))}${core.hashState(game.view(match.state, null))}`,
      );
      add('legal', legal.map((a) => game.actionKey!(a)).join(','));
      const chooser = agents[player] as unknown as { chooseIndex(n: number): number };
      const index = chooser.chooseIndex(legal.length);
      add('action', game.actionKey!(legal[index]));
      add(
        'desc',
        `${game.describe(legal[index], match.state, player)}|${game.describe(legal[index], match.state, null)}`,
        true,
      );
      match.applyTrusted(player, legal[index]);
    }
    const describeEvent = (e: unknown) => (game.describeEvent ? game.describeEvent(e as never) : '');
    for (const e of match.events) add('events', `${JSON.stringify(e)}|${describeEvent(e.event)}`, true);
    add('hashes', match.actions.map((a) => a.hash).join(','));
    add('final', core.hashState(match.state) + JSON.stringify(match.outcome()));
    add('report', JSON.stringify(game.report!(match.state, match.options)));
    const lean = sim.playUnrecorded(game, options, seed, sim.seatAgents(['random', 'random'], seed));
    add('lean', core.hashState(lean.state) + lean.actions + JSON.stringify(lean.outcome));
    add('clone', core.hashState(game.clone(match.state)));
  }
}

/** The current decks' games (see the header): the recorded loop shows each decision to `onDecision`. */
function currentGames() {
  const presets = pocketModule.presetChoices().map((c) => c.value);
  const kindsOf = [
    ['random', 'random'],
    ['attach-then-attack', 'attach-then-attack'],
    ['random', 'attach-then-attack'],
  ];
  for (let i = 0; i < count; i++) {
    const seed = `pocket-digest/current/${i}`;
    const options = {
      deck1: presets[i % presets.length],
      deck2: presets[(i + 1 + Math.floor(i / presets.length)) % presets.length],
    };
    const kinds = kindsOf[i % kindsOf.length];
    const played = sim.playGame(game, options, seed, sim.seatAgents(kinds, seed, {}, game), {
      record: true,
      onDecision: (d) => {
        const state = d.state as Parameters<typeof game.view>[0];
        add(
          'views',
          `${core.hashState(game.view(state, 0))}${core.hashState(game.view(state, 1))}${core.hashState(game.view(state, null))}`,
        );
        add('legal', d.legal.map((a) => game.actionKey!(a as never)).join(','));
        add('action', game.actionKey!(d.legal[d.index] as never));
      },
    });
    const match = played.match;
    add('hashes', match.actions.map((a) => a.hash).join(','));
    add('final', core.hashState(match.state) + JSON.stringify(played.outcome));
    add('report', JSON.stringify(game.report!(match.state as never, match.options as never)));
    const lean = sim.playUnrecorded(game, options, seed, sim.seatAgents(kinds, seed, {}, game));
    add('lean', core.hashState(lean.state) + lean.actions + JSON.stringify(lean.outcome));
    add('clone', core.hashState(game.clone(match.state as never)));
  }
}

if (modeArg === 'current') currentGames();
else if (modeArg === undefined) sampleGames();
else throw new Error(`digest: unknown mode '${modeArg}' (the third argument is 'current' or nothing)`);
for (const [part, h] of parts) process.stdout.write(`${part.padEnd(8)} ${h.digest('hex').slice(0, 16)}\n`);
process.stdout.write(`behaviour ${behaviour.digest('hex')}\n`);
