/**
 * The Lab's pages: `/lab` lists the games and this browser's runs;
 * `/lab/<game>` has the game's tabs — Build (a deck, for games with decks),
 * Change the game (a data variant, for games whose data can be changed) and
 * Run — and opens a deck or a variant from a share link
 * (`?deck=…`, `?variant=…`).
 */
import type { LabGameInfo, LabGameSummary, RunSummary } from '@arbiter/server/lab';
import { useEffect, useState } from 'react';
import { Link } from '../components/Link.tsx';
import './lab.css';
import { labApi } from './api.ts';
import { DeckBuilder } from './deck/DeckBuilder.tsx';
import { poolFor } from './deck/pools.tsx';
import { RunForm } from './run/RunForm.tsx';
import {
  currentDeck,
  currentVariant,
  fromLinkData,
  type SavedDeck,
  type SavedVariant,
  setCurrentDeck,
  setCurrentVariant,
} from './storage.ts';
import { type SweepTarget, VariantEditor } from './variant/VariantEditor.tsx';

const SIDES_WORDS: Record<LabGameSummary['sides'], string> = {
  deck: 'build a deck and play it against the preset decks',
  hero: 'play a hero against the others',
  none: 'play the game with chosen options and agents',
};

function RunList({ runs }: { runs: RunSummary[] }) {
  if (runs.length === 0) return <p className="muted small">No runs from this browser yet.</p>;
  return (
    <ul className="lab-run-list">
      {runs.map((r) => (
        <li key={r.id} data-run={r.id}>
          <Link to={`/lab/run/${r.id}`}>{r.title}</Link>{' '}
          <span className="muted small">
            {r.game} · {r.status}
            {r.status === 'running' || r.status === 'queued' ? ` · ${r.gamesDone}/${r.gamesTotal}` : ''} ·{' '}
            {new Date(r.createdAt).toLocaleString()}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function LabHome() {
  const [games, setGames] = useState<LabGameSummary[] | null>(null);
  const [runs, setRuns] = useState<RunSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    labApi.games().then(setGames, (e: unknown) => setError(String(e)));
    labApi.runs().then(setRuns, () => {});
  }, []);
  return (
    <div className="lab-home">
      <div className="panel">
        <h2>The Lab</h2>
        <p>
          Build a deck or change a game's data, then play it against the field on this server's workers and
          read the answer as charts: win rates with intervals, the seat effect, game length and the game's own
          figures.
        </p>
        {error && <p className="error">{error}</p>}
      </div>
      <div className="game-grid">
        {games?.map((g) => (
          <div key={g.id} className="panel game-card" data-lab-game={g.id}>
            <h3>
              <Link to={`/lab/${g.id}`}>{g.name}</Link>
            </h3>
            <p className="muted small">{SIDES_WORDS[g.sides]}</p>
            <p className="small">
              {g.variants ? 'Its data can be changed here.' : 'Its data cannot be changed here yet.'}
            </p>
          </div>
        ))}
      </div>
      <div className="panel">
        <h3>Runs from this browser</h3>
        <RunList runs={runs} />
      </div>
    </div>
  );
}

type Tab = 'build' | 'change' | 'run';

const EMPTY_DECK: SavedDeck = { name: 'my deck', text: '' };

export function LabGamePage({ game }: { game: string }) {
  const [info, setInfo] = useState<LabGameInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [runs, setRuns] = useState<RunSummary[]>([]);
  const [deck, setDeck] = useState<SavedDeck>(() => currentDeck(game) ?? EMPTY_DECK);
  const [deckOk, setDeckOk] = useState(false);
  const [variant, setVariant] = useState<SavedVariant>(
    () => currentVariant(game) ?? { name: 'my variant', base: null, changes: [] },
  );
  const [sweep, setSweep] = useState<SweepTarget | null>(null);
  const [tab, setTab] = useState<Tab | null>(null);

  useEffect(() => {
    labApi.game(game).then(setInfo, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    labApi.runs().then(
      (r) => setRuns(r.filter((x) => x.game === game)),
      () => {},
    );
    // A share link's deck or variant: a copy for this browser, then the link is tidied away.
    const params = new URLSearchParams(location.search);
    const sharedDeck = params.get('deck');
    const sharedVariant = params.get('variant');
    if (sharedDeck) {
      const d = fromLinkData<SavedDeck>(sharedDeck);
      if (d && typeof d.text === 'string') {
        setDeck(d);
        setCurrentDeck(game, d);
        setTab('build');
      }
    }
    if (sharedVariant) {
      const v = fromLinkData<SavedVariant>(sharedVariant);
      if (v && Array.isArray(v.changes)) {
        setVariant(v);
        setCurrentVariant(game, v);
        setTab('change');
      }
    }
    if (sharedDeck || sharedVariant) history.replaceState(null, '', `/lab/${encodeURIComponent(game)}`);
  }, [game]);

  if (error) {
    return (
      <div className="panel">
        <p className="error">{error}</p>
        <Link to="/lab">Back to the Lab</Link>
      </div>
    );
  }
  if (!info) return <p className="muted">Loading…</p>;
  const pool = info.sides === 'deck' ? poolFor(info.id) : null;
  const tabs: Array<[Tab, string]> = [
    ...(pool ? ([['build', 'Build a deck']] as Array<[Tab, string]>) : []),
    ...(info.variants ? ([['change', 'Change the game']] as Array<[Tab, string]>) : []),
    ['run', 'Run'],
  ];
  const shown = tab && tabs.some(([t]) => t === tab) ? tab : tabs[0][0];
  const onDeck = (d: SavedDeck) => {
    setDeck(d);
    setCurrentDeck(game, d);
  };
  const onVariant = (v: SavedVariant) => {
    setVariant(v);
    setCurrentVariant(game, v);
  };

  return (
    <div className="lab-game" data-lab={game}>
      <div className="panel lab-head">
        <div>
          <h2>
            <Link to="/lab">Lab</Link> › {info.name}
          </h2>
          <p className="muted small">{info.description}</p>
        </div>
        <div className="lab-tabs" role="tablist">
          {tabs.map(([t, label]) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={t === shown}
              className={t === shown ? 'primary' : ''}
              onClick={() => setTab(t)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {shown === 'build' && pool && (
        <DeckBuilder info={info} pool={pool} deck={deck} onDeck={onDeck} onCheck={setDeckOk} />
      )}
      {shown === 'change' && (
        <VariantEditor
          info={info}
          variant={variant}
          onVariant={onVariant}
          onSweep={(t) => {
            setSweep(t);
            setTab('run');
          }}
        />
      )}
      {shown === 'run' && (
        <>
          <RunForm
            info={info}
            deck={pool && deck.text.trim() ? deck : null}
            deckOk={deckOk}
            variant={variant}
            sweep={sweep}
          />
          <div className="panel">
            <h3>Runs of {info.name} from this browser</h3>
            <RunList runs={runs} />
          </div>
        </>
      )}
    </div>
  );
}
