/**
 * `formatEffect`: writes a tree in the seed's unified grammar. `.` appears
 * only in a trigger prefix (`roll.`, `harvest.`, `action.end `) and in named
 * keys (`effect.add action.X`, `action.northernwall`); resources are
 * positional (`g 2`) except inside `key=` values; `optional` is a bare word.
 * parseEffect(formatEffect(t)) equals t for every tree the parser makes.
 */
import type { Amount, Arg, CountSubject, Effect, Filter, KvValue, Leg, Trigger } from './tree.ts';

const amount = (a: Amount) => `${a.res} ${a.n}`;
const colonAmount = (a: Amount) => `${a.res}:${a.n}`;
const nameText = (s: string) => (/^[A-Za-z_][A-Za-z0-9_']*$/.test(s) ? s : `"${s}"`);

function filterText(f: Filter): string {
  if (f.kind === 'and') return f.parts.map(filterText).join(' and ');
  return `${f.field}${f.op}${typeof f.value === 'number' ? f.value : nameText(f.value)}`;
}

function kvText(v: KvValue): string {
  if (Array.isArray(v)) {
    return (v as (Amount | string)[]).map((x) => (typeof x === 'string' ? x : colonAmount(x))).join(',');
  }
  return String(v);
}

function argText(a: Arg): string {
  switch (a.kind) {
    case 'amount':
      return amount(a.amount);
    case 'num':
      return String(a.n);
    case 'word':
      return a.word;
    case 'str':
      return `"${a.text}"`;
    case 'kv':
      return `${a.key}=${kvText(a.value)}`;
    case 'filter':
      return filterText(a.filter);
    case 'key':
      return a.key;
  }
}

const withArgs = (head: string, args: Arg[]) => [head, ...args.map(argText)].join(' ');

function subjectText(s: CountSubject): string {
  switch (s.of) {
    case 'role':
      return `owned_${s.role}`;
    case 'owned':
      return `owned_${s.what}`;
    case 'name':
      return `owned_${s.what}_name ${nameText(s.name)}`;
    case 'area':
      return `area ${nameText(s.area)}`;
    case 'type':
      return `type ${nameText(s.type)}`;
  }
}

/** An option of `choose`: a bare amount, or the option's legs in brackets. */
function optionText(e: Effect): string {
  const only = e.legs[0];
  if (e.legs.length === 1 && only.kind === 'gain') return amount(only.amount);
  return `<${legsText(e.legs, true)}>`;
}

function legText(leg: Leg, inBracket: boolean): string {
  switch (leg.kind) {
    case 'gain':
      return amount(leg.amount);
    case 'choose':
      return [leg.who === 'active' ? 'active_choose' : 'choose', ...leg.options.map(optionText)].join(' ');
    case 'pick': {
      const body = [leg.entity];
      if (leg.count !== 1) body.push(String(leg.count));
      if (leg.filter) body.push('where', filterText(leg.filter));
      return inBracket ? body.join(' ') : `<${body.join(' ')}>`;
    }
    case 'count':
      return `count ${subjectText(leg.subject)} ${amount(leg.per)}`;
    case 'exchange':
      return `exchange ${amount(leg.pay)} ${amount(leg.gain)}`;
    case 'steal':
      return withArgs(['steal', ...leg.options.map(amount)].join(' '), leg.args);
    case 'convert': {
      const parts: string[] = [leg.mode];
      if (leg.mode === 'take_from_player') parts.push(...leg.gain.map(amount));
      else if (leg.pay.length === 1 && leg.gain.length === 1)
        parts.push(amount(leg.pay[0]), amount(leg.gain[0]));
      else
        parts.push(
          `pay=${leg.pay.map(colonAmount).join(',')}`,
          `gain=${leg.gain.map(colonAmount).join(',')}`,
        );
      if (leg.optional) parts.push('optional');
      return parts.join(' ');
    }
    case 'scoped':
      return `${leg.scope.join(' ')} ${legText(leg.leg, false)}`;
    case 'op':
      return withArgs(leg.name, leg.args);
    case 'key':
      return withArgs(leg.key, leg.args);
    case 'flag':
      return `effect.add ${leg.key}`;
  }
}

/** Legs joined by ` + `; inside brackets the first pick drops its own brackets. */
function legsText(legs: Leg[], inBracket: boolean): string {
  return legs.map((l, i) => legText(l, inBracket && i === 0)).join(' + ');
}

function triggerPrefix(t: Trigger): { text: string; glued: boolean } {
  const event = t.on ? `on_${t.on}${t.onArg ? ` ${t.onArg}` : ''}` : '';
  if (t.phase.includes('.')) return { text: `${t.phase} `, glued: false };
  if (event) return { text: `${t.phase}.${event} `, glued: false };
  return { text: `${t.phase}.`, glued: true };
}

/** The unified spelling of a tree. */
export function formatEffect(effect: Effect): string {
  const body = legsText(effect.legs, false);
  if (!effect.trigger) return body;
  const prefix = triggerPrefix(effect.trigger);
  if (prefix.glued && !/^[A-Za-z_]/.test(body)) {
    throw new Error(
      `cannot glue '${prefix.text}' to '${body}': a ${effect.trigger.phase} effect must start with a verb`,
    );
  }
  return prefix.text + body;
}
