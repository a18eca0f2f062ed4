/**
 * Effect sentences → ordered steps. Each template reads one clause ("~ deals
 * 3 damage to any target", "target player draws two cards") into one or more
 * steps naming an effect id; a sentence no template reads whole is split at
 * ", then", " and" or "." and read in parts, the subject carried over.
 */
import type {
  Amount,
  Condition,
  Continuous,
  Keyword,
  ManaCost,
  Ref,
  RulesBlock,
  Step,
  TokenDef,
} from '../rules-block.ts';
import { emptyRules } from '../rules-block.ts';
import type { Color } from '../schema.ts';
import { activatedTemplates } from './activated-sentences.ts';
import { combatTemplates } from './combat.ts';
import { CONTROL_TEMPLATES } from './control-sentences.ts';
import { DAMAGE_TEMPLATES } from './damage-sentences.ts';
import { GLOBAL_TEMPLATES } from './global-statics.ts';
import { HAND_TEMPLATES } from './hand-sentences.ts';
import { LAND_TYPE_TEMPLATES } from './land-type-sentences.ts';
import { laterTurnTemplates } from './later-turn-sentences.ts';
import { LIBRARY_TEMPLATES } from './library-sentences.ts';
import { LIBRARY_ZONE_TEMPLATES } from './library-zone-sentences.ts';
import { lifeTemplates } from './life.ts';
import { keywordOf, ParseFailure, parseAmount, parseFilter, parseRef, type ReadContext } from './phrases.ts';
import { eachPlayerTemplates } from './players.ts';
import { PREVENTION_TEMPLATES } from './prevention-sentences.ts';
import { regenerationTemplates } from './regeneration.ts';
import { foldRider, type Rider, riderTemplates } from './riders.ts';
import { spellTemplates } from './spells.ts';
import { STEP_TEMPLATES, stepConditionOf } from './step-sentences.ts';
import { TAPPING_TEMPLATES } from './tapping-sentences.ts';
import { capitalize, numberWord, parseManaCost } from './text.ts';
import { UNLESS_TEMPLATES } from './unless-sentences.ts';

export interface EffectContext extends ReadContext {
  /** The subject of the clause before, for "… and loses 2 life". */
  subject?: Ref;
  /** Card name, for reading quoted abilities. */
  cardName: string;
  /**
   * Reads a quoted ability as a rules text of its own (the ability reader
   * supplies it: effects are read inside abilities, and abilities inside
   * effects, without the two files importing each other).
   */
  readRules(text: string): RulesBlock;
}

/**
 * A sentence that changes the step before rather than adding one ("If the
 * creature you control has trample, excess damage is dealt to that
 * creature's controller instead"): folded into it by `foldModifiers`.
 */
interface ExcessToController {
  op: '~excess_to_controller';
  if?: Condition;
  optional?: boolean;
  chooser?: Ref;
}

type ParsedStep = Step | ExcessToController | Rider;

type Template = [RegExp, (m: RegExpExecArray, ctx: EffectContext) => ParsedStep[]];

const _KW_LIST = /((?:[a-z ]+?)(?:, (?:and )?[a-z ]+?)*(?:,? and [a-z ]+?)?)/;

function keywordList(text: string): Keyword[] {
  return text
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const k = keywordOf(s);
      if (!k) throw new ParseFailure(`unknown keyword '${s}'`);
      return k;
    });
}

/** "+2" → 2, "-1" → -1, "+X" → X (read from the "where X is" clause). */
function signed(s: string): Amount {
  if (/^\+x$/i.test(s)) return { x: true };
  const n = Number(s);
  if (Number.isNaN(n)) throw new ParseFailure(`not a modifier '${s}'`);
  return n;
}

/** "+2/+2", "+X/+X", "-1/-1" */
export function ptOf(p: string, t: string): [Amount, Amount] {
  return [signed(p), signed(t)];
}

