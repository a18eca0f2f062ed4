/**
 * The damage-bonus, damage-other and energy families' texts read in issue 21
 * (share 2), each played with a printed card through the real game: the
 * position set up, the attack used, the state asserted. The defender is
 * Snorlax (150 HP, Colorless, weak to Fighting) unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { pocket } from '../src/index.ts';
import { removeFromPlay } from '../src/rules/ops.ts';
import { attack, choose, coins, end, position, run } from './helpers.ts';

const snorlax = (hp: number) => ({ active: [{}, { name: 'Snorlax', hp }] });

describe('damage-bonus texts', () => {
  it('Puppy Pile: 20 for each Pokémon with the attack in play and in the hand (the attacker counts)', () => {
    expect(
      mapText(
        'Reveal all of your Pokémon in play and in your hand that have the Puppy Pile attack, and this attack does 20 damage for each Pokémon you revealed in this way.',
      ),
    ).toEqual([
      {
        type: 'damage_per_count',
        amount: 20,
        per: { of: 'with_attack', attack: 'Puppy Pile', zones: ['in_play', 'hand'] },
      },
    ]);
    const lillipup = { card: 'B3 137', energy: ['C', 'C'] };
    // Lillipup, a Benched Growlithe and a Yamper in the hand (the Rattata in the hand has no Puppy Pile).
    run(
      position({ active: lillipup, bench: [{ card: 'B3b 010' }], hand: ['B3b 025', 'A1 189'] }),
      [attack(0)],
      snorlax(150 - 60),
    );
    const r = run(position({ active: lillipup, hand: ['A1 189'] }), [attack(0)], snorlax(150 - 20));
    expect(r.steps[0].events).not.toContainEqual(expect.objectContaining({ type: 'hand-cards-revealed' }));
  });

  it('Puppy Pile reveals the hand cards it counts to both players (a public event)', () => {
    const r = run(
      position({ active: { card: 'B3 137', energy: ['C', 'C'] }, hand: ['B3b 025', 'A1 189', 'B3b 034'] }),
      [attack(0)],
      snorlax(150 - 60),
    );
    expect(r.steps[0].events).toContainEqual({
      type: 'hand-cards-revealed',
      side: 0,
      cards: ['Yamper', 'Fidough'],
    });
  });
});

describe("delayed_damage: at the end of the opponent's next turn", () => {
  const opponentEnds = { ...end, player: 1 };

  it("Mismagius, Cursed Prose: 90 to the Defending Pokémon when the opponent's next turn ends, not before", () => {
    expect(
      mapText("At the end of your opponent's next turn, do 90 damage to the Defending Pokémon."),
    ).toEqual([{ type: 'delayed_damage', amount: 90, on: 'defender' }]);
    const mismagius = { card: 'A4a 033', energy: ['P'] };
    run(
      position({ active: mismagius }),
      [attack(0), { expect: { turn: 4, active: [{}, { name: 'Snorlax', hp: 150 }] } }, opponentEnds],
      { turn: 5, active: [{}, { name: 'Snorlax', hp: 60 }] },
    );
  });

  it('the Defending Pokémon that leaves the Active Spot takes nothing, nor does its replacement (decision)', () => {
    // Snorlax (pid 9) retreats to the Benched Rattata (pid 10: side 0 holds uids 0-8).
    run(
      position(
        { active: { card: 'A4a 033', energy: ['P'] } },
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
      ),
      [attack(0), { action: { type: 'retreat', to: 10 }, player: 1 }, opponentEnds],
      { turn: 5, active: [{}, { name: 'Rattata', hp: 40 }], bench: [[], [{ name: 'Snorlax', hp: 150 }]] },
    );
  });

  it('Meowscarada ex, Flower Trick: 70 to the Pokémon in the chosen Bench spot, a Knock Out scored at the end of the turn', () => {
    expect(
      mapText(
        "Choose a spot from among your opponent's Active Spot and Bench. At the end of your opponent's next turn, do 70 damage to the Pokémon in the spot you chose.",
      ),
    ).toEqual([{ type: 'delayed_damage', amount: 70, on: 'chosen_spot' }]);
    const meowscarada = { card: 'B2a 003', energy: ['G'] };
    const r = run(
      position({ active: meowscarada }),
      [
        attack(0),
        {
          expect: {
            pending: {
              player: 0,
              kind: 'effect',
              options: [
                'Active Spot (Snorlax, 150 HP)',
                'Bench spot 1 (Rattata, 40 HP)',
                'Bench spot 2 (empty)',
                'Bench spot 3 (empty)',
              ],
            },
          },
        },
        choose(1),
        { expect: { turn: 4, bench: [[], [{ name: 'Rattata', hp: 40 }]] } },
        opponentEnds,
      ],
      { turn: 5, points: [1, 0], bench: [[], []], active: [{}, { name: 'Snorlax', hp: 150 }] },
    );
    expect(r.ok).toBe(true);
  });

  it('Flower Trick on the Active Spot hits whatever Pokémon is there when the turn ends (the spot, not the Pokémon)', () => {
    run(
      position(
        { active: { card: 'B2a 003', energy: ['G'] } },
        { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } },
      ),
      [attack(0), choose(0), { action: { type: 'retreat', to: 10 }, player: 1 }, opponentEnds],
      // Rattata, in the Active Spot when the turn ends, is Knocked Out; Snorlax (no Energy left) is promoted.
      { turn: 5, points: [1, 0], active: [{}, { name: 'Snorlax', hp: 150, energy: [] }], bench: [[], []] },
    );
  });

  it('Armaldo, Abyssal Drop: discards its Energy; the Pokémon in the chosen spot is Knocked Out at the end of the next turn', () => {
    run(
      position({ active: { card: 'B4 082', energy: ['F', 'C', 'C'] } }),
      [
        attack(0),
        choose(0),
        {
          expect: {
            active: [
              { name: 'Armaldo', energy: [] },
              { name: 'Snorlax', hp: 150 },
            ],
          },
        },
        opponentEnds,
      ],
      // Snorlax (150 HP, undamaged) is Knocked Out; the Benched Rattata is promoted.
      { turn: 5, points: [1, 0], active: [{}, { name: 'Rattata', hp: 40 }], bench: [[], []] },
    );
  });
});

describe("damage-bonus texts: Energy discarded, the top card, next turn's boost", () => {
  const opponentEnds = { ...end, player: 1 };

  it('Mega Rayquaza ex, Mega Burst: discards every [R] and [L] Energy, 50 damage for each (the [W] stays)', () => {
    run(position({ active: { card: 'B4 120', energy: ['R', 'L', 'W'] } }), [attack(0)], {
      active: [
        { name: 'Mega Rayquaza ex', energy: ['W'] },
        { name: 'Snorlax', hp: 150 - 100 },
      ],
    });
  });

  it('Camerupt, Eruption: a [R] Energy discarded for each heads of 3 coins, 30 more damage for each', () => {
    const camerupt = { card: 'B3 022', under: ['B3 021'], energy: ['R', 'R', 'R'] };
    run(position({ active: camerupt }), [coins(true, false, true), attack(0)], {
      active: [
        { name: 'Camerupt', energy: ['R'] },
        { name: 'Snorlax', hp: 150 - 120 },
      ],
    });
    run(position({ active: camerupt }), [coins(false, false, false), attack(0)], {
      active: [
        { name: 'Camerupt', energy: ['R', 'R', 'R'] },
        { name: 'Snorlax', hp: 150 - 60 },
      ],
    });
  });

  it('Pachirisu, Crackling Snap: the top card discarded; 20 more when it is an Item', () => {
    const pachirisu = { card: 'B4 054', energy: ['L'] };
    run(position({ active: pachirisu, deck: ['P-A 005', 'A1 001'] }), [attack(0)], {
      ...snorlax(150 - 50),
      discard: [['P-A 005'], []],
      deckCount: [1, 7],
    });
    run(position({ active: pachirisu, deck: ['P-A 007', 'A1 001'] }), [attack(0)], {
      ...snorlax(150 - 30),
      discard: [['P-A 007'], []],
    });
  });

  it('Dugtrio, Cliff Crumbler: 60 more when the discarded top card is a [F] Pokémon', () => {
    const dugtrio = { card: 'A4a 041', energy: ['F'] };
    // Snorlax is weak to Fighting: +20.
    run(position({ active: dugtrio, deck: ['A4a 041'] }), [attack(0)], snorlax(150 - 120));
    run(position({ active: dugtrio, deck: ['A1 001'] }), [attack(0)], snorlax(150 - 60));
  });

  it("Archeops, Wild Spin: 20 to each of the opponent's Pokémon, and 20 more to each with Wild Spin next turn", () => {
    const archeops = { card: 'B1 134', under: ['B1 132', 'B1 133'], energy: ['F'] };
    run(
      position({ active: archeops }, { bench: [{ card: 'A1 211' }] }),
      [
        attack(0),
        // Snorlax is weak to Fighting (+20 in the Active Spot).
        {
          expect: { active: [{}, { name: 'Snorlax', hp: 110 }], bench: [[], [{ name: 'Snorlax', hp: 130 }]] },
        },
        opponentEnds,
        attack(0),
      ],
      { active: [{}, { name: 'Snorlax', hp: 50 }], bench: [[], [{ name: 'Snorlax', hp: 90 }]] },
    );
  });
});

describe('conditions from the turn records: first attack since coming into play, damaged last turn', () => {
  const opponentEnds = { ...end, player: 1 };

  it('Iron Bundle ex, Cold Start: 20 more and Paralyzed on its first attack since coming into play, not on its second', () => {
    const bundle = { card: 'B3a 013', energy: ['W', 'W', 'C'] };
    run(
      position({ active: bundle }),
      [
        attack(0),
        { expect: { active: [{}, { name: 'Snorlax', hp: 150 - 80, status: ['paralyzed'] }] } },
        opponentEnds,
        attack(0),
      ],
      // Paralysis ended with the opponent's turn; the second Cold Start does its 60 only.
      { turn: 6, active: [{}, { name: 'Snorlax', hp: 150 - 80 - 60, status: [] }] },
    );
  });

  it("Flutter Mane ex, Spellbinding Start (the lasting family's text, read through the same condition): Trainer cards locked after its first attack only", () => {
    const opponentEnds = { ...end, player: 1 };
    run(
      position({ active: { card: 'B3a 026', energy: ['P', 'P'] } }, { hand: ['P-A 005'] }),
      [attack(0), { expect: { turn: 4, plays: ['bench Rattata'] } }, opponentEnds, attack(0)],
      // The second attack locks nothing: on turn 6 the Poké Ball may be played.
      { turn: 6, plays: ['play Poké Ball', 'bench Rattata'] },
    );
  });

  it("Wobbuffet, Reply Strongly: 50 more when it was damaged by an attack in the Active Spot during the opponent's last turn", () => {
    const wobbuffet = { card: 'A4 086', energy: ['P', 'C'] };
    const snorlaxAttacks = { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } };
    // Turn 3 Player 1 ends; turn 4 Snorlax's Rollout (70) hits Wobbuffet; turn 5 Reply Strongly does 30 + 50.
    run(position({ active: wobbuffet }, snorlaxAttacks), [end, { ...attack(0), player: 1 }, attack(0)], {
      active: [
        { name: 'Wobbuffet', hp: 20 },
        { name: 'Snorlax', hp: 150 - 80 },
      ],
    });
    // Not attacked during the opponent's last turn: 30.
    run(position({ active: wobbuffet }), [end, opponentEnds, attack(0)], snorlax(150 - 30));
  });
});

describe('energy texts', () => {
  it('Sableye, Jeweled Gift: a random Energy of the eight types from the zone to the chosen Benched Pokémon', () => {
    const r = run(
      position({
        active: { card: 'B3a 040', energy: ['C'] },
        bench: [{ card: 'A1 001' }, { card: 'A1 053' }],
      }),
      [attack(0), choose(1)],
      { bench: [[{ name: 'Bulbasaur', energy: [] }, { name: 'Squirtle' }], [{}]] },
    );
    const ev = (r.steps[1].events as Array<{ type: string; energy?: string; to?: string[] }>).find(
      (e) => e.type === 'energy-from-zone',
    );
    expect(ev?.to).toEqual(['Squirtle']);
    expect(['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M']).toContain(ev?.energy);
  });

  it('Pidgeot, Twister: a random Energy of the defender discarded for each heads; both tails, the attack does nothing', () => {
    const pidgeot = { card: 'B1 182', energy: ['C', 'C'] };
    const them = { active: { card: 'A1 211', energy: ['C', 'C', 'C'] } };
    run(position({ active: pidgeot }, them), [coins(true, true), attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 - 80, energy: ['C'] }],
    });
    run(position({ active: pidgeot }, them), [coins(false, true), attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 - 80, energy: ['C', 'C'] }],
    });
    run(position({ active: pidgeot }, them), [coins(false, false), attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150, energy: ['C', 'C', 'C'] }],
    });
  });

  it('Mega Pidgeot ex, Giant Twister: all 3 coins tails, the attack does nothing', () => {
    const mega = { card: 'P-B 006', energy: ['C', 'C', 'C'] };
    const them = { active: { card: 'A1 211', energy: ['C'] } };
    run(position({ active: mega }, them), [coins(false, false, false), attack(0)], snorlax(150));
    run(position({ active: mega }, them), [coins(false, false, true), attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 50, energy: [] }],
    });
  });
});

describe('more damage texts: a coin between damage and healing, the top of the deck counted', () => {
  it("Delibird, Box of Surprises: heads 70 to the opponent's Active Pokémon, tails heals it 30", () => {
    const delibird = { card: 'B2 032', energy: ['C', 'C'] };
    const hurt = { active: { card: 'A1 211', hp: 100 } };
    run(position({ active: delibird }, hurt), [coins(true), attack(0)], snorlax(100 - 70));
    run(position({ active: delibird }, hurt), [coins(false), attack(0)], snorlax(100 + 30));
  });

  it('Golurk, Heavy Rocket: 60 for each Pokémon with a Retreat Cost of 3 or more among the top 3 cards, which are shown and shuffled back', () => {
    const golurk = { card: 'B1 136', energy: ['F', 'F'] };
    // Two Snorlax (Retreat Cost 4) and a Bulbasaur on top: 120, +20 for Weakness.
    const deck = ['A1 211', 'A1 001', 'A1 211', 'A1 001', 'A1 001'];
    const r = run(position({ active: golurk, deck }), [attack(0)], {
      ...snorlax(150 - 140),
      deckCount: [5, 7],
    });
    expect(r.steps[0].events).toContainEqual({
      type: 'deck-revealed',
      side: 0,
      cards: ['Snorlax', 'Bulbasaur', 'Snorlax'],
    });
    // Only Bulbasaurs among the top 3: nothing.
    run(
      position({ active: golurk, deck: ['A1 001', 'A1 001', 'A1 001', 'A1 211'] }),
      [attack(0)],
      snorlax(150),
    );
  });
});

describe('attack_twice: "This attack is used twice in a row"', () => {
  const kangaskhan = { card: 'B2 127', energy: ['C', 'C', 'C'] };

  it('Mega Kangaskhan ex, Double-Punching Family: 80, then a second attack of 40 at the same Active Pokémon', () => {
    expect(
      mapText(
        "This attack is used twice in a row. The second attack does 40 damage.(If the first attack Knocks Out your opponent's Active Pokémon, the second attack is used after your opponent chooses a new Active Pokémon.)",
      ),
    ).toEqual([{ type: 'attack_twice', secondDamage: 40 }]);
    run(position({ active: kangaskhan }), [attack(0)], { ...snorlax(150 - 80 - 40), turn: 4 });
  });

  it('the first attack Knocks Out the Active Pokémon: the opponent chooses a new one, which takes the second attack', () => {
    run(
      position(
        { active: kangaskhan },
        { active: { card: 'A1 189' }, bench: [{ card: 'A1 211' }, { card: 'A1 001' }] },
      ),
      [
        attack(0),
        {
          expect: {
            points: [1, 0],
            pending: { player: 1, kind: 'promote', options: ['Snorlax (150 HP)', 'Bulbasaur (70 HP)'] },
          },
        },
        choose(1, 1),
      ],
      {
        turn: 4,
        current: 1,
        active: [{}, { name: 'Bulbasaur', hp: 70 - 40 }],
        bench: [[], [{ name: 'Snorlax', hp: 150 }]],
      },
    );
  });

  it('a first attack that does nothing (Confused, tails) is not used a second time', () => {
    run(position({ active: { ...kangaskhan, status: ['confused'] } }), [coins(false), attack(0)], {
      ...snorlax(150),
      turn: 4,
    });
  });
});

describe('cards from the hand and Energy moved as the player likes', () => {
  it('Slowking, Litter: up to 2 Pokémon Tool cards discarded from the hand (a secret choice), 50 damage for each', () => {
    const slowking = { card: 'A4a 018', energy: ['W'] };
    const hand = ['A2 147', 'A1 001', 'A2 148', 'A2 149'];
    run(
      position({ active: slowking, hand }),
      [
        attack(0),
        {
          expect: {
            pending: {
              player: 0,
              kind: 'effect',
              options: ['Giant Cape', 'Rocky Helmet', 'Lum Berry', "Don't discard more"],
            },
          },
        },
        choose(0),
        choose(1),
      ],
      {
        ...snorlax(150 - 100),
        discard: [['A2 147', 'A2 149'], []],
        hand: [
          ['A1 001', 'A2 148'],
          ['A1 189', 'A1 189'],
        ],
      },
    );
    // Stopping at once: nothing discarded, no damage.
    run(position({ active: slowking, hand }), [attack(0), choose(3)], { ...snorlax(150), discard: [[], []] });
  });

  it('Delcatty, Energy Blender: any amount of Energy moved between the own Pokémon, one at a time, until the player stops', () => {
    const delcatty = { card: 'B4 135', energy: ['C', 'G', 'W'] };
    run(
      position({ active: delcatty, bench: [{ card: 'A1 001' }, { card: 'A1 053', energy: ['R'] }] }),
      [
        attack(0),
        // From Delcatty (option 0), its Water Energy (the third type), to Squirtle (the second other Pokémon).
        choose(0),
        choose(2),
        choose(1),
        // From Squirtle (option 1), its Fire Energy (first of its types), to Bulbasaur.
        choose(1),
        choose(0),
        choose(1),
        // Stop.
        choose(3),
      ],
      {
        ...snorlax(150 - 50),
        active: [{ name: 'Delcatty', energy: ['C', 'G'] }, {}],
        bench: [
          [
            { name: 'Bulbasaur', energy: ['R'] },
            { name: 'Squirtle', energy: ['W'] },
          ],
          [{}],
        ],
      },
    );
  });
});

describe('the turn record of attacks since coming into play', () => {
  it('counts each declared attack of a Pokémon and forgets it when the Pokémon leaves play (decision)', () => {
    const spec = pocket.scenarios!;
    let s = spec.build(
      spec.setupSchema.parse(position({ active: { card: 'B3a 013', energy: ['W', 'W', 'C'] } })),
      {
        game: pocket,
        options: {} as never,
        seed: 'record',
        apply: {},
      },
    ) as ReturnType<typeof pocket.setup>;
    const pid = s.sides[0].active?.pid as number;
    s = pocket.apply(s, 0, { type: 'attack', index: 0 });
    expect(s.sides[0].record?.attacksSincePlay[pid]).toBe(1);
    const slot = s.sides[0].active;
    if (!slot) throw new Error('no Active Pokémon');
    removeFromPlay(s, 0, slot, 'hand', undefined);
    expect(s.sides[0].record?.attacksSincePlay[pid]).toBeUndefined();
  });
});
