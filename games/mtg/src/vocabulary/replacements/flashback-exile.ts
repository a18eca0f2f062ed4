/** `flashback_exile`: a spell cast with flashback is exiled instead of going anywhere else as it leaves the stack (CR 702.34a). */
import { type ReplacementModule, toExile } from './replacement.ts';

export const flashbackExile: ReplacementModule = {
  id: 'flashback_exile',
  description: 'a flashback spell leaving the stack is exiled',
  rule: 'CR 702.34a',
  event: 'spell_leaves_stack',
  applies: (_s, e) => e.kind === 'spell_leaves_stack' && !!e.item.exileAfter && e.to !== 'exile',
  replace: toExile,
  usedBy: (node) => 'flashback' in node && !!node.flashback,
  words: () =>
    'if it was cast with flashback, exile it instead of putting it anywhere else as it leaves the stack',
};
