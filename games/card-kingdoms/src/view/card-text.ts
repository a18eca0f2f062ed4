/**
 * Cards in words, generated from the parsed effect trees and the tables'
 * numbers (never from the tables' free-text columns): what a citizen pays on
 * and off its owner's turn, what a monster needs and gives, what a domain
 * does once and for as long as it is owned, how a duke scores. The browser
 * board shows these through its generated card sheet.
 *
 * Every trigger, operation, key and flag the tables use has its words in a
 * table here; a tree naming one without words throws (the tests render every
 * shipped string, so new vocabulary without words fails them).
 */
import type {
  CitizenCard,
  DomainCard,
  DukeCard,
  MonsterCard,
  NobleCard,
  Payout,
  RelicCard,
} from '../data/catalog.ts';
import type {
  Amount,
  Arg,
  CountSubject,
  Effect,
  Filter,
  KvValue,
  Leg,
  Resource,
  Trigger,
} from '../grammar/tree.ts';

const RES_ONE: Record<Resource, string> = {
  g: 'gold',
  s: 'strength',
  m: 'magic',
  v: 'VP',
  p: 'map',
  t: 'tome',
  wild: 'of any one resource',
};
const RES_MANY: Record<Resource, string> = { ...RES_ONE, p: 'maps', t: 'tomes' };

/** `2 gold`, `1 map`, `3 of any one resource` (the size of the number only). */
export function amountWords(a: Amount): string {
  const n = Math.abs(a.n);
  return `${n} ${n === 1 ? RES_ONE[a.res] : RES_MANY[a.res]}`;
}

