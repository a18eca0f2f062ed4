/**
 * Golden tests of the rules-misc family's effect types (requires,
 * choose_one, attach_from_discard with the Energy discard pile E1,
 * evolve_from_deck, discard_this_tool) and the conditions added for them,
 * each played through the real game on a card of the pool that prints it
 * (read from its text by the table), with both sides of each condition.
 * The defender is Snorlax (150 HP) with a Benched Rattata.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { attack, choose, coins, end, play, position, run } from './helpers.ts';

const LUSAMINE = 'A3a 069';
const BUZZWOLE = 'A3a 006';
const MESPRIT = 'A2 076';
const FIELD_BLOWER = 'B3 147';
const TRAINING_AREA = 'B2 153';
const GIANT_CAPE = 'A2 147';
const VOLKNER = 'A2 153';
const SADA = 'B3a 072';
const QUICK_GROW = 'B1a 067';
const WALLACE = 'B3b 068';
const SITRUS = 'B1 218';
const LUM = 'A2 149';
const PIERS = 'B2 152';

const plays = (s: { plays?: string[] }) => s;

describe('requires', () => {
  it('Lusamine is offered only once the opponent has a point, then attaches 2 random Energy from the pile to an Ultra Beast', () => {
    const me = {
      active: { card: BUZZWOLE },
      hand: [LUSAMINE],
      energyDiscard: ['G', 'G', 'G'],
    };
    run(position(me), [], plays({ plays: [] }));
    // uids: Buzzwole 0, Lusamine 1.
    run(position(me, { points: 1 }), [play(1)], {
      active: [{ name: 'Buzzwole ex', energy: ['G', 'G'] }, {}],
      energyDiscard: [['G'], []],
    });
    // Nothing in the pile, or no Ultra Beast in play: not offered.
    run(position({ ...me, energyDiscard: [] }, { points: 1 }), [], { plays: [] });
    run(position({ ...me, active: { card: 'A1 001' } }, { points: 1 }), [], {
      plays: [],
    });
  });

  it('Mesprit, Supreme Blast: usable only with Uxie and Azelf both on the Bench; discards all its Energy to the pile', () => {
    const mesprit = { card: MESPRIT, energy: ['P', 'P', 'P'] };
    run(position({ active: mesprit, bench: [{ card: 'A2 075' }] }), [], { attacks: [] });
    run(position({ active: mesprit, bench: [{ card: 'A2 075' }, { card: 'A2 077' }] }), [attack(0)], {
      active: [{ energy: [] }, {}],
      points: [1, 0],
      energyDiscard: [['P', 'P', 'P'], []],
    });
  });

  it('Piers: "you have Galarian Obstagoon in play" — not offered without it; with it, 2 random Energy leave the defender', () => {
    const them = { active: { card: 'A1 211', energy: ['C', 'C', 'C'] } };
    run(position({ active: { card: 'A1 001' }, hand: [PIERS] }, them), [], { plays: [] });
    run(
      position({ active: { card: 'B2 100', under: ['B2 099', 'B2 098'] }, hand: [PIERS] }, them),
      [play(3)],
      { active: [{}, { name: 'Snorlax', energy: ['C'] }], energyDiscard: [[], ['C', 'C']] },
    );
  });
});

describe('attach_from_discard and the Energy discard pile (E1)', () => {
  it('Volkner: 2 [L] Energy from the pile to the chosen Electivire; the other Energy stays in the pile', () => {
    run(
      position({
        active: { card: 'A1 001' },
        bench: [{ card: 'A2 057', under: ['A2 056'] }],
        hand: [VOLKNER],
        energyDiscard: ['L', 'G', 'L', 'L'],
      }),
      [play(3)],
      { bench: [[{ name: 'Electivire', energy: ['L', 'L'] }], [{}]], energyDiscard: [['G', 'L'], []] },
    );
  });

  it("Professor Sada: 3 different types, each to an Ancient Pokémon of the player's choice", () => {
    // uids: Brute Bonnet 0, Brute Bonnet 1 (Bench), Sada 2.
    run(
      position({
        active: { card: 'B3a 003' },
        bench: [{ card: 'B3a 003' }],
        hand: [SADA],
        energyDiscard: ['G', 'G', 'R', 'W', 'L'],
      }),
      [play(2), choose(0), choose(1), choose(1)],
      {
        active: [{ energy: ['G'] }, {}],
        bench: [[{ energy: ['R', 'W'] }], [{}]],
        energyDiscard: [['G', 'L'], []],
      },
    );
  });

  it("the pile is fed by a retreat cost and by a Knocked Out Pokémon's Energy", () => {
    run(
      position({ active: { card: 'A1 001', energy: ['G'] }, bench: [{ card: 'A1 001' }] }),
      [{ action: { type: 'retreat', to: 1 } }],
      { energyDiscard: [['G'], []] },
    );
    run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: 'A1 189', energy: ['C', 'W'] }, bench: [{ card: 'A1 189' }] },
      ),
      [attack(0)],
      { points: [1, 0], energyDiscard: [[], ['C', 'W']] },
    );
  });
});

describe('choose_one', () => {
  it('Field Blower: with a Tool and a Stadium in play the player chooses; choosing the Stadium discards it', () => {
    const them = { active: { card: 'A1 211', tool: GIANT_CAPE } };
    run(
      position({ active: { card: 'A1 001' }, hand: [FIELD_BLOWER] }, them, {
        stadium: { card: TRAINING_AREA, owner: 1 },
      }),
      [play(1), choose(1)],
      { active: [{}, { name: 'Snorlax', tool: GIANT_CAPE }], discard: [[FIELD_BLOWER], [TRAINING_AREA]] },
    );
    run(
      position({ active: { card: 'A1 001' }, hand: [FIELD_BLOWER] }, them, {
        stadium: { card: TRAINING_AREA, owner: 1 },
      }),
      [play(1), choose(0)],
      { discard: [[FIELD_BLOWER], [GIANT_CAPE]] },
    );
  });

  it('Field Blower: the only open option (a Tool, no Stadium) runs without a question', () => {
    run(
      position(
        { active: { card: 'A1 001' }, hand: [FIELD_BLOWER] },
        { active: { card: 'A1 211', tool: GIANT_CAPE } },
      ),
      [play(1)],
      { active: [{}, { name: 'Snorlax', tool: undefined }], discard: [[FIELD_BLOWER], [GIANT_CAPE]] },
    );
    // Neither a Tool nor a Stadium: not offered.
    run(position({ active: { card: 'A1 001' }, hand: [FIELD_BLOWER] }), [], { plays: [] });
  });
});

describe('evolve_from_deck', () => {
  it('Quick-Grow Extract: a [G] Pokémon evolves into a random card from the deck that evolves from it', () => {
    run(
      position({ active: { card: 'A1 001', hp: 50 }, hand: [QUICK_GROW], deck: ['A1 002', 'A1 053'] }),
      [play(1)],
      { active: [{ name: 'Ivysaur', hp: 70 }, {}], deckCount: [1, 8] },
    );
  });

  it('Quick-Grow Extract is not offered during the first turn, on a Pokémon put into play this turn, or without an evolution in the deck', () => {
    const me = { active: { card: 'A1 001' }, hand: [QUICK_GROW], deck: ['A1 002'] };
    run(position(me, {}, { turn: 1 }), [], { plays: [] });
    run(position({ ...me, active: { card: 'A1 001', playedTurn: 3 } }), [], { plays: [] });
    run(position({ ...me, deck: ['A1 053'] }), [], { plays: [] });
  });

  it('Wallace: only a [W] Pokémon of 50 HP or less (Staryu, not Squirtle)', () => {
    run(
      position({
        active: { card: 'A1 053' },
        bench: [{ card: 'A1 074' }],
        hand: [WALLACE],
        deck: ['A1 054', 'A1 075'],
      }),
      [play(2)],
      { active: [{ name: 'Squirtle' }, {}], bench: [[{ name: 'Starmie' }], [{}]] },
    );
  });
});

describe("evolve_from_deck on this Pokémon (an attack, a trigger at the end of the opponent's turn, an Energy Zone attach)", () => {
  it('Zorua, Ascension: it evolves into a random card from the deck that evolves from it; nothing without one', () => {
    const zorua = { card: 'B3 105', energy: ['D'] };
    run(position({ active: zorua, deck: ['A4a 050', 'A1 053'] }), [attack(0)], {
      active: [{ name: 'Zoroark', hp: 100 }, {}],
      // The evolution left the deck (the opponent then drew for their turn).
      deckCount: [1, 7],
    });
    run(position({ active: zorua, deck: ['A1 053'] }), [attack(0)], { active: [{ name: 'Zorua' }, {}] });
  });

  it("Caterpie: at the end of its owner's opponent's turn, in the Active Spot it evolves; on the Bench it does not", () => {
    const mine = { active: { card: 'A1 189' } };
    run(position(mine, { active: { card: 'B3b 001' }, deck: ['A1 006', 'A1 053'] }), [end], {
      active: [{}, { name: 'Metapod' }],
    });
    run(
      position(mine, {
        active: { card: 'A1 211' },
        bench: [{ card: 'B3b 001' }],
        deck: ['A1 006', 'A1 053'],
      }),
      [end],
      { bench: [[], [{ name: 'Caterpie' }]] },
    );
  });

  it('Porygon2: an Energy attached from the Energy Zone to it evolves it; to another Pokémon, not', () => {
    // uids: Porygon2 0, Rattata 1.
    const me = {
      active: { card: 'A4 136' },
      bench: [{ card: 'A1 189' }],
      deck: ['A2 129', 'A1 053'],
      zone: 'C',
    };
    run(position(me), [{ action: { type: 'attach', target: 0 } }], {
      active: [{ name: 'Porygon-Z', energy: ['C'] }, {}],
    });
    run(position(me), [{ action: { type: 'attach', target: 1 } }], { active: [{ name: 'Porygon2' }, {}] });
  });
});

describe('discard_this_tool', () => {
  it('Sitrus Berry: at the end of the turn, at half HP or less, heal 30 and discard the Berry', () => {
    run(position({ active: { card: 'A1 001', hp: 30, tool: SITRUS } }), [end], {
      active: [{ name: 'Bulbasaur', hp: 60 }, {}],
      discard: [[SITRUS], []],
    });
  });

  it('Sitrus Berry: above half HP it stays and heals nothing', () => {
    run(position({ active: { card: 'A1 001', hp: 40, tool: SITRUS } }), [end], {
      active: [{ name: 'Bulbasaur', hp: 40, tool: SITRUS }, {}],
      discard: [[], []],
    });
  });

  it('Lum Berry: a Special Condition is cured and the Berry discarded', () => {
    run(position({ active: { card: 'A1 001', status: ['confused'], tool: LUM } }), [end], {
      active: [{ name: 'Bulbasaur', status: [] }, {}],
      discard: [[LUM], []],
    });
  });
});

describe('stadium_in_play', () => {
  it('Castform, Blow Through: 20, and 20 more while a Stadium is in play', () => {
    const castform = { card: 'B3 133', energy: ['C'] };
    run(position({ active: castform }, {}, { stadium: { card: TRAINING_AREA, owner: 1 } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 110 }],
    });
    run(position({ active: castform }), [attack(0)], { active: [{}, { name: 'Snorlax', hp: 130 }] });
  });
});

describe('the table', () => {
  it('reads the requires texts as a condition and the effects that follow', () => {
    expect(
      mapText(
        "You can use this card only if you have Araquanid in play.Switch in 1 of your opponent's Benched Pokémon to the Active Spot.",
      ),
    ).toEqual([
      { type: 'requires', condition: { is: 'own_in_play', names: ['Araquanid'] } },
      { type: 'gust', among: 'opponent_bench' },
    ]);
  });
});

describe('the turn records (rules/record.ts)', () => {
  it('Basculin, Surprise Strike: 40, and 40 more when it moved from the Bench to the Active Spot this turn', () => {
    const basculin = { card: 'B1a 021', energy: ['W', 'C'] };
    // uids: Bulbasaur 0, Basculin 1. Retreat Bulbasaur (cost 1), then attack with Basculin.
    run(
      position({ active: { card: 'A1 001', energy: ['G'] }, bench: [basculin] }),
      [{ action: { type: 'retreat', to: 1 } }, attack(0)],
      { active: [{}, { name: 'Snorlax', hp: 150 - 80 }] },
    );
    run(position({ active: basculin }), [attack(0)], { active: [{}, { name: 'Snorlax', hp: 150 - 40 }] });
  });

  it('Milcery, Sweets Relay: 20 more when 1 of your Pokémon used Sweets Relay during your last turn', () => {
    const milcery = { card: 'A3b 036', energy: ['C'] };
    // Turn 3: 10; the opponent's turn 4 ends; turn 5: 10 + 20.
    run(position({ active: milcery }), [attack(0), end, attack(0)], {
      turn: 6,
      active: [{}, { name: 'Snorlax', hp: 150 - 10 - 30 }],
    });
  });

  it('Alcremie, Sweets Overload: 40 for each time your Pokémon used Sweets Relay during the game', () => {
    // uids: Milcery 0, Alcremie in hand 1. Turn 3 Sweets Relay (10); turn 5 evolve and Sweets Overload (40 × 1).
    run(
      position({ active: { card: 'A3b 036', energy: ['C'] }, hand: ['A3b 037'] }),
      [attack(0), end, { action: { type: 'evolve', card: 1, target: 0 } }, attack(0)],
      { active: [{}, { name: 'Snorlax', hp: 150 - 10 - 40 }] },
    );
    run(position({ active: { card: 'A3b 037', under: ['A3b 036'], energy: ['C'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 }],
    });
  });
});

describe('inflict_status: a condition at random or chosen', () => {
  it('Alolan Muk ex, Chemical Panic: a condition not already on the defender, at random', () => {
    // Burned and Poisoned already there: the new one is Asleep, Confused or Paralyzed (which replace each other).
    const muk = { card: 'A3 111', energy: ['D', 'D', 'C'] };
    const r = run(position({ active: muk }, { active: { card: 'A1 211', status: ['burned', 'poisoned'] } }), [
      attack(0),
    ]);
    const after = (r.final as { active: Array<{ status: string[] }> }).active[1].status;
    expect(after).toHaveLength(3);
    expect(after.filter((x) => x !== 'burned' && x !== 'poisoned').length).toBe(1);
  });

  it('Dustox, Select Powder: the player chooses Poisoned or Confused', () => {
    const dustox = { card: 'B1 007', energy: ['G'] };
    run(position({ active: dustox }), [attack(0), choose(1)], {
      active: [{}, { name: 'Snorlax', status: ['confused'] }],
    });
    run(position({ active: dustox }), [attack(0), choose(0)], {
      active: [{}, { name: 'Snorlax', status: ['poisoned'] }],
    });
  });
});

describe('card groups in switches and bounces', () => {
  it('Celesteela, Ultra Thrusters: the Active Ultra Beast switches with a Benched Ultra Beast only', () => {
    // uids: Celesteela 0, Bulbasaur 1, Kartana 2.
    run(
      position({ active: { card: 'A3a 062' }, bench: [{ card: 'A1 001' }, { card: 'A3a 008' }] }),
      [{ action: { type: 'ability', pokemon: 0 } }],
      { active: [{ name: 'Kartana' }, {}] },
    );
    run(position({ active: { card: 'A3a 062' }, bench: [{ card: 'A1 001' }] }), [], { abilities: [] });
  });

  it('Professor Turo: a Future Pokémon in play is shuffled into the deck', () => {
    // uids: Bulbasaur 0, Iron Moth 1, Turo 2.
    run(
      position({ active: { card: 'A1 001' }, bench: [{ card: 'B3a 005' }], hand: ['B3a 073'] }),
      [play(2)],
      { bench: [[], [{}]], deckCount: [9, 8] },
    );
  });
});

describe('Knock Outs in the turn records', () => {
  // Seat 0's Snorlax (Rollout, 70) Knocks Out seat 1's Active; seat 1 promotes its Benched attacker and attacks on turn 4.
  const knockOutThenAttack = (victim: string, attacker: string) =>
    run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: victim, hp: 10 }, bench: [{ card: attacker, energy: ['D', 'D'] }] },
      ),
      [attack(0), attack(0)],
    );
  const snorlaxHp = (r: ReturnType<typeof run>) =>
    (r.final as { active: Array<{ hp: number }> }).active[0].hp;

  it("Zarude, Dark Vengeance: 40, and 80 more when a [D] Pokémon of yours was Knocked Out by an attack during the opponent's last turn", () => {
    expect(snorlaxHp(knockOutThenAttack('A1 164', 'B3 114'))).toBe(150 - 120);
    // A Colorless Rattata Knocked Out: no bonus.
    expect(snorlaxHp(knockOutThenAttack('A1 189', 'B3 114'))).toBe(150 - 40);
  });

  it("Kingambit, Overlord's Blade: 60, and 40 more for each of your Pokémon Knocked Out during the game", () => {
    const kingambit = { card: 'B3a 043', under: ['B3a 042', 'B3a 041'], energy: ['D', 'D'] };
    const r = run(
      position(
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
        { active: { card: 'A1 189', hp: 10 }, bench: [kingambit] },
      ),
      [attack(0), attack(0)],
    );
    expect(snorlaxHp(r)).toBe(150 - 100);
    run(position({ active: { ...kingambit } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 - 60 }],
    });
  });
});

describe('coin: tails, the attack does nothing', () => {
  it('Drampa, Dragon Breath: heads, 70 and Paralyzed; tails, no damage at all', () => {
    const drampa = { card: 'A3b 054', energy: ['C', 'C'] };
    run(position({ active: drampa }), [coins(true), attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 80, status: ['paralyzed'] }],
    });
    run(position({ active: drampa }), [coins(false), attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150, status: [] }],
    });
  });
});
