/**
 * `slay`, `recruit`, `build_domain`: an effect lets its player slay a
 * monster, hire a citizen or build a domain now, outside the two actions,
 * paying as usual (or decline). The options are the main action's own
 * payments; the purchase is the main action's.
 */
import { buildOptions, hireOptions, slayOptions } from '../../rules/actions.ts';
import { DECLINE } from '../../rules/interned.ts';
import { performBuild, performHire, performSlay } from '../../rules/perform.ts';
import { NO_ARGS } from '../args.ts';
import { defineOperation } from '../module.ts';

export const slay = defineOperation({
  id: 'slay',
  description: 'its player may slay a monster now, paying its cost',
  params: NO_ARGS,
  run: (en, _p, task) => ({
    kind: 'slay',
    options: [...slayOptions(en.cat, en.state, en.state.players[task.player]), DECLINE],
  }),
  resolve(en, _p, d, action) {
    if (action.type === 'slay') performSlay(en, d.player, action.area, action.magic, action.discount);
  },
  words: () => 'you may slay a monster',
});

export const recruit = defineOperation({
  id: 'recruit',
  description: 'its player may hire a citizen now, paying its cost',
  params: NO_ARGS,
  run: (en, _p, task) => ({
    kind: 'hire',
    options: [...hireOptions(en.cat, en.state, en.state.players[task.player]), DECLINE],
  }),
  resolve(en, _p, d, action) {
    if (action.type === 'hire') performHire(en, d.player, action.stack, action.magic, action.strength);
  },
  words: () => 'you may hire a citizen',
});

export const buildDomain = defineOperation({
  id: 'build_domain',
  description: 'its player may build a domain now, paying its cost',
  params: NO_ARGS,
  run: (en, _p, task) => ({
    kind: 'build',
    options: [...buildOptions(en.cat, en.state, en.state.players[task.player]), DECLINE],
  }),
  resolve(en, _p, d, action) {
    if (action.type === 'build') performBuild(en, d.player, action.stack, action.magic);
  },
  words: () => 'you may build a domain',
});
