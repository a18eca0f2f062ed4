/**
 * `place_reserve_monster pool=P`: the next monster of the reserve (the
 * monsters of the area named P, boss at the bottom, by `monster_order`)
 * goes on top of an area of the player's choice.
 */
import { z } from 'zod';
import type { Catalog } from '../../../data/cards.ts';
import { type CkState, stateExtra } from '../../../state.ts';
import { NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';

/** The reserve of a pool (`undead_samurai`): the monsters of the area of that name, boss at the bottom. */
function reserveOf(cat: Catalog, state: CkState, poolName: string): number[] {
  const x = stateExtra(state);
  if (!x.reserve[poolName]) {
    const area = poolName.replace(/_/g, ' ').toLowerCase();
    x.reserve[poolName] = cat.monsters
      .filter((m) => m.area.toLowerCase() === area && !m.extra)
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((m) => m.index);
  }
  return x.reserve[poolName];
}

export const placeReserveMonster = defineOperation({
  id: 'place_reserve_monster',
  description: 'the next monster of a reserve goes on top of an area of your choice',
  params: z.object({ ...NO_ARGS_SHAPE, named: z.object({ pool: z.string() }).strict() }).strict(),
  compile: (raw): string => raw.named.pool,
  run(en, poolName) {
    const reserve = reserveOf(en.cat, en.state, poolName);
    if (reserve.length === 0) return null;
    return { kind: 'area', options: en.state.monsterAreas.map((_, at) => ({ type: 'area', at })) };
  },
  resolve(en, poolName, d, action) {
    if (action.type !== 'area') return;
    const card = reserveOf(en.cat, en.state, poolName).shift();
    if (card === undefined) return;
    const area = en.state.monsterAreas[action.at];
    area.cards.push(card);
    if (en.emit)
      en.emit({
        type: 'monster-placed',
        player: d.player,
        monster: en.cat.monsters[card].name,
        area: area.area,
        source: d.source,
      });
  },
  label(poolName, action, { cat, state }) {
    if (action.type !== 'area') return '';
    const next = state.extra?.reserve[poolName]?.[0];
    const what = next === undefined ? 'the next monster' : cat.monsters[next].name;
    return `place ${what} on the ${state.monsterAreas[action.at].area}`;
  },
  words: (poolName) => `place the ${poolName.replace(/_/g, ' ')} monsters on the centre stacks`,
});
