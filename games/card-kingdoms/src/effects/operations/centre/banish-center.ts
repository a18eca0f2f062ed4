/**
 * Banishing the top card of a centre stack or area: `banish_center
 * citizen|monster [type=minion] [optional]`, `banish_center_citizen
 * [optional]`, `banish_center_domain [optional]` (the domain under it
 * turns face up). Banished cards are kept so every card stays accounted for.
 */
import { z } from 'zod';
import type { Engine } from '../../../engine.ts';
import { type CkAction, type Decision, stateExtra } from '../../../state.ts';
import { capital } from '../../../words/phrasing.ts';
import { NO_ARGS, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation, type LabelCtx } from '../../module.ts';
import { withDecline } from '../../support.ts';

type Zone = 'citizens' | 'monsters' | 'domains';

/** Carries out a `banish` answer: the top card of that stack or area leaves the game. */
function banishTop(en: Engine, d: Decision, action: CkAction): void {
  if (action.type !== 'banish') return;
  const { cat, state } = en;
  let card: string | null = null;
  if (action.zone === 'citizens') {
    const c = state.citizenStacks[action.at].cards.pop();
    if (c !== undefined) {
      state.banished.citizens.push(c);
      card = cat.citizens[c].name;
    }
  } else if (action.zone === 'domains') {
    const stack = state.domainStacks[action.at];
    const c = stack.pop();
    if (c !== undefined) {
      stateExtra(state).banishedDomains.push(c);
      card = cat.domains[c].name;
    }
    if (card !== null && en.emit) {
      en.emit({ type: 'banished', player: d.player, card, owner: null, source: d.source });
      const top = stack[stack.length - 1];
      if (top !== undefined) en.emit({ type: 'revealed', stack: action.at, card: cat.domains[top].name });
    }
    return;
  } else {
    const c = state.monsterAreas[action.at].cards.pop();
    if (c !== undefined) {
      state.banished.monsters.push(c);
      card = cat.monsters[c].name;
    }
  }
  if (card !== null && en.emit)
    en.emit({ type: 'banished', player: d.player, card, owner: null, source: d.source });
}

function banishLabel(action: CkAction, { cat, state }: LabelCtx): string {
  if (action.type !== 'banish') return '';
  if (action.zone === 'citizens') {
    const top = state.citizenStacks[action.at]?.cards.at(-1);
    return `banish ${top === undefined ? 'nothing' : cat.citizens[top].name} from the centre`;
  }
  if (action.zone === 'domains') {
    const top = state.domainStacks[action.at]?.at(-1);
    return `banish ${top === undefined ? 'nothing' : cat.domains[top].name} from domain stack ${action.at + 1}`;
  }
  const area = state.monsterAreas[action.at];
  const top = area?.cards.at(-1);
  return `banish ${top === undefined ? 'nothing' : cat.monsters[top].name} from the ${area?.area ?? 'centre'}`;
}

/** Every non-empty stack of a zone as an option. */
function topsOf(en: Engine, zone: 'citizens' | 'domains'): CkAction[] {
  const options: CkAction[] = [];
  const stacks = zone === 'citizens' ? en.state.citizenStacks.map((s) => s.cards) : en.state.domainStacks;
  stacks.forEach((cards, at) => {
    if (cards.length > 0) options.push({ type: 'banish', zone, at });
  });
  return options;
}

interface BanishCenter {
  what: 'citizen' | 'monster' | 'noble';
  /** Only monsters of this type (lower case). */
  type: string | null;
  optional: boolean;
}

export const banishCenter = defineOperation({
  id: 'banish_center',
  description: 'banish the top citizen or monster (of a type) of a centre stack or area of your choice',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      words: z.tuple([z.enum(['citizen', 'monster', 'noble'])]),
      named: z.object({ type: z.string().optional() }).strict(),
    })
    .strict(),
  compile: (raw): BanishCenter => ({
    what: raw.words[0],
    type: raw.named.type?.toLowerCase() ?? null,
    optional: raw.optional,
  }),
  run(en, { what, type, optional }) {
    const { cat, state } = en;
    const options: CkAction[] = [];
    const zone: Zone | null = what === 'citizen' ? 'citizens' : what === 'monster' ? 'monsters' : null;
    if (zone === 'citizens') options.push(...topsOf(en, 'citizens'));
    else if (zone === 'monsters') {
      state.monsterAreas.forEach((a, at) => {
        const top = a.cards[a.cards.length - 1];
        if (top !== undefined && (!type || cat.monsters[top].type.toLowerCase() === type))
          options.push({ type: 'banish', zone: 'monsters', at });
      });
    }
    return { kind: 'banish', options: withDecline(optional, options) };
  },
  resolve: (en, _p, d, action) => banishTop(en, d, action),
  label: (_p, action, at) => banishLabel(action, at),
  words({ what, type, optional }) {
    const noun = type ? `${capital(type)} ${what}` : what;
    return `${optional ? 'you may ' : ''}banish ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} from the centre`;
  },
});

function banishCentreTop(zone: 'citizens' | 'domains', words: string) {
  return defineOperation({
    id: zone === 'citizens' ? 'banish_center_citizen' : 'banish_center_domain',
    description: `banish the top card of a ${zone === 'citizens' ? 'citizen' : 'domain'} stack of your choice`,
    params: NO_ARGS,
    compile: (raw): boolean => raw.optional,
    run: (en, optional) => ({ kind: 'banish', options: withDecline(optional, topsOf(en, zone)) }),
    resolve: (en, _p, d, action) => banishTop(en, d, action),
    label: (_p, action, at) => banishLabel(action, at),
    words: (optional) => `${optional ? 'you may ' : ''}${words}`,
  });
}

export const banishCenterCitizen = banishCentreTop('citizens', 'banish a citizen from the centre');
export const banishCenterDomain = banishCentreTop('domains', 'banish a face-up domain from the centre');
