/**
 * `parseEffect`: one recursive-descent parser for every effect string of every
 * table, in the tables' current syntax and in the seed's unified grammar.
 * Both spellings of one meaning give one tree:
 *
 *   manipulate_resources mode=self_convert pay=g:3 gain=v:3 optional=true
 *   self_convert g 3 v 3 optional                 → one `convert` leg
 *   action.modify_monster_strength +3 / modify_monster_strength 3  → one `op`
 *   action.start manipulate_resources mode=gain gain=s:1 / action.start s 1
 *
 * Grammar (unified form; the current forms are read by the same rules):
 *   effect   := part (' + ' part)*          the first part's trigger governs all
 *   part     := trigger? leg | bracket
 *   trigger  := (roll|harvest) '.' (on_WORD WORD? ' ')?   glued to the leg's verb
 *             | action.(start|end|hire|slay|build) ' ' | action.on_WORD ' '
 *   leg      := RES NUM | choose option+ | count subject RES NUM
 *             | exchange RES NUM RES NUM | steal (RES NUM)+ arg*
 *             | self_convert|pay_to_player|take_from_player …
 *             | (seq|all_may|all_must|active_may) leg | effect.add KEY
 *             | DOTTED_KEY arg* | VERB arg*
 *   option   := RES NUM | '<' bracket-body '>'
 *   bracket  := '<' ENTITY NUM? (where filter)? (' + ' leg)* '>' | '<' effect '>'
 *   filter   := FIELD (==|<=|>=) VALUE (and filter)?
 *   arg      := RES NUM | NUM | WORD | "STRING" | KEY=VALUE | filter | DOTTED_KEY
 */
import { describeToken, EffectSyntaxError, scan, type Token } from './scan.ts';
import type {
  Amount,
  Arg,
  Comparison,
  ConvertMode,
  CountSubject,
  Effect,
  Filter,
  KvValue,
  Leg,
  Resource,
  Trigger,
} from './tree.ts';
import { RESOURCES } from './tree.ts';

/** The timings after `action.`; any other `action.X` is a named key. */
export const ACTION_PHASES = ['start', 'end', 'hire', 'slay', 'build'] as const;
/** Phases written `phase.verb` (glued). */
export const GLUED_PHASES = ['roll', 'harvest'] as const;
/** Verbs the current syntax writes behind `action.` although they are not timings (the seed drops the prefix). */
const NAMESPACED_VERBS = new Set(['modify_monster_strength']);
/** Words that open a bracketed entity pick. */
export const ENTITIES = new Set(['citizens', 'domains', 'goods', 'noble', 'nobles', 'monsters']);
/** Scope words that may precede a leg (events). */
export const SCOPES = new Set(['seq', 'all_may', 'all_must', 'active_may']);
const ROLES = new Set(['shadow', 'holy', 'soldier', 'worker']);

const isResource = (w: string): w is Resource => (RESOURCES as readonly string[]).includes(w);

class Parser {
  private i = 0;
  constructor(private readonly toks: Token[]) {}

  peek(offset = 0): Token {
    return this.toks[Math.min(this.i + offset, this.toks.length - 1)];
  }
  next(): Token {
    const t = this.peek();
    if (t.kind !== 'end') this.i++;
    return t;
  }
  fail(expected: string, t: Token = this.peek()): never {
    throw new EffectSyntaxError(t.pos, expected, describeToken(t));
  }
  expect(kind: Token['kind'], expected: string): Token {
    const t = this.peek();
    if (t.kind !== kind) this.fail(expected);
    return this.next();
  }
  expectWord(word: string): void {
    const t = this.peek();
    if (t.kind !== 'name' || t.text !== word) this.fail(`'${word}'`);
    this.next();
  }
  /** True at a token that ends a leg's argument list. */
  atLegEnd(): boolean {
    const k = this.peek().kind;
    return k === 'end' || k === 'plus' || k === 'gt' || k === 'pipe';
  }
  atAmount(): boolean {
    const t = this.peek();
    return t.kind === 'name' && isResource(t.text) && this.peek(1).kind === 'num';
  }

  amount(): Amount {
    const r = this.peek();
    if (r.kind !== 'name' || !isResource(r.text)) this.fail('a resource (g, s, m, v, p, t or wild)');
    this.next();
    const n = this.expect('num', `a number after '${r.text}'`);
    return { res: r.text as Resource, n: Number(n.text) };
  }

  /** The whole string: an effect and nothing after it. */
  top(): Effect {
    const effect = this.effect();
    if (this.peek().kind !== 'end') this.fail("' + ' or the end of the string");
    return effect;
  }

