/**
 * The `tap` step, added as the worked example of one new effect: its module
 * (src/vocabulary/steps/permanents/tap.ts), its registry line, its parser
 * template ("tap target creature") and this test. Reserved: no shipped card
 * uses it, so the coverage check does not call it unused.
 */
import { describe, expect, it } from 'vitest';
import { poolOf } from '../src/cards/catalog.ts';
import { parseRulesText } from '../src/cards/parser/index.ts';
import { runFrame } from '../src/engine/resolve.ts';
import { buildState, findTagged, setupSchema } from '../src/scenario.ts';
import { coverageOf } from '../src/validate.ts';
import { cardWords, stepSentence } from '../src/vocabulary/card-words.ts';
import { checkCard } from '../src/vocabulary/check.ts';
import { stepRegistry } from '../src/vocabulary/steps/index.ts';
import { player } from './helpers.ts';

const text = 'Tap target creature. Draw a card.';

describe('the tap step (CR 701.21a)', () => {
  it('the parser reads "tap target creature" into a tap step with a creature target', () => {
    const r = parseRulesText(text, 'Frost Breath', true);
    expect(r.unparsed).toEqual([]);
    expect(r.targets).toEqual([{ kind: 'permanent', filter: { types: ['creature'] }, min: 1, max: 1 }]);
    expect(r.steps).toEqual([
      { op: 'tap', what: { target: 0 } },
      { op: 'draw', who: { you: true }, amount: 1 },
    ]);
    expect(checkCard({ id: 'frost_breath', name: 'Frost Breath', rules: r })).toEqual([]);
  });

  it('taps the target as it resolves (and the rest of the spell goes on)', () => {
    const s = buildState(
      setupSchema.parse({
        players: [player(), player({ battlefield: [{ card: 'serra_angel', tag: 'angel' }] })],
      }),
      'tap-step',
    );
    const angel = findTagged(s, 'angel');
    expect(angel?.tapped).toBe(false);
    const hand = s.players[0].hand.length;
    const r = parseRulesText(text, 'Frost Breath', true);
    s.resolving = {
      source: -1,
      sourceCard: null,
      controller: 0,
      targets: [[angel?.id ?? -1]],
      targetSpecs: r.targets,
      x: 0,
      steps: r.steps,
      index: 0,
      vars: {},
    };
    s.resolvingItem = null;
    runFrame(s);
    expect(findTagged(s, 'angel')?.tapped).toBe(true);
    expect(s.players[0].hand.length).toBe(hand + 1);
    expect(s.resolving).toBeNull();
  });

  it('says what it does, from the data and at a resolution', () => {
    const r = parseRulesText(text, 'Frost Breath', true);
    expect(cardWords({ specs: r.targets }).steps(r.steps)).toBe('tap target creature, then you draw a card');
    expect(stepSentence(r.steps[0], { specs: r.targets })).toBe('Tap target creature');
  });

  it('a field it does not take is a DataError naming the card', () => {
    const r = parseRulesText(text, 'Frost Breath', true);
    const broken = structuredClone(r);
    Object.assign(broken.steps[0], { untilEndOfTurn: true });
    expect(
      checkCard({ id: 'frost_breath', name: 'Frost Breath', rules: broken }).map((e) => e.message),
    ).toEqual([
      expect.stringMatching(
        /^cards\.json \$\.frost_breath\.rules\.steps\[0\]: Frost Breath: .*untilEndOfTurn/,
      ),
    ]);
  });

  it('is registered ahead of the data: reserved, not unused', () => {
    expect(stepRegistry.reserved.has('tap')).toBe(true);
    const effects = coverageOf(poolOf('phase1')!.catalog).find((c) => c.vocabulary === 'effect');
    expect(effects?.reservedUnused).toContain('tap');
    expect(effects?.unused).toEqual([]);
  });
});
