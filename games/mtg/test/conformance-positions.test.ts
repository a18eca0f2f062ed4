/**
 * The kernel conformance suite from positions random play rarely reaches
 * (test/positions.ts): decisions whose answers are numbers (pay {X}) and
 * decisions that show library cards. Every check of the suite runs there —
 * the redaction check with `perturbHidden` (which also trades the identities
 * of unseen cards), views as snapshots — then random play goes on from each.
 * (The random games from setup are in engine.test.ts.)
 */
import type { GameModule, PlayerId } from '@arbiter/core';
import { runConformance } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import type { MtgState } from '../src/engine/state.ts';
import { type MtgTypes, mtg } from '../src/index.ts';
import { knowledgePositions } from './positions.ts';

describe('MTG conformance from chosen positions', () => {
  it('passes the suite at every position and 30 random actions on from each', () => {
    const positions = knowledgePositions();
    const summary = runConformance(mtg, { seeds: 0, positions, positionActions: 30 });
    expect(summary.positions.checked).toBe(positions.length);
    expect(summary.positions.actions).toBeGreaterThan(positions.length * 10);
    expect(summary.redaction.changedHidden).toBeGreaterThan(0);
    expect(summary.snapshots).toBeGreaterThan(0);
  }, 120_000);

  it("catches a view that reads a decision's numeric answers as library cards (issue 19's leak)", () => {
    // The view as it was: every number among the seat's own answers named a library card it knew.
    const leaky: GameModule<MtgTypes> = {
      ...mtg,
      view: (s: MtgState, viewer: PlayerId | null) => {
        const v = mtg.view(s, viewer);
        const d = s.pending;
        if (d?.kind === 'resolve' && d.player === viewer)
          for (const o of d.options)
            if (typeof o.value === 'number' && s.objects[o.value]?.zone === 'library')
              v.known.objects[o.value] = structuredClone(s.objects[o.value]);
        return v;
      },
    };
    const positions = knowledgePositions().filter((p) => p.name.startsWith('pay X'));
    expect(() => runConformance(leaky, { seeds: 0, positions })).toThrow(
      /position 'pay X .*' step 0: view of seat [01] changes when only what it cannot see changes: \$\.known\.objects/,
    );
  });
});
