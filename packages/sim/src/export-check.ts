/**
 * Checking a decision export against the engine: every game in it is set up
 * again from its seed and options, and at each record the engine must agree
 * that this seat was to act, that this was its view and these its legal
 * actions, and the chosen index must name one of them; the action is then
 * applied, and each record's outcome must be how the game really ended for
 * that seat. Records are read one at a time (a file of any size is checked
 * in the memory of one game's state).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { type AnyGame, createState, type PlayerId, stableStringify } from '@arbiter/core';
import { DECISION_FORMAT, type DecisionRecord, seatOutcome } from './export.ts';
import { ACTION_LIMIT_REASON } from './play.ts';

export class ExportCheckError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'ExportCheckError';
    this.line = line;
  }
}

export interface ExportCheckSummary {
  games: number;
  decisions: number;
}

interface OpenGame {
  game: AnyGame;
  record: DecisionRecord;
  state: unknown;
  step: number;
  /** Each seat's outcome as its records state it (one text per seat). */
  claimed: Map<PlayerId, { text: string; line: number }>;
}

export class DecisionChecker {
  private readonly findGame: (id: string) => AnyGame;
  private current: OpenGame | null = null;
  private readonly summary: ExportCheckSummary = { games: 0, decisions: 0 };

  constructor(findGame: (id: string) => AnyGame) {
    this.findGame = findGame;
  }

  /** Checks one line (1-based `line` for messages); blank lines are skipped. */
  addLine(text: string, line: number): void {
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      throw new ExportCheckError(line, `not JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    this.add(value as DecisionRecord, line);
  }

  add(r: DecisionRecord, line: number): void {
    if (r?.format !== DECISION_FORMAT) throw new ExportCheckError(line, `not an ${DECISION_FORMAT} record`);
    const fail = (what: string) =>
      new ExportCheckError(line, `${r.game} seed ${r.seed} step ${r.step}: ${what}`);
    let g = this.current;
    if (r.step === 0) {
      this.endGame(line);
      const game = this.findGame(r.game);
      if (r.data !== undefined && game.dataFingerprint !== r.data) throw fail('made with other data');
      g = { game, record: r, state: createState(game, r.options, r.seed), step: 0, claimed: new Map() };
      this.current = g;
    } else if (!g || g.record.seed !== r.seed || g.record.game !== r.game || r.step !== g.step) {
      throw fail(
        `out of order (expected ${g ? `${g.record.game} seed ${g.record.seed} step ${g.step}` : 'step 0'})`,
      );
    }
    const { game, state } = g!;
    if (game.outcome(state)) throw fail('the game was already over');
    if (game.toAct(state)[0] !== r.seat) throw fail(`seat ${r.seat} was not to act`);
    if (stableStringify(game.view(state, r.seat)) !== stableStringify(r.view)) {
      throw fail("the view is not the engine's view for that seat");
    }
    const legal = game.legalActions(state, r.seat);
    if (stableStringify(legal) !== stableStringify(r.legal))
      throw fail("the legal actions differ from the engine's");
    if (!Number.isInteger(r.chosen) || r.chosen < 0 || r.chosen >= legal.length) {
      throw fail(`chosen ${r.chosen} is not an index of the ${legal.length} legal actions`);
    }
    game.apply(state, r.seat, legal[r.chosen]);
    g!.step++;
    const claimed = stableStringify(r.outcome);
    const before = g!.claimed.get(r.seat);
    if (before && before.text !== claimed)
      throw fail(`seat ${r.seat}'s outcome differs from line ${before.line}'s`);
    g!.claimed.set(r.seat, { text: claimed, line });
    this.summary.decisions++;
  }

  /** Checks the last game's end; the totals. */
  finish(line: number): ExportCheckSummary {
    this.endGame(line);
    return { ...this.summary };
  }

  private endGame(line: number): void {
    const g = this.current;
    if (!g) return;
    this.current = null;
    const where = `${g.record.game} seed ${g.record.seed}`;
    const outcome = g.game.outcome(g.state) ?? { winner: null, draw: true, reason: ACTION_LIMIT_REASON };
    if (g.game.outcome(g.state) === null && !g.claimed.size)
      throw new ExportCheckError(line, `${where}: no records`);
    for (const [seat, claim] of g.claimed) {
      const real = stableStringify(seatOutcome(outcome, seat, g.step));
      if (real !== claim.text) {
        throw new ExportCheckError(
          claim.line,
          `${where}: seat ${seat}'s outcome is ${claim.text}, the engine says ${real}`,
        );
      }
    }
    this.summary.games++;
  }
}

/** Checks an export file line by line. Throws ExportCheckError at the first record the engine disagrees with. */
export async function checkDecisionFile(
  path: string,
  findGame: (id: string) => AnyGame,
): Promise<ExportCheckSummary> {
  const checker = new DecisionChecker(findGame);
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let n = 0;
  for await (const text of lines) checker.addLine(text, ++n);
  return checker.finish(n);
}
