/**
 * Oracle text → rules block, line by line: keyword lines, Enchant, Equip and
 * Flashback costs, additional and alternate costs, modes (a "Choose one —"
 * line and its bullets), ability words ("Addendum —", "Will of the council
 * —"), triggered abilities ("When/Whenever/At …, …"), activated abilities
 * ("cost: effect"), static abilities, and for instants and sorceries the
 * spell's own effect.
 */
import type {
  ActivatedAbility,
  Amount,
  Condition,
  Continuous,
  Cost,
  Keyword,
  Ref,
  RuleFlag,
  RulesBlock,
  TriggerCondition,
  TriggeredAbility,
} from '../rules-block.ts';
import { emptyRules } from '../rules-block.ts';
import { activationLimitOf, otherCostOf } from './activated-sentences.ts';
import { colourStaticsOf } from './colour-sentences.ts';
import { combatTriggers } from './combat.ts';
import { controlStaticOf } from './control-sentences.ts';
import { readDrawStatics } from './draw-static-sentences.ts';
import { type EffectContext, manaCost, parseCondition, parseEffectText, ptOf } from './effects.ts';
import { enchantFilter, restrictionFlags } from './evasion.ts';
import { globalPredicateFlags, globalStaticOf } from './global-statics.ts';
import { landTypeStaticOf } from './land-type-sentences.ts';
import { opponentModesOf } from './later-turn-sentences.ts';
import { keywordOf, ParseFailure, parseAmount, parseFilter } from './phrases.ts';
import { replacementRuleOf } from './replacement-sentences.ts';
import { activationTimeOf, STEP_TRIGGERS } from './step-sentences.ts';
import { enchantTypeOf, TAPPING_TRIGGERS, untapChoiceStaticOf, untapFlags } from './tapping-sentences.ts';
import { markSelf, numberWord, stripReminder } from './text.ts';
import { spendOnlyOnX, xPaidWith } from './x-cost-sentences.ts';

function ctxFor(cardName: string, it?: Ref): EffectContext {
  return {
    targets: [],
    cardName,
    readRules: (text) => parseRulesText(text, cardName),
    ...(it ? { it } : {}),
  };
}

/** "{1}, {T}, Sacrifice another creature" → costs. */
function parseCosts(text: string): Cost[] {
  const costs: Cost[] = [];
  for (const part of text.split(/,\s*/)) {
    const p = part.trim();
    const sacrifice = /^sacrifice (an?|another) (.+)$/i.exec(p);
    const several = /^sacrifice (two|three|four|five) (.+)$/i.exec(p);
    if (/^(\{[^}]+\})+$/.test(p) && p !== '{T}') {
      costs.push({ kind: 'mana', mana: manaCost(p) });
    } else if (p === '{T}') costs.push({ kind: 'tap' });
    else if (/^sacrifice ~$/i.test(p)) costs.push({ kind: 'sacrifice', filter: { self: true } });
    else if (sacrifice) {
      costs.push({
        kind: 'sacrifice',
        filter: parseFilter(`${sacrifice[1] === 'another' ? 'other ' : ''}${sacrifice[2]}`),
      });
    } else if (several && numberWord(several[1]) !== undefined) {
      // "Sacrifice two lands": one cost of several permanents (CR 118.3).
      costs.push({ kind: 'sacrifice', filter: parseFilter(several[2]), count: numberWord(several[1]) });
    } else if (/^pay (\d+) life$/i.test(p))
      costs.push({ kind: 'pay_life', amount: Number(/\d+/.exec(p)![0]) });
    else if (/^discard (a|an|one) card$/i.test(p)) costs.push({ kind: 'discard', amount: 1 });
    else costs.push(otherCostOf(p) ?? fail(`unknown cost '${p}'`));
  }
  return costs;
}

const TRIGGERS: Array<
  [
    RegExp,
    (
      m: RegExpExecArray,
    ) => Omit<TriggeredAbility, 'text' | 'targets' | 'steps'> & { it?: Ref; thatPlayer?: Ref },
  ]