/** "a 1/1 white Soldier creature token with flying", "two Treasure tokens". */
export function parseToken(text: string, ctx: EffectContext): { amount: number; token: TokenDef } {
  const m =
    /^(a|an|one|two|three|four) (?:(\d+)\/(\d+) )?((?:(?:white|blue|black|red|green|colorless) (?:and )?)*)((?:[A-Z][a-z]+ )+)(artifact creature |creature |artifact )?tokens?(?: with (.+))?$/.exec(
      text,
    );
  if (!m) throw new ParseFailure(`unknown token '${text}'`);
  const amount = numberWord(m[1]) ?? fail(`count '${m[1]}'`);
  const colors = m[4]
    .split(/\s+/)
    // "colorless" names no colour (CR 105.2c).
    .filter((w) => w && w !== 'and' && w !== 'colorless')
    .map(colorLetter);
  const subtypes = m[5].trim().split(/\s+/);
  const token: TokenDef = {
    name: subtypes.join(' '),
    colors,
    types: [],
    subtypes: [],
    power: m[2] ? Number(m[2]) : 0,
    toughness: m[3] ? Number(m[3]) : 0,
    keywords: [],
  };
  if (m[6]) {
    token.types = m[6].trim().split(' ');
    token.subtypes = subtypes;
  } else if (subtypes.length === 1 && subtypes[0] === 'Treasure') {
    // Treasure: an artifact with "{T}, Sacrifice this token: Add one mana of any color." (CR 111.10a)
    token.types = ['artifact'];
    token.subtypes = ['Treasure'];
    token.rules = parseQuoted('{T}, Sacrifice ~: Add one mana of any color.', ctx);
  } else throw new ParseFailure(`token without a type '${text}'`);
  if (m[7]) {
    const withText = m[7];
    const q = /^(.*?)(?:,? and )?"([^"]+)"$/.exec(withText);
    const kwText = q ? q[1] : withText;
    if (kwText.trim()) token.keywords = keywordList(kwText.trim());
    if (q) token.rules = parseQuoted(q[2], ctx);
  }
  return { amount, token };
}

/** A quoted ability ("{R}: This token gets +1/+0 until end of turn.") is a rules text of its own. */
function parseQuoted(text: string, ctx: EffectContext): RulesBlock {
  const rules = ctx.readRules(text.replace(/\bThis token\b|\bthis token\b|\bthis creature\b/g, '~'));
  if (rules.unparsed.length) throw new ParseFailure(`quoted ability: ${rules.unparsed.join(' | ')}`);
  return rules;
}

function untilEot(affects: Ref, effect: Omit<Continuous, 'affects'>): Step {
  return { op: 'continuous', affects, effect: { affects, ...effect }, duration: 'end_of_turn' };
}

