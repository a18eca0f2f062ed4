import { toyGame } from '@arbiter/core/testing';
import { type BatchReport, runBatch } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import {
  checkSimResult,
  type LabResult,
  labBlocks,
  labTitle,
  reportHtml,
  subjectRecords,
} from '../src/index.ts';

/** A Lab result from real toy batches: a "subject" hand size against two "opponents", both seat orders. */
async function toyLab(mode: LabResult['mode'] = 'field'): Promise<LabResult> {
  const batch = (handSize: number, seed: number) =>
    runBatch({ game: toyGame, games: 30, seed, agents: ['greedy', 'random'], options: { handSize } });
  const variants = mode === 'field' ? [0] : [0, 1];
  const batches: LabResult['batches'] = [];
  for (const v of variants)
    for (const [opponent, handSize] of [
      ['small', 2],
      ['large', 4],
    ] as const)
      for (const seat of [0, 1])
        batches.push({ variant: v, opponent, subjectSeat: seat, report: await batch(handSize + v, 1) });
  return {
    kind: 'lab',
    game: 'toy',
    mode,
    subject: 'greedy hands',
    agents: ['greedy', 'random'],
    games: 60,
    seed: 1,
    variants: variants.map((v) => ({
      label: v === 0 ? 'shipped data' : 'bigger hands',
      changes: v === 0 ? [] : [{ file: 'rules.json', path: ['rules', 0, 'handSize'], value: 5 }],
      metrics: { games: 60 },
    })),
    batches,
  };
}

const winsAt = (r: BatchReport, seat: number) => r.wins[seat];

describe('Lab results', () => {
  it("pools the subject's wins over both seat orders per opponent, then over all of them", async () => {
    const lab = await toyLab();
    const records = subjectRecords(lab, 0);
    expect(records.map((r) => r.opponent)).toEqual(['small', 'large', 'all opponents']);
    const [small] = records;
    const [first, second] = lab.batches.filter((b) => b.opponent === 'small');
    const wins = winsAt(first.report as BatchReport, 0) + winsAt(second.report as BatchReport, 1);
    expect(small.games).toBe(60);
    expect(small.wins).toBe(wins);
    expect(small.first).toEqual({ games: 30, wins: winsAt(first.report as BatchReport, 0) });
    expect(small.rate).toBeCloseTo(wins / 60, 12);
    expect(small.low).toBeLessThan(small.rate);
    expect(records[2].games).toBe(120);
  });

  it('gives blocks with the win-rate chart, the seat effect, lengths and metrics; A/B adds the difference', async () => {
    const field = labBlocks(await toyLab());
    const names = field
      .filter((b) => b.kind === 'chart' || b.kind === 'table')
      .map((b) => ('name' in b ? b.name : undefined));
    expect(names).toContain('win-rate-0');
    expect(names).toContain('matchups-0');
    expect(names).toContain('seat-effect-0');
    expect(field.some((b) => b.kind === 'heading' && b.text === "The game's own metrics")).toBe(true);
    const ab = labBlocks(await toyLab('ab'));
    const diff = ab.find((b) => b.kind === 'table' && b.name === 'ab-differences');
    expect(diff && diff.kind === 'table' && diff.rows.map((r) => r[0])).toEqual([
      'small',
      'large',
      'all opponents',
    ]);
  });

  it('is a report `arbiter report` reads, as one HTML page', async () => {
    const lab = await toyLab('ab');
    const checked = checkSimResult(JSON.parse(JSON.stringify(lab)));
    expect(checked.ok).toBe(true);
    const html = reportHtml(lab);
    expect(html).toContain(`<title>${labTitle(lab)}</title>`);
    expect(html).toContain('Difference from the shipped data');
    expect(html).toContain('greedy hands: win rate against each opponent');
    const broken = checkSimResult({ ...lab, batches: [{ variant: 0 }] });
    expect(broken.ok).toBe(false);
  });
});
