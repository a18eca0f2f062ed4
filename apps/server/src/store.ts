/**
 * The SQLite store: matches, seats and every action with the state hash
 * after it. The action log is the source of truth; a match's live state is
 * always rebuilt by replaying it. Seat tokens are kept only as SHA-256
 * digests, so a stolen database file gives no one a seat.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Action, Outcome, PlayerId } from '@arbiter/core';
import Database from 'better-sqlite3';
import type { MatchStatus, SeatKind } from './protocol.ts';

export interface StoredSeat {
  seat: PlayerId;
  kind: SeatKind;
  name: string;
  /** SHA-256 hex of the seat's token; null for an open human seat or an agent. */
  tokenHash: string | null;
}

export interface StoredAction {
  player: PlayerId;
  action: Action;
  hash: string;
}

export interface StoredMatchHeader {
  id: string;
  game: string;
  options: unknown;
  seed: string;
  initialHash: string;
  status: MatchStatus;
  outcome: Outcome | null;
  finalHash: string | null;
  actionCount: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  /** Digests of who created it (client key and address), for the per-client cap on open matches. */
  creator: MatchCreator | null;
}

export interface MatchCreator {
  client: string;
  ip: string;
}

export interface StoredMatch extends StoredMatchHeader {
  seats: StoredSeat[];
  actions: StoredAction[];
}

export interface NewMatchRecord {
  id: string;
  game: string;
  options: unknown;
  seed: string;
  initialHash: string;
  seats: StoredSeat[];
  createdAt: string;
  creator?: MatchCreator | null;
}

interface MatchRow {
  id: string;
  game: string;
  options: string;
  seed: string;
  initial_hash: string;
  status: MatchStatus;
  outcome: string | null;
  final_hash: string | null;
  action_count: number;
  error: string | null;
  created_at: string;
  updated_at: string;
  creator_client: string | null;
  creator_ip: string | null;
}

/** The matches table; its DDL is also used to rebuild the table of an older store. */
function matchesTable(name: string): string {
  return `CREATE TABLE IF NOT EXISTS ${name} (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  initial_hash TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'broken', 'expired')),
  outcome TEXT,
  final_hash TEXT,
  action_count INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  creator_client TEXT,
  creator_ip TEXT
);`;
}

const MATCH_COLUMNS =
  'id, game, options, seed, initial_hash, status, outcome, final_hash, action_count, error, created_at, updated_at, creator_client, creator_ip';

const SCHEMA = `
${matchesTable('matches')}
CREATE INDEX IF NOT EXISTS matches_status ON matches (status, updated_at);
CREATE TABLE IF NOT EXISTS seats (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  token_hash TEXT,
  PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS hints (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seat INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
  match_id TEXT NOT NULL REFERENCES matches (id),
  idx INTEGER NOT NULL,
  player INTEGER NOT NULL,
  action TEXT NOT NULL,
  hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (match_id, idx)
);
`;

function toHeader(row: MatchRow): StoredMatchHeader {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options),
    seed: row.seed,
    initialHash: row.initial_hash,
    status: row.status,
    outcome: row.outcome ? (JSON.parse(row.outcome) as Outcome) : null,
    finalHash: row.final_hash,
    actionCount: row.action_count,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    creator: row.creator_client && row.creator_ip ? { client: row.creator_client, ip: row.creator_ip } : null,
  };
}

/** Columns added after the first release, for stores created before them. */
const ADDED_COLUMNS: Array<[table: string, column: string, type: string]> = [
  ['matches', 'creator_client', 'TEXT'],
  ['matches', 'creator_ip', 'TEXT'],
];

export class MatchStore {
  /** The database (the Lab keeps its runs in the same file). */
  readonly db: Database.Database;
  private readonly stmts;

  /** `path` is a file (its folder is created) or ':memory:'. */
  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    this.migrate();
    const db = this.db;
    this.stmts = {
      insertMatch: db.prepare(
        `INSERT INTO matches (id, game, options, seed, initial_hash, status, created_at, updated_at,
                              creator_client, creator_ip)
         VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?, ?)`,
      ),
      insertSeat: db.prepare(
        'INSERT INTO seats (match_id, seat, kind, name, token_hash) VALUES (?, ?, ?, ?, ?)',
      ),
      insertAction: db.prepare(
        'INSERT INTO actions (match_id, idx, player, action, hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      bumpMatch: db.prepare('UPDATE matches SET action_count = ?, updated_at = ? WHERE id = ?'),
      finish: db.prepare(
        "UPDATE matches SET status = 'finished', outcome = ?, final_hash = ?, updated_at = ? WHERE id = ?",
      ),
      markBroken: db.prepare("UPDATE matches SET status = 'broken', error = ?, updated_at = ? WHERE id = ?"),
      expire: db.prepare(
        "UPDATE matches SET status = 'expired', error = ?, updated_at = ? WHERE id = ? AND status = 'active'",
      ),
      touch: db.prepare('UPDATE matches SET updated_at = ? WHERE id = ?'),
      claimSeat: db.prepare(
        'UPDATE seats SET token_hash = ?, name = ? WHERE match_id = ? AND seat = ? AND token_hash IS NULL',
      ),
      getMatch: db.prepare('SELECT * FROM matches WHERE id = ?'),
      getSeats: db.prepare('SELECT seat, kind, name, token_hash FROM seats WHERE match_id = ? ORDER BY seat'),
      getActions: db.prepare('SELECT player, action, hash FROM actions WHERE match_id = ? ORDER BY idx'),
      listByStatus: db.prepare('SELECT * FROM matches WHERE status = ? ORDER BY updated_at DESC LIMIT ?'),
      listIdsByStatus: db.prepare('SELECT id FROM matches WHERE status = ? ORDER BY created_at'),
      insertHint: db.prepare('INSERT INTO hints (match_id, seat, idx, created_at) VALUES (?, ?, ?, ?)'),
      hintCounts: db.prepare('SELECT seat, COUNT(*) AS n FROM hints WHERE match_id = ? GROUP BY seat'),
    };
  }