const templates: Template[] = [
  // Sixth Edition's families, read before the general templates (their own files).
  ...DAMAGE_TEMPLATES,
  ...STEP_TEMPLATES,
  ...LIBRARY_TEMPLATES,
  ...LIBRARY_ZONE_TEMPLATES,
  ...PREVENTION_TEMPLATES,
  ...UNLESS_TEMPLATES,
  ...TAPPING_TEMPLATES,
  ...LAND_TYPE_TEMPLATES,
  ...activatedTemplates((text, ctx) => parseEffectText(text, ctx)),
  ...CONTROL_TEMPLATES,
  ...GLOBAL_TEMPLATES,
  ...HAND_TEMPLATES,
  ...laterTurnTemplates((text, ctx) => parseEffectText(text, ctx)),
  [
    /^choose (.*target .+)$/i,
    (m, c) => {
      parseRef(m[1], c);
      return [];
    },
  ],
  // Damage
  [
    /^(.+?) deals (\w+) damage to (.+?)(?:, where X is (.+))?$/i,
    (m, c) => {
      const source = parseRef(m[1], c);
      const tail = /^(.+?) and (\w+) damage to (each of up to \w+ other targets)$/i.exec(m[3]);
      if (tail) {
        const first = parseRef(tail[1], c);
        const second = parseRef(tail[3], c);
        return [
          { op: 'damage', source, to: first, amount: parseAmount(m[2], c) },
          { op: 'damage', source, to: second, amount: parseAmount(tail[2], c) },
        ];
      }
      const amount = m[4] ? parseAmount(m[4], c) : parseAmount(m[2], c);
      return [{ op: 'damage', source, to: parseRef(m[3], c), amount }];
    },
  ],
  [
    /^(.+?) deals damage equal to its power to (.+?)$/i,
    (m, c) => {
      const source = parseRef(m[1], c);
      c.it = source;
      return [{ op: 'damage', source, to: parseRef(m[2], c), amount: { powerOf: source } }];
    },
  ],
  [
    /^if the creature you control has trample, excess damage is dealt to that creature's controller instead$/i,
    () => [{ op: '~excess_to_controller' }],
  ],
  // Power/toughness and keywords until end of turn
  [
    /^(?:until end of turn, )?(.+?) (?:gets|get) ([+-]\w+)\/([+-]\w+)(?: and (?:gains?|has) (.+?))? until end of turn(?:, where X is (.+))?$/i,
    (m, c) => {
      const who = parseRef(m[1], c);
      const pt = ptOf(m[2], m[3]);
      if (m[5]) {
        const x = parseAmount(m[5], c);
        for (let i = 0; i < 2; i++) if (typeof pt![i] === 'object') pt![i] = x;
      }
      return [untilEot(who, { pt, ...(m[4] ? { addKeywords: keywordList(m[4]) } : {}) })];
    },
  ],
  [
    /^until end of turn, (.+?) gets ([+-]\w+)\/([+-]\w+) and gains "(.+)"$/i,
    (m, c) => {
      const who = parseRef(m[1], c);
      const granted = parseQuoted(m[4].replace(/^When this creature/, 'When ~'), c);
      return [
        untilEot(who, { pt: ptOf(m[2], m[3]) }),
        { op: 'grant_abilities', affects: who, rules: granted, duration: 'end_of_turn' },
      ];
    },
  ],
  [
    /^(.+?) gains? (.+?) until end of turn$/i,
    (m, c) => [untilEot(parseRef(m[1], c), { addKeywords: keywordList(m[2]) })],
  ],
  [
    /^until end of turn, ~ becomes an? ([A-Z][a-z]+) with base power and toughness (\d+)\/(\d+) and gains (.+)$/,
    // "Becomes a Dragon" without "in addition to its other types": the creature types are replaced (CR 205.1b).
    (m) => [
      untilEot(
        { self: true },
        {
          setCreatureTypes: [m[1]],
          setBasePT: [Number(m[2]), Number(m[3])],
          addKeywords: keywordList(m[4]),
        },
      ),
    ],
  ],
  // Zone changes
  [/^destroy (.+)$/i, (m, c) => [{ op: 'destroy', what: parseRef(m[1], c) }]],
  [
    /^exile (.+?) until ~ leaves the battlefield$/i,
    (m, c) => [{ op: 'exile', what: parseRef(m[1], c), until: 'source_leaves' }],
  ],
  [/^exile (.+)$/i, (m, c) => [{ op: 'exile', what: parseRef(m[1], c) }]],
  [
    /^return (.+?) to (?:its|their) owner(?:'s|s') hands?$/i,
    (m, c) => {
      const what = parseRef(m[1], c);
      return [{ op: 'bounce', what }];
    },
  ],
  [
    /^return (.+?) from your graveyard to (your hand|the battlefield(?: tapped)?)$/i,
    (m, c) => [
      {
        op: 'return_from_graveyard',
        what: parseRef(/^target /i.test(m[1]) ? `${m[1]} from your graveyard` : m[1], c),
        to: /hand/.test(m[2]) ? 'hand' : 'battlefield',
        tapped: /tapped/.test(m[2]),
      },
    ],
  ],
  [
    /^return (.+?) to the battlefield tapped under its owner's control$/i,
    (m, c) => [{ op: 'return_from_graveyard', what: parseRef(m[1], c), to: 'battlefield', tapped: true }],
  ],
  [
    /^return (target .+?) to your hand$/i,
    (m, c) => [{ op: 'return_from_graveyard', what: parseRef(m[1], c), to: 'hand', tapped: false }],
  ],
  // Cards
  [
    /^(?:(.+?) )?(?:draws?|draw) (?:(\w+|that many) )?cards?(?: for each (.+)| equal to (.+))?$/i,
    (m, c) => {
      const who = m[1] ? parseRef(m[1], c) : (c.subject ?? { you: true });
      c.subject = who;
      const amount = m[3]
        ? parseAmount(/counter/.test(m[3]) ? m[3] : `each ${m[3]}`, c)
        : m[4]
          ? parseAmount(m[4], c)
          : parseAmount(m[2] ?? fail('how many cards'), c);
      return [{ op: 'draw', who, amount }];
    },
  ],
  [
    /^(?:(.+?) )?(?:discards?|discard) (?:their|your) hand$/i,
    (m, c) => {
      const who = m[1] ? parseRef(m[1], c) : (c.subject ?? { you: true });
      c.subject = who;
      return [{ op: 'discard_hand', who }];
    },
  ],
  [
    /^(?:(.+?) )?(?:discards?|discard) (\w+) cards?$/i,
    (m, c) => {
      const who = m[1] ? parseRef(m[1], c) : (c.subject ?? { you: true });
      return [{ op: 'discard', who, amount: parseAmount(m[2], c) }];
    },
  ],
  [
    /^(?:(.+?) )?(gains?|loses?|lose|gain) (life equal to .+|\w+ life)$/i,
    (m, c) => {
      const who = m[1] ? parseRef(m[1], c) : (c.subject ?? { you: true });
      c.subject = who;
      const amount = /^life equal to (.+)$/i.exec(m[3]);
      const amt = amount ? parseAmount(amount[1], c) : parseAmount(m[3].split(' ')[0], c);
      return [{ op: /^gain/i.test(m[2]) ? 'gain_life' : 'lose_life', who, amount: amt }];
    },
  ],
  // Tokens
  [
    /^create (.+?)(?: for each (.+))?(?:, then attach ~ to it)?$/i,
    (m, c) => {
      const attach = /, then attach ~ to it$/i.test(m[0]);
      const { amount, token } = parseToken(m[1], c);
      const count = m[2] ? parseAmount(`each ${m[2]}`, c) : amount;
      return [{ op: 'create_token', token, amount: count, ...(attach ? { attachSelf: true } : {}) }];
    },
  ],
  // Counters
  [
    /^put an? \+1\/\+1 counter on (.+?)(?: for each (.+?))?(?: if it's (white|blue|black|red|green))?$/i,
    (m, c) => {
      const on = parseRef(m[1], c);
      const amount = m[2] ? parseAmount(`each ${m[2]}`, c) : 1;
      if (!m[3]) return [{ op: 'put_counters', on, kind: '+1/+1', amount }];
      const color: Condition = { id: 'object_is_color', object: on, color: colorLetter(m[3]) };
      return [{ op: 'put_counters', on, kind: '+1/+1', amount, if: color }];
    },
  ],
  // Stack
  [
    /^counter (.+?)(?: unless its controller pays (\{.+\}))?$/i,
    (m, c) => {
      const what = parseRef(m[1], c);
      return [{ op: 'counter', what, ...(m[2] ? { unlessPays: manaCost(m[2]) } : {}) }];
    },
  ],
  // Library
  [
    /^look at the top (\w+) cards of your library\. put one of them into your hand and the (?:other|rest) on the bottom of your library(?: in any order)?$/i,
    (m) => [{ op: 'look_pick', n: count(m[1]), pick: 1, to: 'hand', rest: 'bottom' }],
  ],
  [
    /^look at the top (\w+) cards of your library\. you may put an? (.+?) card from among them onto the battlefield tapped\. put the rest on the bottom of your library in a random order$/i,
    (m) => [
      {
        op: 'look_pick',
        n: count(m[1]),
        pick: 1,
        optionalPick: true,
        filter: parseFilter(m[2]),
        to: 'battlefield_tapped',
        rest: 'bottom_random',
      },
    ],
  ],
  [
    /^reveal the top (\w+) cards of your library\. put all (.+?) cards revealed this way into your hand and the rest on the bottom of your library in any order$/i,
    (m) => [{ op: 'reveal_take_all', n: count(m[1]), filter: parseFilter(m[2]), to: 'hand', rest: 'bottom' }],
  ],
  [
    /^reveal the top (\w+) cards of your library\. an opponent separates those cards into two piles\. put one pile into your hand and the other into your graveyard$/i,
    (m) => [{ op: 'piles', n: count(m[1]) }],
  ],
  [
    /^search (your|their) library for an? (.+?) card, (?:reveal it, )?put (?:it|that card) (into your hand|onto the battlefield tapped), then shuffle$/i,
    (m, c) => {
      // "Their library": the subject's ("its controller may search their library").
      const who: Ref | undefined = m[1].toLowerCase() === 'their' ? c.subject : { you: true };
      if (!who) throw new ParseFailure("'their library' of nobody");
      return [
        {
          op: 'search',
          who,
          filter: parseFilter(m[2]),
          to: /hand/.test(m[3]) ? 'hand' : 'battlefield_tapped',
          reveal: /reveal/.test(m[0]),
        },
      ];
    },
  ],
  [/^scry (\d+)$/i, (m) => [{ op: 'scry', n: Number(m[1]) }]],
  // Turns and players
  [/^take an extra turn after this one$/i, () => [{ op: 'extra_turn', who: { you: true } }]],
  [
    /^(.+?) sacrifices? an? (.+?) of their choice$/i,
    (m, c) => [{ op: 'sacrifice', who: parseRef(m[1], c), filter: parseFilter(m[2]) }],
  ],
  [
    /^goad (.+)$/i,
    (m, c) => {
      const what = parseRef(m[1], c);
      // The goaded creature is "that creature" of the next sentence.
      c.it = what;
      return [{ op: 'goad', what }];
    },
  ],
  [
    // A delayed triggered ability the effect creates (CR 603.7), with its own effect, for the rest of the turn.
    /^whenever (that creature) attacks( one of your opponents)? this turn, (.+)$/i,
    (m, c) => {
      const watch = parseRef(m[1], c);
      const inner: EffectContext = {
        targets: [],
        cardName: c.cardName,
        readRules: c.readRules,
        it: { eventSubject: true },
      };
      const steps = parseEffectText(m[3], inner);
      const rules = emptyRules();
      rules.triggers = [
        {
          text: `${capitalize(m[0])}.`,
          trigger: 'ATTACKS',
          conditions: m[2] ? [{ id: 'attacks_your_opponent' }] : [],
          targets: inner.targets,
          steps,
        },
      ];
      return [{ op: 'delayed_trigger', watch, until: 'end_of_turn', rules }];
    },
  ],
  [
    /^until your next turn, creatures can't attack you or planeswalkers you control unless their controller pays \{(\d+)\} for each of those creatures$/i,
    (m) => [
      { op: 'player_rule', rule: { id: 'attack_tax', amount: Number(m[1]) }, duration: 'your_next_turn' },
    ],
  ],
  // Tapping (CR 701.21)
  [/^tap (.+)$/i, (m, c) => [{ op: 'tap', what: parseRef(m[1], c) }]],
  // Attachments
  [
    /^attach (.+?) to (.+)$/i,
    (m, c) => {
      const any = /^any number of (.+)$/i.exec(m[1]);
      if (any) return [{ op: 'attach_any', filter: parseFilter(any[1]), to: parseRef(m[2], c) }];
      const attachment = parseRef(m[1], c);
      return [{ op: 'attach', attachment, to: parseRef(m[2], c) }];
    },
  ],
  // Casting from another graveyard
  [
    /^for each opponent, you may cast up to one (target .+?) without paying its mana cost\. if a spell cast this way would be put into a graveyard, exile it instead$/i,
    (m, c) => {
      const what = parseRef(m[1].replace(/^target/i, 'up to one target'), c);
      return [{ op: 'cast_free', what, exileInstead: true, optional: true }];
    },
  ],
  // Will of the council (CR 701.38: voting)
  [
    /^(?:choose (target .+?)\. )?starting with you, each player votes for (\w+) or (\w+)\. if \2 gets more votes, (.+?)\. if \3 gets more votes or the vote is tied, (.+?)(?:\. you may choose new targets for the copy)?$/i,
    (m, c) => {
      if (m[1]) c.it = parseRef(m[1], c);
      return [
        {
          op: 'vote',
          choices: [m[2].toLowerCase(), m[3].toLowerCase()],
          outcomes: [parseEffectText(m[4], c), parseEffectText(m[5], c)],
          tie: 1,
        },
      ];
    },
  ],
  [
    /^copy the spell$/i,
    (_m, c) => [{ op: 'copy_spell', what: c.it ?? fail('copy of nothing'), newTargets: true }],
  ],
  [/^counter the spell$/i, (_m, c) => [{ op: 'counter', what: c.it ?? fail('counter of nothing') }]],
  // Mana
  [
    /^add ((?:\{[WUBRGC]\})+)(?: for each (.+))?$/i,
    (m, c) => [
      {
        op: 'add_mana',
        mana: manaCost(m[1]).colored,
        amount: m[2] ? parseAmount(`each ${m[2]}`, c) : 1,
      },
    ],
  ],
  [/^add one mana of any color$/i, () => [{ op: 'add_mana', anyColor: true, amount: 1 }]],
  // The painlands: one mana of either colour (CR 106.1a).
  [
    /^add \{([WUBRGC])\} or \{([WUBRGC])\}$/i,
    (m) => [{ op: 'add_mana', oneOf: [m[1], m[2]] as ('W' | 'U' | 'B' | 'R' | 'G' | 'C')[], amount: 1 }],
  ],
  ...regenerationTemplates,
  ...riderTemplates,
  ...spellTemplates,
  ...combatTemplates((text, ctx) => parseEffectText(text, ctx)),
  ...lifeTemplates,
  ...eachPlayerTemplates((text, ctx) => parseToken(text, ctx)),
];

function fail(why: string): never {
  throw new ParseFailure(why);
}

const COLOR_LETTERS: Readonly<Record<string, Color>> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
};