> = [
  [/^~ enters$/i, () => ({ trigger: 'ETB', conditions: [], it: { self: true } })],
  [/^~ dies$/i, () => ({ trigger: 'DIES', conditions: [], it: { self: true } })],
  [/^~ attacks or blocks$/i, () => ({ trigger: 'ATTACKS_OR_BLOCKS', conditions: [], it: { self: true } })],
  [/^~ attacks$/i, () => ({ trigger: 'ATTACKS', conditions: [], it: { self: true } })],
  [
    /^equipped creature attacks$/i,
    () => ({ trigger: 'EQUIPPED_CREATURE_ATTACKS', conditions: [], it: { equipped: true } }),
  ],
  [
    /^~ deals combat damage to a player$/i,
    () => ({ trigger: 'COMBAT_DAMAGE_TO_PLAYER', conditions: [], it: { self: true } }),
  ],
  [
    /^enchanted creature dies$/i,
    () => ({ trigger: 'ENCHANTED_DIES', conditions: [], it: { eventSubject: true } }),
  ],
  [
    /^~ deals damage to a player$/i,
    () => ({ trigger: 'DEALS_DAMAGE_TO_PLAYER', conditions: [], it: { self: true } }),
  ],
  [/^~ is dealt damage$/i, () => ({ trigger: 'DEALT_DAMAGE', conditions: [], it: { self: true } })],
  [
    /^~ becomes the target of a spell or ability an opponent controls$/i,
    () => ({
      trigger: 'BECOMES_TARGET',
      conditions: [{ id: 'controller', is: 'opponent' }],
      it: { self: true },
    }),
  ],
  [
    /^the beginning of your upkeep$/i,
    () => ({ trigger: 'UPKEEP', conditions: [{ id: 'controller', is: 'you' }] }),
  ],
  [/^you lose life$/i, () => ({ trigger: 'YOU_LOSE_LIFE', conditions: [] })],
  [
    /^you cast an? (.+?) spell( during an opponent's turn)?$/i,
    (m) => {
      const conditions: TriggerCondition[] = [{ id: 'controller', is: 'you' }];
      if (m[1] !== 'spell' && m[1].toLowerCase() !== 'a') {
        conditions.push({ id: 'spell_type', filter: parseFilter(m[1]) });
      }
      if (m[2]) conditions.push({ id: 'during_opponent_turn' });
      return { trigger: 'CAST_SPELL', conditions };
    },
  ],
  [
    // Any player's or an opponent's spell of a quality (Sixth Edition's Ivory Cup, Insight): CR 603.2.
    /^(a player|an opponent) casts an? (.+?) spell$/i,
    (m) => {
      const conditions: TriggerCondition[] = [{ id: 'spell_type', filter: parseFilter(m[2]) }];
      if (/opponent/i.test(m[1])) conditions.unshift({ id: 'controller', is: 'opponent' });
      return { trigger: 'CAST_SPELL', conditions };
    },
  ],
  [
    /^you cast a spell during an opponent's turn$/i,
    () => ({
      trigger: 'CAST_SPELL',
      conditions: [{ id: 'controller', is: 'you' }, { id: 'during_opponent_turn' }],
    }),
  ],
  [
    /^an? (.+?) you control(?: with (\w+))? enters$/i,
    (m) => {
      const conditions: TriggerCondition[] = [{ id: 'controller', is: 'you' }];
      const f = parseFilter(m[1]);
      if (f.subtypes) conditions.push({ id: 'subtype', subtypes: f.subtypes });
      if (m[2]) conditions.push({ id: 'has_keyword', keyword: keywordOf(m[2]) ?? fail(`keyword '${m[2]}'`) });
      return { trigger: 'CREATURE_ENTERS', conditions, it: { eventSubject: true } };
    },
  ],
  [
    /^another creature you control dies$/i,
    () => ({ trigger: 'OTHER_FRIENDLY_DIES', conditions: [{ id: 'controller', is: 'you' }] }),
  ],
  [
    /^another creature dies during your turn$/i,
    () => ({ trigger: 'OTHER_DIES_DURING_YOUR_TURN', conditions: [{ id: 'during_your_turn' }] }),
  ],
  ...combatTriggers,
  ...STEP_TRIGGERS,
  ...TAPPING_TRIGGERS,
];

function parseTriggered(line: string, cardName: string): TriggeredAbility | undefined {
  const m = /^(When|Whenever|At) (.+?), (.+)$/.exec(line);
  if (!m) return undefined;
  // "At the beginning of your upkeep, …": the event ends at the first comma.
  for (const [re, make] of TRIGGERS) {
    const t = re.exec(m[2]);
    if (!t) continue;
    const { it, thatPlayer, ...head } = make(t);
    const ctx = ctxFor(cardName, it);
    if (thatPlayer) ctx.thatPlayer = thatPlayer;
    if (head.trigger === 'COMBAT_DAMAGE_TO_PLAYER' || head.trigger === 'DEALS_DAMAGE_TO_PLAYER')
      ctx.thatPlayer = { eventSubject: true };
    let body = m[3];
    let interveningIf: Condition | undefined;
    const iff = /^if ([^,]+), (.+)$/i.exec(body);
    if (iff && !/^if you do\b/i.test(body)) {
      interveningIf = parseCondition(iff[1], ctx);
      body = iff[2];
    }
    const steps = parseEffectText(body, ctx);
    return {
      text: line,
      ...head,
      ...(interveningIf ? { interveningIf } : {}),
      targets: ctx.targets,
      steps,
    };
  }
  throw new ParseFailure(`unknown trigger event '${m[2]}'`);
}

function parseActivated(line: string, cardName: string): ActivatedAbility | undefined {
  const m = /^((?:(?:\{[^}]+\})+|[A-Z][^:"]*?)(?:, [^:"]+)*): (.+)$/.exec(line);
  if (!m || m[1].includes('"')) return undefined;
  const costs = parseCosts(m[1]);
  let body = m[2];
  let timing: ActivatedAbility['timing'] = 'any';
  let restriction: Condition | undefined;
  const only =
    /\s*Activate only (as a sorcery|if ~ is attacking|during your upkeep|once each turn|during your turn)\.$/.exec(
      body,
    );
  if (only) {
    body = body.slice(0, only.index);
    if (/sorcery/.test(only[1])) timing = 'sorcery';
    // "Only during your turn" (CR 602.5b): any step of the controller's turn.
    else if (/your turn/.test(only[1])) restriction = { id: 'your_turn' };
    else restriction = activationTimeOf(only[1]) ?? activationLimitOf(only[1]) ?? { id: 'source_attacking' };
  }
  const onX = spendOnlyOnX(body);
  body = onX.body;
  if (onX.color) xPaidWith(costs, onX.color);
  const ctx = ctxFor(cardName, { self: true });
  const steps = parseEffectText(body, ctx);
  const zone: ActivatedAbility['zone'] = /^return ~ from your graveyard/i.test(body)
    ? 'graveyard'
    : 'battlefield';
  // A mana ability adds mana and has no target (CR 605.1a), even with another effect ("This land deals 1
  // damage to you"), which happens at once with it.
  const mana = steps.some((s) => s.op === 'add_mana') && ctx.targets.length === 0;
  return {
    text: line,
    costs,
    targets: ctx.targets,
    // From the graveyard the ability returns the card itself.
    steps:
      zone === 'graveyard' ? steps.map((s) => ('what' in s ? { ...s, what: { self: true } } : s)) : steps,
    timing,
    ...(restriction ? { restriction } : {}),
    mana,
    zone,
  };
}

