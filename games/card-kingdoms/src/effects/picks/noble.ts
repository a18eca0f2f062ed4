/** `<noble [N]>`: rescue N nobles, each a random one nobody owns (the seeded generator). */
import { randInt } from '@arbiter/core';
import { playerExtra } from '../../state.ts';
import type { PickModule } from '../module.ts';

export const pickNoble: PickModule = {
  id: 'noble',
  description: 'rescue a random noble nobody owns',
  run(en, leg, task) {
    const { cat, state } = en;
    for (let k = 0; k < leg.count; k++) {
      const owned = new Set(state.players.flatMap((p) => p.extra?.nobles ?? []));
      const free = cat.nobles.filter((n) => !owned.has(n.index)).map((n) => n.index);
      if (free.length === 0) break;
      const noble = free[randInt(state.rng, free.length)];
      playerExtra(state.players[task.player]).nobles.push(noble);
      if (en.emit)
        en.emit({
          type: 'noble-rescued',
          player: task.player,
          noble: cat.nobles[noble].name,
          source: task.source,
        });
    }
    return null;
  },
  canAct(en) {
    const owned = new Set(en.state.players.flatMap((p) => p.extra?.nobles ?? []));
    return en.cat.nobles.some((n) => !owned.has(n.index));
  },
  words: (leg) => `rescue ${leg.count === 1 ? 'a noble' : `${leg.count} nobles`}`,
};
