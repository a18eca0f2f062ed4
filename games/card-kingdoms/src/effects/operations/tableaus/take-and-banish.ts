/**
 * Taking and banishing players' cards: `steal_citizen FILTER` (take a
 * matching citizen from another player), `banish_player_citizen` (banish a
 * citizen of another player), `banish_random_player_monster` (a random
 * monster, by the seeded generator, of a player of your choice),
 * `banish_owned_citizen [role=R] [gain=AMOUNT]` (banish one of your own,
 * then gain). Only opponents who may be targeted are offered.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import type { Amount, Filter } from '../../../grammar/tree.ts';
import type { CkAction } from '../../../state.ts';
import { amountsWords, roleName, seatName } from '../../../words/phrasing.ts';
import { amountList, amountSchema, NO_ARGS, NO_ARGS_SHAPE } from '../../args.ts';
import { filteredNoun } from '../../matchers/index.ts';
import { defineOperation } from '../../module.ts';
import { changeBy, targets, withDecline } from '../../support.ts';
import { citizenOptions, filterArgs, filterOf } from './cards.ts';

interface Filtered {
  filter: Filter | null;
  optional: boolean;
}

export const stealCitizen = defineOperation({
  id: 'steal_citizen',
  description: 'take a matching citizen from a player of your choice',
  params: z.object({ ...NO_ARGS_SHAPE, ...filterArgs }).strict(),
  compile: (raw): Filtered => ({ filter: filterOf(raw), optional: raw.optional }),
  run(en, { filter, optional }, task) {
    const options = citizenOptions(en.cat, en.state, targets(en.state, task.player, en.cat), filter);
    return { kind: 'card', options: withDecline(optional, options) };
  },
  resolve(en, _p, d, action) {
    if (action.type !== 'card') return;
    const from = en.state.players[action.victim].citizens;
    from.splice(from.lastIndexOf(action.card), 1);
    en.state.players[d.player].citizens.push(action.card);
    if (en.emit)
      en.emit({
        type: 'took-card',
        player: d.player,
        victim: action.victim,
        card: en.cat.citizens[action.card].name,
        random: false,
        source: d.source,
      });
  },
  label: (_p, action, { cat }) =>
    action.type === 'card' ? `take ${seatName(action.victim)}'s ${cat.citizens[action.card].name}` : '',
  words: ({ filter }) => `take ${filteredNoun('citizen', filter)} from a player of your choice`,
});

export const banishPlayerCitizen = defineOperation({
  id: 'banish_player_citizen',
  description: 'banish a citizen of a player of your choice',
  params: NO_ARGS,
  compile: (raw): boolean => raw.optional,
  run(en, optional, task) {
    const options = citizenOptions(en.cat, en.state, targets(en.state, task.player, en.cat), null);
    return { kind: 'card', options: withDecline(optional, options) };
  },
  resolve(en, _p, d, action) {
    if (action.type !== 'card') return;
    const from = en.state.players[action.victim].citizens;
    from.splice(from.lastIndexOf(action.card), 1);
    en.state.banished.citizens.push(action.card);
    if (en.emit)
      en.emit({
        type: 'banished',
        player: d.player,
        card: en.cat.citizens[action.card].name,
        owner: action.victim,
        source: d.source,
      });
  },
  label: (_p, action, { cat }) =>
    action.type === 'card' ? `banish ${seatName(action.victim)}'s ${cat.citizens[action.card].name}` : '',
  words: () => 'banish a citizen of a player of your choice',
});

export const banishRandomPlayerMonster = defineOperation({
  id: 'banish_random_player_monster',
  description: 'banish a random monster of a player of your choice',
  params: NO_ARGS,
  compile: (raw): boolean => raw.optional,
  run(en, optional, task) {
    const options: CkAction[] = targets(en.state, task.player, en.cat)
      .filter((v) => en.state.players[v].monsters.length > 0)
      .map((victim) => ({ type: 'target', victim }));
    return { kind: 'take', options: withDecline(optional, options) };
  },
  resolve(en, _p, d, action) {
    if (action.type !== 'target') return;
    const victim = en.state.players[action.victim];
    const [card] = victim.monsters.splice(randInt(en.state.rng, victim.monsters.length), 1);
    en.state.banished.monsters.push(card);
    if (en.emit)
      en.emit({
        type: 'banished',
        player: d.player,
        card: en.cat.monsters[card].name,
        owner: action.victim,
        source: d.source,
      });
  },
  label: (_p, action) =>
    action.type === 'target' ? `banish a random monster of ${seatName(action.victim)}` : '',
  words: () => 'banish a random monster owned by a player of your choice',
});

interface BanishOwnedCitizen extends Filtered {
  /** The role named, for the words. */
  role: string | null;
  gains: Amount[];
}

export const banishOwnedCitizen = defineOperation({
  id: 'banish_owned_citizen',
  description: 'banish one of your citizens (of a role), then gain',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      ...filterArgs,
      amounts: z.array(amountSchema),
      named: z.object({ role: z.string().optional(), gain: amountList.optional() }).strict(),
    })
    .strict(),
  compile: (raw): BanishOwnedCitizen => ({
    filter: filterOf(raw),
    optional: raw.optional,
    role: raw.named.role ?? null,
    gains: [...(raw.named.gain ?? []), ...raw.amounts],
  }),
  run(en, { filter, optional }, task) {
    const options = citizenOptions(en.cat, en.state, [task.player], filter);
    return { kind: 'card', options: withDecline(optional, options) };
  },
  resolve(en, { gains }, d, action) {
    if (action.type !== 'card') return;
    const p = en.state.players[d.player];
    p.citizens.splice(p.citizens.lastIndexOf(action.card), 1);
    en.state.banished.citizens.push(action.card);
    if (en.emit)
      en.emit({
        type: 'banished',
        player: d.player,
        card: en.cat.citizens[action.card].name,
        owner: d.player,
        source: d.source,
      });
    changeBy(en, d.player, gains, d.source);
  },
  label: (_p, action, { cat }) => (action.type === 'card' ? `banish ${cat.citizens[action.card].name}` : ''),
  words: ({ role, gains }) =>
    `banish one of your ${role !== null ? `${roleName(role)} citizens` : 'citizens'} to gain ${amountsWords(gains)}`,
});
