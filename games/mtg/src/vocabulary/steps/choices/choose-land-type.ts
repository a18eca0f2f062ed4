/**
 * `choose_land_type`: the choice of "As ~ enters, choose a basic land type"
 * (rule flag `as_enters_choose_land_type`, CR 614.12): the controller picks
 * one of the five basic land types for the entering permanent (the frame's
 * source). The resolution of such a permanent spell runs it; no card's text
 * names it.
 */
import { touch } from '../../../engine/derived.ts';
import { ask } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { BASIC_LAND_TYPES } from '../../statics/set-land-type.ts';
import { defineStep, stepSchema } from '../step.ts';

export const chooseLandType = defineStep({
  id: 'choose_land_type',
  description: 'the entering permanent’s controller chooses a basic land type for it',
  // Run by the resolution of a permanent spell with that "as enters" choice, not named by a card's text.
  reserved: true,
  params: stepSchema('choose_land_type', {}),
  run(s, _step, f) {
    const o = s.objects[f.source];
    if (o?.zone !== 'battlefield') return;
    const answer = f.vars.answer;
    if (typeof answer !== 'string') {
      ask(
        s,
        f.controller,
        `As ${nameOf(o)} enters, choose a basic land type:`,
        BASIC_LAND_TYPES.map((t) => ({ label: t, value: t })),
      );
      return;
    }
    o.chosenType = answer;
    touch(s);
  },
  words: () => 'choose a basic land type',
});
