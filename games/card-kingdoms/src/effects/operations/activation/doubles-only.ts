/**
 * A starter's activation trigger (`activation_trigger` column): the card
 * activates only on doubles, once (`doubles_or_no_payout`) or twice
 * (`doubles_or_no_payout_twice`). The catalog reads `activationTimes` at
 * load; running one does nothing.
 */
import { NO_ARGS } from '../../args.ts';
import { defineOperation } from '../../module.ts';

export const doublesOrNoPayout = defineOperation({
  id: 'doubles_or_no_payout',
  description: 'the starter activates only on doubles, once',
  params: NO_ARGS,
  activationTimes: 1,
  words: () => 'activates only when doubles are rolled',
});

export const doublesOrNoPayoutTwice = defineOperation({
  id: 'doubles_or_no_payout_twice',
  description: 'the starter activates only on doubles, twice',
  params: NO_ARGS,
  activationTimes: 2,
  words: () => 'activates twice when doubles are rolled, and never otherwise',
});