function colorLetter(w: string): Color {
  return COLOR_LETTERS[w.toLowerCase()] ?? fail(`not a colour '${w}'`);
}

/** "two" → 2; a template's count that is no number word does not read. */
function count(word: string): number {
  return numberWord(word) ?? fail(`count '${word}'`);
}

/** A mana cost a template read ("{X}{R}"). */
export function manaCost(text: string): ManaCost {
  return parseManaCost(text) ?? fail(`no mana cost in '${text}'`);
}

/** "If you control an Equipment, …" and other leading conditions. */
export function parseCondition(text: string, _ctx: EffectContext): Condition {
  const t = text.trim();
  const ofStep = stepConditionOf(t);
  if (ofStep) return ofStep;
  const ctrl = /^you control (an?|another|three or more|two or more) (.+)$/i.exec(t);
  if (ctrl) {
    const atLeast = /three/.test(ctrl[1]) ? 3 : /two/.test(ctrl[1]) ? 2 : 1;
    const filter = parseFilter(`${ctrl[1] === 'another' ? 'other ' : ''}${ctrl[2]}`);
    return { id: 'you_control', filter, atLeast };
  }
  if (/^you cast (?:this spell|~) during your main phase$/i.test(t)) return { id: 'cast_during_your_main' };
  if (/^~ is equipped$/i.test(t)) return { id: 'self_equipped' };
  if (/^you do$/i.test(t)) return { id: 'paid' };
  throw new ParseFailure(`unknown condition '${t}'`);
}

