/** `block_recruit_matching_roll`: this turn no citizen of either die's number or of their sum may be hired or taken. */
import { stateExtra } from '../../../state.ts';
import { NO_ARGS } from '../../args.ts';
import { defineOperation } from '../../module.ts';

export const blockRecruitMatchingRoll = defineOperation({
  id: 'block_recruit_matching_roll',
  description: "citizens of this turn's numbers may not be hired or taken this turn",
  params: NO_ARGS,
  run(en, _p, task) {
    if (!en.state.dice) return null;
    const [a, b] = en.state.dice;
    const rolls = [a, b, a + b];
    stateExtra(en.state).blockedRolls = rolls;
    if (en.emit) en.emit({ type: 'blockade', rolls: [...rolls], source: task.source });
    return null;
  },
  words: () => "no one may hire citizens whose number matches this turn's dice",
});