/** One predicate of a static ability: "gets +1/+1", "has flying", "can't attack you …". */
function applyPredicate(pred: string, eff: Continuous, ctx: EffectContext): void {
  const p = pred.trim().replace(/^and /, '');
  let m = /^gets? ([+-]\w+)\/([+-]\w+)(?: for each (.+))?$/i.exec(p);
  if (m) {
    const pt = ptOf(m[1], m[2]);
    if (m[3]) {
      const per = parseAmount(/attached/.test(m[3]) ? m[3] : `each ${m[3]}`, ctx);
      const mult = (v: Amount): Amount => (v === 0 ? 0 : per);
      eff.pt = [mult(pt[0]), mult(pt[1])];
      if (pt[0] !== 0 && pt[0] !== 1) throw new ParseFailure('only +1 per');
    } else eff.pt = pt;
    return;
  }
  // A quoted ability ("have \"{B}: Regenerate this permanent.\""): a rules block the affected permanents have.
  m = /^(?:has|have) "(.+)"$/i.exec(p);
  if (m) {
    const quoted = m[1].replace(/\bthis (?:permanent|creature)\b/gi, '~');
    const rules = ctx.readRules(quoted);
    if (rules.unparsed.length) throw new ParseFailure(`quoted ability: ${rules.unparsed.join(' | ')}`);
    eff.grantAbilities = rules;
    return;
  }
  m = /^(?:has|have) (.+)$/i.exec(p);
  if (m) {
    eff.addKeywords ??= [];
    for (const k of m[1].split(/,\s*(?:and\s+)?|\s+and\s+/)) {
      const kw = keywordOf(k);
      if (!kw) throw new ParseFailure(`unknown keyword '${k}'`);
      eff.addKeywords.push(kw);
    }
    return;
  }
  m = /^loses? (\w+)$/i.exec(p);
  if (m) {
    const kw = keywordOf(m[1]);
    if (!kw) throw new ParseFailure(`unknown keyword '${m[1]}'`);
    eff.removeKeywords ??= [];
    eff.removeKeywords.push(kw);
    return;
  }
  const flag: RuleFlag['id'] | undefined = /^is goaded$/i.test(p)
    ? 'goaded'
    : /^can't attack you or planeswalkers you control$/i.test(p)
      ? 'cant_attack_you'
      : /^attack each combat if able$/i.test(p)
        ? 'must_attack'
        : undefined;
  if (flag) {
    const rule: RuleFlag = { id: flag };
    eff.rules = [...(eff.rules ?? []), rule];
    return;
  }
  const restrictions = restrictionFlags(p) ?? untapFlags(p) ?? globalPredicateFlags(p);
  if (restrictions) {
    eff.rules = [...(eff.rules ?? []), ...restrictions];
    return;
  }
  m = /^is an? ([A-Z][a-z]+) in addition to its other types$/.exec(p);
  if (m) {
    eff.addSubtypes ??= [];
    eff.addSubtypes.push(m[1]);
    return;
  }
  throw new ParseFailure(`unknown static predicate '${p}'`);
}

