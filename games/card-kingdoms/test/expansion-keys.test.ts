/**
 * One scenario per named key the expansions add: each evaluates a real
 * string from the tables (found by table, card and column) in a position
 * and asserts the state change. The last test fails when a key the data
 * names (outside the base game's citizens, domains and monsters, which have
 * their own golden tests) has no case here.
 */
import { describe, expect, it } from 'vitest';
import { BASE_EXPANSIONS } from '../src/data/catalog.ts';
import { effectSites, loadTables, parseSite } from '../src/data/load.ts';
import { namedKeys } from '../src/grammar/names.ts';
import type { Effect } from '../src/grammar/tree.ts';
import { hireCost, livePassives, modifiersOf, roleCount, slayCost } from '../src/rules/economy.ts';
import { advance } from '../src/rules/flow.ts';
import { nobleVp } from '../src/rules/nobles.ts';
import { effectTask } from '../src/rules/perform.ts';
import type { ScenarioSetupInput } from '../src/scenario.ts';
import type { CkAction, CkState } from '../src/state.ts';
import { act, cat, names, position, res, STACKS } from './helpers.ts';

const tables = loadTables();
const sites = effectSites(tables);

/** The parsed string of a card's column, as shipped. */
function str(table: string, card: string, column: string): Effect {
  const site = sites.find((s) => s.table === table && s.card === card && s.column === column);
  if (!site) throw new Error(`no string for ${table}/${card}.${column}`);
  return parseSite(site);
}

/** Runs `effect` for `seat` now (as its card would), leaving any prompt pending. */
function run(state: CkState, effect: Effect, seat = 0, source = 'test'): CkState {
  state.queue.unshift(effectTask(seat, effect, source));
  state.pending = null;
  advance(cat, state);
  return state;
}

const idx = (list: { name: string }[], name: string) => list.findIndex((c) => c.name === name);

/** Two players with no starters (so the harvest of the roll pays nothing), the test stacks, two areas, one domain stack. */
function table(players: ScenarioSetupInput['players'], extra: Partial<ScenarioSetupInput> = {}): CkState {
  return position({
    players,
    citizenStacks: STACKS,
    monsterAreas: [
      { area: 'Hills', cards: ['Goblin King', 'Goblin'] },
      { area: 'Ruins', cards: ['Skeleton King', 'Skeleton'] },
    ],
    domainStacks: [['Halfpenny Hill', 'Blood Crow Army']],
    dice: [3, 4],
    ...extra,
  });
}
const bare = (o: Record<string, unknown> = {}) => ({ starters: [] as string[], ...o });
const topMonster = (s: CkState, area: number) => s.monsterAreas[area].cards.at(-1) as number;

