/**
 * `--iterations N` and `--think-ms MS` as agent settings: a search stops at
 * whichever comes first. Iterations give the same choices on any machine;
 * a time makes them depend on the machine and its load (fine for play, not
 * for results that must repeat).
 */
import type { AgentSettings } from '@arbiter/agents';

export function searchBudget(flags: { iterations?: number; thinkMs?: number }): AgentSettings {
  return {
    ...(flags.iterations !== undefined ? { iterations: flags.iterations } : {}),
    ...(flags.thinkMs !== undefined ? { thinkMs: flags.thinkMs } : {}),
  };
}
