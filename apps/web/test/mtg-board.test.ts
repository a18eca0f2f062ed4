/**
 * The MTG board's pending-decision panel, rendered to markup from real views:
 * the legend rule's candidates outlined with their ids for the seat that owes
 * the choice, and only "a decision of the opponent" for the other seat; the
 * mulligan's bottom count likewise.
 */
import { type MtgView, mtg } from '@arbiter/mtg';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MtgBoard } from '../src/boards/mtg/MtgBoard.tsx';

const markup = (view: MtgView, seat: 0 | 1) =>
  renderToStaticMarkup(
    createElement(MtgBoard, { view, seat, seats: [], legal: [], onAct: () => {}, log: [] }),
  );

describe('MTG board: the pending decision', () => {
  it('the legend rule: the deciding seat sees the candidates outlined with ids; the other seat sees whose decision it is', () => {
    // A position through the game's scenario builder (its public scenario spec).
    const spec = mtg.scenarios!;
    const s = spec.build(
      spec.setupSchema.parse({
        players: [
          { library: ['basic_plains'] },
          {
            library: ['basic_plains'],
            battlefield: [{ card: 'vogar_necropolis_tyrant' }, { card: 'vogar_necropolis_tyrant' }],
          },
        ],
      }),
      { game: mtg, options: {} as never, seed: 'board-legend', apply: {} },
    ) as ReturnType<typeof mtg.setup>;
    // Building the position checks state-based actions: the legend rule waits on seat 1.
    expect(s.pending?.kind).toBe('legend_rule');
    const mine = markup(mtg.view(s, 1), 1);
    expect(mine).toContain(
      'Decision: legend rule — legend rule: keep which Vogar, Necropolis Tyrant? (yours)',
    );
    expect(mine.match(/data-candidate="true"/g)).toHaveLength(2);
    for (const id of s.pending?.kind === 'legend_rule' ? s.pending.candidates : [])
      expect(mine).toContain(`[${id}]`);
    const theirs = markup(mtg.view(s, 0), 0);
    expect(theirs).toContain('Decision: legend rule (opponent)');
    expect(theirs).not.toContain('data-candidate');
  });

  it('the bottom decision: how many cards are left, to the deciding seat only', () => {
    const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'board-bottom');
    mtg.apply(s, mtg.toAct(s)[0], { type: 'play_first' });
    const p = mtg.toAct(s)[0] as 0 | 1;
    mtg.apply(s, p, { type: 'mulligan' });
    mtg.apply(s, p, { type: 'keep' });
    expect(markup(mtg.view(s, p), p)).toContain(
      'Decision: bottom — put 1 more card on the bottom, one at a time (yours)',
    );
    const other = (1 - p) as 0 | 1;
    expect(markup(mtg.view(s, other), other)).toContain('Decision: bottom (opponent)');
  });
});