/** Every case: the keys it covers, and the scenario. */
const CASES: { keys: string[]; name: string; test: () => void }[] = [
  {
    keys: ['action.defiantridge', 'action.pratchettsplateau'],
    name: 'Defiant Ridge: citizens cost 1 gold less to its owner',
    test() {
      const s = table([bare({ domains: ['Defiant Ridge'] }), bare()]);
      const cleric = idx(cat.citizens, 'Cleric');
      expect(hireCost(cat, s, s.players[0], cleric)).toBe(2);
      expect(hireCost(cat, s, s.players[1], cleric)).toBe(3);
      expect(str('domains', 'Defiant Ridge', 'passive_effect').legs[0]).toMatchObject({ kind: 'flag' });
    },
  },
  {
    keys: ['action.fortskyler'],
    name: 'Fort Skyler: monsters take 1 less strength to slay',
    test() {
      const s = table([bare({ domains: ['Fort Skyler'] }), bare()]);
      expect(slayCost(cat, s, s.players[0], topMonster(s, 1))).toEqual({ g: 0, s: 1, m: 0 });
      expect(slayCost(cat, s, s.players[1], topMonster(s, 1))).toEqual({ g: 0, s: 2, m: 0 });
    },
  },
  {
    keys: ['action.newshilinatower'],
    name: 'New Shilina Tower: a hire may be paid with strength',
    test() {
      const s = table([bare({ g: 1, s: 5, domains: ['New Shilina Tower'] }), bare()]);
      const hire = s.pending?.options.find((o) => o.type === 'hire' && o.stack === 3 && o.strength === 2);
      expect(hire).toEqual({ type: 'hire', stack: 3, magic: 0, strength: 2 });
      act(s, hire as CkAction);
      expect(res(s, 0)).toMatchObject({ g: 0, s: 3 });
      expect(names(cat.citizens, s.players[0].citizens)).toEqual(['Cleric']);
    },
  },
  {
    keys: ['banish_player_citizen'],
    name: "Sunder Bay: banish a citizen of a player of one's choice",
    test() {
      const s = run(
        table([bare(), bare({ citizens: ['Merchant', 'Cleric'] })]),
        str('domains', 'Sunder Bay', 'activation_effect'),
      );
      expect(s.pending?.kind).toBe('card');
      act(s, { type: 'card', victim: 1, card: idx(cat.citizens, 'Cleric') });
      expect(names(cat.citizens, s.players[1].citizens)).toEqual(['Merchant']);
      expect(names(cat.citizens, s.banished.citizens)).toEqual(['Cleric']);
    },
  },
  {
    keys: ['action.northernwall'],
    name: 'The Northern Wall: at its owner’s roll, they may banish a minion from the centre',
    test() {
      const s = table([bare({ domains: ['The Northern Wall'] }), bare()]);
      expect(s.pending).toMatchObject({ kind: 'banish', player: 0 });
      expect(s.pending?.options).toEqual([
        { type: 'banish', zone: 'monsters', at: 0 },
        { type: 'banish', zone: 'monsters', at: 1 },
        { type: 'decline' },
      ]);
      act(s, { type: 'banish', zone: 'monsters', at: 0 });
      expect(names(cat.monsters, s.banished.monsters)).toEqual(['Goblin']);
    },
  },
  {
    keys: ['reroll_one_die', 'roll'],
    name: 'Twilight Palace: at the roll, reroll one die (once a turn)',
    test() {
      const s = table([bare({ domains: ['Twilight Palace'] }), bare()], { dice: [3, 4] });
      const domain = idx(cat.domains, 'Twilight Palace');
      expect(s.pending?.options).toEqual([
        { type: 'reroll', domain, die: 0 },
        { type: 'reroll', domain, die: 1 },
        { type: 'keepDice' },
      ]);
      act(s, { type: 'reroll', domain, die: 0 });
      expect(s.diceUsed).toEqual([domain]);
      expect(s.dice?.[1]).toBe(4);
    },
  },
  {
    keys: ['reroll_both_dice_pay_magic_2'],
    name: 'Blood Moon Palace: pay 2 magic to reroll both dice',
    test() {
      const poor = table([bare({ m: 1, domains: ['Blood Moon Palace'] }), bare()]);
      expect(poor.pending?.kind).toBe('action');
      const s = table([bare({ m: 3, domains: ['Blood Moon Palace'] }), bare()]);
      const domain = idx(cat.domains, 'Blood Moon Palace');
      act(s, { type: 'reroll', domain, die: 2 });
      expect(res(s, 0).m).toBe(1);
      expect(s.diceUsed).toEqual([domain]);
    },
  },
  {
    keys: ['banish_random_player_monster'],
    name: 'Wandering Flame: a random monster of a chosen player is banished',
    test() {
      const s = run(
        table([bare(), bare({ monsters: ['Goblin', 'Troll'] })]),
        str('domains', 'Wandering Flame', 'activation_effect'),
      );
      expect(s.players[1].monsters).toHaveLength(1);
      expect(s.banished.monsters).toHaveLength(1);
    },
  },
  {
    keys: ['modify_monster_strength'],
    name: "Ancient Tomb: add 3 strength to a monster's cost",
    test() {
      const s = run(table([bare(), bare()]), str('domains', 'Ancient Tomb', 'activation_effect'));
      act(s, { type: 'area', at: 1 });
      expect(slayCost(cat, s, s.players[0], topMonster(s, 1))).toEqual({ g: 0, s: 5, m: 0 });
    },
  },
  {
    keys: ['concurrent_flip_one_citizen'],
    name: 'Cursed Cavern: 4 magic, and every player flips one of their citizens (no activation, no role while down)',
    test() {
      const s = run(
        table([bare({ citizens: ['Cleric'] }), bare({ citizens: ['Merchant', 'Knight'] })]),
        str('domains', 'Cursed Cavern', 'activation_effect'),
      );
      expect(res(s, 0).m).toBe(4);
      act(s, { type: 'card', victim: 1, card: idx(cat.citizens, 'Knight') });
      expect(s.players[0].extra?.flipped).toEqual([idx(cat.citizens, 'Cleric')]);
      expect(s.players[1].extra?.flipped).toEqual([idx(cat.citizens, 'Knight')]);
      expect(roleCount(cat, s.players[1], 'soldier', false)).toBe(0);
      expect(roleCount(cat, s.players[1], 'soldier', true)).toBe(1);
    },
  },
  {
    keys: ['steal_citizen'],
    name: "Hobb's End: take a citizen worth 2 gold or less from a player",
    test() {
      const s = run(
        table([bare(), bare({ citizens: ['Cleric', 'Merchant'] })]),
        str('domains', "Hobb's End", 'activation_effect'),
      );
      expect(names(cat.citizens, s.players[0].citizens)).toEqual(['Merchant']);
      expect(names(cat.citizens, s.players[1].citizens)).toEqual(['Cleric']);
    },
  },
  {
    keys: ['flip_opponent_citizen'],
    name: "Laborium (and the Assassin agent): 5 strength and an opponent's citizen flipped",
    test() {
      const s = run(
        table([bare(), bare({ citizens: ['Cleric'] })]),
        str('domains', 'Laborium', 'activation_effect'),
      );
      expect(res(s, 0).s).toBe(5);
      expect(s.players[1].extra?.flipped).toEqual([idx(cat.citizens, 'Cleric')]);
      const a = run(
        table([bare({ g: 3 }), bare({ citizens: ['Cleric'] })]),
        str('agents', 'Assassin', 'activation_effect'),
      );
      expect(res(a, 0).g).toBe(0);
      expect(a.players[1].extra?.flipped).toHaveLength(1);
    },
  },
  {
    keys: ['harvest.on_any_magic_gain'],
    name: 'Opera House: 1 magic more in a harvest where its owner gained magic',
    test() {
      const gained = table([bare({ citizens: ['Cleric'], domains: ['Opera House'] }), bare()], {
        dice: [1, 2],
      });
      expect(res(gained, 0).m).toBe(3 + 1);
      const none = table([bare({ citizens: ['Merchant'], domains: ['Opera House'] }), bare()], {
        dice: [3, 4],
      });
      expect(res(none, 0).m).toBe(0);
    },
  },
  {
    keys: ['action.on_opponent_slay'],
    name: "Raven's Outpost: its owner gains 1 strength when an opponent slays",
    test() {
      const s = table([bare({ s: 1 }), bare({ domains: ["Raven's Outpost"] })]);
      act(s, { type: 'slay', area: 0, magic: 0 });
      expect(res(s, 1).s).toBe(1);
      expect(res(s, 0).s).toBe(0);
    },
  },
  {
    keys: ['exekratys_immune', 'all_lose'],
    name: 'Avery Hollow: its owner loses nothing at their roll on a 6 (Kobold Thieves: all lose 1 gold)',
    test() {
      const s = table([bare({ g: 2, domains: ['Avery Hollow'] }), bare({ g: 2 })]);
      s.step = 'roll';
      s.dice = [6, 2];
      run(s, str('events', 'Kobold Thieves', 'roll_effect'));
      expect(res(s, 0).g).toBe(2);
      expect(res(s, 1).g).toBe(1);
    },
  },
  {
    keys: ['<goods>'],
    name: "Brigand's Bay: take 1 goods",
    test() {
      const s = run(table([bare(), bare()]), str('domains', "Brigand's Bay", 'activation_effect'));
      expect(s.players[0].extra?.goods).toBe(1);
    },
  },
  {
    keys: ['action.browncoatssanctum', 'action.portofdrake', 'action.muratreis'],
    name: "Browncoat's Sanctum, Port of Drake, Murat Reis: tomes and goods 1 gold less, no wild surcharge on nobles",
    test() {
      const s = table([bare({ domains: ["Browncoat's Sanctum", 'Port of Drake', 'Murat Reis'] }), bare()]);
      expect(modifiersOf(cat, s, s.players[0])).toMatchObject({
        tomeGold: -1,
        goodsGold: -1,
        waiveNobleWild: true,
      });
      expect(modifiersOf(cat, s, s.players[1])).toMatchObject({
        tomeGold: 0,
        goodsGold: 0,
        waiveNobleWild: false,
      });
    },
  },
  {
    keys: ['sail'],
    name: "Dampiar's Workshop: 3 gold and 1 map, then may sail (1 map for 1 goods)",
    test() {
      const s = run(table([bare(), bare()]), str('domains', "Dampiar's Workshop", 'activation_effect'));
      expect(s.pending).toMatchObject({ kind: 'confirm' });
      expect(s.players[0].extra?.p).toBe(1);
      act(s, { type: 'accept' });
      expect(res(s, 0).g).toBe(3);
      expect(s.players[0].extra).toMatchObject({ p: 0, goods: 1 });
    },
  },
  {
    keys: ['refresh_tomes'],
    name: "Solo's Haven: every tome face up again",
    test() {
      const s = run(
        table([bare({ t: 3, tomesDown: 2 }), bare()]),
        str('domains', "Solo's Haven", 'activation_effect'),
      );
      expect(s.players[0].extra).toMatchObject({ t: 3, tomesDown: 0 });
    },
  },
  {
    keys: ['flip_citizen'],
    name: 'Undead Samurai Rider (targeted) and A Betrayal of Bonds (all must flip their own)',
    test() {
      const s = run(
        table([bare({ citizens: ['Knight'] }), bare({ citizens: ['Cleric'] })]),
        str('monsters', 'Undead Samurai Rider', 'special_reward'),
      );
      expect(s.players[1].extra?.flipped).toEqual([idx(cat.citizens, 'Cleric')]);
      expect(s.players[0].extra).toBeUndefined();
      const b = run(
        table([bare({ citizens: ['Knight'] }), bare({ citizens: ['Cleric'] })]),
        str('events', 'A Betrayal of Bonds', 'activation_effect'),
      );
      expect(b.players[0].extra?.flipped).toEqual([idx(cat.citizens, 'Knight')]);
      expect(b.players[1].extra?.flipped).toEqual([idx(cat.citizens, 'Cleric')]);
      // Skeleton Army: optional, so it may be declined.
      const k = run(
        table([bare(), bare({ citizens: ['Cleric'] })]),
        str('events', 'Skeleton Army', 'roll_effect'),
      );
      expect(k.pending?.options.at(-1)).toEqual({ type: 'decline' });
    },
  },
  {
    keys: ['<noble>'],
    name: 'Gargan Soul Hunters: 3 citizens or rescue a noble (scored at the end)',
    test() {
      const s = run(table([bare(), bare()]), str('monsters', 'Gargan Soul Hunters', 'special_reward'));
      act(s, { type: 'choose', option: 1 });
      expect(s.players[0].extra?.nobles).toHaveLength(1);
    },
  },
  {
    keys: ['doubles_or_no_payout_twice', 'doubles_or_no_payout'],
    name: 'Herald pays twice on doubles only; Margrave once on doubles only',
    test() {
      const doubles = table([{ starters: ['Herald'] }, bare()], { dice: [2, 2] });
      expect(doubles.pending).toMatchObject({ kind: 'choose', source: 'Herald' });
      act(doubles, { type: 'choose', option: 0 });
      act(doubles, { type: 'choose', option: 2 });
      expect(res(doubles, 0)).toMatchObject({ g: 1, m: 1 });
      const not = table([{ starters: ['Herald'] }, bare()], { dice: [2, 3] });
      expect(not.pending?.kind).toBe('action');
      const margrave = table([{ starters: ['Margrave'] }, bare()], { dice: [4, 4] });
      expect(res(margrave, 0)).toMatchObject({ g: 1, s: 1, m: 1 });
    },
  },
  {
    keys: ['add_slay_cost'],
    name: 'Corrupted Cleric, Mimic: 1 magic / 1 gold added to a monster in the centre',
    test() {
      const s = run(table([bare(), bare()]), str('events', 'Corrupted Cleric', 'roll_effect'));
      act(s, { type: 'area', at: 0 });
      const m = run(s, str('events', 'Mimic', 'roll_effect'));
      act(m, { type: 'area', at: 0 });
      expect(slayCost(cat, s, s.players[0], topMonster(s, 0))).toEqual({ g: 1, s: 1, m: 1 });
      // The added cost is paid, then leaves with the monster.
      s.players[0].s = 1;
      s.players[0].m = 1;
      s.players[0].g = 1;
      s.pending = null;
      advance(cat, s);
      act(s, { type: 'slay', area: 0, magic: 0 });
      // All paid; the Goblin's reward is 1 gold.
      expect(res(s, 0)).toMatchObject({ g: 1, s: 0, m: 0 });
      expect(s.extra?.monsterCost).toEqual({});
    },
  },
  {
    keys: ['all_may'],
    name: "Bog Witch's Proposal: every player may pay 3 magic for 2 VP",
    test() {
      const s = run(
        table([bare({ m: 3 }), bare({ m: 4 })]),
        str('events', "Bog Witch's Proposal", 'activation_effect'),
      );
      act(s, { type: 'accept' });
      expect(s.pending).toMatchObject({ player: 1, kind: 'convert' });
      act(s, { type: 'decline' });
      expect(res(s, 0)).toMatchObject({ m: 0, v: 2 });
      expect(res(s, 1)).toMatchObject({ m: 4, v: 0 });
    },
  },
  {
    keys: ['active_gain', 'others_gain'],
    name: 'Gift from the Fae: 2 magic to the active player, 1 to the others',
    test() {
      const s = run(table([bare(), bare(), bare()]), str('events', 'Gift from the Fae', 'activation_effect'));
      expect([res(s, 0).m, res(s, 1).m, res(s, 2).m]).toEqual([2, 1, 1]);
    },
  },
  {
    keys: ['active_lose', 'others_lose'],
    name: 'The Key and Blade: the active player loses 3 gold, the others 1 (never below 0)',
    test() {
      const s = run(
        table([bare({ g: 2 }), bare({ g: 2 })]),
        str('events', 'The Key and Blade', 'activation_effect'),
      );
      expect([res(s, 0).g, res(s, 1).g]).toEqual([0, 1]);
    },
  },
  {
    keys: ['place_kings_guard'],
    name: "Recruit the King's Guard: the King's Guard stack joins the centre",
    test() {
      const s = run(table([bare(), bare()]), str('events', "Recruit the King's Guard", 'activation_effect'));
      const last = s.citizenStacks.at(-1);
      expect(last?.cards.map((c) => cat.citizens[c].name)).toEqual(Array(5).fill("King's Guard"));
      expect(last?.rolls).toEqual([7, 8]);
    },
  },
  {
    keys: ['seq', 'all_must', 'place_reserve_monster'],
    name: 'Undead Samurai Lord: in turn order each player places the next Undead Samurai on an area',
    test() {
      const s = run(table([bare(), bare()]), str('events', 'Undead Samurai Lord', 'activation_effect'));
      expect(s.pending).toMatchObject({ player: 0, kind: 'area' });
      act(s, { type: 'area', at: 0 });
      expect(s.pending).toMatchObject({ player: 1, kind: 'area' });
      act(s, { type: 'area', at: 1 });
      expect(cat.monsters[topMonster(s, 0)].name).toBe('Undead Samurai');
      expect(cat.monsters[topMonster(s, 1)].name).toBe('Undead Samurai');
      expect(s.extra?.reserve.undead_samurai).toHaveLength(4);
    },
  },
  {
    keys: ['banish_owned_citizen'],
    name: 'A Call To Arms: each player may banish a soldier citizen for 3 VP',
    test() {
      const s = run(
        table([bare({ citizens: ['Knight', 'Cleric'] }), bare({ citizens: ['Cleric'] })]),
        str('events', 'A Call To Arms', 'activation_effect'),
      );
      expect(s.pending?.options).toEqual([
        { type: 'card', victim: 0, card: idx(cat.citizens, 'Knight') },
        { type: 'decline' },
      ]);
      act(s, { type: 'card', victim: 0, card: idx(cat.citizens, 'Knight') });
      expect(res(s, 0).v).toBe(3);
      expect(names(cat.citizens, s.players[0].citizens)).toEqual(['Cleric']);
      expect(res(s, 1).v).toBe(0);
    },
  },
  {
    keys: ['active_may', 'gain_action'],
    name: 'The Wizards of Nae: the active player may pay 3 magic for one more action',
    test() {
      const s = run(
        table([bare({ m: 3 }), bare()]),
        str('events', 'The Wizards of Nae', 'activation_effect'),
      );
      act(s, { type: 'accept' });
      expect(res(s, 0).m).toBe(0);
      expect(s.actionsLeft).toBe(3);
    },
  },
  {
    keys: ['pay_to_chosen'],
    name: 'Alms for the Poor: in turn order each pays 2 of one resource to a player of their choice, if able',
    test() {
      const s = run(
        table([bare({ g: 1, s: 2 }), bare({ m: 3 })]),
        str('events', 'Alms for the Poor', 'activation_effect'),
      );
      // Seat 1 could pay only strength (taken at once); seat 2 now holds strength and magic: a choice.
      expect(s.pending).toMatchObject({ player: 1, kind: 'give' });
      expect(s.pending?.options).toEqual([
        { type: 'give', victim: 0, res: 's' },
        { type: 'give', victim: 0, res: 'm' },
      ]);
      act(s, { type: 'give', victim: 0, res: 'm' });
      expect(res(s, 0)).toMatchObject({ g: 1, s: 0, m: 2 });
      expect(res(s, 1)).toMatchObject({ s: 2, m: 1 });
    },
  },
  {
    keys: ['grant_all', 'action.blessedlands', 'action.darklordrising'],
    name: 'Blessed Lands and Dark Lord Rising: every player, for the rest of the game',
    test() {
      const s = run(table([bare(), bare()]), str('events', 'Blessed Lands', 'passive_effect'));
      run(s, str('events', 'Dark Lord Rising', 'passive_effect'));
      expect(s.extra?.lasting).toEqual(['action.blessedlands', 'action.darklordrising']);
      expect(modifiersOf(cat, s, s.players[1])).toMatchObject({ buildGold: -2, slayMagic: 1 });
      expect(slayCost(cat, s, s.players[1], topMonster(s, 0))).toEqual({ g: 0, s: 1, m: 1 });
    },
  },
  {
    keys: ['active_choose', 'self_gain', 'all_gain'],
    name: 'Golden Idol: the active player chooses 2 gold for themself or 4 magic for all',
    test() {
      const s = run(table([bare(), bare()]), str('events', 'Golden Idol', 'activation_effect'));
      act(s, { type: 'choose', option: 1 });
      expect([res(s, 0).m, res(s, 1).m]).toEqual([4, 4]);
      const g = run(table([bare(), bare()]), str('events', 'Golden Idol', 'activation_effect'));
      act(g, { type: 'choose', option: 0 });
      expect([res(g, 0).g, res(g, 1).g]).toEqual([2, 0]);
    },
  },
  {
    keys: ['roll.on_event doubles'],
    name: 'Good Omen: on doubles, all players gain 1 gold, 1 strength, 1 magic',
    test() {
      const s = run(table([bare(), bare()]), str('events', 'Good Omen', 'passive_effect'));
      expect(res(s, 1)).toMatchObject({ g: 1, s: 1, m: 1 });
    },
  },
  {
    keys: ['banish_center_citizen'],
    name: 'Night Terror (each must) and Flaming Devourer (may): banish a citizen from the centre',
    test() {
      const s = run(table([bare(), bare()]), str('events', 'Night Terror', 'activation_effect'));
      act(s, { type: 'banish', zone: 'citizens', at: 0 });
      act(s, { type: 'banish', zone: 'citizens', at: 1 });
      expect(names(cat.citizens, s.banished.citizens)).toEqual(['Rogue', 'Knight']);
      const f = run(table([bare(), bare()]), str('events', 'Flaming Devourer', 'roll_effect'));
      expect(f.pending?.options.at(-1)).toEqual({ type: 'decline' });
    },
  },
  {
    keys: ['all_gain_per_owned'],
    name: 'Untapped Potential: every player gains 1 magic per citizen owned',
    test() {
      const s = run(
        table([{ citizens: ['Cleric'] }, bare({ citizens: ['Cleric', 'Merchant', 'Knight'] })]),
        str('events', 'Untapped Potential', 'activation_effect'),
      );
      expect([res(s, 0).m, res(s, 1).m]).toEqual([3, 3]);
    },
  },
  {
    keys: ['add_self_gold_pool', 'gain_self_gold_pool'],
    name: 'Ghost Ship: gold on the card, taken by whoever slays it',
    test() {
      const s = table([bare({ g: 2 }), bare()]);
      run(s, str('events', 'Ghost Ship', 'activation_effect'), 0, 'Ghost Ship');
      run(s, str('events', 'Ghost Ship', 'roll_effect'), 0, 'Ghost Ship');
      expect(s.extra?.pools['Ghost Ship'].g).toBe(2);
      run(s, str('events', 'Ghost Ship', 'special_reward'), 1, 'Ghost Ship');
      expect([res(s, 0).g, res(s, 1).g]).toEqual([0, 2]);
    },
  },
  {
    keys: ['banish_center_domain'],
    name: 'Giants of Ostendaar: the active player may banish a face-up domain',
    test() {
      const s = run(table([bare(), bare()]), str('events', 'Giants of Ostendaar', 'roll_effect'));
      act(s, { type: 'banish', zone: 'domains', at: 0 });
      expect(names(cat.domains, s.extra?.banishedDomains ?? [])).toEqual(['Blood Crow Army']);
      expect(s.domainStacks[0]).toHaveLength(1);
    },
  },
  {
    keys: ['add_self_slay_cost'],
    name: 'Leviathan: 1 strength on the card per 6 rolled, at most 10',
    test() {
      const s = table([bare(), bare()]);
      for (let k = 0; k < 12; k++) run(s, str('events', 'Leviathan', 'roll_effect'), 0, 'Leviathan');
      expect(s.extra?.pools.Leviathan.s).toBe(10);
    },
  },
  {
    keys: ['block_recruit_matching_roll'],
    name: "Pirate Blockade: citizens of the dice's numbers and sum may not be gained this turn",
    test() {
      const s = run(table([bare({ g: 9 }), bare()]), str('events', 'Pirate Blockade', 'roll_effect'));
      expect(s.extra?.blockedRolls).toEqual([3, 4, 7]);
      const stacks = new Set(s.pending?.options.flatMap((o) => (o.type === 'hire' ? [o.stack] : [])));
      expect(stacks.has(0)).toBe(false); // the Rogue, on 7
      expect(stacks.has(3)).toBe(true);
    },
  },
  {
    keys: ['floor_div', 'wild_choose'],
    name: 'Nobles: Mikal 1 VP per 3 gold, Dray 1 VP per 2 of the resource held most',
    test() {
      const s = table([bare({ g: 7, s: 5, nobles: ['Mikal the Moneylender', 'Dray'] }), bare()]);
      const p = s.players[0];
      Object.assign(p, { g: 7, s: 5, m: 0 });
      expect(nobleVp(cat, p)).toBe(2 + 3); // floor(7 / 3) + floor(7 / 2): neither has a multiplier
    },
  },
  {
    keys: ['action.build_domain'],
    name: 'Violet Ring: 2 VP per build; Evermap: build lacking one icon, or 1 magic when none was lacking',
    test() {
      const s = table(
        [bare({ g: 20, citizens: ['Knight', 'Knight', 'Knight'], relics: ['Violet Ring'] }), bare()],
        {
          domainStacks: [['Blood Crow Army']],
        },
      );
      act(s, { type: 'build', stack: 0 });
      expect(res(s, 0).v).toBe(2);
      const e = table([bare({ g: 20, citizens: ['Knight', 'Knight'], relics: ['Evermap'] }), bare()], {
        domainStacks: [['Blood Crow Army']],
      });
      expect(e.pending?.options).toContainEqual({ type: 'build', stack: 0 });
      act(e, { type: 'build', stack: 0 });
      expect(res(e, 0).m).toBe(0);
      const full = table(
        [bare({ g: 20, citizens: ['Knight', 'Knight', 'Knight'], relics: ['Evermap'] }), bare()],
        {
          domainStacks: [['Blood Crow Army']],
        },
      );
      act(full, { type: 'build', stack: 0 });
      expect(res(full, 0).m).toBe(1);
      const short = table([bare({ g: 20, citizens: ['Knight'], relics: ['Evermap'] }), bare()], {
        domainStacks: [['Blood Crow Army']],
      });
      expect(short.pending?.options).not.toContainEqual({ type: 'build', stack: 0 });
    },
  },
  {
    keys: ['action.slay_discount'],
    name: 'Thunder Axe: a slay may ignore 1 magic or 1 strength of the cost',
    test() {
      const s = table([bare({ s: 1, relics: ['Thunder Axe'] }), bare()]);
      const ruins = s.pending?.options.filter((o) => o.type === 'slay' && o.area === 1);
      expect(ruins).toEqual([{ type: 'slay', area: 1, magic: 0, discount: 's' }]);
      act(s, ruins?.[0] as CkAction);
      expect(names(cat.monsters, s.players[0].monsters)).toEqual(['Skeleton']);
      expect(res(s, 0).s).toBe(0);
    },
  },
  {
    keys: ['flip_opponent_domain'],
    name: "Sapper: 3 strength to flip an opponent's domain (its passive stops)",
    test() {
      const s = run(
        table([bare({ s: 3 }), bare({ domains: ['Foxgrove Palisade'] })]),
        str('agents', 'Sapper', 'activation_effect'),
      );
      expect(s.players[1].extra?.flippedDomains).toEqual([idx(cat.domains, 'Foxgrove Palisade')]);
      expect(livePassives(cat, s, s.players[1])).toEqual([]);
    },
  },
  {
    keys: ['action.build'],
    name: 'Blasko Woods: 1 magic to its owner whenever they build',
    test() {
      const s = table(
        [bare({ g: 20, citizens: ['Knight', 'Knight', 'Knight'], domains: ['Blasko Woods'] }), bare()],
        {
          domainStacks: [['Blood Crow Army']],
        },
      );
      act(s, { type: 'build', stack: 0 });
      expect(res(s, 0).m).toBe(1);
    },
  },
  {
    keys: ['wild'],
    name: 'Wild amounts: Support the Empire (5 of one resource for 3 VP), Margrave (1 for 1 VP), Treant Chest',
    test() {
      const s = run(
        table([bare({ g: 5, m: 4 }), bare()]),
        str('events', 'Support The Empire', 'activation_effect'),
      );
      // Seat 1 can pay nothing; seat 0 only gold: one option each step, answered until the accept.
      expect(s.pending).toMatchObject({ kind: 'convert', player: 0 });
      act(s, { type: 'accept' });
      expect(res(s, 0)).toMatchObject({ g: 0, m: 4, v: 3 });
      const t = run(table([bare({ g: 3, s: 3 }), bare()]), str('relics', 'Treant Chest', 'passive_effect'));
      expect(t.pending?.options).toHaveLength(6);
    },
  },
];

