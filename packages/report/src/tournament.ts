/**
 * A tournament's page (`arbiter tournament ... --html`, or `arbiter report`
 * on its JSON): ratings with their intervals as a chart and a table, the
 * pairwise score heatmap, and each agent's time per decision. The shape is
 * the agents package's `TournamentReport` (format `arbiter.tournament/1`),
 * checked here structurally.
 */
import { z } from 'zod';
import { heatmap, type Spec } from './charts.ts';

const interval = z.object({ rate: z.number(), low: z.number(), high: z.number() });
const count = z.number().int().min(0);

export const tournamentSchema = z.object({
  format: z.literal('arbiter.tournament/1'),
  game: z.string(),
  agents: z.array(z.string()).min(2),
  gamesPerPairing: count,
  seed: z.number(),
  decks: z.array(z.string()).nullable(),
  options: z.record(z.string(), z.unknown()),
  anchor: z.string(),
  standings: z.array(
    z.object({
      agent: z.string(),
      elo: z.number(),
      low: z.number(),
      high: z.number(),
      games: count,
      wins: count,
      losses: count,
      draws: count,
      score: interval,
      msPerDecision: z.number().nullable(),
      maxMsPerDecision: z.number().nullable(),
      decisions: count,
    }),
  ),
  pairs: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      games: count,
      winsA: count,
      winsB: count,
      draws: count,
      scoreA: interval,
    }),
  ),
  games: count,
  elapsedMs: z.number().optional(),
});

export type TournamentResult = z.infer<typeof tournamentSchema>;

export function isTournament(result: unknown): result is TournamentResult {
  return (
    typeof result === 'object' &&
    result !== null &&
    (result as { format?: unknown }).format === 'arbiter.tournament/1'
  );
}

/** Each agent's rating as a point with its interval, best first. */
export function ratingChart(r: TournamentResult): Spec {
  const rows = [...r.standings]
    .sort((a, b) => b.elo - a.elo)
    .map((s) => ({ agent: s.agent, elo: s.elo, low: s.low, high: s.high }));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 560,
    height: Math.max(60, 28 * rows.length),
    data: { values: rows },
    encoding: {
      y: { field: 'agent', type: 'nominal', sort: null, title: null },
    },
    layer: [
      {
        mark: { type: 'rule' },
        encoding: {
          x: { field: 'low', type: 'quantitative', title: `Elo (${r.anchor} = 0)` },
          x2: { field: 'high' },
        },
      },
      {
        mark: { type: 'point', filled: true, size: 70 },
        encoding: {
          x: { field: 'elo', type: 'quantitative' },
          tooltip: [
            { field: 'agent' },
            { field: 'elo', format: '.0f' },
            { field: 'low', format: '.0f' },
            { field: 'high', format: '.0f' },
          ],
        },
      },
    ],
  };
}

/** The row agent's score against the column agent, every ordered pair. */
export function scoreHeatmap(r: TournamentResult): Spec {
  const cells: Array<{ row: string; column: string; rate: number }> = [];
  for (const p of r.pairs) {
    if (p.games === 0) continue;
    cells.push({ row: p.a, column: p.b, rate: p.scoreA.rate });
    cells.push({ row: p.b, column: p.a, rate: 1 - p.scoreA.rate });
  }
  return heatmap(cells, 'agent', 'against', 'score');
}

/** The page's sections, written through the page's own helpers. */
export interface PageParts {
  heading(text: string, level?: number): void;
  html(text: string): void;
  note(text: string): void;
  chart(spec: Spec | null, missing: string): void;
  table(head: string[], rows: string[][]): string;
  esc(text: string): string;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${Math.round(x)}`;

export function tournamentBody(page: PageParts, r: TournamentResult): void {
  page.heading('Summary');
  const decks = r.decks ? `, every deck matchup of ${r.decks.join(', ')}` : '';
  page.html(
    `<p>A round-robin of ${r.agents.length} agents: every two meet in ${r.gamesPerPairing.toLocaleString('en-US')} games (both seat orders on the same seeds from ${r.seed}${page.esc(decks)}), ${r.games.toLocaleString('en-US')} games in all. Ratings are Bradley–Terry strengths on the Elo scale with ${page.esc(r.anchor)} at 0 and 95% bootstrap intervals; a score counts wins and half the draws, with its 95% Wilson interval.</p>`,
  );
  page.heading('Ratings');
  page.chart(ratingChart(r), '');
  const order = [...r.standings].sort((a, b) => b.elo - a.elo);
  const timed = r.standings.some((s) => s.msPerDecision !== null);
  page.html(
    page.table(
      [
        'agent',
        'Elo',
        '95% interval',
        'games',
        'W-L-D',
        'score',
        ...(timed ? ['ms per decision', 'max ms'] : []),
      ],
      order.map((s) => [
        s.agent,
        signed(s.elo),
        `[${signed(s.low)}, ${signed(s.high)}]`,
        s.games.toLocaleString('en-US'),
        `${s.wins}-${s.losses}-${s.draws}`,
        `${pct(s.score.rate)} [${pct(s.score.low)}, ${pct(s.score.high)}]`,
        ...(timed ? [(s.msPerDecision ?? 0).toFixed(1), (s.maxMsPerDecision ?? 0).toFixed(0)] : []),
      ]),
    ),
  );
  if (timed) page.note('Time per decision leaves out forced moves (one legal action).');
  page.heading('Score, agent against agent');
  page.chart(scoreHeatmap(r), '');
  page.html(
    page.table(
      ['agent', 'against', 'games', 'wins', 'losses', 'draws', 'score'],
      r.pairs.map((p) => [
        p.a,
        p.b,
        p.games.toLocaleString('en-US'),
        String(p.winsA),
        String(p.winsB),
        String(p.draws),
        `${pct(p.scoreA.rate)} [${pct(p.scoreA.low)}, ${pct(p.scoreA.high)}]`,
      ]),
    ),
  );
}
