/** The seat kinds the lobby offers, with their labels: every kind the server knows (apps/server `seatKinds`). */
import type { SeatKind } from '@arbiter/server/protocol';

export const SEAT_KINDS: Array<{ kind: SeatKind; label: string }> = [
  { kind: 'human', label: 'Human' },
  { kind: 'random', label: 'Random agent' },
  { kind: 'greedy', label: 'Greedy agent' },
  { kind: 'mcts', label: 'MCTS agent' },
  { kind: 'rollout', label: 'Rollout agent' },
  { kind: 'llm', label: 'LLM agent' },
];
