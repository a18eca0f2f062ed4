/** `exile_instead_of_graveyard`: "if a spell cast this way would be put into a graveyard, exile it instead" (CR 614.1a). */
import { type ReplacementModule, toExile } from './replacement.ts';

export const exileInsteadOfGraveyard: ReplacementModule = {
  id: 'exile_instead_of_graveyard',
  description: 'a spell cast this way that would go to a graveyard is exiled',
  rule: 'CR 614.1a',
  event: 'spell_leaves_stack',
  applies: (s, e) =>
    e.kind === 'spell_leaves_stack' && e.to === 'graveyard' && !!s.objects[e.item.source]?.exileOnResolve,
  replace: toExile,
  usedBy: (node) => 'exileInstead' in node && node.exileInstead === true,
  words: () => 'if a spell cast this way would be put into a graveyard, exile it instead',
};
