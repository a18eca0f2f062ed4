/**
 * The game's own words for what is not a card's: the steps of a turn, and
 * each kind of pending decision — as a question to the player who owes it,
 * and as what the others are told. The terminal (render.ts), the events and
 * the browser board (through the words sheet the board reads,
 * apps/web/src/boards/mtg/words.json, written from these by
 * scripts/web-words.ts) all say them the same way.
 */
import type { Decision, Step_ } from './engine/state.ts';
import type { SeenDecision } from './pending.ts';
import { KEYWORDS, keywordWords } from './vocabulary/keywords/index.ts';

/** The step as players name it. */
export const STEP_WORDS: Readonly<Record<Step_, string>> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  main1: 'first main phase',
  begin_combat: 'beginning of combat',
  declare_attackers: 'declare attackers step',
  declare_blockers: 'declare blockers step',
  first_strike_damage: 'first-strike damage step',
  combat_damage: 'combat damage step',
  end_combat: 'end of combat',
  main2: 'second main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};

/**
 * Each kind of decision: the question to the player who owes it (`yours`;
 * "{n}" stands for a number the decision holds) and what the others are
 * told (`theirs`, after "Player 2 is deciding").
 */
export const DECISION_WORDS: Readonly<Record<Decision['kind'], { yours: string; theirs: string }>> = {
  play_or_draw: { yours: 'Play first or draw first?', theirs: 'who takes the first turn' },
  mulligan: { yours: 'Keep this hand, or take a mulligan?', theirs: 'whether to keep their hand' },
  bottom: {
    yours: 'Put {n} more cards on the bottom of your library, one at a time.',
    theirs: 'which cards to put on the bottom of their library',
  },
  legend_rule: { yours: 'Legend rule: which one do you keep?', theirs: 'which legendary permanent to keep' },
  declare_attackers: {
    yours: 'Declare attackers: choose each creature that attacks, then finish.',
    theirs: 'which creatures attack',
  },
  declare_blockers: {
    yours: 'Declare blockers: choose each creature that blocks, then finish.',
    theirs: 'which creatures block',
  },
  order_triggers: {
    yours: 'Several of your abilities triggered: which goes on the stack next?',
    theirs: 'the order of their triggered abilities',
  },
  trigger_targets: {
    yours: 'Choose the targets of your triggered ability.',
    theirs: "a triggered ability's targets",
  },
  assign_damage: {
    yours: 'Assign combat damage: {n} left to assign.',
    theirs: 'how to assign combat damage',
  },
  resolve: { yours: 'Choose.', theirs: 'a choice for a spell or ability' },
};

/** The pending decision in words, for `viewer` (null: a spectator). */
export function decisionWords(d: SeenDecision, viewer: number | null): string {
  if (viewer !== d.player) return `Player ${d.player + 1} is deciding ${DECISION_WORDS[d.kind].theirs}.`;
  if ('prompt' in d) return d.prompt;
  const n = 'count' in d ? d.count : 'remaining' in d ? d.remaining : 0;
  const yours = DECISION_WORDS[d.kind].yours.replace('{n}', String(n));
  return n === 1 ? yours.replace('1 more cards', '1 more card') : yours;
}

/**
 * The words the browser board reads (apps/web/src/boards/mtg/words.json):
 * the steps, each decision's question and what others are told, and each
 * keyword as players say it. No game code reaches the browser bundle, so
 * the board reads this sheet; test/web-words.test.ts holds it to these.
 */
export interface WordsSheet {
  steps: Record<Step_, string>;
  decisions: Record<Decision['kind'], { yours: string; theirs: string }>;
  keywords: Record<string, string>;
}

export function wordsSheet(): WordsSheet {
  return {
    steps: { ...STEP_WORDS },
    decisions: { ...DECISION_WORDS },
    keywords: Object.fromEntries(KEYWORDS.map((k) => [k, keywordWords(k)])),
  };
}
