/**
 * Setting up a run: the subject (the deck being built, a preset, or a hero),
 * the opponents, the agents, the number of games and the seed, the game's
 * other options, and the data: shipped, the variant, an A/B of the two, or
 * a sweep of one field over a few values. The server plays it on its
 * worker pool; the page then follows it.
 */
import type { LabGameInfo } from '@arbiter/server/lab';
import { useState } from 'react';
import { OptionsForm } from '../../components/OptionsForm.tsx';
import { navigate } from '../../router.ts';
import { labApi, type RunRequest } from '../api.ts';
import type { SavedDeck, SavedVariant } from '../storage.ts';
import { pathWords } from '../variant/paths.ts';
import type { SweepTarget } from '../variant/VariantEditor.tsx';

type Mode = 'shipped' | 'variant' | 'ab' | 'sweep';

const COMMON = ['random', 'greedy', 'mcts', 'rollout'];
/** Agents that search (milliseconds a decision): a run with one has the tighter game budget, and none is the default. */
const SEARCHING = ['greedy', 'mcts', 'rollout', 'expectimax'];

/** The game's own policy when it has one (cheap and plays the game properly), else random. */
export function defaultAgent(info: LabGameInfo): string {
  return info.agents.find((a) => !COMMON.includes(a) && !SEARCHING.includes(a)) ?? 'random';
}

