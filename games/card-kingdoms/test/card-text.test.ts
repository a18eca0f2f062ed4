/**
 * The card-text generator (src/view/card-text.ts): every effect string of
 * every table reads as a sentence with its amounts and no grammar left in it;
 * goldens for each kind of leg on base cards looked up by name (their strings
 * checked first, so a data change fails here with the reason); and the card
 * words (citizens, starters, monsters, domains, dukes) for every base card.
 */
import { describe, expect, it } from 'vitest';
import { BASE_EXPANSIONS, catalogOf } from '../src/data/catalog.ts';
import { effectSites, loadTables, parseSite } from '../src/data/load.ts';
import { formatEffect } from '../src/grammar/format.ts';
import { parseEffect } from '../src/grammar/parse.ts';
import type { Effect, Leg } from '../src/grammar/tree.ts';
import {
  citizenWords,
  domainWords,
  dukeWords,
  effectWords,
  monsterWords,
  nobleWords,
  relicWords,
} from '../src/view/card-text.ts';

const cat = catalogOf();
const tables = loadTables();
const sites = effectSites(tables);
const isBase = (s: (typeof sites)[number]) =>
  BASE_EXPANSIONS.includes(String((tables[s.table][s.row] as { expansion: string }).expansion));

/** Grammar that must never reach a player: brackets, key=value, dotted keys, snake_case ids. */
const RAW = /[<>=]|\b\w+\.\w+|\w+_\w+/;

/** Every amount of a tree (gains, exchanges, counts, choices, kv lists). */
function amountsIn(e: Effect): number[] {
  const out: number[] = [];
  const leg = (l: Leg): void => {
    if (l.kind === 'gain') out.push(Math.abs(l.amount.n));
    else if (l.kind === 'exchange') out.push(l.pay.n, l.gain.n);
    else if (l.kind === 'count') out.push(l.per.n);
    else if (l.kind === 'steal') out.push(...l.options.map((a) => a.n));
    else if (l.kind === 'convert') out.push(...l.pay.map((a) => a.n), ...l.gain.map((a) => a.n));
    else if (l.kind === 'choose') for (const o of l.options) o.legs.forEach(leg);
    else if (l.kind === 'scoped') leg(l.leg);
  };
  e.legs.forEach(leg);
  return out;
}

