/**
 * `additional_combat`: "After this main phase, there is an additional combat
 * phase followed by an additional main phase" (Relentless Assault, CR
 * 500.8): the two phases come right after the main phase it resolves in —
 * cast in the first main phase, the turn goes main, combat, main, combat,
 * main. Outside a main phase there is no "this main phase": nothing happens.
 * The turn's flow reads `s.additionalCombats` (engine/rules.ts `nextStep`).
 */
import { defineStep, stepSchema } from '../step.ts';

export const additionalCombat = defineStep({
  id: 'additional_combat',
  description: 'an additional combat phase and main phase after this main phase',
  reserved: true,
  announced: true,
  params: stepSchema('additional_combat', {}),
  run(s) {
    if (s.step !== 'main1' && s.step !== 'main2') return;
    s.additionalCombats = (s.additionalCombats ?? 0) + 1;
  },
  words: () =>
    'after this main phase, there is an additional combat phase followed by an additional main phase',
});
