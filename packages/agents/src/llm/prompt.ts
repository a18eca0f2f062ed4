/**
 * What the model is shown for one decision: a system message naming the
 * game, the seat and the answer format, and a user message with the seat's
 * view (JSON, exactly the game's redacted view) and its legal actions, each
 * on a line of its own as `index: action JSON — description`. The answer's
 * JSON schema pins `index` to the legal range. Nothing but the view and the
 * legal actions (and their descriptions for this seat) goes in: no state.
 */
import { type Action, type AnyGame, type PlayerId, seatName } from '@arbiter/core';
import type { DecisionContext } from '../agent.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface Prompt {
  messages: ChatMessage[];
  /** The JSON schema of the answer. */
  schema: Record<string, unknown>;
  /** Each legal action's description, in the legal order. */
  labels: string[];
}

export const ANSWER_SHAPE = '{"index": <number of your action>, "reason": "<one short sentence>"}';

/** The system message: the same for every decision of one seat in one game. */
export function systemMessage(game: AnyGame, player: PlayerId, seats?: number): string {
  // A game played by a varying number of seats has no fixed count: the match's, when known.
  const total = seats ?? (game.seatRange ? undefined : game.players);
  const of = total === undefined ? '' : ` of ${total}`;
  return [
    // Seats are numbered from 1 for whoever reads; the JSON keeps its own 0-based numbers.
    `You are playing ${game.name} as ${seatName(player)}${of} (in the JSON, where seats count from 0, you are ${player}).`,
    game.description,
    'At each decision you see your own view of the game as JSON (what is hidden from you is left out) and your legal actions, numbered from 0.',
    `Choose one legal action. Reply with one JSON object and nothing else: ${ANSWER_SHAPE}.`,
  ].join('\n');
}

export function answerSchema(count: number): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      index: { type: 'integer', minimum: 0, maximum: count - 1 },
      reason: { type: 'string' },
    },
    required: ['index', 'reason'],
    additionalProperties: false,
  };
}

/** A legal action's description: the game's, or its JSON when the loop gave no describe. */
export function labelsOf<A extends Action>(ctx: DecisionContext<A>): string[] {
  const labels: string[] = new Array(ctx.legal.length);
  for (let i = 0; i < ctx.legal.length; i++) {
    labels[i] = ctx.describe ? ctx.describe(ctx.legal[i]) : JSON.stringify(ctx.legal[i]);
  }
  return labels;
}

export function userMessage(ctx: DecisionContext, labels: readonly string[]): string {
  const where: string[] = [];
  if (ctx.match !== undefined) where.push(`match ${ctx.match}`);
  if (ctx.turn !== undefined) where.push(`decision after ${ctx.turn} action${ctx.turn === 1 ? '' : 's'}`);
  const lines: string[] = [];
  if (where.length > 0) lines.push(`${where.join(', ')}.`);
  lines.push('Your view:', JSON.stringify(ctx.view), '', 'Your legal actions (index: action — description):');
  for (let i = 0; i < ctx.legal.length; i++)
    lines.push(`${i}: ${JSON.stringify(ctx.legal[i])} — ${labels[i]}`);
  lines.push('', `Reply ${ANSWER_SHAPE} with a number from 0 to ${ctx.legal.length - 1}.`);
  return lines.join('\n');
}

/** The message that asks again after an answer that could not be played. */
export function retryMessage(problem: string, count: number): string {
  return `That answer cannot be played: ${problem}. Reply again with one JSON object ${ANSWER_SHAPE}, the number from 0 to ${count - 1}.`;
}

export function buildPrompt(ctx: DecisionContext, system: string): Prompt {
  const labels = labelsOf(ctx);
  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: userMessage(ctx, labels) },
    ],
    schema: answerSchema(ctx.legal.length),
    labels,
  };
}
