/**
 * `slay`, `recruit`, `build_domain`: an effect lets its player slay a
 * monster, hire a citizen or build a domain now, outside the two actions,
 * paying as usual (or decline). The options are the main action's own
 * payments; the purchase is the main action's.
 */
import type { Catalog } from '../../data/cards.ts';
import type { Engine } from '../../engine.ts';
import { buildOptions, hireOptions, slayOptions } from '../../rules/actions.ts';
import { DECLINE } from '../../rules/interned.ts';
import { performBuild, performHire, performSlay } from '../../rules/perform.ts';
import type { CkAction, CkState, PlayerState } from '../../state.ts';
import { NO_ARGS } from '../args.ts';
import { defineOperation } from '../module.ts';

/** One purchase made now: its decision kind (the main action's type), its options and how the chosen one is paid. */
function purchaseNow<K extends 'slay' | 'hire' | 'build'>(
  id: string,
  kind: K,
  what: string,
  options: (cat: Catalog, state: CkState, p: PlayerState) => CkAction[],
  perform: (en: Engine, player: number, action: Extract<CkAction, { type: K }>) => void,
) {
  return defineOperation({
    id,
    description: `its player may ${what} now, paying its cost`,
    params: NO_ARGS,
    run: (en, _p, task) => ({
      kind,
      options: [...options(en.cat, en.state, en.state.players[task.player]), DECLINE],
    }),
    resolve(en, _p, d, action) {
      if (action.type === kind) perform(en, d.player, action as Extract<CkAction, { type: K }>);
    },
    words: () => `you may ${what}`,
  });
}

export const slay = purchaseNow('slay', 'slay', 'slay a monster', slayOptions, (en, player, a) =>
  performSlay(en, player, a.area, a.magic, a.discount),
);

export const recruit = purchaseNow('recruit', 'hire', 'hire a citizen', hireOptions, (en, player, a) =>
  performHire(en, player, a.stack, a.magic, a.strength),
);

export const buildDomain = purchaseNow(
  'build_domain',
  'build',
  'build a domain',
  buildOptions,
  (en, player, a) => performBuild(en, player, a.stack, a.magic),
);
