/**
 * `arbiter play <game>`: a game in the terminal. Human seats see their view
 * and a numbered list of legal actions and answer with a number (or `q`);
 * agent seats move by themselves (an `llm` seat asks the endpoint the
 * environment names, and is awaited). Works with piped input, one answer a line.
 */
import { randomInt } from 'node:crypto';
import { type Agent, type AgentSettings, createAgent, decide } from '@arbiter/agents';
import {
  type AnyGame,
  type AnyTypes,
  type AsyncDriveSeat,
  type DriveEnd,
  DriveError,
  type DriveTable,
  driveMatchAsync,
  indexOfLegal,
  Match,
  type PlayerId,
} from '@arbiter/core';
import type { Command } from 'commander';
import {
  checkAgentKind,
  collect,
  listingSeats,
  llmSettingsFor,
  matchOptions,
  resolveGame,
  wholeNumber,
  withDeckFlags,
} from '../args.ts';
import { searchBudget } from '../budget-flags.ts';
import { failure } from '../cli-error.ts';
import { writeJsonFile } from '../files.ts';
import type { CliDeps, TextSink } from '../io.ts';
import { createLineReader, type LineReader } from '../line-reader.ts';
import { describeOutcome, seatLabel } from '../outcome.ts';
import { prettyJson } from '../view-text.ts';

const HUMAN = 'human';
const DEFAULT_SEATS = [HUMAN, 'mcts'];

interface PlayFlags {
  seed?: string;
  option?: string[];
  deck1?: string;
  deck2?: string;
  players?: number;
  iterations?: number;
  thinkMs?: number;
  log?: string;
  data?: string;
  trace?: string;
  [seat: `seat${number}`]: string | undefined;
}

type Seat = { kind: 'human' } | { kind: 'agent'; agent: Agent };

export function registerPlay(program: Command, deps: CliDeps): void {
  const maxSeats = Math.max(2, ...deps.games.map((g) => listingSeats(g)[1]));
  const cmd = program
    .command('play')
    .description('play a game in the terminal against agents (or hot-seat)')
    .argument('<game>', 'game id (see `arbiter games`)');
  for (let i = 1; i <= maxSeats; i++) {
    const fallback = DEFAULT_SEATS[Math.min(i - 1, DEFAULT_SEATS.length - 1)];
    cmd.option(`--seat${i} <kind>`, `who plays seat ${i}: human or an agent kind (default ${fallback})`);
  }
  cmd
    .option('--seed <seed>', 'game seed (default: a random one, printed at the start)')
    .option('--option <key=value>', 'game option (repeatable)', collect)
    .option('--players <n>', 'number of seats, for games played by a varying number', wholeNumber(1))
    .option('--iterations <n>', 'MCTS iterations per decision', wholeNumber(1))
    .option(
      '--think-ms <ms>',
      'time per decision for MCTS and greedy (with --iterations: whichever ends first)',
      wholeNumber(1),
    )
    .option('--log <file>', 'write the match log here at the end (for `arbiter replay`)')
    .option('--data <dir>', "play this data folder instead of the game's own")
    .option('--trace <file>', "append the llm agent's decisions here (JSONL; see `arbiter trace`)")
    .option('--deck1 <deck>', "seat 1's deck, for games with deck options (same as --option deck1=DECK)")
    .option('--deck2 <deck>', "seat 2's deck, for games with deck options (same as --option deck2=DECK)")
    .action(async (gameId: string, flags: PlayFlags) => {
      const game = await resolveGame(deps.games, gameId, flags.data);
      const { options, seats: seatTotal } = matchOptions(
        game,
        withDeckFlags(flags.option, flags),
        flags.players,
      );
      const seed = flags.seed ?? String(randomInt(1_000_000_000));
      const seats = makeSeats(seatTotal, flags, seed, deps, game);
      const match = new Match(game, options, seed);
      deps.stdout.write(`${game.name}: seed ${seed}; ${seatSummary(seats)}\n`);
      const reader = createLineReader(deps.stdin);
      const interactive = Boolean((deps.stdin as { isTTY?: boolean }).isTTY);
      try {
        const finished = await playOut(match, seats, { reader, out: deps.stdout, interactive });
        if (!finished) {
          deps.stdout.write('quit\n');
          return;
        }
      } finally {
        reader.close();
      }
      const viewer = seats.findIndex((s) => s.kind === 'human');
      deps.stdout.write(`\n${drawView(game, match, viewer >= 0 ? viewer : null)}\n`);
      deps.stdout.write(
        `Game over after ${match.actions.length} actions: ${describeOutcome(match.outcome())}\n`,
      );
      if (flags.log) {
        writeJsonFile(flags.log, match.toLog());
        deps.stdout.write(`log written to ${flags.log}\n`);
      }
    });
}

