/**
 * Sixth Edition, the last lines of share A (docs/6ed-inventory.md): an
 * activated ability a static gives other permanents (Zombie Master: "Other
 * Zombies have "{B}: Regenerate this permanent."", CR 613.1f, 701.19), an
 * Aura's "when enchanted creature dies" looking back (Abduction, CR
 * 603.10a), and "reveal cards until a creature card" (Polymorph, CR 701.20,
 * 701.24). The catalog is phase 1's with the 6ED pool beside it; Abduction's
 * other lines belong to other families (control change, untapping), so it
 * joins here with only its dies trigger.
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { act, expectNow, lands, pass, player, scenario, sixthRules } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) => {
  const m = await orig<typeof import('../src/cards/catalog.ts')>();
  const withSixth = (await import('./sixth-pool.ts')).withSixthEdition(m);
  const both = withSixth.catalog();
  const six = m.loadCatalog(join(m.SHIPPED_DATA_DIR, '6ed'));
  const abduction = six.cards.abduction;
  // Only the dies trigger is this file's: the Aura joins with its other lines left out.
  const cards = {
    ...both.cards,
    abduction: {
      ...abduction,
      rules: {
        ...abduction.rules,
        triggers: abduction.rules.triggers.filter((t) => t.trigger === 'ENCHANTED_DIES'),
        unparsed: [],
      },
    },
  };
  const cat = { ...both, cards, cardList: Object.values(cards) };
  return { ...withSixth, catalog: () => cat };
});

describe('Sixth Edition: granted abilities, an Aura’s dies trigger, reveal until', () => {
  it('the cards read as these rules', () => {
    const zm = sixthRules('zombie_master');
    expect(zm.unparsed).toEqual([]);
    expect(zm.statics[1].effect).toMatchObject({
      affects: { all: { other: true, subtypes: ['Zombie'], types: ['creature'] } },
      grantAbilities: {
        activated: [{ text: '{B}: Regenerate ~.', steps: [{ op: 'regenerate', what: { self: true } }] }],
      },
    });
    const poly = sixthRules('polymorph');
    expect(poly.unparsed).toEqual([]);
    expect(poly.steps).toEqual([
      { op: 'destroy', what: { target: 0 }, noRegenerate: true },
      {
        op: 'reveal_until',
        who: { controllerOf: { target: 0 } },
        filter: { types: ['creature'] },
        to: 'battlefield',
      },
    ]);
    expect(sixthRules('abduction').triggers.find((t) => t.trigger === 'ENCHANTED_DIES')?.steps).toEqual([
      { op: 'return_from_graveyard', what: { eventSubject: true }, to: 'battlefield', tapped: false },
    ]);
  });

  it('CR 613.1f / 701.19 Zombie Master: another Zombie has "{B}: Regenerate", and the shield saves it from lethal damage', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
            battlefield: [
              ...lands('basic_swamp', 1),
              ...lands('basic_mountain', 1),
              { card: 'zombie_master', tag: 'zm' },
              { card: 'scathe_zombies', tag: 'sz' },
            ],
          }),
          player(),
        ],
      },
      [
        // Scathe Zombies has no ability of its own: number 0 is the granted one.
        act({ type: 'activate', source: '@sz', ability: 0, targets: [] }),
        pass(2),
        act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@sz']] }),
        pass(2),
      ],
      { cards: { sz: { zone: 'battlefield', tapped: true, damage: 0 }, bolt: { zone: 'graveyard' } } },
    );
  });

  it('Zombie Master gives the ability to other Zombies only, and only while it is on the battlefield', () => {
    const position = (battlefield: unknown[]) => ({
      players: [player({ battlefield: [...lands('basic_swamp', 2), ...battlefield] }), player()],
    });
    expect(() =>
      scenario(position([{ card: 'zombie_master', tag: 'zm' }]), [
        act({ type: 'activate', source: '@zm', ability: 0, targets: [] }),
      ]),
    ).toThrow(/illegal-action/);
    expect(() =>
      scenario(position([{ card: 'scathe_zombies', tag: 'sz' }]), [
        act({ type: 'activate', source: '@sz', ability: 0, targets: [] }),
      ]),
    ).toThrow(/illegal-action/);
  });

  it('CR 603.10a Abduction: when the enchanted creature dies, it returns under its owner’s control', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
            battlefield: [...lands('basic_mountain', 1), { card: 'abduction', tag: 'ab', attachedTo: 'elf' }],
          }),
          player({ battlefield: [{ card: 'llanowar_elves', tag: 'elf' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@elf']] }),
        pass(2),
        expectNow({
          stack: [
            "When enchanted creature dies, return that card to the battlefield under its owner's control.",
          ],
        }),
        pass(2),
      ],
      { cards: { elf: { zone: 'battlefield', controller: 1 }, ab: { zone: 'graveyard' } } },
    );
  });

  it('CR 701.20 Polymorph: the creature destroyed, its controller reveals until a creature card and puts it onto the battlefield', () => {
    const r = scenario(
      {
        players: [
          player({ hand: [{ card: 'polymorph', tag: 'pm' }], battlefield: lands('basic_island', 4) }),
          player({
            battlefield: [{ card: 'serra_angel', tag: 'angel' }],
            library: ['basic_plains', 'basic_plains', { card: 'llanowar_elves', tag: 'elf' }, 'basic_plains'],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@pm', via: 'hand', targets: [['@angel']] }),
        { action: { type: 'pass' }, player: 0 },
        { action: { type: 'pass' }, player: 1 },
      ],
      {
        cards: { angel: { zone: 'graveyard' }, elf: { zone: 'battlefield', controller: 1 } },
        libraries: [10, 3],
      },
    );
    const events = r.steps.flatMap((s) => s.events) as Array<{ type: string; cards?: string[] }>;
    expect(events.find((e) => e.type === 'reveal')?.cards).toEqual(['Plains', 'Plains', 'Llanowar Elves']);
  });

  it('Polymorph with no creature card in the library: all revealed, nothing enters, the library shuffled back', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'polymorph', tag: 'pm' }], battlefield: lands('basic_island', 4) }),
          player({
            battlefield: [{ card: 'serra_angel', tag: 'angel' }],
            library: ['basic_plains', 'basic_forest'],
          }),
        ],
      },
      [act({ type: 'cast', card: '@pm', via: 'hand', targets: [['@angel']] }), pass(2)],
      {
        cards: { angel: { zone: 'graveyard' } },
        libraries: [10, 2],
        battlefield: [['Island', 'Island', 'Island', 'Island'], []],
      },
    );
  });
});
