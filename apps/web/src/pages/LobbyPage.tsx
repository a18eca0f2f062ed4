/**
 * The lobby: the games on offer with a form to start a match, the matches
 * under way (join an open seat, resume your own, or watch), and finished
 * matches to replay.
 */
import type { GameInfo, MatchSummary, SeatKind } from '@arbiter/server/protocol';
import { useCallback, useEffect, useState } from 'react';
import { api, heldSeat, holdSeat, playerName, setPlayerName } from '../api.ts';
import { boardFor } from '../boards/index.ts';
import { Link } from '../components/Link.tsx';
import { OptionsForm } from '../components/OptionsForm.tsx';
import { outcomeText } from '../components/OutcomeBanner.tsx';
import { navigate } from '../router.ts';
import { SEAT_KINDS } from '../seat-kinds.ts';

function NewMatchForm({ game }: { game: GameInfo }) {
  const [options, setOptions] = useState<Record<string, unknown>>(
    (game.defaultOptions as Record<string, unknown> | null) ?? {},
  );
  const [seats, setSeats] = useState<SeatKind[]>(() =>
    Array.from({ length: game.players }, (_, i) => (i === 0 ? 'human' : 'random')),
  );
  const [minSeats, maxSeats] = game.seatRange ?? [game.players, game.players];
  // A game for a varying number of players: the count picks the seats and goes in the options as `players`.
  const setSeatCount = (n: number) => {
    setSeats(Array.from({ length: n }, (_, i) => seats[i] ?? (i === 0 ? 'human' : 'random')));
    setOptions({ ...options, players: n });
  };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const name = playerName() || undefined;
      const res = await api.create({ game: game.id, options, seats, ...(name ? { name } : {}) });
      if (res.seat !== null && res.token) holdSeat(res.id, { seat: res.seat, token: res.token });
      navigate(`/match/${res.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <div className="new-match">
      <h4>Seats</h4>
      {minSeats < maxSeats && (
        <label className="option-row">
          <span>Players</span>
          <select
            aria-label="Players"
            value={seats.length}
            onChange={(e) => setSeatCount(Number(e.target.value))}
          >
            {Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="seat-pickers">
        {seats.map((kind, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <label key={i} className="option-row">
            <span>Seat {i + 1}</span>
            <select
              aria-label={`Seat ${i + 1}`}
              value={kind}
              onChange={(e) => setSeats(seats.map((k, j) => (j === i ? (e.target.value as SeatKind) : k)))}
            >
              {SEAT_KINDS.filter((s) => game.seatKinds.includes(s.kind)).map((s) => (
                <option key={s.kind} value={s.kind}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <details>
        <summary>Options</summary>
        <OptionsForm
          // The seat count has its own picker above (the option `players`).
          fields={(game.optionFields ?? []).filter((f) => !(minSeats < maxSeats && f.name === 'players'))}
          value={options}
          onChange={setOptions}
          choices={boardFor(game.id).optionChoices}
        />
      </details>
      <button type="button" className="primary" disabled={busy} onClick={create}>
        Start a {game.name} match
      </button>
      {error && <p className="error">{error}</p>}
    </div>
  );
}

function seatLine(m: MatchSummary): string {
  return m.seats.map((s) => `${s.name}${s.kind === 'human' ? '' : ` (${s.kind})`}`).join(' vs ');
}

/** "in 23 h", "in 40 min", "in a moment". */
export function timeLeft(until: string, now = Date.now()): string {
  const ms = Date.parse(until) - now;
  if (ms < 60_000) return 'in a moment';
  if (ms < 2 * 3_600_000) return `in ${Math.round(ms / 60_000)} min`;
  return `in ${Math.round(ms / 3_600_000)} h`;
}

/** "24 hours", "90 minutes". */
export function durationText(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function OpenMatch({ m }: { m: MatchSummary }) {
  const held = heldSeat(m.id);
  const [error, setError] = useState<string | null>(null);
  const join = async (seat: number) => {
    try {
      const { token } = await api.claim(m.id, seat, playerName() || undefined);
      holdSeat(m.id, { seat, token });
      navigate(`/match/${m.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <li className="match-row">
      <div>
        <strong>{m.gameName}</strong> · {seatLine(m)} · {m.actions} actions
        {m.expiresAt && (
          <span
            className="muted small expires"
            title={`expires at ${new Date(m.expiresAt).toLocaleString()}`}
          >
            {' '}
            · expires {timeLeft(m.expiresAt)} if nobody moves
          </span>
        )}
      </div>
      <div className="row-buttons">
        {held && (
          <Link to={`/match/${m.id}`} className="button primary">
            Resume as seat {held.seat + 1}
          </Link>
        )}
        {!held &&
          m.seats
            .filter((s) => s.kind === 'human' && !s.claimed)
            .map((s) => (
              <button type="button" key={s.seat} onClick={() => join(s.seat)}>
                Join seat {s.seat + 1}
              </button>
            ))}
        <Link to={`/match/${m.id}`} className="button">
          Watch
        </Link>
        <Link to={`/replay/${m.id}`} className="button">
          Replay so far
        </Link>
      </div>
      {error && <p className="error">{error}</p>}
    </li>
  );
}

export function LobbyPage() {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [active, setActive] = useState<MatchSummary[]>([]);
  const [finished, setFinished] = useState<MatchSummary[]>([]);
  const [expired, setExpired] = useState<MatchSummary[]>([]);
  const [idleMinutes, setIdleMinutes] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(playerName());

  const refresh = useCallback(async () => {
    try {
      const [a, f, x] = await Promise.all([
        api.matches('active'),
        api.matches('finished'),
        api.matches('expired'),
      ]);
      setActive(a);
      setFinished(f);
      setExpired(x);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  useEffect(() => {
    api.games().then(setGames, (e: Error) => setError(e.message));
    api.health().then(
      (h) => setIdleMinutes(h.idleExpiryMinutes),
      () => {},
    );
    refresh();
    const timer = setInterval(refresh, 3000);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <div className="lobby">
      {error && <p className="error">Server: {error}</p>}
      <section className="panel">
        <label className="option-row name-row">
          <span>Your name</span>
          <input
            value={name}
            placeholder="Player"
            maxLength={40}
            onChange={(e) => {
              setName(e.target.value);
              setPlayerName(e.target.value);
            }}
          />
        </label>
      </section>
      <h2>Games</h2>
      <div className="game-grid">
        {games === null && <p className="muted">Loading…</p>}
        {games?.length === 0 && <p className="muted">This server offers no games yet.</p>}
        {games?.map((g) => (
          <section key={g.id} className="panel game-card" data-game={g.id}>
            <h3>{g.name}</h3>
            <p>{g.description}</p>
            <p className="muted small">
              {g.seatRange && g.seatRange[0] < g.seatRange[1]
                ? `${g.seatRange[0]}–${g.seatRange[1]} players`
                : `${g.players} players`}
            </p>
            <NewMatchForm game={g} />
          </section>
        ))}
      </div>
      <div className="match-lists">
        <section className="panel">
          <h2>Matches under way</h2>
          {idleMinutes !== null && (
            <p className="muted small expiry-note">
              A match waiting for a person expires after {durationText(idleMinutes)} without a move; it then
              moves to "Expired unfinished", where its replay stays.
            </p>
          )}
          {active.length === 0 && <p className="muted">None right now.</p>}
          <ul className="match-list">
            {active.map((m) => (
              <OpenMatch key={m.id} m={m} />
            ))}
          </ul>
        </section>
        <section className="panel">
          <h2>Finished matches</h2>
          {finished.length === 0 && <p className="muted">None yet.</p>}
          <ul className="match-list">
            {finished.map((m) => (
              <li key={m.id} className="match-row">
                <div>
                  <strong>{m.gameName}</strong> · {seatLine(m)} ·{' '}
                  {m.outcome ? outcomeText(m.outcome, m.seats, null) : 'no result'}
                </div>
                <div className="row-buttons">
                  <Link to={`/replay/${m.id}`} className="button">
                    Replay
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {expired.length > 0 && (
            <>
              <h3>Expired unfinished</h3>
              <ul className="match-list expired-list">
                {expired.map((m) => (
                  <li key={m.id} className="match-row">
                    <div>
                      <strong>{m.gameName}</strong> · {seatLine(m)} · {m.actions} actions ·{' '}
                      <span className="muted">{m.error ?? 'expired'}</span>
                    </div>
                    <div className="row-buttons">
                      <Link to={`/replay/${m.id}`} className="button">
                        Replay
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