  effect(): Effect {
    const first = this.part();
    const trigger = first.trigger;
    const legs = [...first.legs];
    while (this.peek().kind === 'plus') {
      this.next();
      const at = this.peek();
      const part = this.part();
      if (part.trigger && !sameTrigger(part.trigger, trigger)) {
        this.fail('the same trigger as the first leg (one trigger governs a compound)', at);
      }
      legs.push(...part.legs);
    }
    return { trigger, legs };
  }

  /** One leg, with its trigger prefix if it has one. */
  part(): Effect {
    const t = this.peek();
    if (t.kind === 'lt') return { trigger: null, legs: this.bracket().legs };
    if (t.kind !== 'name') this.fail('an effect (a resource amount, a verb or <…>)');
    if (!t.text.includes('.')) return { trigger: null, legs: this.leg() };
    const dot = t.text.indexOf('.');
    const head = t.text.slice(0, dot);
    const rest = t.text.slice(dot + 1);
    if ((GLUED_PHASES as readonly string[]).includes(head)) {
      this.next();
      if (rest.startsWith('on_')) {
        const trigger = this.eventTrigger(head, rest.slice(3));
        return { trigger, legs: this.leg() };
      }
      return { trigger: { phase: head }, legs: this.legFromVerb(rest, t) };
    }
    if (head === 'action') {
      if ((ACTION_PHASES as readonly string[]).includes(rest)) {
        this.next();
        return { trigger: { phase: t.text }, legs: this.leg() };
      }
      if (rest.startsWith('on_')) {
        this.next();
        return { trigger: this.eventTrigger('action', rest.slice(3)), legs: this.leg() };
      }
      if (NAMESPACED_VERBS.has(rest)) {
        this.next();
        return { trigger: null, legs: this.legFromVerb(rest, t) };
      }
    }
    return { trigger: null, legs: this.leg() };
  }

  eventTrigger(phase: string, on: string): Trigger {
    if (on === 'event') {
      const arg = this.expect('name', `an event name after '${phase}.on_event'`);
      return { phase, on, onArg: arg.text };
    }
    return { phase, on };
  }

  /** A leg starting at the current token (no trigger). */
  leg(): Leg[] {
    const t = this.peek();
    if (t.kind === 'lt') return this.bracket().legs;
    if (t.kind !== 'name') this.fail('an effect (a resource amount, a verb or <…>)');
    if (this.atAmount()) return [{ kind: 'gain', amount: this.amount() }];
    this.next();
    if (t.text === 'effect.add') {
      const key = this.expect('name', "a named key after 'effect.add'");
      return [{ kind: 'flag', key: key.text }];
    }
    if (t.text.includes('.')) return [{ kind: 'key', key: t.text, args: this.args() }];
    return this.legFromVerb(t.text, t);
  }

  /** The leg whose verb (already consumed) is `verb`. */
  legFromVerb(verb: string, at: Token): Leg[] {
    if (isResource(verb) && this.peek().kind === 'num') {
      return [{ kind: 'gain', amount: { res: verb, n: Number(this.next().text) } }];
    }
    if (SCOPES.has(verb)) {
      const scope = [verb];
      while (this.peek().kind === 'name' && SCOPES.has(this.peek().text)) scope.push(this.next().text);
      const inner = this.leg();
      if (inner.length !== 1) this.fail('one leg after a scope word', at);
      return [{ kind: 'scoped', scope, leg: inner[0] }];
    }
    switch (verb) {
      case 'choose':
        return [{ kind: 'choose', who: 'self', options: this.options(verb) }];
      case 'active_choose':
        return [{ kind: 'choose', who: 'active', options: this.options(verb) }];
      case 'count':
        return [{ kind: 'count', subject: this.countSubject(), per: this.amount() }];
      case 'exchange': {
        const pay = this.amount();
        return [{ kind: 'exchange', pay, gain: this.amount() }];
      }
      case 'steal': {
        const options = [this.amount()];
        while (this.atAmount()) options.push(this.amount());
        return [{ kind: 'steal', options, args: this.args() }];
      }
      case 'manipulate_resources':
        return this.manipulateResources(at);
      case 'self_convert':
      case 'pay_to_player':
      case 'take_from_player':
        return [this.convert(verb)];
      default:
        return [{ kind: 'op', name: verb, args: this.args() }];
    }
  }

  /** `choose` options: bare amounts, brackets, or the `verb:res:n | …` form of `active_choose`. */
  options(verb: string): Effect[] {
    const out: Effect[] = [];
    for (;;) {
      if (this.atAmount()) out.push({ trigger: null, legs: [{ kind: 'gain', amount: this.amount() }] });
      else if (this.peek().kind === 'lt') out.push(this.bracket());
      else if (this.peek().kind === 'name' && this.peek(1).kind === 'colon') out.push(this.colonOption());
      else if (this.peek().kind === 'name' && isResource(this.peek().text)) {
        this.fail(`a number after '${this.peek().text}'`, this.peek(1));
      } else break;
      if (this.peek().kind === 'pipe') this.next();
    }
    if (out.length === 0) this.fail(`an option after '${verb}' (an amount like 'g 2' or <…>)`);
    return out;
  }