  /**
   * Brings a store made by an earlier version up to this schema: columns
   * added since (creator digests), and the 'expired' status, which the old
   * CHECK constraint refuses (SQLite cannot alter a constraint, so the table
   * is rebuilt with its rows, the documented way: foreign keys off, copy,
   * drop, rename, in one transaction).
   */
  private migrate(): void {
    const db = this.db;
    for (const [table, column, type] of ADDED_COLUMNS) {
      const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
      if (!columns.some((c) => c.name === column))
        db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
    }
    const ddl = db
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'matches'")
      .get() as {
      sql: string;
    };
    if (ddl.sql.includes("'expired'")) return;
    db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(matchesTable('matches_next'));
        db.exec(`INSERT INTO matches_next (${MATCH_COLUMNS}) SELECT ${MATCH_COLUMNS} FROM matches`);
        db.exec('DROP TABLE matches');
        db.exec('ALTER TABLE matches_next RENAME TO matches');
        db.exec('CREATE INDEX IF NOT EXISTS matches_status ON matches (status, updated_at)');
        const problems = db.pragma('foreign_key_check') as unknown[];
        if (problems.length > 0) throw new Error(`store migration broke ${problems.length} references`);
      })();
    } finally {
      db.pragma('foreign_keys = ON');
    }
  }

  /** A hint given to `seat` at position `index` (actions played before it). */
  addHint(matchId: string, seat: PlayerId, index: number, at: string): void {
    this.stmts.insertHint.run(matchId, seat, index, at);
  }

  /** Hints given per seat (a seat that asked none is absent: read missing as 0). */
  hintCounts(matchId: string): number[] {
    const out: number[] = [];
    for (const row of this.stmts.hintCounts.all(matchId) as Array<{ seat: number; n: number }>)
      out[row.seat] = row.n;
    return out;
  }

  createMatch(rec: NewMatchRecord): void {
    const tx = this.db.transaction(() => {
      this.stmts.insertMatch.run(
        rec.id,
        rec.game,
        JSON.stringify(rec.options),
        rec.seed,
        rec.initialHash,
        rec.createdAt,
        rec.createdAt,
        rec.creator?.client ?? null,
        rec.creator?.ip ?? null,
      );
      for (const s of rec.seats) this.stmts.insertSeat.run(rec.id, s.seat, s.kind, s.name, s.tokenHash);
    });
    tx();
  }

  /** Appends action `index` (0-based); the primary key refuses a gap-free duplicate. */
  addAction(matchId: string, index: number, step: StoredAction, at: string): void {
    const tx = this.db.transaction(() => {
      this.stmts.insertAction.run(matchId, index, step.player, JSON.stringify(step.action), step.hash, at);
      this.stmts.bumpMatch.run(index + 1, at, matchId);
    });
    tx();
  }

  finish(matchId: string, outcome: Outcome, finalHash: string, at: string): void {
    this.stmts.finish.run(JSON.stringify(outcome), finalHash, at, matchId);
  }

  markBroken(matchId: string, reason: string, at: string): void {
    this.stmts.markBroken.run(reason, at, matchId);
  }

  /** An unfinished match nobody plays any more: kept, with why, as an unfinished replay. */
  expire(matchId: string, reason: string, at: string): void {
    this.stmts.expire.run(reason, at, matchId);
  }

  /** Records activity that is not an action (a seat claimed). */
  touch(matchId: string, at: string): void {
    this.stmts.touch.run(at, matchId);
  }

  /** Gives an open seat a token; false when the seat was already taken. */
  claimSeat(matchId: string, seat: PlayerId, tokenHash: string, name: string): boolean {
    return this.stmts.claimSeat.run(tokenHash, name, matchId, seat).changes === 1;
  }

  header(matchId: string): StoredMatchHeader | null {
    const row = this.stmts.getMatch.get(matchId) as MatchRow | undefined;
    return row ? toHeader(row) : null;
  }

  load(matchId: string): StoredMatch | null {
    const header = this.header(matchId);
    if (!header) return null;
    const seats = this.seats(matchId);
    const actions = (
      this.stmts.getActions.all(matchId) as Array<{ player: number; action: string; hash: string }>
    ).map((r) => ({ player: r.player, action: JSON.parse(r.action) as Action, hash: r.hash }));
    return { ...header, seats, actions };
  }

  seats(matchId: string): StoredSeat[] {
    const rows = this.stmts.getSeats.all(matchId) as Array<{
      seat: number;
      kind: SeatKind;
      name: string;
      token_hash: string | null;
    }>;
    return rows.map((r) => ({ seat: r.seat, kind: r.kind, name: r.name, tokenHash: r.token_hash }));
  }

  list(status: MatchStatus, limit: number): StoredMatchHeader[] {
    return (this.stmts.listByStatus.all(status, limit) as MatchRow[]).map(toHeader);
  }

  idsWithStatus(status: MatchStatus): string[] {
    return (this.stmts.listIdsByStatus.all(status) as Array<{ id: string }>).map((r) => r.id);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
