/**
 * Lab runs in the server's SQLite database (the same file as the matches):
 * the request, who made it (a digest of the client key, never the client or
 * its address), the status and the result, so a result keeps its link after
 * a restart. A run that was queued or running when the server stopped is
 * marked failed on the next start: its games are not resumed.
 */

import type { LabResult } from '@arbiter/report';
import type Database from 'better-sqlite3';
import type { LabMode, RunStatus } from './protocol.ts';

export interface StoredRun {
  id: string;
  client: string;
  game: string;
  title: string;
  mode: LabMode;
  request: unknown;
  status: RunStatus;
  gamesTotal: number;
  gamesDone: number;
  result: LabResult | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

interface RunRow {
  id: string;
  client: string;
  game: string;
  title: string;
  mode: LabMode;
  request: string;
  status: RunStatus;
  games_total: number;
  games_done: number;
  result: string | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS lab_runs (
  id TEXT PRIMARY KEY,
  client TEXT NOT NULL,
  game TEXT NOT NULL,
  title TEXT NOT NULL,
  mode TEXT NOT NULL,
  request TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  games_total INTEGER NOT NULL,
  games_done INTEGER NOT NULL DEFAULT 0,
  result TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX IF NOT EXISTS lab_runs_client ON lab_runs (client, created_at);
`;

const toRun = (r: RunRow): StoredRun => ({
  id: r.id,
  client: r.client,
  game: r.game,
  title: r.title,
  mode: r.mode,
  request: JSON.parse(r.request),
  status: r.status,
  gamesTotal: r.games_total,
  gamesDone: r.games_done,
  result: r.result ? (JSON.parse(r.result) as LabResult) : null,
  error: r.error,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
});

export class LabStore {
  private readonly stmts;

  constructor(db: Database.Database) {
    db.exec(SCHEMA);
    this.stmts = {
      insert: db.prepare(
        `INSERT INTO lab_runs (id, client, game, title, mode, request, status, games_total, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?)`,
      ),
      start: db.prepare("UPDATE lab_runs SET status = 'running' WHERE id = ?"),
      finish: db.prepare(
        'UPDATE lab_runs SET status = ?, games_done = ?, result = ?, error = ?, finished_at = ? WHERE id = ?',
      ),
      get: db.prepare('SELECT * FROM lab_runs WHERE id = ?'),
      byClient: db.prepare(
        'SELECT id, client, game, title, mode, request, status, games_total, games_done, NULL AS result, error, created_at, finished_at FROM lab_runs WHERE client = ? ORDER BY created_at DESC LIMIT ?',
      ),
      interrupted: db.prepare(
        "UPDATE lab_runs SET status = 'failed', error = ?, finished_at = ? WHERE status IN ('queued', 'running')",
      ),
    };
  }

  insert(
    run: Pick<
      StoredRun,
      'id' | 'client' | 'game' | 'title' | 'mode' | 'request' | 'gamesTotal' | 'createdAt'
    >,
  ): void {
    this.stmts.insert.run(
      run.id,
      run.client,
      run.game,
      run.title,
      run.mode,
      JSON.stringify(run.request),
      run.gamesTotal,
      run.createdAt,
    );
  }

  start(id: string): void {
    this.stmts.start.run(id);
  }

  finish(
    id: string,
    status: RunStatus,
    gamesDone: number,
    result: LabResult | null,
    error: string | null,
    at: string,
  ): void {
    this.stmts.finish.run(status, gamesDone, result ? JSON.stringify(result) : null, error, at, id);
  }

  get(id: string): StoredRun | null {
    const row = this.stmts.get.get(id) as RunRow | undefined;
    return row ? toRun(row) : null;
  }

  /** A client's runs, newest first, without their results. */
  byClient(client: string, limit: number): StoredRun[] {
    return (this.stmts.byClient.all(client, limit) as RunRow[]).map(toRun);
  }

  /** Runs left queued or running by a server that stopped: failed, with the reason. */
  markInterrupted(reason: string, at: string): number {
    return this.stmts.interrupted.run(reason, at).changes;
  }
}
