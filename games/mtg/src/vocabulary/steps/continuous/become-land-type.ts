/**
 * `become_land_type`: "Target land becomes the basic land type of your
 * choice until end of turn" (Mystic Compass, CR 305.7): the controller
 * chooses one of the five basic land types on resolution (a `resolve`
 * decision), then the lands the ref names are that type until end of turn —
 * a layer-4 effect (`setLandType`) on objects locked in as it begins (CR
 * 611.2c).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { touch } from '../../../engine/derived.ts';
import { ask, objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { BASIC_LAND_TYPES } from '../../statics/set-land-type.ts';
import { defineStep, stepSchema } from '../step.ts';

type BasicLandType = (typeof BASIC_LAND_TYPES)[number];

export const becomeLandType = defineStep({
  id: 'become_land_type',
  description: 'lands become the basic land type of the controller’s choice until end of turn',
  reserved: true,
  params: stepSchema('become_land_type', { what: refSchema }),
  run(s, step, f) {
    const ids = objectsOnly(refIds(s, f, step.what)).filter((id) => onBattlefield(s, id));
    if (ids.length === 0) return;
    const answer = f.vars.answer;
    const type = BASIC_LAND_TYPES.find((t) => t === answer);
    if (type === undefined) {
      ask(
        s,
        f.controller,
        'Choose a basic land type:',
        BASIC_LAND_TYPES.map((t) => ({ label: t, value: t })),
      );
      return;
    }
    const setLandType: BasicLandType = type;
    s.effects.push({
      effect: { affects: { all: {} }, setLandType },
      objects: ids,
      controller: f.controller,
      source: f.source,
      timestamp: s.nextTimestamp++,
      until: 'end_of_turn',
    });
    touch(s);
  },
  words: (p, w) => `${w.ref(p.what)} becomes the basic land type of your choice until end of turn`,
});