describe('effect strings in words', () => {
  it('reads every shipped string as a sentence with its amounts and no grammar', () => {
    expect(sites.length).toBeGreaterThan(300);
    for (const s of sites) {
      const tree = parseSite(s);
      const words = effectWords(tree);
      const where = `${s.table} ${s.card} ${s.column}: '${s.text}' → '${words}'`;
      expect(words, where).toMatch(/^[A-Z0-9].*\.$/);
      expect(words, where).not.toMatch(RAW);
      for (const n of amountsIn(tree)) expect(words, where).toMatch(new RegExp(`\\b${n}\\b`));
    }
  });

  it('gives the same words to both spellings of one effect', () => {
    for (const s of sites.filter(isBase)) {
      const tree = parseSite(s);
      expect(effectWords(parseEffect(formatEffect(tree))), s.text).toBe(effectWords(tree));
    }
  });

  // One golden per kind of leg and trigger, on base cards.
  const GOLDEN: [card: string, column: string, text: string, words: string][] = [
    ['Merchant', 'special_payout_on_turn', 'choose g 2 m 2', 'Gain 2 gold or 2 magic.'],
    ['Mercenary', 'special_payout_off_turn', 'exchange s 1 g 2', 'You may pay 1 strength to gain 2 gold.'],
    [
      'Butcher',
      'special_payout_on_turn',
      'count owned_worker g 2',
      'Gain 2 gold for each Worker icon on your citizens.',
    ],
    ['Thief', 'special_payout_on_turn', 'steal g 3 m 3', 'Take 3 gold or 3 magic from an opponent.'],
    [
      'Warlord',
      'special_payout_off_turn',
      'count owned_citizen_name Knight s 1 + count owned_starter_name Knight s 1',
      'Gain 1 strength for each Knight you own, then gain 1 strength for each starting Knight you own.',
    ],
    [
      'Miner',
      'special_payout_on_turn',
      'g 1 + count owned_domains g 1',
      'Gain 1 gold, then gain 1 gold for each domain you own.',
    ],
    [
      'Foxgrove Palisade',
      'passive_effect',
      'roll.set_one_die target=6 cost=g:2',
      'During your roll phase: you may pay 2 gold to set one die to 6.',
    ],
    [
      'The Desert Orchid',
      'passive_effect',
      'roll.set_one_die target=1 cost=g_per_owned_role:holy_citizen',
      'During your roll phase: you may pay 1 gold for each Holy icon on your citizens to set one die to 1.',
    ],
    [
      'Emerald Stronghold',
      'passive_effect',
      'effect.add action.emeraldstronghold',
      'You hire citizens without paying extra for copies you already own.',
    ],
    [
      'Cathedral of St Aquila',
      'passive_effect',
      'action.end manipulate_resources mode=take_from_player take=g:1 optional=true',
      'At the end of your action phase: you may take 1 gold from a player of your choice.',
    ],
    [
      "Cloudrider's Camp",
      'activation_effect',
      's 3 + choose <citizens where role==soldier and gold_cost<=2>',
      'Gain 3 strength, then take a Soldier citizen costing 2 gold or less from the centre.',
    ],
    [
      'Watcher on the Water',
      'activation_effect',
      'return_owned monster v 3 optional',
      'You may return one of your monsters to its stack to gain 3 VP.',
    ],
    [
      "Gargan's Embrace",
      'passive_effect',
      'roll.on_event doubles v 1',
      'Whenever doubles are rolled: gain 1 VP.',
    ],
    [
      'Golden Obelisk of Nae',
      'activation_effect',
      'manipulate_resources mode=self_convert pay=m:3 gain=v:3 optional=true',
      'You may pay 3 magic to gain 3 VP.',
    ],
    ['Eye of Asteraten', 'activation_effect', 's 5 + slay', 'Gain 5 strength, then you may slay a monster.'],
    [
      'Goblin King',
      'special_reward',
      'count area Hills g 1',
      'Gain 1 gold for each monster from the Hills you own.',
    ],
    [
      'Spider Queen',
      'special_reward',
      'choose <count area Forest g 2> <citizens + v 1>',
      'Choose one: gain 2 gold for each monster from the Forest you own; or take a citizen from the centre, then gain 1 VP.',
    ],
    [
      'Bane Spider',
      'special_reward',
      'choose g 3 <citizens where name==Knight>',
      'Choose one: gain 3 gold; or take a Knight from the centre.',
    ],
    ['Giant Leech', 'roll_effect', 'all_lose s 1', 'Every player loses 1 strength.'],
    [
      'Herald',
      'activation_trigger',
      'doubles_or_no_payout_twice',
      'Activates twice when doubles are rolled, and never otherwise.',
    ],
  ];
  it.each(GOLDEN)('%s %s', (card, column, text, words) => {
    const site = sites.find((s) => s.card === card && s.column === column);
    expect(site?.text, `${card} ${column} in the data`).toBe(text);
    expect(effectWords(parseSite(site!))).toBe(words);
  });

  it('names vocabulary it has no words for instead of printing it', () => {
    expect(() => effectWords(parseEffect('summon_dragon 3'))).toThrow(
      /no words for operation 'summon_dragon'/,
    );
    expect(() => effectWords(parseEffect('effect.add action.nowhere'))).toThrow(
      /no words for key 'action.nowhere'/,
    );
  });
});

