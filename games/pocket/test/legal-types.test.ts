/**
 * The legal list by action types (rules/actions.ts `legalActionsOf`): the
 * list is built by sections and a section no asked type needs is skipped.
 * At every decision of random games, on the current decks and on decks
 * drawn from the whole pool, the list of each single type, of the types the
 * attach-then-attack policy reads, and of random sets of types equals the
 * whole list (`legalActions`) filtered by those types, in order; an action
 * taken from it is applied as one of the whole list's. And the policy,
 * given the list of the types it reads, makes the same choice at every
 * decision of its games as with the whole list.
 */
import { describe, expect, it } from 'vitest';
import { presetChoices } from '../src/data/decks.ts';
import { type PocketState, pocket } from '../src/index.ts';
import { actionKeyOf, legalActions, legalActionsOf, type PocketAction } from '../src/rules/actions.ts';
import type { Side } from '../src/state.ts';
import { viewOf } from '../src/view.ts';
import { generator, poolDeck } from './pool-decks.ts';

const TYPES: PocketAction['type'][] = [
  'choose',
  'attach',
  'play',
  'evolve',
  'ability',
  'retreat',
  'attack',
  'discardFossil',
  'tool',
  'stadium',
  'end',
];
/** What the attach-then-attack policy chooses among. */
const POLICY_TYPES = ['choose', 'attach', 'attack', 'end'];
/** A frozen list of types (its bits are kept with it), and one changed in place. */
const FROZEN: readonly string[] = Object.freeze(['attach', 'play', 'end']);
const refilled: string[] = [];

const pocketPolicy = () => (pocket.agents as NonNullable<typeof pocket.agents>)['attach-then-attack']('x');

const keys = (list: readonly PocketAction[]) => list.map(actionKeyOf);

function currentIds(): string[] {
  return presetChoices()
    .filter((c) => c.group.startsWith('Current'))
    .map((c) => c.value);
}

/** One random game: at every decision each asked set of types against the whole list filtered. */
function playChecked(
  options: unknown,
  seed: string,
  pick: (n: number) => number,
  seen: Map<string, number>,
): void {
  const s = pocket.setup(pocket.optionsSchema.parse(options), seed);
  for (let step = 0; step < 400 && s.stage !== 'over'; step++) {
    const player = pocket.toAct(s)[0] as Side;
    const whole = legalActions(s, player);
    for (const a of whole) seen.set(a.type, (seen.get(a.type) ?? 0) + 1);
    const asked: (readonly string[])[] = [...TYPES.map((t) => [t]), POLICY_TYPES, ['nothing-of-the-game']];
    for (let k = 0; k < 3; k++) asked.push(TYPES.filter(() => pick(2) === 0));
    asked.push(FROZEN, FROZEN);
    for (const types of asked) {
      const part = legalActionsOf(s, player, types);
      expect(keys(part), `${types.join(',')}: ${seed} step ${step}`).toEqual(
        keys(whole.filter((a) => types.includes(a.type))),
      );
    }
    // One list refilled in place between questions: its bits are worked out again each time.
    for (let k = 0; k < 3; k++) {
      refilled.length = 0;
      for (const t of TYPES) if (pick(2) === 0) refilled.push(t);
      const part = legalActionsOf(s, player, refilled);
      expect(keys(part), `refilled ${refilled.join(',')}: ${seed} step ${step}`).toEqual(
        keys(whole.filter((a) => refilled.includes(a.type))),
      );
    }
    // Played from a list of some of the types present, as an action of the whole list is.
    const types = TYPES.filter((t) => whole.some((a) => a.type === t && pick(2) === 0));
    const part = types.length > 0 ? legalActionsOf(s, player, types) : legalActions(s, player);
    pocket.apply(s, player, part[pick(part.length)]);
  }
}

describe('the legal list by action types', () => {
  it('equals the whole list filtered by type at every decision of random games (current and pool decks)', () => {
    const seen = new Map<string, number>();
    const ids = currentIds();
    const pick = generator(421);
    for (let g = 0; g < 8; g++)
      playChecked(
        { deck1: ids[g % ids.length], deck2: ids[(g * 5 + 2) % ids.length] },
        `legal-types/${g}`,
        pick,
        seen,
      );
    for (let g = 0; g < 8; g++)
      playChecked({ deck1: poolDeck(pick), deck2: poolDeck(pick) }, `legal-types-pool/${g}`, pick, seen);
    // Every section the games can reach was reached (a Stadium's action and a Fossil are rare: not required).
    for (const t of TYPES.filter((t) => t !== 'stadium' && t !== 'discardFossil'))
      expect(seen.get(t) ?? 0, t).toBeGreaterThan(0);
  });

  it('gives attach-then-attack the same choice as the whole list at every decision of its games', () => {
    const ids = currentIds();
    let decisions = 0;
    for (let g = 0; g < 24; g++) {
      const s: PocketState = pocket.setup(
        pocket.optionsSchema.parse({ deck1: ids[g % ids.length], deck2: ids[(g * 7 + 3) % ids.length] }),
        `legal-types-policy/${g}`,
      );
      const policies = [pocketPolicy(), pocketPolicy()];
      for (let step = 0; step < 400 && s.stage !== 'over'; step++) {
        const player = pocket.toAct(s)[0] as Side;
        const view = viewOf(s, player);
        const fromWhole = policies[0].choose({ player, view, legal: legalActions(s, player) });
        // The types the policy says it reads (its `reads`).
        const part = legalActionsOf(s, player, policies[1].reads ?? []);
        const fromPart = policies[1].choose({ player, view, legal: part });
        expect(actionKeyOf(fromPart), `legal-types-policy/${g} step ${step}`).toBe(actionKeyOf(fromWhole));
        decisions++;
        pocket.apply(s, player, fromPart);
      }
    }
    expect(decisions).toBeGreaterThan(400);
    expect(new Set(pocketPolicy().reads)).toEqual(new Set(POLICY_TYPES));
  });
});
