/**
 * Agent specs: an agent kind with its budget and settings in one word, so a
 * list of agents (`--agents random,greedy,mcts:200,mcts:250ms`) can hold the
 * same kind at several strengths:
 *
 *   kind[:part[:part...]]
 *   part = N          iterations (MCTS) or samples (greedy)
 *        | Nms | Ns   thinking time per decision
 *        | key=value  a setting: iterations, samples, thinkMs, clock (wall, cpu), rolloutDepth (or depth),
 *                   exploration, expandAfter (expand), policyBias (bias), reuseTree, exact
 *
 * `mcts:400` is MCTS at 400 iterations, `mcts:300ms` MCTS at 300 ms a
 * decision, `mcts:300ms:depth=8` with playouts of 8 actions,
 * `greedy:16` greedy over 16 sampled worlds. A spec's settings override the
 * ones a caller passes for every seat.
 */
import type { AgentSettings } from './agent.ts';

export interface AgentSpec {
  /** The spec as written (trimmed): how tables and reports name the agent. */
  name: string;
  kind: string;
  settings: AgentSettings;
}

/** Thrown for a spec that cannot be read; the message says why. */
export class AgentSpecError extends Error {
  constructor(spec: string, why: string) {
    super(`agent '${spec}': ${why}`);
    this.name = 'AgentSpecError';
  }
}

const NUMERIC: Record<string, keyof AgentSettings> = {
  iterations: 'iterations',
  samples: 'samples',
  thinkms: 'thinkMs',
  think: 'thinkMs',
  rolloutdepth: 'rolloutDepth',
  depth: 'rolloutDepth',
  exploration: 'exploration',
  expandafter: 'expandAfter',
  expand: 'expandAfter',
  policybias: 'policyBias',
  bias: 'policyBias',
  rootlook: 'rootLook',
  look: 'rootLook',
  prior: 'prior',
  widen: 'widen',
  priorweight: 'priorWeight',
  widenbelow: 'widenBelow',
  below: 'widenBelow',
};

/** Reads `spec`; throws AgentSpecError naming what is wrong. The kind itself is not checked here. */
export function parseAgentSpec(spec: string): AgentSpec {
  const name = spec.trim();
  const [kind, ...parts] = name.split(':');
  if (!/^[A-Za-z][\w-]*$/.test(kind ?? ''))
    throw new AgentSpecError(spec, 'a spec starts with an agent kind');
  const settings: AgentSettings = {};
  for (const part of parts) readPart(spec, kind, part, settings);
  return { name, kind, settings };
}

function readPart(spec: string, kind: string, part: string, settings: AgentSettings): void {
  const time = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(part);
  if (time) {
    const ms = Number(time[1]) * (time[2] === 's' ? 1000 : 1);
    if (!(ms > 0)) throw new AgentSpecError(spec, `'${part}': a thinking time must be above 0`);
    settings.thinkMs = ms;
    return;
  }
  if (/^\d+$/.test(part)) {
    const n = Number(part);
    if (n < 1) throw new AgentSpecError(spec, `'${part}': a budget must be at least 1`);
    if (kind === 'greedy') settings.samples = n;
    else settings.iterations = n;
    return;
  }
  const eq = part.indexOf('=');
  if (eq <= 0) {
    throw new AgentSpecError(spec, `'${part}' is not a budget (400, 250ms, 2s) or a setting (key=value)`);
  }
  const key = part.slice(0, eq).toLowerCase();
  const raw = part.slice(eq + 1);
  if (key === 'clock') {
    if (raw !== 'wall' && raw !== 'cpu') throw new AgentSpecError(spec, `clock is wall or cpu, not '${raw}'`);
    settings.clock = raw;
    return;
  }
  if (key === 'reusetree') {
    if (raw !== 'true' && raw !== 'false')
      throw new AgentSpecError(spec, `reuseTree is true or false, not '${raw}'`);
    settings.reuseTree = raw === 'true';
    return;
  }
  if (key === 'exact') {
    if (raw !== 'true' && raw !== 'false')
      throw new AgentSpecError(spec, `exact is true or false, not '${raw}'`);
    settings.exact = raw === 'true';
    return;
  }
  const field = NUMERIC[key];
  if (!field) {
    throw new AgentSpecError(
      spec,
      `unknown setting '${part.slice(0, eq)}' (settings: iterations, samples, thinkMs, clock, rolloutDepth, exploration, expandAfter, policyBias, rootLook, prior, widen, priorWeight, widenBelow, reuseTree, exact)`,
    );
  }
  const value = Number(raw);
  const whole =
    field !== 'exploration' &&
    field !== 'thinkMs' &&
    field !== 'policyBias' &&
    field !== 'widen' &&
    field !== 'priorWeight';
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
    throw new AgentSpecError(spec, `${field} needs a ${whole ? 'whole ' : ''}number >= 0, not '${raw}'`);
  }
  (settings as Record<string, number>)[field] = value;
}

/** The settings a seat plays with: the caller's, overridden by the spec's own. */
export function specSettings(spec: AgentSpec, base: AgentSettings | undefined): AgentSettings {
  return { ...(base ?? {}), ...spec.settings };
}