describe('cards in words', () => {
  const base = <T extends { expansion: string }>(xs: T[]) =>
    xs.filter((x) => BASE_EXPANSIONS.includes(x.expansion));
  const byName = <T extends { name: string }>(xs: T[], name: string) => xs.find((x) => x.name === name)!;

  it('says when every base citizen and starter activates and what it pays on and off turn', () => {
    for (const c of [...base(cat.citizens), ...base(cat.starters)]) {
      const w = citizenWords(c);
      expect(w.activation, c.name).toMatch(/^Activates|^Never activates/);
      for (const r of c.rolls) expect(w.activation, c.name).toContain(String(r));
      for (const text of [w.onTurn, w.offTurn]) expect(text, c.name).not.toMatch(RAW);
    }
    expect(citizenWords(byName(cat.citizens, 'Cleric'))).toEqual({
      activation:
        'Activates on 1: once for each die showing it, and once more when the two dice add up to it.',
      onTurn: 'Gain 3 magic.',
      offTurn: 'Gain 1 magic.',
    });
    expect(citizenWords(byName(cat.citizens, 'Paladin'))).toEqual({
      activation:
        'Activates on 9 or 10: once for each die showing it, and once more when the two dice add up to it.',
      onTurn: 'Gain 1 strength and 2 magic.',
      offTurn: 'You may pay 1 strength to gain 3 magic.',
    });
    expect(citizenWords(byName(cat.starters, 'Herald')).activation).toBe(
      'Activates twice when doubles are rolled, and never otherwise.',
    );
  });

  it('says what every base monster needs and gives', () => {
    for (const m of base(cat.monsters)) {
      const w = monsterWords(m);
      if (m.strength > 0) expect(w.cost, m.name).toContain(`${m.strength} strength`);
      if (m.magic > 0) expect(w.cost, m.name).toContain(`${m.magic} magic`);
      expect(w.reward, m.name).toContain(`Worth ${m.vp} VP.`);
    }
    expect(monsterWords(byName(cat.monsters, 'Goblin'))).toEqual({
      cost: 'Needs 1 strength to slay.',
      reward: 'Worth 1 VP. Gain 1 gold.',
    });
  });

  it('says what every base domain costs, needs and does', () => {
    for (const d of base(cat.domains)) {
      const w = domainWords(d);
      expect(w.requirement, d.name).toContain(`Costs ${d.cost} gold`);
      expect(w.activation === null, d.name).toBe(d.activation === null);
      expect(w.passive === null, d.name).toBe(d.passive === null);
    }
    expect(domainWords(byName(cat.domains, 'Foxgrove Palisade'))).toEqual({
      requirement:
        'Costs 9 gold; needs these role icons among your citizens and domains: 1 Shadow, 1 Soldier.',
      activation: null,
      passive: 'During your roll phase: you may pay 2 gold to set one die to 6.',
    });
    expect(domainWords(byName(cat.domains, 'Darktide Harbour')).activation).toBe(
      'When built: take a Shadow citizen from the centre.',
    );
  });

  it('says how every base duke scores', () => {
    for (const d of base(cat.dukes)) expect(dukeWords(d), d.name).toMatch(/^At the game's end: .*VP per/);
    const roleDuke = base(cat.dukes).find((d) => d.each.holy > 0)!;
    expect(dukeWords(roleDuke)).toContain(
      `${roleDuke.each.holy} VP per Holy icon on your citizens and domains`,
    );
    expect(dukeWords(byName(cat.dukes, 'Cornelius the Dreamer'))).toBe(
      "At the game's end: 1 VP per 3 gold, 1 VP per 3 strength, 1 VP per 3 magic and 3 VP per domain.",
    );
  });

  it('says how every noble scores and what every relic does', () => {
    expect(cat.nobles.length).toBeGreaterThan(0);
    for (const n of cat.nobles)
      expect(nobleWords(n), n.name).toMatch(/^At the game's end: .*VP (per|for every)/);
    expect(nobleWords(byName(cat.nobles, 'Augur Kawleen'))).toBe(
      "At the game's end: 2 VP per Shadow icon on your citizens and domains.",
    );
    expect(nobleWords(byName(cat.nobles, 'Mikal the Moneylender'))).toMatch(/1 VP for every 3 gold\.$/);
    expect(cat.relics.length).toBeGreaterThan(0);
    for (const r of cat.relics) {
      const w = relicWords(r);
      expect(w, r.name).not.toMatch(RAW);
      expect(w.startsWith('As an action: '), r.name).toBe(r.consumesAction);
    }
  });
});