function trySentence(s: string, ctx: EffectContext): ParsedStep[] | undefined {
  for (const [re, build] of templates) {
    const m = re.exec(s);
    if (!m) continue;
    const snapshot = { targets: ctx.targets.length, it: ctx.it, subject: ctx.subject };
    try {
      return build(m, ctx);
    } catch (e) {
      if (!(e instanceof ParseFailure)) throw e;
      ctx.targets.length = snapshot.targets;
      ctx.it = snapshot.it;
      ctx.subject = snapshot.subject;
    }
  }
  return undefined;
}

/**
 * A whole effect text (several sentences). Throws ParseFailure naming the
 * first sentence no template reads.
 */
export function parseEffectText(text: string, ctx: EffectContext): Step[] {
  return foldModifiers(readEffect(text, ctx));
}

/**
 * Sentences that change the step before rather than adding one ("If the
 * creature you control has trample, excess damage is dealt to that
 * creature's controller instead") are folded into it.
 */
function foldModifiers(steps: ParsedStep[]): Step[] {
  const out: Step[] = [];
  for (const s of steps) {
    if (s.op === '~excess_to_controller') {
      const prev = out[out.length - 1];
      if (prev?.op !== 'damage') throw new ParseFailure('excess damage without damage');
      prev.excessToControllerIfTrample = true;
    } else if (s.op === '~rider') foldRider(out, s);
    else out.push(s);
  }
  return out;
}

