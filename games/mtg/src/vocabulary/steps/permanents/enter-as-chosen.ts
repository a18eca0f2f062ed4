/**
 * `enter_as_chosen`: how a permanent spell with "As ~ enters, it becomes
 * your choice of …" (rule flag `as_enters_choice`) resolves — its
 * controller chooses an option, then it enters as that option (CR 614.12:
 * the choice is made as it enters, not when it is cast). The resolution
 * (resolve.ts) runs this step for such a spell; no card's text names it.
 */
import { ask } from '../../../engine/frame.ts';
import { nameOf, rulesOf } from '../../../engine/objects.ts';
import { moveTo } from '../../../engine/zones.ts';
import { asEntersOptions, optionWords } from '../../rule-flags/as-enters-choice.ts';
import { defineStep, stepSchema } from '../step.ts';

export const enterAsChosen = defineStep({
  id: 'enter_as_chosen',
  description: 'the resolving permanent spell enters as the option its controller chooses',
  // Run by the resolution of a permanent spell with an "as enters" choice, not named by a card's text.
  reserved: true,
  params: stepSchema('enter_as_chosen', {}),
  run(s, _step, f) {
    const o = s.objects[f.source];
    if (o?.zone !== 'stack') return;
    const options = asEntersOptions(rulesOf(o)) ?? [];
    const answer = f.vars.answer;
    if (typeof answer !== 'number') {
      ask(
        s,
        f.controller,
        `As ${nameOf(o)} enters, it becomes your choice of:`,
        options.map((op, i) => ({ label: optionWords(op), value: i })),
      );
      return;
    }
    moveTo(s, f.source, 'battlefield', { controller: f.controller, chosen: answer });
  },
  words: () => 'it enters as the option its controller chooses',
});