function splitPredicates(text: string): string[] {
  // "gets +2/+2, has vigilance, and can't attack you …" / "gets +1/+1 and has flying"
  // Keyword lists ("has first strike, vigilance, trample, and haste") stay whole.
  const parts: string[] = [];
  const re = /(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:gets?|has|have|is|loses?|can't)\b)/g;
  let last = 0;
  let m: RegExpExecArray | null = re.exec(text);
  while (m !== null) {
    parts.push(text.slice(last, m.index));
    last = m.index + m[0].length;
    m = re.exec(text);
  }
  parts.push(text.slice(last));
  return parts.map((s) => s.trim()).filter(Boolean);
}

function parseStatic(line: string, cardName: string): Continuous | undefined {
  const ctx = ctxFor(cardName, { self: true });
  let text = line.replace(/\.$/, '');
  let cond: Condition | undefined;
  const during = /^During your turn, (.+)$/.exec(text);
  if (during) {
    cond = { id: 'your_turn' };
    text = during[1];
  }
  const asLong = /^As long as ([^,]+), (.+)$/.exec(text);
  if (asLong) {
    cond = parseCondition(asLong[1], ctx);
    text = asLong[2];
  }
  const rule = (r: RuleFlag, affects: Ref = { self: true }): Continuous => ({
    affects,
    rules: [r],
    ...(cond ? { while: cond } : {}),
  });
  let m = /^(.+?) spells you cast cost \{(\d+)\} less to cast$/.exec(text);
  if (m) {
    const spells = parseFilter(m[1].replace(/ and /, ' or '));
    return rule({ id: 'cost_reduction', amount: Number(m[2]), spells }, { you: true });
  }
  const preventBoth =
    /^Prevent all combat damage that would be dealt to and dealt by (~|enchanted creature)$/.exec(text);
  if (preventBoth)
    return rule(
      { id: 'prevent_combat_damage' },
      preventBoth[1] === '~' ? { self: true } : { enchanted: true },
    );
  if (/^You may have ~ assign its combat damage as though it weren't blocked$/.test(text))
    return rule({ id: 'may_assign_as_unblocked' });
  if (/^~ enters tapped$/.test(text)) return rule({ id: 'enters_tapped' });
  m = /^(.+?) enter tapped$/.exec(text);
  if (m) return rule({ id: 'enters_tapped' }, { all: parseFilter(m[1]) });
  if (/^All creatures able to block ~ do so$/.test(text)) return rule({ id: 'must_be_blocked_by_all' });
  if (/^All creatures able to block enchanted creature do so$/.test(text))
    return rule({ id: 'must_be_blocked_by_all' }, { enchanted: true });
  m =
    /^You may cast ~ from your graveyard by paying (\d+) life and discarding a card in addition to paying its other costs$/.exec(
      text,
    );
  if (m)
    return rule({
      id: 'cast_from_graveyard',
      extraCosts: [
        { kind: 'pay_life', amount: Number(m[1]) },
        { kind: 'discard', amount: 1 },
      ],
    });
  const replacement = replacementRuleOf(text);
  if (replacement) return rule(replacement);
  const global =
    globalStaticOf(text) ?? controlStaticOf(text) ?? untapChoiceStaticOf(text) ?? landTypeStaticOf(text);
  if (global) return cond ? { ...global, while: cond } : global;
  m = /^(.+?) ((?:gets?|has|have|is|loses?|attack|can't|can attack|don't|doesn't)\b.*)$/.exec(text);
  if (!m) return undefined;
  const subject = m[1].replace(/^it$/, '~');
  let affects: Ref;
  if (subject === '~') affects = { self: true };
  else if (/^equipped creature$/i.test(subject)) affects = { equipped: true };
  else if (/^enchanted (creature|[A-Z][a-z]+)$/i.test(subject)) affects = { enchanted: true };
  else if (/^equipped creatures you control$/i.test(subject))
    affects = { all: { types: ['creature'], controller: 'you', equipped: true } };
  else affects = { all: parseFilter(subject.replace(/^(?:all|each) /i, '')) };
  const eff: Continuous = { affects, ...(cond ? { while: cond } : {}) };
  for (const pred of splitPredicates(m[2])) applyPredicate(pred, eff, ctx);
  // A lord of a creature type ("Other Zombies you control") speaks of creatures.
  if ('all' in affects && !affects.all.types && !affects.all.anyOf) affects.all.types = ['creature'];
  return eff;
}

function parseKeywordLine(line: string): Keyword[] | undefined {
  // "First strike; reach": a semicolon separates keywords as a comma does (CR 702.1).
  const items = line.replace(/\.$/, '').split(/[,;]\s*/);
  const kws: Keyword[] = [];
  for (const i of items) {
    const k = keywordOf(i);
    if (k === undefined) return undefined;
    kws.push(k);
  }
  return kws;
}

function readLine(line: string, block: RulesBlock, isSpell: boolean, cardName: string): void {
  const kws = parseKeywordLine(line);
  if (kws) {
    block.keywords.push(...kws);
    return;
  }
  if (/^Enchant creature$/.test(line)) {
    block.enchant = { types: ['creature'] };
    return;
  }
  const enchant = enchantFilter(line) ?? enchantTypeOf(line);
  if (enchant) {
    block.enchant = enchant;
    return;
  }
  let m = /^Equip (\{[^}]+\}+)$/.exec(line);
  if (m) {
    block.activated.push({
      text: line,
      costs: [{ kind: 'mana', mana: manaCost(m[1]) }],
      targets: [{ kind: 'permanent', filter: { types: ['creature'], controller: 'you' }, min: 1, max: 1 }],
      steps: [{ op: 'attach', attachment: { self: true }, to: { target: 0 } }],
      timing: 'sorcery',
      mana: false,
      zone: 'battlefield',
      equip: true,
    });
    return;
  }
  m = /^Flashback ((?:\{[^}]+\})+)$/.exec(line);
  if (m) {
    block.flashback = manaCost(m[1]);
    return;
  }
  m = /^As an additional cost to cast ~, (.+)\.$/.exec(line);
  if (m) {
    block.additionalCosts.push(...parseCosts(m[1].replace(/^s/, 'S').replace(/^d/, 'D')));
    return;
  }
  m = /^If (you control an? .+?), rather than pay ~'s mana cost, you may (.+)\.$/.exec(line);
  if (m) {
    const ctx = ctxFor(cardName);
    const condition = parseCondition(m[1], ctx);
    const instead = /^have an opponent gain (\d+) life$/.exec(m[2]);
    if (!instead) throw new ParseFailure(`unknown alternate cost '${m[2]}'`);
    block.alternateCosts.push({
      text: line,
      condition,
      instead: [{ op: 'gain_life', who: { eachOpponent: true }, amount: Number(instead[1]) }],
    });
    return;
  }
  const byOpponent = opponentModesOf(line, (text) => {
    const ctx = ctxFor(cardName);
    return { steps: parseEffectText(text, ctx), targets: ctx.targets };
  });
  if (byOpponent) {
    block.steps.push(byOpponent);
    return;
  }
  m = /^Choose (one|two) —\n((?:• .+\n?)+)$/.exec(line);
  if (m) {
    const modes = m[2]
      .trim()
      .split('\n')
      .map((b) => b.replace(/^• /, ''))
      .map((text) => {
        const ctx = ctxFor(cardName);
        const steps = parseEffectText(text, ctx);
        return { text, targets: ctx.targets, steps };
      });
    block.modes = { choose: numberWord(m[1]) ?? fail(`count '${m[1]}'`), modes };
    return;
  }
  m = /^Addendum — If ([^,]+), instead (.+)$/.exec(line);
  if (m) {
    const ctx = ctxFor(cardName);
    const condition = parseCondition(m[1], ctx);
    const then = parseEffectText(m[2], ctx);
    const otherwise = block.steps;
    block.steps = [{ op: 'choose_by_condition', when: condition, then, else: otherwise }];
    return;
  }
  if (
    readDrawStatics(line, block, (text, it) => {
      const ctx = ctxFor(cardName, it);
      return { steps: parseEffectText(text, ctx), targets: ctx.targets };
    })
  )
    return;
  const colours = colourStaticsOf(line);
  if (colours) {
    for (const effect of colours) block.statics.push({ text: line, effect });
    return;
  }
  m = /^(?:Will of the council) — (.+)$/.exec(line);
  if (m) line = m[1];
  const trig = parseTriggered(line, cardName);
  if (trig) {
    block.triggers.push(trig);
    return;
  }
  const act = parseActivated(line, cardName);
  if (act) {
    block.activated.push(act);
    return;
  }
  if (isSpell) {
    const ctx = ctxFor(cardName);
    ctx.targets = block.targets;
    block.steps.push(...parseEffectText(line, ctx));
    return;
  }
  const st = parseStatic(line, cardName);
  if (st) {
    block.statics.push({ text: line, effect: st });
    return;
  }
  throw new ParseFailure(`no reading for '${line}'`);
}

function fail(why: string): never {
  throw new ParseFailure(why);
}

/** Lines of an oracle text, with a mode list ("Choose one —" and its bullets) kept as one. */
function linesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('• ') && out.length > 0) out[out.length - 1] += `\n${line}`;
    else out.push(line);
  }
  return out.map((l) => l.trim()).filter(Boolean);
}

/**
 * The rules block of one text. `name` is the card's name (its self-references
 * become "~"); `isSpell` reads plain sentences as the spell's effect (instants
 * and sorceries) rather than static abilities.
 */
export function parseRulesText(text: string, name: string, isSpell = false): RulesBlock {
  const block = emptyRules();
  const prepared = markSelf(stripReminder(text), name);
  for (const line of linesOf(prepared)) {
    try {
      readLine(line, block, isSpell, name);
    } catch (e) {
      if (!(e instanceof ParseFailure)) throw e;
      if (process.env.MTG_PARSE_DEBUG) console.error(`${name}: ${e.message}`);
      block.unparsed.push(line);
    }
  }
  return block;
}
