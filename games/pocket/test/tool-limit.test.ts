/**
 * A Pokémon's Tool limit (README "Pokémon Tools", T1 and T10): one Tool per
 * Pokémon, two on a Pokémon whose own Ability says so (Revavroom's Dual
 * Customization, B4 115: the generic `modifier` with target `tool.slots`),
 * both Tools' effects on it, both leaving with it, and what happens to the
 * second Tool when the Pokémon loses the Ability (discarded, the last
 * attached first) and when it keeps it (it stays).
 */
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';
import { removeFromPlay } from '../src/rules/ops.ts';
import { type PocketState, toolsOf } from '../src/state.ts';
import { position, run } from './helpers.ts';

const REVAVROOM = 'B4 115'; // Stage 1, 120 HP, [M], evolves from Varoom; Dual Customization
const VAROOM = 'B4 114'; // Basic, 70 HP, no Ability
const GIANT_CAPE = 'A2 147'; // +20 HP
const GUZMA = 'A3 151'; // discards all Tools from each of the opponent's Pokémon
const BUDEW = 'B3 013'; // Prickly Powder: the Defending Pokémon loses all Abilities while it stays Active
const CELEBI = 'A4a 006'; // Temporal Leaves: devolves the opponent's evolved Active Pokémon into their hand

function build(setup: unknown): PocketState {
  const spec = pocket.scenarios;
  if (!spec) throw new Error('no scenarios');
  return spec.build(spec.setupSchema.parse(setup), {
    game: pocket,
    options: pocket.optionsSchema.parse({}),
    seed: 'tool-limit',
    apply: {},
  });
}

describe('Tool limit (T1, T10)', () => {
  it('Dual Customization: a second Tool attaches to Revavroom, both count (+40 HP), a third is refused', () => {
    // uids of side 0: Varoom 0, Revavroom 1, hand 2, 3, 4 (three Giant Capes).
    const me = { active: { card: REVAVROOM, under: [VAROOM] }, hand: [GIANT_CAPE, GIANT_CAPE, GIANT_CAPE] };
    run(
      position(me),
      [
        { action: { type: 'tool', card: 2, target: 0 } },
        { expect: { tools: ['attach Giant Cape to Revavroom'] } },
        { action: { type: 'tool', card: 3, target: 0 } },
        { action: { type: 'tool', card: 4, target: 0 }, refused: 'illegal-action' },
      ],
      {
        active: [{ name: 'Revavroom', hp: 160, tool: GIANT_CAPE, tools: [GIANT_CAPE, GIANT_CAPE] }, {}],
        hand: [[GIANT_CAPE], ['A1 189']],
        tools: [],
      },
    );
  });

  it('without the Ability one Tool per Pokémon: Varoom with a Tool takes no second one, and the refusal changes nothing', () => {
    const s = build(position({ active: { card: VAROOM, tool: GIANT_CAPE }, hand: [GIANT_CAPE] }));
    expect(pocket.legalActions(s, 0).filter((a) => a.type === 'tool')).toEqual([]);
    const before = JSON.stringify(s);
    expect(() => pocket.apply(s, 0, { type: 'tool', card: 2, target: 0 })).toThrow(/one Tool per Pokémon/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the view and the scenario format carry both Tools; determinize places both', () => {
    const s = build(
      position({ active: { card: REVAVROOM, under: [VAROOM], tools: [GIANT_CAPE, GIANT_CAPE] } }),
    );
    const slot = s.sides[0].active;
    expect(slot && toolsOf(slot)).toEqual([2, 3]);
    for (const seat of [0, 1] as const) {
      const v = pocket.view(s, seat).sides[0].active;
      expect(v).toMatchObject({ tool: GIANT_CAPE, extraTools: [GIANT_CAPE], hp: 160 });
      const d = pocket.determinize?.(pocket.view(s, seat), seat, 'd');
      const ds = d?.sides[0].active;
      expect(ds && toolsOf(ds).length).toBe(2);
    }
  });

  it('keeping the Ability keeps both Tools: retreating to the Bench and back; leaving play takes both to the discard pile', () => {
    const s = build(
      position({
        active: { card: REVAVROOM, under: [VAROOM], tools: [GIANT_CAPE, GIANT_CAPE], energy: ['G', 'G'] },
        bench: [{ card: 'A1 001' }],
      }),
    );
    pocket.apply(s, 0, { type: 'retreat', to: 4 });
    const rev = s.sides[0].bench[0];
    expect(toolsOf(rev)).toEqual([2, 3]);
    expect(pocket.view(s, 0).sides[0].bench[0]).toMatchObject({ hp: 160 });
    removeFromPlay(s, 0, rev, 'discard', undefined);
    expect(s.sides[0].discard).toEqual(expect.arrayContaining([0, 1, 2, 3]));
  });

  it("Guzma discards both of Revavroom's Tools", () => {
    const s = build(
      position(
        { active: { card: 'A1 001' }, hand: [GUZMA] },
        { active: { card: REVAVROOM, under: [VAROOM], tools: [GIANT_CAPE, GIANT_CAPE] } },
      ),
    );
    const guzma = s.sides[0].hand[0];
    const opp = s.sides[1].active;
    const both = opp ? toolsOf(opp) : [];
    expect(both.length).toBe(2);
    pocket.apply(s, 0, { type: 'play', card: guzma });
    expect(opp && toolsOf(opp)).toEqual([]);
    expect(s.sides[1].discard).toEqual(expect.arrayContaining(both));
  });

  it('losing the Ability (Prickly Powder) discards the second Tool, the last attached; the first stays and HP drops to 140', () => {
    const s = build(
      position(
        { active: { card: BUDEW } },
        { active: { card: REVAVROOM, under: [VAROOM], tools: [GIANT_CAPE, GIANT_CAPE] } },
      ),
    );
    const [first, second] = toolsOf(s.sides[1].active as never);
    pocket.apply(s, 0, { type: 'attack', index: 0 });
    const rev = s.sides[1].active;
    expect(rev && toolsOf(rev)).toEqual([first]);
    expect(s.sides[1].discard).toContain(second);
    expect(pocket.view(s, 1).sides[1].active).toMatchObject({ name: 'Revavroom', maxHp: 140, hp: 130 });
  });

  it('devolving into a Pokémon without the Ability (Temporal Leaves) discards the second Tool; Varoom keeps the first', () => {
    const s = build(
      position(
        { active: { card: CELEBI, energy: ['G', 'G'] } },
        { active: { card: REVAVROOM, under: [VAROOM], tools: [GIANT_CAPE, GIANT_CAPE] } },
      ),
    );
    const [first, second] = toolsOf(s.sides[1].active as never);
    pocket.apply(s, 0, { type: 'attack', index: 0 });
    const varoom = s.sides[1].active;
    expect(varoom && toolsOf(varoom)).toEqual([first]);
    expect(s.sides[1].discard).toContain(second);
    expect(pocket.view(s, 1).sides[1].active).toMatchObject({ name: 'Varoom', maxHp: 90 });
  });
});