function makeSeats(seatTotal: number, flags: PlayFlags, seed: string, deps: CliDeps, game: AnyGame): Seat[] {
  const kinds = Array.from(
    { length: seatTotal },
    (_, i) => flags[`seat${i + 1}`] ?? DEFAULT_SEATS[Math.min(i, DEFAULT_SEATS.length - 1)],
  );
  kinds.forEach((kind, i) => {
    if (kind !== HUMAN) checkAgentKind(kind, `--seat${i + 1}`, game);
  });
  const settings: AgentSettings = searchBudget(flags);
  const llm = llmSettingsFor(kinds, deps, flags.trace);
  if (llm) settings.llm = llm;
  return kinds.map((kind, i) =>
    kind === HUMAN
      ? { kind: 'human' }
      : { kind: 'agent', agent: createAgent(kind, `${seed}/seat${i + 1}`, settings, game) },
  );
}

function seatSummary(seats: Seat[]): string {
  return seats.map((s, i) => `${seatLabel(i)} ${s.kind === 'human' ? HUMAN : s.agent.kind}`).join(', ');
}

function drawView(game: AnyGame, match: Match, viewer: PlayerId | null): string {
  const view = match.view(viewer);
  return game.render ? game.render(view, viewer) : prettyJson(view);
}

interface Terminal {
  reader: LineReader;
  out: TextSink;
  /** A terminal echoes what is typed; with piped input we echo it ourselves. */
  interactive: boolean;
}

/**
 * Plays until the game ends (true) or a human quits (false), through the
 * kernel's one decision loop: agents decide (awaited: an llm seat asks its
 * endpoint) and their moves are printed; a person sees the view and the
 * numbered legal actions and answers with a number.
 */
async function playOut(match: Match, seats: Seat[], term: Terminal): Promise<boolean> {
  const game = match.game;
  const table: DriveTable<AnyTypes> = {
    game,
    get state() {
      return match.state;
    },
    get played() {
      return match.actions.length;
    },
    play: (player, action) => {
      match.act(player, action);
    },
  };
  const driven = seats.map((seat) =>
    seat.kind === 'agent' ? agentSeat(match, seat.agent, term) : humanSeat(match, term),
  );
  let end: DriveEnd;
  try {
    end = await driveMatchAsync(table, driven);
  } catch (e) {
    if (e instanceof DriveError) throw failure(`${game.id}: ${e.message}`);
    throw e;
  }
  return end.end !== 'stopped';
}

/** An agent's seat: its choice, printed as everyone reads it. */
function agentSeat(match: Match, agent: Agent, term: Terminal): AsyncDriveSeat {
  const game = match.game;
  return {
    async decide({ player, legal, step }) {
      const state = match.state;
      const action = await decide(agent, {
        game,
        player,
        view: match.view(player),
        legal: [...legal],
        match: match.seed,
        turn: step,
        describe: (a) => game.describe(a, state),
      });
      const index = indexOfLegal(game, legal, action);
      if (index < 0)
        throw failure(
          `${agent.kind} agent for ${seatLabel(player)} chose an action that is not legal: ${JSON.stringify(action)}`,
        );
      term.out.write(`${seatLabel(player)} (${agent.kind}): ${game.describe(legal[index], state, null)}\n`);
      return index;
    },
  };
}

/** A person's seat: the view and the numbered choices, then their answer (null: they quit). */
function humanSeat(match: Match, term: Terminal): AsyncDriveSeat {
  const game = match.game;
  return {
    decide({ player, legal }) {
      term.out.write(`\n── ${seatLabel(player)} to act ──\n${drawView(game, match, player)}\n`);
      const choices = groupedChoices(legal.map((a) => game.describe(a, match.state)));
      choices.forEach((c, i) => {
        term.out.write(`  ${i + 1}. ${c.label}${c.count > 1 ? ` (${c.count})` : ''}\n`);
      });
      return askHuman(choices.length, player, term).then((n) => (n === null ? null : choices[n].first));
    },
  };
}

/**
 * Legal actions that read the same are one numbered choice ("Plains (26)"):
 * a person cannot tell them apart, so choosing it takes the first of them.
 */
export function groupedChoices(labels: string[]): Array<{ label: string; count: number; first: number }> {
  const byLabel = new Map<string, { label: string; count: number; first: number }>();
  labels.forEach((label, i) => {
    const seen = byLabel.get(label);
    if (seen) seen.count++;
    else byLabel.set(label, { label, count: 1, first: i });
  });
  return [...byLabel.values()];
}

/** The index of the chosen legal action, or null when the player quits. Re-asks on anything else. */
async function askHuman(count: number, player: PlayerId, term: Terminal): Promise<number | null> {
  for (;;) {
    term.out.write(`${seatLabel(player)}> choose 1-${count} (q to quit): `);
    const line = await term.reader.next();
    if (line === null) throw failure('input ended before the game finished');
    if (!term.interactive) term.out.write(`${line}\n`);
    const answer = line.trim().toLowerCase();
    if (answer === 'q' || answer === 'quit') return null;
    const n = Number(answer);
    if (answer !== '' && Number.isInteger(n) && n >= 1 && n <= count) return n - 1;
    term.out.write(`'${line.trim()}' is not a choice: enter a number from 1 to ${count}, or q\n`);
  }
}