  /** `self_gain:g:2` — a verb with one amount, old `active_choose` spelling. */
  colonOption(): Effect {
    const name = this.next().text;
    this.expect('colon', "':'");
    const r = this.expect('name', 'a resource');
    if (!isResource(r.text)) this.fail('a resource (g, s, m, v, p, t or wild)', r);
    this.expect('colon', "':'");
    const n = this.expect('num', 'a number');
    return {
      trigger: null,
      legs: [{ kind: 'op', name, args: [{ kind: 'amount', amount: { res: r.text, n: Number(n.text) } }] }],
    };
  }

  /** `<citizens 3 where role==shadow + v 1>` or `<count area Forest g 2>`. */
  bracket(): Effect {
    this.expect('lt', "'<'");
    const t = this.peek();
    let effect: Effect;
    if (t.kind === 'name' && ENTITIES.has(t.text)) {
      this.next();
      let count = 1;
      if (this.peek().kind === 'num') count = Number(this.next().text);
      let filter: Filter | null = null;
      if (this.peek().kind === 'name' && this.peek().text === 'where') {
        this.next();
        filter = this.filter();
      }
      const legs: Leg[] = [{ kind: 'pick', entity: t.text, count, filter }];
      while (this.peek().kind === 'plus') {
        this.next();
        legs.push(...this.leg());
      }
      effect = { trigger: null, legs };
    } else {
      effect = this.effect();
      if (effect.trigger) this.fail('no trigger inside <…>', t);
    }
    this.expect('gt', "'>' closing the <…>");
    return effect;
  }

  filter(): Filter {
    const parts: Filter[] = [this.comparison()];
    while (this.peek().kind === 'name' && this.peek().text === 'and') {
      this.next();
      parts.push(this.comparison());
    }
    return parts.length === 1 ? parts[0] : { kind: 'and', parts };
  }

  comparison(): Filter {
    const field = this.expect('name', 'a field to compare (role, name, gold_cost)');
    const op = this.expect('cmp', `a comparison (==, <=, >=) after '${field.text}'`);
    const v = this.peek();
    let value: string | number;
    if (v.kind === 'num') value = Number(v.text);
    else if (v.kind === 'name' || v.kind === 'str') value = v.text;
    else this.fail(`a value after '${field.text}${op.text}'`);
    this.next();
    return { kind: 'cmp', field: field.text, op: op.text as Comparison, value };
  }

  /** A name, bare or quoted (`Hills`, `"Undead Samurai"`). */
  nameValue(what: string): string {
    const t = this.peek();
    if (t.kind !== 'name' && t.kind !== 'str') this.fail(what);
    this.next();
    return t.text;
  }

  countSubject(): CountSubject {
    const t = this.expect(
      'name',
      'what to count (owned_ROLE, owned_citizens, owned_X_name NAME, area NAME, type NAME)',
    );
    if (t.text === 'area') return { of: 'area', area: this.nameValue("an area name after 'count area'") };
    if (t.text === 'type') return { of: 'type', type: this.nameValue("a monster type after 'count type'") };
    if (t.text.startsWith('owned_')) {
      const what = t.text.slice('owned_'.length);
      if (ROLES.has(what)) return { of: 'role', role: what };
      if (what.endsWith('_name')) {
        return {
          of: 'name',
          what: what.slice(0, -'_name'.length),
          name: this.nameValue(`a name after '${t.text}'`),
        };
      }
      if (what.length > 0) return { of: 'owned', what };
    }
    return this.fail(
      'what to count (owned_ROLE, owned_citizens, owned_X_name NAME, area NAME, type NAME)',
      t,
    );
  }

  /** The current syntax's `manipulate_resources mode=… pay=… gain=… take=… optional=…`. */
  manipulateResources(at: Token): Leg[] {
    const kv = this.kvArgs();
    const mode = kv.get('mode');
    const optional = kv.get('optional') === true;
    const amounts = (key: string): Amount[] => {
      const v = kv.get(key);
      if (v === undefined) return [];
      if (!Array.isArray(v) || v.some((x) => typeof x !== 'object'))
        this.fail(`${key}= resource amounts like g:3`, at);
      return v as Amount[];
    };
    if (mode === 'gain') return amounts('gain').map((amount) => ({ kind: 'gain', amount }));
    if (mode === 'self_convert' || mode === 'pay_to_player') {
      return [{ kind: 'convert', mode, pay: amounts('pay'), gain: amounts('gain'), optional }];
    }
    if (mode === 'take_from_player') {
      return [{ kind: 'convert', mode, pay: [], gain: amounts('take'), optional }];
    }
    return this.fail('mode=gain, self_convert, pay_to_player or take_from_player', at);
  }