function readEffect(text: string, ctx: EffectContext): ParsedStep[] {
  const clean = text.trim().replace(/\.$/, '');
  const whole = trySentence(clean, ctx);
  if (whole) return whole;
  // "If …, …": a condition on the rest.
  const cond = /^if ([^,]+), (.+)$/i.exec(clean);
  if (cond) {
    const condition = parseCondition(cond[1], ctx);
    const steps = readEffect(cond[2], ctx);
    return steps.map((s) => ({ ...s, if: condition }));
  }
  // "<player> may …": an optional step, asked of the player the text names (CR 608.2d), who is also
  // the subject of what follows ("its controller may search their library").
  const may = /^(you|its controller|that player|defending player) may (.+)$/i.exec(clean);
  if (may && !/^you may pay/i.test(clean)) {
    const you = may[1].toLowerCase() === 'you';
    const chooser = you ? undefined : parseRef(may[1], ctx);
    const saved = ctx.subject;
    ctx.subject = chooser ?? { you: true };
    const steps = readEffect(may[2], ctx);
    ctx.subject = saved;
    return steps.map((s, i) =>
      i === 0
        ? { ...s, optional: true, ...(chooser ? { chooser } : {}) }
        : { ...s, if: { id: 'did_previous' } },
    );
  }
  const pay = /^you may pay (\{[^.]+\})\. (.+)$/i.exec(clean);
  if (pay) {
    return [{ op: 'pay_optional', mana: manaCost(pay[1]) }, ...readEffect(pay[2], ctx)];
  }
  for (const sep of [/\. /g, /, then /g, / and /g]) {
    sep.lastIndex = 0;
    let m: RegExpExecArray | null = sep.exec(clean);
    while (m !== null) {
      const left = clean.slice(0, m.index);
      const right = clean.slice(m.index + m[0].length);
      const saved = { targets: ctx.targets.length, it: ctx.it, subject: ctx.subject };
      try {
        const a = readEffect(left, ctx);
        const b = readEffect(capitalize(right), ctx);
        return [...a, ...b];
      } catch (e) {
        if (!(e instanceof ParseFailure)) throw e;
        ctx.targets.length = saved.targets;
        ctx.it = saved.it;
        ctx.subject = saved.subject;
      }
      m = sep.exec(clean);
    }
  }
  throw new ParseFailure(`no template reads '${clean}'`);
}
