/**
 * `tap_mana_lands`: "they tap all lands with mana abilities they control and
 * lose all unspent mana" (Power Sink): every land with a mana ability the
 * player controls becomes tapped (CR 701.26a; tapped, not activated: no mana
 * is made) and their mana pool empties (CR 106.4).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { board } from '../../../engine/derived.ts';
import { players } from '../../../engine/frame.ts';
import { rulesOf } from '../../../engine/objects.ts';
import { emptyPool } from '../../../engine/state.ts';
import { becameTapped } from '../../../engine/tapping.ts';
import { defineStep, stepSchema } from '../step.ts';

export const tapManaLands = defineStep({
  id: 'tap_mana_lands',
  description: 'a player taps every land with a mana ability they control and loses their unspent mana',
  reserved: true,
  params: stepSchema('tap_mana_lands', { who: refSchema }),
  run(s, step, f) {
    for (const p of players(s, f, step.who)) {
      for (const d of board(s).byId.values())
        if (
          d.controller === p &&
          d.types.includes('land') &&
          rulesOf(s.objects[d.id]).activated.some((a) => a.mana)
        ) {
          if (s.objects[d.id].tapped) continue;
          s.objects[d.id].tapped = true;
          becameTapped(s, d.id, false);
        }
      s.players[p].pool = emptyPool();
    }
  },
  words: (p, w) =>
    `${w.does(p.who, 'tap')} all lands with mana abilities they control and lose all unspent mana`,
});
