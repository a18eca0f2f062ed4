/**
 * Declaring attackers and blockers (CR 508.1, 509.1): an illegal
 * declaration — a lone blocker against menace, a creature that must attack
 * left out, an attack tax that cannot be paid, a creature kept from a block
 * it must make — is refused with the rule it breaks and the state unchanged;
 * the player declares again. The legal list offers "done" only for a legal
 * declaration and a creature only while one can still be reached, so agents
 * never meet a refusal and never run out of answers. And positions set up in
 * every combat step (the scenario builder builds what entering the step
 * creates).
 */
import { RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { blockProblem, canBlock } from '../src/engine/declarations.ts';
import { board } from '../src/engine/derived.ts';
import { advance, type MtgAction } from '../src/engine/rules.ts';
import type { MtgState, Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { buildState, resolveTags, setupSchema } from '../src/scenario.ts';
import { act, expectNow, pass, player, scenario } from './helpers.ts';

type Json = Record<string, unknown>;
const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

function position(setup: Json): MtgState {
  const s = buildState(setupSchema.parse(setup), 'declarations');
  advance(s);
  return s;
}

/** Applies an action written with "@tags". */
function play(s: MtgState, p: Seat, action: Json): void {
  mtg.apply(s, p, resolveTags(s, action) as MtgAction);
}

/** The refusal of an action: a RuleViolation whose reason matches, and the state exactly as before. */
function refused(s: MtgState, p: Seat, action: Json, reason: RegExp): void {
  const before = JSON.stringify(s);
  let error: unknown;
  try {
    play(s, p, action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RuleViolation);
  expect((error as RuleViolation).code).toBe('illegal-declaration');
  expect((error as RuleViolation).reason).toMatch(reason);
  expect(JSON.stringify(s)).toBe(before);
}

const types = (s: MtgState, p: Seat) => mtg.legalActions(s, p).map((a) => a.type);

describe('CR 702.110b menace: "can’t be blocked except by two or more creatures"', () => {
  const vogarAttacks = (blockers: Json[]) => ({
    step: 'declare_blockers',
    combat: { attackers: ['v'] },
    players: [
      player({ battlefield: [{ card: 'vogar_necropolis_tyrant', tag: 'v', tapped: true }] }),
      player({ battlefield: blockers }),
    ],
  });
  it('a lone blocker is refused with the reason; the defender adds a second and the block stands', () => {
    const s = position(
      vogarAttacks([
        { card: 'gavony_unhallowed', tag: 'g' },
        { card: 'bushmeat_poacher', tag: 'b' },
      ]),
    );
    expect(s.pending).toMatchObject({ kind: 'declare_blockers', player: 1 });
    play(s, 1, { type: 'block', blocker: '@g', attacker: '@v' });
    expect(types(s, 1)).toEqual(['block']);
    refused(
      s,
      1,
      { type: 'block_done' },
      /CR 702\.110b: Vogar, Necropolis Tyrant has menace.*Gavony Unhallowed alone/,
    );
    // Still the defender's decision: the declaration goes on.
    expect(mtg.toAct(s)).toEqual([1]);
    play(s, 1, { type: 'block', blocker: '@b', attacker: '@v' });
    expect(types(s, 1)).toEqual(['block_done']);
    play(s, 1, { type: 'block_done' });
    expect(Object.keys(s.combat?.blocks ?? {})).toHaveLength(2);
    expect(s.combat?.blocksDeclared).toBe(true);
  });
  it('with one creature able to block it, the defender has no decision; a lone block asked anyway is refused', () => {
    const alone = position(vogarAttacks([{ card: 'gavony_unhallowed', tag: 'g' }]));
    // The only possible block is not a legal one: nothing to declare (CR 509.1a).
    expect(alone.pending).toBeNull();
    expect(alone.combat?.blocksDeclared).toBe(true);
    const s = position({
      step: 'declare_blockers',
      combat: { attackers: ['v', 'p'] },
      players: [
        player({
          battlefield: [
            { card: 'vogar_necropolis_tyrant', tag: 'v', tapped: true },
            { card: 'bushmeat_poacher', tag: 'p', tapped: true },
          ],
        }),
        player({ battlefield: [{ card: 'gavony_unhallowed', tag: 'g' }] }),
      ],
    });
    expect(mtg.legalActions(s, 1)).toEqual([
      { type: 'block', blocker: resolveTags(s, '@g'), attacker: resolveTags(s, '@p') },
      { type: 'block_done' },
    ]);
    refused(
      s,
      1,
      { type: 'block', blocker: '@g', attacker: '@v' },
      /no legal block declaration can be finished/,
    );
  });
  it('in a scenario, the lone block is refused in the rule’s words', () => {
    expect(() =>
      scenario(
        vogarAttacks([
          { card: 'gavony_unhallowed', tag: 'g' },
          { card: 'bushmeat_poacher', tag: 'b' },
        ]),
        [act({ type: 'block', blocker: '@g', attacker: '@v' }), act({ type: 'block_done' })],
      ),
    ).toThrow(/illegal-declaration: CR 702\.110b/);
  });
});

describe('CR 508.1d requirements: a creature that must attack, and is able to, is declared', () => {
  it('goaded (CR 701.15b): finishing without the goaded creature is refused; declared, it attacks', () => {
    const s = position({
      turn: 4,
      active: 1,
      step: 'declare_attackers',
      players: [
        player(),
        player({
          battlefield: [
            { card: 'serra_angel', tag: 'a' },
            { card: 'gavony_unhallowed', tag: 'g' },
          ],
        }),
      ],
    });
    s.objects[resolveTags(s, '@a') as number].goadedBy.push({ player: 0, untilTurnOf: 0 });
    expect(types(s, 1)).toEqual(['attack', 'attack']);
    refused(s, 1, { type: 'attack_done' }, /CR 508\.1d: Serra Angel \(goaded, CR 701\.15b\) must attack/);
    play(s, 1, { type: 'attack', creature: '@a' });
    expect(types(s, 1)).toEqual(['attack', 'attack_done']);
    play(s, 1, { type: 'attack_done' });
    expect(s.combat?.attackers).toEqual([resolveTags(s, '@a')]);
  });
  it('Angler Turtle, "Creatures your opponents control attack each combat if able": the same', () => {
    const s = position({
      step: 'declare_attackers',
      players: [
        player({ battlefield: [{ card: 'serra_angel', tag: 'a' }] }),
        player({ battlefield: [{ card: 'angler_turtle' }] }),
      ],
    });
    expect(types(s, 0)).toEqual(['attack']);
    refused(
      s,
      0,
      { type: 'attack_done' },
      /CR 508\.1d: Serra Angel \(attacks each combat if able\) must attack/,
    );
  });
  it('a requirement that costs mana to obey is not one (CR 508.1d): under an attack tax, the creature that must attack may stay home', () => {
    scenario(
      {
        autoPass: true,
        players: [
          player({
            hand: [{ card: 'forbidding_spirit', tag: 'fs' }],
            battlefield: [...lands('basic_plains', 3), { card: 'angler_turtle', sick: true }],
          }),
          player({
            library: Array(10).fill('basic_mountain'),
            battlefield: [{ card: 'serra_angel', tag: 'a' }, ...lands('basic_island', 2)],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@fs', via: 'hand', targets: [] }),
        pass(1),
        expectNow({ pending: 'declare_attackers', legal: ['attack', 'attack_done'] }),
        act({ type: 'attack_done' }),
      ],
      { life: [20, 20], attackers: [] },
    );
  });
});

describe('CR 508.1f-h an attack tax is paid after the attackers tap', () => {
  // Forbidding Spirit: {2} per attacker. Seat 1 has a Forest and two untapped Llanowar Elves.
  const taxed = {
    autoPass: true,
    players: [
      player({ hand: [{ card: 'forbidding_spirit', tag: 'fs' }], battlefield: lands('basic_plains', 3) }),
      player({
        library: Array(10).fill('basic_mountain'),
        battlefield: [
          { card: 'basic_forest', tag: 'f' },
          { card: 'llanowar_elves', tag: 'e1' },
          { card: 'llanowar_elves', tag: 'e2' },
        ],
      }),
    ],
  };
  function taxedAttack(): MtgState {
    const s = position(taxed);
    play(s, 0, { type: 'cast', card: '@fs', via: 'hand', targets: [] });
    play(s, 1, { type: 'pass' });
    expect(s.pending).toMatchObject({ kind: 'declare_attackers', player: 1 });
    return s;
  }
  it('one Elf may attack (the Forest and the other Elf pay {2}); a second is refused: both would be tapped', () => {
    const s = taxedAttack();
    play(s, 1, { type: 'attack', creature: '@e1' });
    expect(types(s, 1)).toEqual(['attack_done']);
    refused(
      s,
      1,
      { type: 'attack', creature: '@e2' },
      /CR 508\.1h: the attack tax of \{2\} for each of 2 attackers could not be paid/,
    );
    play(s, 1, { type: 'attack_done' });
    // The tax came from the Forest and the Elf that stayed home.
    expect(s.objects[resolveTags(s, '@f') as number].tapped).toBe(true);
    expect(s.objects[resolveTags(s, '@e2') as number].tapped).toBe(true);
    expect(s.combat?.attackers).toEqual([resolveTags(s, '@e1')]);
  });
});

describe('CR 509.1c "all creatures able to block it do so" (Taunting Elf)', () => {
  const elfAttacks = (extra: Json[], blockers: Json[]) => ({
    step: 'declare_blockers',
    combat: { attackers: ['t'] },
    players: [
      player({ battlefield: [{ card: 'taunting_elf', tag: 't', tapped: true }, ...extra] }),
      player({ battlefield: blockers }),
    ],
  });
  it('finishing with a creature left out is refused, naming it; with every able creature blocking it stands', () => {
    const s = position(
      elfAttacks(
        [],
        [
          { card: 'elvish_visionary', tag: 'v' },
          { card: 'gavony_unhallowed', tag: 'g' },
        ],
      ),
    );
    expect(types(s, 1)).toEqual(['block', 'block']);
    refused(
      s,
      1,
      { type: 'block_done' },
      /CR 509\.1c: Elvish Visionary must block Taunting Elf, Gavony Unhallowed must block/,
    );
    play(s, 1, { type: 'block', blocker: '@v', attacker: '@t' });
    refused(s, 1, { type: 'block_done' }, /CR 509\.1c: Gavony Unhallowed must block Taunting Elf/);
    play(s, 1, { type: 'block', blocker: '@g', attacker: '@t' });
    play(s, 1, { type: 'block_done' });
    expect(Object.values(s.combat?.blocks ?? {})).toHaveLength(2);
  });
  it('a creature able to block it may not block another attacker instead (that obeys fewer requirements)', () => {
    const s = position({
      ...elfAttacks(
        [{ card: 'llanowar_elves', tag: 'l', tapped: true }],
        [{ card: 'gavony_unhallowed', tag: 'g' }],
      ),
      combat: { attackers: ['t', 'l'] },
    });
    expect(mtg.legalActions(s, 1)).toEqual([
      { type: 'block', blocker: resolveTags(s, '@g'), attacker: resolveTags(s, '@t') },
    ]);
    expect(() => play(s, 1, { type: 'block', blocker: '@g', attacker: '@l' })).toThrow(
      /CR 509\.1c, 702\.110b/,
    );
  });
  it('with menace too (Vow of Torment) and one able creature, no block is required; with two, both must block', () => {
    const vow = [{ card: 'vow_of_torment', attachedTo: 't' }];
    const one = position(elfAttacks(vow, [{ card: 'gavony_unhallowed' }]));
    expect(one.pending).toBeNull();
    expect(one.combat?.blocksDeclared).toBe(true);
    const two = position(
      elfAttacks(vow, [
        { card: 'gavony_unhallowed', tag: 'g' },
        { card: 'bushmeat_poacher', tag: 'b' },
      ]),
    );
    expect(types(two, 1)).toEqual(['block', 'block']);
    play(two, 1, { type: 'block', blocker: '@g', attacker: '@t' });
    refused(two, 1, { type: 'block_done' }, /CR 702\.110b/);
    play(two, 1, { type: 'block', blocker: '@b', attacker: '@t' });
    expect(types(two, 1)).toEqual(['block_done']);
  });
});

/**
 * Every legal full block declaration of a small position, by brute force:
 * each creature blocks nothing or one attacker it can block; menace needs 0
 * or 2+ blockers; the requirements obeyed (creatures blocking an attacker
 * all must block) are the most any such declaration obeys.
 */
function legalDeclarations(s: MtgState): Array<Record<string, number>> {
  const b = board(s);
  const attackers = s.combat!.attackers.map((id) => b.byId.get(id)!);
  const blockers = [...b.byId.values()].filter((d) => attackers.some((a) => canBlock(s, d, a)));
  const all: Array<Record<string, number>> = [];
  const walk = (i: number, acc: Record<string, number>) => {
    if (i === blockers.length) {
      all.push({ ...acc });
      return;
    }
    walk(i + 1, acc);
    for (const a of attackers)
      if (canBlock(s, blockers[i], a)) walk(i + 1, { ...acc, [blockers[i].id]: a.id });
  };
  walk(0, {});
  const menaceOk = (d: Record<string, number>) =>
    attackers.every(
      (a) => !a.keywords.has('menace') || Object.values(d).filter((x) => x === a.id).length !== 1,
    );
  const must = new Set(
    attackers.filter((a) => a.flags.some((f) => f.id === 'must_be_blocked_by_all')).map((a) => a.id),
  );
  const obeyed = (d: Record<string, number>) => Object.values(d).filter((x) => must.has(x)).length;
  const ok = all.filter(menaceOk);
  const most = Math.max(...ok.map(obeyed));
  return ok.filter((d) => obeyed(d) === most);
}

describe('the legal list never strands the defender, and matches the rules exactly', () => {
  const twoVows = [
    { card: 'vow_of_flight', attachedTo: 't' },
    { card: 'vow_of_torment', attachedTo: 't' },
  ];
  const attackers = (extra: Json[]) =>
    player({
      battlefield: [
        { card: 'taunting_elf', tag: 't', tapped: true },
        ...extra,
        { card: 'vogar_necropolis_tyrant', tag: 'v', tapped: true },
        { card: 'kor_duelist', tag: 'k', tapped: true },
      ],
    });
  const ground = [{ card: 'gavony_unhallowed' }, { card: 'bushmeat_poacher' }, { card: 'elvish_visionary' }];
  const positions: Array<[string, Json]> = [
    [
      'a flying, menacing Taunting Elf only a reach creature can block (so none must), and Vogar’s menace',
      {
        step: 'declare_blockers',
        combat: { attackers: ['t', 'v', 'k'] },
        players: [attackers(twoVows), player({ battlefield: [{ card: 'thornweald_archer' }, ...ground] })],
      },
    ],
    [
      '… with an Angel too: the archer and the Angel must both block the Elf',
      {
        step: 'declare_blockers',
        combat: { attackers: ['t', 'v', 'k'] },
        players: [
          attackers(twoVows),
          player({ battlefield: [{ card: 'thornweald_archer' }, { card: 'serra_angel' }, ...ground] }),
        ],
      },
    ],
    [
      'a plain Taunting Elf every creature must block, beside Vogar’s menace',
      {
        step: 'declare_blockers',
        combat: { attackers: ['t', 'v', 'k'] },
        players: [attackers([]), player({ battlefield: [{ card: 'thornweald_archer' }, ...ground] })],
      },
    ],
  ];
  for (const [name, setup] of positions)
    it(`${name}: "done" offered exactly at a legal declaration, a block exactly when a legal one contains it`, () => {
      const root = position(setup);
      const legal = legalDeclarations(root);
      const key = (d: Record<string, number>) => JSON.stringify(Object.entries(d).sort());
      const legalKeys = new Set(legal.map(key));
      const within = (part: Record<string, number>) =>
        legal.some((d) => Object.entries(part).every(([k, v]) => d[k] === v));
      const seen = new Set<string>();
      const explore = (s: MtgState) => {
        const blocks = s.combat!.blocks;
        if (seen.has(key(blocks))) return;
        seen.add(key(blocks));
        const list = mtg.legalActions(s, 1);
        expect(list.length).toBeGreaterThan(0);
        expect(list.some((a) => a.type === 'block_done')).toBe(legalKeys.has(key(blocks)));
        expect(blockProblem(s) === null).toBe(legalKeys.has(key(blocks)));
        const b = board(s);
        for (const bl of b.byId.values())
          for (const at of s.combat!.attackers) {
            if (blocks[bl.id] !== undefined || !canBlock(s, bl, b.byId.get(at)!)) continue;
            const offered = list.some((a) => a.type === 'block' && a.blocker === bl.id && a.attacker === at);
            expect(offered).toBe(within({ ...blocks, [bl.id]: at }));
          }
        for (const a of list)
          if (a.type === 'block') {
            const next = mtg.clone(s);
            mtg.apply(next, 1, a);
            explore(next);
          }
      };
      explore(root);
      expect(seen.size).toBeGreaterThan(10);
      expect(legal.length).toBeGreaterThan(0);
    });
});

describe('positions in every combat step (the scenario builds what entering the step creates)', () => {
  it('upkeep: "at the beginning of your upkeep" abilities have triggered (Priest of the Blood Rite)', () => {
    scenario(
      {
        step: 'upkeep',
        players: [player({ battlefield: [{ card: 'priest_of_the_blood_rite' }] }), player()],
      },
      [expectNow({ stack: ['At the beginning of your upkeep, you lose 2 life.'] }), pass(2)],
      { life: [18, 20], step: 'upkeep', stack: [] },
    );
  });
  const angel = (extra: Json = {}) => ({ card: 'serra_angel', tag: 'a', ...extra });
  it('beginning of combat: players pass, then attackers are declared (this crashed before)', () => {
    scenario(
      { step: 'begin_combat', players: [player({ battlefield: [angel()] }), player()] },
      [
        expectNow({ step: 'begin_combat', pending: null, legal: ['pass'] }),
        pass(2),
        expectNow({ step: 'declare_attackers', pending: 'declare_attackers' }),
        act({ type: 'attack', creature: '@a' }),
        act({ type: 'attack_done' }),
        pass(6),
      ],
      { life: [20, 16], step: 'end_combat' },
    );
  });
  it('declare attackers with the attackers given: priority, then the blockers', () => {
    scenario(
      {
        step: 'declare_attackers',
        combat: { attackers: ['a'] },
        players: [
          player({ battlefield: [angel()] }),
          player({ battlefield: [{ card: 'thornweald_archer', tag: 'r' }] }),
        ],
      },
      [
        expectNow({ pending: null, attackers: ['Serra Angel'], legal: ['pass'] }),
        pass(2),
        expectNow({ step: 'declare_blockers', pending: 'declare_blockers' }),
        act({ type: 'block', blocker: '@r', attacker: '@a' }),
        act({ type: 'block_done' }),
        pass(4),
      ],
      // The archer has deathtouch: both die.
      { cards: { r: { zone: 'graveyard' }, a: { zone: 'graveyard' } }, life: [20, 20] },
    );
  });
  it('declare blockers: the defender owes the block declaration', () => {
    scenario(
      {
        step: 'declare_blockers',
        combat: { attackers: ['a'] },
        players: [
          player({ battlefield: [angel({ tapped: true })] }),
          player({ battlefield: [{ card: 'thornweald_archer', tag: 'r' }] }),
        ],
      },
      [
        expectNow({ pending: 'declare_blockers', legal: ['block', 'block_done'] }),
        act({ type: 'block_done' }, 1),
        pass(4),
      ],
      { life: [20, 16] },
    );
  });
  it('first-strike damage: its damage counts as dealt; the regular damage follows', () => {
    scenario(
      {
        step: 'first_strike_damage',
        combat: { attackers: ['d'], blocks: { z: 'd' } },
        players: [
          player({ battlefield: [{ card: 'danitha_capashen_paragon', tag: 'd', tapped: true }] }),
          player({ battlefield: [{ card: 'gavony_unhallowed', tag: 'z', damage: 2 }] }),
        ],
      },
      [expectNow({ pending: null, legal: ['pass'] }), pass(2)],
      // Gavony (2/4, 2 damage marked by the first strike) strikes back in the regular step: Danitha (2/2) dies.
      { step: 'combat_damage', cards: { z: { damage: 2, zone: 'battlefield' }, d: { zone: 'graveyard' } } },
    );
  });
  it('combat damage: dealt already; players pass on to the end of combat', () => {
    scenario(
      {
        step: 'combat_damage',
        combat: { attackers: ['a'] },
        players: [player({ battlefield: [angel({ tapped: true })] }), player({ life: 16 })],
      },
      [expectNow({ life: [20, 16], legal: ['pass'] }), pass(2)],
      { step: 'end_combat', life: [20, 16], attackers: ['Serra Angel'] },
    );
  });
  it('end of combat: then main 2, and the combat is over', () => {
    scenario(
      {
        step: 'end_combat',
        combat: { attackers: ['a'] },
        players: [player({ battlefield: [angel({ tapped: true })] }), player()],
      },
      [pass(2)],
      { step: 'main2', attackers: [] },
    );
  });
  it('a combat in a setup names its creatures right, or the setup is refused with the path', () => {
    expect(() =>
      scenario(
        {
          step: 'declare_blockers',
          combat: { attackers: ['x'] },
          players: [player({ battlefield: [angel()] }), player()],
        },
        [],
      ),
    ).toThrow(/combat\.attackers\[0\]: no card tagged 'x'/);
    expect(() =>
      scenario({ step: 'declare_blockers', players: [player({ battlefield: [angel()] }), player()] }, []),
    ).toThrow(/needs the attacking creatures/);
    expect(() =>
      scenario(
        {
          step: 'main1',
          combat: { attackers: ['a'] },
          players: [player({ battlefield: [angel()] }), player()],
        },
        [],
      ),
    ).toThrow(/no combat in step 'main1'/);
  });
});

describe('agents finish declarations with requirements and menace, never refused', () => {
  const goaded = () => {
    const s = position({
      turn: 4,
      active: 1,
      step: 'declare_attackers',
      players: [
        player({ battlefield: [{ card: 'gavony_unhallowed' }, { card: 'bushmeat_poacher' }] }),
        player({
          battlefield: [
            { card: 'serra_angel', tag: 'a' },
            { card: 'vogar_necropolis_tyrant', tag: 'v' },
            { card: 'taunting_elf', tag: 't' },
          ],
        }),
      ],
    });
    s.objects[resolveTags(s, '@a') as number].goadedBy.push({ player: 0, untilTurnOf: 0 });
    return s;
  };
  it('random, greedy and MCTS declare the goaded attacker, then the defender blocks Vogar with two or none and Taunting Elf with all it must', async () => {
    const { createAgent } = await import('@arbiter/agents');
    for (const kind of ['random', 'greedy', 'mcts']) {
      for (let k = 0; k < 3; k++) {
        const s = goaded();
        const agent = createAgent(kind, `decl-${kind}-${k}`, {
          iterations: 20,
          samples: 2,
          rolloutDepth: 20,
        });
        // Both declarations and the priority passes between them (nobody has a card to play).
        for (let i = 0; i < 40 && !s.combat?.blocksDeclared; i++) {
          const p = mtg.toAct(s)[0];
          const legal = mtg.legalActions(s, p);
          const a = agent.choose({ game: mtg as never, player: p, view: mtg.view(s, p), legal: [...legal] });
          expect(legal).toContainEqual(a);
          mtg.apply(s, p, a);
        }
        const c = s.combat!;
        expect(c.blocksDeclared, kind).toBe(true);
        expect(c.attackers).toContain(resolveTags(s, '@a'));
        const on = (tag: string) => Object.values(c.blocks).filter((x) => x === resolveTags(s, tag)).length;
        expect(on('@v'), `${kind}: Vogar's blockers`).not.toBe(1);
        // Both ground creatures can block Taunting Elf: if it attacked, both block it.
        if (c.attackers.includes(resolveTags(s, '@t') as number)) expect(on('@t'), kind).toBe(2);
      }
    }
  }, 60_000);
});