function AgentSelect({
  label,
  agents,
  value,
  onChange,
}: {
  label: string;
  agents: string[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="option-row">
      <span>{label}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {agents.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
    </label>
  );
}

export function RunForm({
  info,
  deck,
  deckOk,
  variant,
  sweep,
}: {
  info: LabGameInfo;
  deck: SavedDeck | null;
  deckOk: boolean;
  variant: SavedVariant;
  sweep: SweepTarget | null;
}) {
  const sides = info.sides;
  const customRuns = info.deck?.customRuns === true;
  const [subjectKind, setSubjectKind] = useState<'deck' | 'preset'>(deck && customRuns ? 'deck' : 'preset');
  const [preset, setPreset] = useState(info.deck?.presets[0]?.id ?? '');
  const [hero, setHero] = useState(info.heroes?.[0]?.id ?? '');
  const [opponents, setOpponents] = useState<string[]>(() => info.opponents.slice(0, 3).map((o) => o.id));
  const [agent, setAgent] = useState(defaultAgent(info));
  const [opponentAgent, setOpponentAgent] = useState(defaultAgent(info));
  const [seatAgents, setSeatAgents] = useState<string[]>(() => Array(info.seats[1]).fill(defaultAgent(info)));
  const [games, setGames] = useState(1000);
  const [seed, setSeed] = useState(1);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [mode, setMode] = useState<Mode>(sweep ? 'sweep' : variant.changes.length > 0 ? 'ab' : 'shipped');
  const [values, setValues] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const players = sides === 'none' ? Number(options.players ?? 2) : 2;
  const variantCount =
    mode === 'ab' ? 2 : mode === 'sweep' ? Math.max(1, values.split(',').filter((v) => v.trim()).length) : 1;
  const total = games * variantCount * (sides === 'none' ? 1 : opponents.length);
  const searching = [agent, opponentAgent, ...seatAgents.slice(0, players)].some((a) =>
    SEARCHING.includes(a),
  );
  const limit = searching ? info.limits.searchGamesPerRun : info.limits.gamesPerRun;

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      const request: RunRequest = {
        game: info.id,
        subject:
          sides === 'hero'
            ? { hero }
            : sides === 'deck'
              ? subjectKind === 'deck' && deck
                ? { deck: deck.text, label: deck.name.trim() || 'my deck' }
                : { preset }
              : {},
        opponents: sides === 'none' ? [] : opponents,
        agents: sides === 'none' ? seatAgents.slice(0, players) : [agent, opponentAgent],
        games,
        seed,
        options,
        mode: mode === 'ab' ? 'ab' : mode === 'sweep' ? 'sweep' : 'field',
      };
      if (mode === 'variant' || mode === 'ab')
        request.variant = { name: variant.name.trim() || 'my variant', changes: variant.changes };
      if (mode === 'sweep' && sweep) {
        const parsed = values
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
          .map((v) => (Number.isNaN(Number(v)) ? v : Number(v)));
        request.sweep = { label: sweep.label, file: sweep.file, path: sweep.path, values: parsed };
        if (variant.changes.length > 0)
          request.variant = { name: variant.name.trim() || 'my variant', changes: variant.changes };
      }
      const run = await labApi.submit(request);
      navigate(`/lab/run/${run.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <div className="panel lab-run-form">
      <h3>Run against the field</h3>
      {sides === 'deck' && (
        <fieldset className="lab-fieldset">
          <legend>Subject</legend>
          <label className="option-row">
            <input
              type="radio"
              name="subject"
              aria-label="This deck"
              checked={subjectKind === 'deck'}
              disabled={!deck || !customRuns}
              onChange={() => setSubjectKind('deck')}
            />
            <span>
              This deck: {deck?.name || 'none yet'}{' '}
              {!customRuns && <span className="muted small">({String(info.deck?.customRuns)})</span>}
              {customRuns && deck && !deckOk && (
                <span className="error small">(not legal yet: see the builder)</span>
              )}
            </span>
          </label>
          <label className="option-row">
            <input
              type="radio"
              name="subject"
              aria-label="A preset"
              checked={subjectKind === 'preset'}
              onChange={() => setSubjectKind('preset')}
            />
            <span>A preset:</span>
            <select aria-label="Subject preset" value={preset} onChange={(e) => setPreset(e.target.value)}>
              {info.deck?.presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      )}
      {sides === 'hero' && (
        <label className="option-row">
          <span>Hero</span>
          <select aria-label="Subject hero" value={hero} onChange={(e) => setHero(e.target.value)}>
            {info.heroes?.map((h) => (
              <option key={h.id} value={h.id}>
                {h.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {sides !== 'none' && (
        <fieldset className="lab-fieldset">
          <legend>Opponents</legend>
          {info.opponents.map((o) => (
            <label key={o.id} className="lab-check">
              <input
                type="checkbox"
                aria-label={`Opponent ${o.label}`}
                checked={opponents.includes(o.id)}
                onChange={(e) =>
                  setOpponents(e.target.checked ? [...opponents, o.id] : opponents.filter((x) => x !== o.id))
                }
              />{' '}
              {o.label}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="lab-fieldset">
        <legend>Agents</legend>
        {sides === 'none' ? (
          seatAgents.slice(0, players).map((a, i) => (
            <AgentSelect
              // biome-ignore lint/suspicious/noArrayIndexKey: one agent per seat
              key={i}
              label={`Seat ${i + 1}`}
              agents={info.agents}
              value={a}
              onChange={(v) => setSeatAgents(seatAgents.map((x, j) => (j === i ? v : x)))}
            />
          ))
        ) : (
          <>
            <AgentSelect label="Subject's agent" agents={info.agents} value={agent} onChange={setAgent} />
            <AgentSelect
              label="Opponents' agent"
              agents={info.agents}
              value={opponentAgent}
              onChange={setOpponentAgent}
            />
          </>
        )}
      </fieldset>
      <fieldset className="lab-fieldset">
        <legend>Games</legend>
        <label className="option-row">
          <span>{sides === 'none' ? 'Games' : 'Games per opponent'}</span>
          <input
            aria-label="Games"
            type="number"
            min={sides === 'none' ? 1 : 2}
            value={games}
            onChange={(e) => setGames(e.target.valueAsNumber || 0)}
          />
        </label>
        <label className="option-row">
          <span>First seed</span>
          <input
            aria-label="Seed"
            type="number"
            min={0}
            value={seed}
            onChange={(e) => setSeed(e.target.valueAsNumber || 0)}
          />
        </label>
        <p className="muted small" data-total={total}>
          {sides === 'none' ? '' : 'Each opponent is played from both seats, the same seeds each way. '}
          {total.toLocaleString('en-US')} games in all; a run may play {limit.toLocaleString('en-US')}
          {searching ? ' with a greedy or MCTS seat' : ''}.
        </p>
      </fieldset>
      {info.optionFields.length > 0 && (
        <fieldset className="lab-fieldset">
          <legend>Options</legend>
          <OptionsForm fields={info.optionFields} value={options} onChange={setOptions} />
        </fieldset>
      )}
      <fieldset className="lab-fieldset">
        <legend>Data</legend>
        <label className="lab-check">
          <input
            type="radio"
            name="mode"
            aria-label="Shipped data"
            checked={mode === 'shipped'}
            onChange={() => setMode('shipped')}
          />{' '}
          The shipped data
        </label>
        <label className="lab-check">
          <input
            type="radio"
            name="mode"
            aria-label="The variant"
            disabled={variant.changes.length === 0}
            checked={mode === 'variant'}
            onChange={() => setMode('variant')}
          />{' '}
          The variant “{variant.name}” ({variant.changes.length} change
          {variant.changes.length === 1 ? '' : 's'})
        </label>
        <label className="lab-check">
          <input
            type="radio"
            name="mode"
            aria-label="A/B"
            disabled={variant.changes.length === 0}
            checked={mode === 'ab'}
            onChange={() => setMode('ab')}
          />{' '}
          A/B: the shipped data against the variant, the same seeds
        </label>
        <label className="lab-check">
          <input
            type="radio"
            name="mode"
            aria-label="Sweep"
            disabled={!sweep}
            checked={mode === 'sweep'}
            onChange={() => setMode('sweep')}
          />{' '}
          Sweep{' '}
          {sweep
            ? `${sweep.label} (${pathWords(sweep.path)})`
            : '(pick a number field with “sweep” in Change the game)'}
        </label>
        {mode === 'sweep' && sweep && (
          <label className="option-row">
            <span>Values</span>
            <input
              aria-label="Sweep values"
              placeholder="e.g. 1, 3, 6"
              value={values}
              onChange={(e) => setValues(e.target.value)}
            />
          </label>
        )}
      </fieldset>
      <div className="row-buttons">
        <button type="button" className="primary" onClick={submit} disabled={busy || total === 0}>
          Run
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