  /** Only key=value arguments (and a bare `optional`), as a map. */
  kvArgs(): Map<string, KvValue> {
    const out = new Map<string, KvValue>();
    for (const a of this.args()) {
      if (a.kind === 'kv') out.set(a.key, a.value);
      else if (a.kind === 'word' && a.word === 'optional') out.set('optional', true);
      else this.fail('key=value arguments');
    }
    return out;
  }

  /** Unified `self_convert g 3 v 3 optional` or `self_convert pay=… gain=…`; `take_from_player g 1 optional`. */
  convert(mode: ConvertMode): Leg {
    const positional: Amount[] = [];
    while (this.atAmount()) positional.push(this.amount());
    const kv = this.kvArgs();
    const optional = kv.get('optional') === true;
    const list = (key: string): Amount[] => {
      const v = kv.get(key);
      return Array.isArray(v) ? (v.filter((x) => typeof x === 'object') as Amount[]) : [];
    };
    if (mode === 'take_from_player') {
      const gain = positional.length > 0 ? positional : list('take');
      return { kind: 'convert', mode, pay: [], gain, optional };
    }
    if (positional.length > 0) {
      if (positional.length !== 2) this.fail(`'${mode}' with one amount to pay and one to gain`);
      return { kind: 'convert', mode, pay: [positional[0]], gain: [positional[1]], optional };
    }
    return { kind: 'convert', mode, pay: list('pay'), gain: list('gain'), optional };
  }

  args(): Arg[] {
    const out: Arg[] = [];
    while (!this.atLegEnd()) out.push(this.arg());
    return out;
  }

  arg(): Arg {
    const t = this.peek();
    if (t.kind === 'num') {
      this.next();
      return { kind: 'num', n: Number(t.text) };
    }
    if (t.kind === 'str') {
      this.next();
      return { kind: 'str', text: t.text };
    }
    if (t.kind !== 'name') this.fail('an argument (an amount, a number, a word, key=value or a filter)');
    const after = this.peek(1).kind;
    if (after === 'cmp') return { kind: 'filter', filter: this.filter() };
    if (after === 'eq') {
      this.next();
      this.next();
      const value = this.kvValue(t.text);
      if (t.text === 'optional' && value === true) return { kind: 'word', word: 'optional' };
      return { kind: 'kv', key: t.text, value };
    }
    if (this.atAmount()) return { kind: 'amount', amount: this.amount() };
    this.next();
    if (t.text.includes('.')) return { kind: 'key', key: t.text };
    return { kind: 'word', word: t.text };
  }

  /** `6`, `true`, `soldier`, `g:3`, `g:1,s:1,m:1`, `g_per_owned_role:holy_citizen`. */
  kvValue(key: string): KvValue {
    const items: (Amount | string | number)[] = [];
    for (;;) {
      const t = this.peek();
      if (t.kind === 'num') {
        this.next();
        items.push(Number(t.text));
      } else if (t.kind === 'name') {
        this.next();
        const path = [t.text];
        let amount: Amount | null = null;
        while (this.peek().kind === 'colon') {
          this.next();
          const p = this.peek();
          if (p.kind === 'num' && path.length === 1 && isResource(path[0])) {
            this.next();
            amount = { res: path[0] as Resource, n: Number(p.text) };
            break;
          }
          path.push(this.expect('name', `a word after ':' in ${key}=`).text);
        }
        items.push(amount ?? path.join(':'));
      } else {
        this.fail(`a value after '${key}='`);
      }
      if (this.peek().kind !== 'comma') break;
      this.next();
    }
    if (items.every((x) => typeof x === 'object')) return items as Amount[];
    if (items.length === 1) {
      const only = items[0];
      if (only === 'true') return true;
      if (only === 'false') return false;
      if (typeof only !== 'object') return only;
    }
    if (items.every((x) => typeof x === 'string')) return items as string[];
    return this.fail(`one kind of value in ${key}= (amounts, or words)`);
  }
}

function sameTrigger(a: Trigger | null, b: Trigger | null): boolean {
  if (!a || !b) return a === b;
  return a.phase === b.phase && a.on === b.on && a.onArg === b.onArg;
}

/** The typed tree of one effect string (either syntax); throws EffectSyntaxError with the position and what was expected. */
export function parseEffect(text: string): Effect {
  return new Parser(scan(text)).top();
}