/** Keys whose golden cases are in `expansion.test.ts` ("operations the expansions add"). */
const COVERED_IN_EXPANSION_TEST = [
  'build_domain',
  'recruit',
  'banish_center',
  'banish_owned',
  '<domains>',
  'gain_per_owned_citizen_name',
  'gain_per_owned_starter_name',
  'harvest',
  'immunity.take',
];

describe('every key the expansions add, on a real string', () => {
  for (const c of CASES) it(`${c.keys.join(', ')}: ${c.name}`, c.test);

  it('every key named by a string outside the base citizens, domains and monsters has a case here', () => {
    const baseKeys = new Set<string>();
    const all = new Set<string>();
    for (const site of sites) {
      const row = (tables[site.table] as { expansion?: string }[])[site.row];
      const base =
        ['citizens', 'domains', 'monsters'].includes(site.table) &&
        BASE_EXPANSIONS.includes(row.expansion ?? '');
      for (const k of namedKeys(parseSite(site))) (base ? baseKeys : all).add(k);
    }
    const covered = new Set([...CASES.flatMap((c) => c.keys), ...COVERED_IN_EXPANSION_TEST]);
    const missing = [...all].filter((k) => !baseKeys.has(k) && !covered.has(k));
    expect(missing).toEqual([]);
  });
});