/** `1 gold, 1 strength and 1 magic`. */
function listWords(items: string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const roleName = (r: string) => capital(r);

function wordsFor<T>(table: Record<string, T>, id: string, what: string): T {
  const w = Object.hasOwn(table, id) ? table[id] : undefined;
  if (w === undefined) throw new Error(`card text: no words for ${what} '${id}'`);
  return w;
}

// ---- arguments -------------------------------------------------------------

const kv = (args: Arg[], key: string): KvValue | undefined => {
  for (const a of args) if (a.kind === 'kv' && a.key === key) return a.value;
  return undefined;
};
const kvAmounts = (args: Arg[], key: string): Amount[] => {
  const v = kv(args, key);
  return Array.isArray(v) ? (v as (Amount | string)[]).filter((x): x is Amount => typeof x !== 'string') : [];
};
const amountsOf = (args: Arg[]): Amount[] => args.flatMap((a) => (a.kind === 'amount' ? [a.amount] : []));
const numOf = (args: Arg[]): number | undefined =>
  args.find((a) => a.kind === 'num')?.n as number | undefined;
const hasWord = (args: Arg[], w: string) =>
  args.some(
    (a) => (a.kind === 'word' && a.word === w) || (a.kind === 'kv' && a.key === w && a.value === true),
  );
const wordOf = (args: Arg[]): string | undefined =>
  (
    args.find((a) => a.kind === 'word' && a.word !== 'optional' && a.word !== 'targeted') as
      | { word: string }
      | undefined
  )?.word;
const filterOf = (args: Arg[]): Filter | null =>
  (args.find((a) => a.kind === 'filter') as { filter: Filter } | undefined)?.filter ?? null;
const may = (args: Arg[]) => (hasWord(args, 'optional') ? 'you may ' : '');
const gainList = (as: Amount[]) => listWords(as.map(amountWords));

/** What a card the filter picks is, as a noun phrase: `a Shadow citizen costing 2 gold or less`, `a Knight`. */
function filteredNoun(noun: string, filter: Filter | null, count = 1): string {
  const parts = filter ? (filter.kind === 'and' ? filter.parts : [filter]) : [];
  let name: string | null = null;
  const roles: string[] = [];
  const after: string[] = [];
  for (const p of parts) {
    if (p.kind !== 'cmp') continue;
    if (p.field === 'name') name = String(p.value);
    else if (p.field === 'role') roles.push(roleName(String(p.value)));
    else if (p.field === 'gold_cost' || p.field === 'cost') {
      const rel = p.op === '<=' ? ' or less' : p.op === '>=' ? ' or more' : '';
      after.push(`costing ${p.value} gold${rel}`);
    } else if (p.field === 'type') roles.push(capital(String(p.value)));
    else throw new Error(`card text: no words for filter field '${p.field}'`);
  }
  const head = name ?? [...roles, count === 1 ? noun : `${noun}s`].join(' ');
  const article = count === 1 ? (/^[AEIOU]/i.test(head) ? 'an' : 'a') : String(count);
  return [`${article} ${head}`, ...after].join(' ');
}

function subjectWords(s: CountSubject): string {
  switch (s.of) {
    case 'role':
      return `${roleName(s.role.replace(/_citizens?$/, ''))} icon on your citizens`;
    case 'owned':
      return `${s.what.replace(/s$/, '')} you own`;
    case 'name':
      return s.what === 'starter' ? `starting ${s.name} you own` : `${s.name} you own`;
    case 'area':
      return `monster from ${s.area.startsWith('The ') ? '' : 'the '}${s.area} you own`;
    case 'type':
      return `${s.type} monster you own`;
  }
}

// ---- operations ------------------------------------------------------------

type OpWords = (args: Arg[]) => string;

/** Named operations (`slay`, `banish_center`, …) and the scope-like verbs (`all_lose g 1`). */
const OP_WORDS: Record<string, OpWords> = {
  slay: () => 'you may slay a monster',
  build_domain: () => 'you may build a domain',
  recruit: () => 'you may hire a citizen',
  sail: () => 'you may sail',
  return_owned: (a) =>
    `you may return one of your ${wordOf(a)}s to its stack to gain ${gainList(amountsOf(a))}`,
  take_owned: (a) => {
    const to = kv(a, 'to');
    const vp = kv(a, 'victim_vp');
    return [
      `take a random ${wordOf(a)} from a player of your choice`,
      to === 'stack' ? ' and return it to its stack' : '',
      typeof vp === 'number' ? ` (that player gains ${vp} VP)` : '',
    ].join('');
  },
  banish_center: (a) => {
    const type = kv(a, 'type');
    const what = typeof type === 'string' ? `${capital(type)} ${wordOf(a)}` : `${wordOf(a)}`;
    return `${may(a)}banish ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what} from the centre`;
  },
  banish_center_citizen: (a) => `${may(a)}banish a citizen from the centre`,
  banish_center_domain: (a) => `${may(a)}banish a face-up domain from the centre`,
  banish_player_citizen: () => 'banish a citizen of a player of your choice',
  banish_random_player_monster: () => 'banish a random monster owned by a player of your choice',
  banish_owned: (a) => `you may banish one of your ${wordOf(a)}s`,
  banish_owned_citizen: (a) => {
    const role = kv(a, 'role');
    const what = typeof role === 'string' ? `${roleName(role)} citizens` : 'citizens';
    return `banish one of your ${what} to gain ${gainList(kvAmounts(a, 'gain'))}`;
  },
  modify_monster_strength: (a) => `add ${numOf(a)} strength to the cost of a monster in the centre`,
  add_slay_cost: (a) => `add ${gainList(amountsOf(a))} to the cost of a monster in the centre`,
  add_self_slay_cost: (a) => {
    const max = kv(a, 'max');
    return `add ${gainList(amountsOf(a))} to this monster's cost${typeof max === 'number' ? ` (at most ${max})` : ''}`;
  },
  add_self_gold_pool: (a) => `the active player puts ${numOf(a)} gold on this card`,
  gain_self_gold_pool: () => 'gain all the gold on this card',
  concurrent_flip_one_citizen: () => 'every player flips one of their citizens face down',
  flip_citizen: (a) =>
    hasWord(a, 'targeted')
      ? `${may(a)}flip a citizen of an opponent face down`
      : `${may(a)}flip one of your citizens face down`,
  flip_opponent_citizen: () =>
    "flip a citizen of a player of your choice face down (it pays nothing while it's down)",
  flip_opponent_domain: () =>
    "flip a domain of a player of your choice face down (it does nothing while it's down)",
  steal_citizen: (a) => `take ${filteredNoun('citizen', filterOf(a))} from a player of your choice`,
  gain_per_owned_citizen_name: (a) =>
    `gain ${gainList(amountsOf(a))} for each ${wordOf(a) ?? strOf(a)} you own`,
  gain_per_owned_starter_name: (a) =>
    `gain ${gainList(amountsOf(a))} for each starting ${wordOf(a) ?? strOf(a)} you own`,
  refresh_tomes: () => 'turn all your tomes face up',
  doubles_or_no_payout: () => 'activates only when doubles are rolled',
  doubles_or_no_payout_twice: () => 'activates twice when doubles are rolled, and never otherwise',
  all_lose: (a) => `every player loses ${gainList(amountsOf(a))}`,
  all_gain: (a) => `every player gains ${gainList(amountsOf(a))}`,
  active_gain: (a) => `the active player gains ${gainList(amountsOf(a))}`,
  active_lose: (a) => `the active player loses ${gainList(amountsOf(a))}`,
  others_gain: (a) => `every other player gains ${gainList(amountsOf(a))}`,
  others_lose: (a) => `every other player loses ${gainList(amountsOf(a))}`,
  self_gain: (a) => `gain ${gainList(amountsOf(a))}`,
  all_gain_per_owned: (a) =>
    `every player gains ${gainList(kvAmounts(a, 'gain'))} for each ${kv(a, 'per')} they own`,
  place_kings_guard: () => "the King's Guard citizen stack comes into play",
  place_reserve_monster: (a) =>
    `place the ${String(kv(a, 'pool') ?? 'reserve').replace(/_/g, ' ')} monsters on the centre stacks`,
  gain_action: (a) => `pay ${gainList(kvAmounts(a, 'pay'))} for an extra action`,
  pay_to_chosen: (a) => `pay ${gainList(kvAmounts(a, 'pay'))} to a player of your choice, if you can`,
  grant_all: (a) => `for the rest of the game, ${keyPhrase(keyOf(a))}`,
  block_recruit_matching_roll: () => "no one may hire citizens whose number matches this turn's dice",
  wild_choose: (a) => {
    const [n, vp] = a.filter((x) => x.kind === 'num').map((x) => (x as { n: number }).n);
    return `${vp} VP for every ${n} of the resource you hold most of`;
  },
  floor_div: (a) => {
    const [n, vp] = a.filter((x) => x.kind === 'num').map((x) => (x as { n: number }).n);
    return `${vp} VP for every ${n} ${wordOf(a)}`;
  },
  set_one_die: (a) => {
    const target = kv(a, 'target');
    const sub = kv(a, 'subtract');
    const change = typeof sub === 'number' ? `lower one die by ${sub}` : `set one die to ${target}`;
    const cost = kv(a, 'cost');
    if (cost === undefined) return `you may ${change}`;
    const perRole = Array.isArray(cost) ? null : /^g_per_owned_role:(\w+?)(_citizens?)?$/.exec(String(cost));
    if (perRole)
      return `you may pay 1 gold for each ${roleName(perRole[1])} icon on your citizens to ${change}`;
    return `you may pay ${gainList(kvAmounts(a, 'cost'))} to ${change}`;
  },
  reroll_one_die: () => 'you may roll one die again',
  reroll_both_dice_pay_magic_2: () => 'you may pay 2 magic to roll both dice again',
  exekratys_immune: () => 'you lose nothing when a 6 is rolled on your turn',
  'immunity.take': () => 'opponents cannot take your resources or cards',
};

const strOf = (a: Arg[]) => (a.find((x) => x.kind === 'str') as { text: string } | undefined)?.text;
const keyOf = (a: Arg[]) => (a.find((x) => x.kind === 'key') as { key: string } | undefined)?.key ?? '';

/** Named keys and lasting flags: the rules they switch on. */
const KEY_WORDS: Record<string, string> = {
  'action.emeraldstronghold': 'you hire citizens without paying extra for copies you already own',
  'action.pratchettsplateau': 'domains cost you 1 gold less',
  'action.defiantridge': 'citizens cost you 1 gold less',
  'action.fortskyler': 'monsters need 1 strength less for you to slay',
  'action.browncoatssanctum': 'tomes cost you 1 gold less',
  'action.portofdrake': 'goods cost you 1 gold less',
  'action.muratreis': 'you rescue nobles without paying their extra wild cost',
  'action.newshilinatower': 'you may pay for citizens with strength instead of gold',
  'action.blessedlands': 'domains cost everyone 2 gold less',
  'action.darklordrising': 'monsters need 1 magic more to slay',
  'action.northernwall': 'you may banish a Minion monster from the centre',
  'action.slay_discount': 'when you slay a monster, you may ignore 1 strength or 1 magic of its cost',
  'action.build_domain': 'when you build a domain',
};
const keyPhrase = (key: string) => wordsFor(KEY_WORDS, key, 'key');

/** Scope words before a leg: who does it. */
const SCOPE_WORDS: Record<string, string> = {
  all_may: 'every player may',
  all_must: 'every player must',
  active_may: 'the active player may',
  seq: 'in turn order,',
};

// ---- legs and effects ------------------------------------------------------

function optionWords(e: Effect): string {
  return legsWords(e.legs);
}

function legWords(leg: Leg): string {
  switch (leg.kind) {
    case 'gain':
      return `${leg.amount.n < 0 ? 'pay' : 'gain'} ${amountWords(leg.amount)}`;
    case 'choose': {
      const chooser = leg.who === 'active' ? 'the active player chooses' : 'choose';
      const plain =
        leg.who === 'self' &&
        leg.options.every((o) => o.legs.length === 1 && o.legs[0].kind === 'gain' && o.legs[0].amount.n > 0);
      const opts = plain
        ? `gain ${listWords(
            leg.options.map((o) => amountWords((o.legs[0] as { amount: Amount }).amount)),
            'or',
          )}`
        : leg.options.length === 1
          ? optionWords(leg.options[0])
          : `${chooser} one: ${leg.options.map(optionWords).join('; or ')}`;
      return opts;
    }
    case 'pick': {
      if (leg.entity === 'citizens') {
        const noun = filteredNoun('citizen', leg.filter, leg.count);
        return `take ${noun} from the centre`;
      }
      if (leg.entity === 'domains')
        return `take ${filteredNoun('domain', leg.filter, leg.count)} from the centre`;
      if (leg.entity === 'goods') return `take ${leg.count} goods`;
      if (leg.entity === 'noble') return `rescue ${leg.count === 1 ? 'a noble' : `${leg.count} nobles`}`;
      throw new Error(`card text: no words for entity '${leg.entity}'`);
    }
    case 'count':
      return `gain ${amountWords(leg.per)} for each ${subjectWords(leg.subject)}`;
    case 'exchange':
      return `you may pay ${amountWords(leg.pay)} to gain ${amountWords(leg.gain)}`;
    case 'steal': {
      const vp = kv(leg.args, 'victim_vp');
      return `take ${listWords(leg.options.map(amountWords), 'or')} from an opponent${typeof vp === 'number' ? ` (they gain ${vp} VP)` : ''}`;
    }
    case 'convert': {
      const mayWord = leg.optional ? 'you may ' : '';
      if (leg.mode === 'take_from_player')
        return `${mayWord}take ${gainList(leg.gain)} from a player of your choice`;
      if (leg.mode === 'pay_to_player')
        return `${mayWord}pay ${gainList(leg.pay)} to a player of your choice to gain ${gainList(leg.gain)}`;
      return `${mayWord}pay ${gainList(leg.pay)} to gain ${gainList(leg.gain)}`;
    }
    case 'scoped': {
      const who = leg.scope.map((s) => wordsFor(SCOPE_WORDS, s, 'scope')).join(' ');
      // The scope names who acts, so the leg's "you" becomes "they".
      const inner = legWords(leg.leg)
        .replace(/^you may /, '')
        .replace(/\byour\b/g, 'their')
        .replace(/\byou\b/g, 'they');
      return `${who} ${inner}`;
    }
    case 'op':
      return wordsFor(OP_WORDS, leg.name, 'operation')(leg.args);
    case 'key': {
      if (leg.key === 'action.build_domain') {
        const rest = leg.args.map((a) =>
          a.kind === 'amount'
            ? amountWords(a.amount)
            : a.kind === 'num'
              ? String(a.n)
              : a.kind === 'word'
                ? a.word
                : '',
        );
        if (rest.includes('ignore_requirement'))
          return 'when you build a domain, you may ignore 1 of its role requirements or gain 1 magic';
        return `when you build a domain, gain ${gainList(amountsOf(leg.args))}`;
      }
      if (leg.key === 'action.slay_discount') return keyPhrase(leg.key);
      if (Object.hasOwn(OP_WORDS, leg.key)) return OP_WORDS[leg.key](leg.args);
      return keyPhrase(leg.key);
    }
    case 'flag':
      return keyPhrase(leg.key);
  }
}

/** Legs joined in order: `gain 3 strength, then you may slay a monster`. */
function legsWords(legs: Leg[]): string {
  // Consecutive fixed gains read as one list: `gain 3 gold and 1 map`.
  const out: string[] = [];
  let gains: Amount[] = [];
  const flush = () => {
    if (gains.length > 0) out.push(`gain ${gainList(gains)}`);
    gains = [];
  };
  for (const leg of legs) {
    if (leg.kind === 'gain' && leg.amount.n > 0) gains.push(leg.amount);
    else {
      flush();
      out.push(legWords(leg));
    }
  }
  flush();
  return out.join(', then ');
}

/** When a passive fires, as a sentence opening. */
const TRIGGER_WORDS: Record<string, string> = {
  roll: 'During your roll phase',
  harvest: 'During your harvest phase',
  'action.start': 'At the start of your action phase',
  'action.end': 'At the end of your action phase',
  'action.hire': 'When you hire a citizen',
  'action.slay': 'When you slay a monster',
  'action.build': 'When you build a domain',
  'roll.on_event doubles': 'Whenever doubles are rolled',
  'harvest.on_any_magic_gain': 'When you gain magic from a harvest',
  'action.on_opponent_slay': 'When an opponent slays a monster',
};

function triggerWords(t: Trigger): string {
  const key = t.on ? `${t.phase}.on_${t.on}${t.onArg ? ` ${t.onArg}` : ''}` : t.phase;
  return wordsFor(TRIGGER_WORDS, key, 'trigger');
}

/** One effect string in words, as a sentence. */
export function effectWords(e: Effect): string {
  const body = legsWords(e.legs);
  return e.trigger ? `${triggerWords(e.trigger)}: ${body}.` : `${capital(body)}.`;
}

// ---- cards -----------------------------------------------------------------

const PAYOUT_ORDER = ['g', 's', 'm', 'v'] as const;

/** A fixed payout and an effect together: `Gain 1 gold. Gain 2 gold for each Worker icon…`. */
function payoutWords(p: Payout, effect: Effect | null): string {
  const fixed = PAYOUT_ORDER.filter((r) => p[r] > 0).map((r) => amountWords({ res: r, n: p[r] }));
  const out: string[] = [];
  if (fixed.length > 0) out.push(`Gain ${listWords(fixed)}.`);
  if (effect) out.push(effectWords(effect));
  return out.length > 0 ? out.join(' ') : 'Nothing.';
}

const rollList = (rolls: number[]) => listWords(rolls.map(String), 'or');

export interface CitizenWords {
  /** When it pays: `Activates on 9 or 10: once for each die showing it, …` (as the harvest counts). */
  activation: string;
  /** What it pays when its owner rolled. */
  onTurn: string;
  /** What it pays when another player rolled. */
  offTurn: string;
}

export function citizenWords(c: CitizenCard): CitizenWords {
  const activation =
    c.doublesOnly === 1
      ? 'Activates only when doubles are rolled.'
      : c.doublesOnly > 1
        ? `Activates ${c.doublesOnly === 2 ? 'twice' : `${c.doublesOnly} times`} when doubles are rolled, and never otherwise.`
        : c.rolls.length === 0
          ? 'Never activates.'
          : `Activates on ${rollList(c.rolls)}: once for each die showing it, and once more when the two dice add up to it.`;
  return {
    activation,
    onTurn: payoutWords(c.on, c.onEffect),
    offTurn: payoutWords(c.off, c.offEffect),
  };
}

export interface MonsterWords {
  /** `Needs 3 strength and 1 magic to slay.` */
  cost: string;
  /** `Worth 2 VP. Gain 1 gold or 1 magic.` */
  reward: string;
}

export function monsterWords(m: MonsterCard): MonsterWords {
  const need = [m.strength > 0 ? `${m.strength} strength` : '', m.magic > 0 ? `${m.magic} magic` : ''].filter(
    Boolean,
  );
  const fixed = PAYOUT_ORDER.filter((r) => r !== 'v' && m.reward[r] > 0).map((r) =>
    amountWords({ res: r, n: m.reward[r] }),
  );
  const reward = [`Worth ${m.vp} VP.`];
  if (fixed.length > 0) reward.push(`Gain ${listWords(fixed)}.`);
  if (m.reward.v > 0) reward.push(`Gain ${m.reward.v} VP.`);
  if (m.special) reward.push(effectWords(m.special));
  return {
    cost: need.length > 0 ? `Needs ${listWords(need)} to slay.` : 'Needs nothing to slay.',
    reward: reward.join(' '),
  };
}

export interface DomainWords {
  /** `Costs 9 gold; needs these role icons among your citizens and domains: 1 Shadow, 1 Soldier.` */
  requirement: string;
  /** What building it does at once (null: nothing). */
  activation: string | null;
  /** What it does for as long as it is owned (null: nothing). */
  passive: string | null;
}

function rolesWords(roles: Record<string, number>): string[] {
  return Object.entries(roles)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${roleName(r)}`);
}

export function domainWords(d: DomainCard): DomainWords {
  const need = rolesWords(d.roles);
  return {
    requirement:
      need.length > 0
        ? `Costs ${d.cost} gold; needs these role icons among your citizens and domains: ${need.join(', ')}.`
        : `Costs ${d.cost} gold.`,
    activation: d.activation ? `When built: ${lowerFirst(effectWords(d.activation))}` : null,
    passive: d.passive ? effectWords(d.passive) : null,
  };
}

const lowerFirst = (s: string) => (s.startsWith('VP') ? s : s.charAt(0).toLowerCase() + s.slice(1));

const EACH: [keyof NobleCard['each'], string][] = [
  ['shadow', 'Shadow icon on your citizens and domains'],
  ['holy', 'Holy icon on your citizens and domains'],
  ['soldier', 'Soldier icon on your citizens and domains'],
  ['worker', 'Worker icon on your citizens and domains'],
  ['citizen', 'citizen'],
  ['domain', 'domain'],
  ['monster', 'monster'],
  ['boss', 'Boss monster'],
  ['minion', 'Minion monster'],
  ['beast', 'Beast monster'],
  ['titan', 'Titan monster'],
  ['goods', 'goods'],
];

/** `2 VP per Shadow icon on your citizens and domains`, … for every multiplier set. */
function eachWords(each: Partial<NobleCard['each']>): string[] {
  return EACH.filter(([k]) => (each[k] ?? 0) > 0).map(([k, what]) => `${each[k]} VP per ${what}`);
}

/** How a duke scores at the end: `1 VP per 3 gold, …, 2 VP per Holy icon on your citizens and domains`. */
export function dukeWords(d: DukeCard): string {
  const per = (['g', 's', 'm'] as const)
    .filter((r) => d.per[r] > 0)
    .map((r) => `1 VP per ${d.per[r]} ${RES_ONE[r]}`);
  const all = [...per, ...eachWords(d.each)];
  return all.length > 0 ? `At the game's end: ${listWords(all)}.` : 'Scores nothing.';
}

/** How a rescued noble scores at the end, as a duke does, plus its special payout. */
export function nobleWords(n: NobleCard): string {
  const all = eachWords(n.each);
  if (n.payout) all.push(legsWords(n.payout.legs));
  return all.length > 0 ? `At the game's end: ${listWords(all)}.` : 'Scores nothing.';
}

/** What a relic lets its holder do: an action of its own, or a lasting rule. */
export function relicWords(r: RelicCard): string {
  if (!r.passive) return 'Does nothing.';
  return r.consumesAction ? `As an action: ${legsWords(r.passive.legs)}.` : effectWords(r.passive);
}
