/**
 * The LLM agent's own cost per decision, with no network: building the
 * prompt (the view as JSON, each legal action's JSON and description, the
 * answer's schema) and reading answers (normalize.ts) in three forms: the
 * index asked for, the action object, and the action's description. The
 * decisions are every decision with a choice in a few random games (the
 * state kept with each, for the descriptions). Aim: below 1 ms a decision.
 */
import { buildPrompt, type DecisionContext, normalizeAnswer, systemMessage } from '@arbiter/agents';
import type { Action, AnyGame } from '@arbiter/core';
import { playUnrecorded, seatAgents } from '@arbiter/sim';
import type { BenchCase, Figures } from './cases.ts';

export const LLM_TABLE = 'LLM agent overhead per decision (prompt building and answer reading; no network)';

const MAX_DECISIONS = 400;

function decisionsOf(game: AnyGame, options: Record<string, unknown>): DecisionContext[] {
  const out: DecisionContext[] = [];
  for (let g = 0; out.length < MAX_DECISIONS && g < 20; g++) {
    const seed = `bench/llm/${g}`;
    const agents = seatAgents(
      Array.from({ length: game.players }, () => 'random'),
      seed,
    );
    playUnrecorded(game, options, seed, agents, {
      onDecision: (d) => {
        if (d.legal.length < 2 || out.length >= MAX_DECISIONS) return;
        const state = game.clone(d.state);
        out.push({
          game,
          player: d.player,
          view: d.view,
          legal: [...d.legal],
          match: seed,
          turn: d.step,
          describe: (a: Action) => game.describe(a, state),
        });
      },
    });
  }
  return out;
}

const us = (ms: number, n: number) => Math.round((ms * 1000 * 10) / n) / 10;

export function llmOverheadCase(
  game: AnyGame,
  options: Record<string, unknown> = {},
  label = game.id,
): BenchCase {
  return {
    id: `llm:${label}`,
    table: LLM_TABLE,
    game: game.id,
    label,
    run(budgetMs): Figures {
      const decisions = decisionsOf(game, options);
      if (decisions.length === 0) return { decisions: 0, note: 'no decision with a choice' };
      const systems = new Map<number, string>();
      const system = (p: number) => {
        let s = systems.get(p);
        if (s === undefined) {
          s = systemMessage(game, p);
          systems.set(p, s);
        }
        return s;
      };
      const times = { prompt: 0, index: 0, action: 0, name: 0 };
      let n = 0;
      let promptChars = 0;
      const start = performance.now();
      // Every decision at least once, then round and round until the budget is spent.
      while (n < decisions.length || performance.now() - start < budgetMs) {
        const ctx = decisions[n % decisions.length];
        const k = n % ctx.legal.length;
        const t0 = performance.now();
        const prompt = buildPrompt(ctx, system(ctx.player));
        const t1 = performance.now();
        const input = { game, view: ctx.view, legal: ctx.legal, labels: prompt.labels };
        const byIndex = normalizeAnswer(`{"index": ${k}, "reason": "the best move"}`, input);
        const t2 = performance.now();
        const byAction = normalizeAnswer(JSON.stringify({ action: ctx.legal[k] }), input);
        const t3 = performance.now();
        const byName = normalizeAnswer(JSON.stringify({ action: prompt.labels[k] }), input);
        const t4 = performance.now();
        if (!byIndex.ok || byIndex.index !== k || !byAction.ok || byAction.index !== k) {
          throw new Error(`${game.id}: the answer for action ${k} was not read back as ${k}`);
        }
        if (!byName.ok && !byName.problem.includes('fits')) throw new Error(`${game.id}: ${byName.problem}`);
        times.prompt += t1 - t0;
        times.index += t2 - t1;
        times.action += t3 - t2;
        times.name += t4 - t3;
        promptChars += prompt.messages[0].content.length + prompt.messages[1].content.length;
        n++;
      }
      return {
        decisions: decisions.length,
        'legal/decision':
          Math.round((decisions.reduce((s, d) => s + d.legal.length, 0) / decisions.length) * 10) / 10,
        'prompt KB': Math.round(promptChars / n / 102.4) / 10,
        'prompt µs': us(times.prompt, n),
        'read index µs': us(times.index, n),
        'read action µs': us(times.action, n),
        'read name µs': us(times.name, n),
        'prompt + index µs': us(times.prompt + times.index, n),
      };
    },
  };
}
