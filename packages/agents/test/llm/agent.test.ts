/**
 * The LLM agent against a local test endpoint replaying recorded answers:
 * each kind of bad answer or failed request, and what the agent does about it.
 */
import { Match } from '@arbiter/core';
import { type ToyAction, toyGame } from '@arbiter/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AsyncOnlyAgentError,
  type DecisionContext,
  decide,
  type LlmSettings,
  llmAgent,
  type TraceRecord,
} from '../../src/index.ts';
import {
  type FakeEndpoint,
  type FakeReply,
  legalActionsIn,
  type Responder,
  startFakeEndpoint,
} from '../../src/testing/index.ts';

const open: FakeEndpoint[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});

async function endpoint(script: FakeReply[] | Responder): Promise<FakeEndpoint> {
  const e = await startFakeEndpoint(script);
  open.push(e);
  return e;
}

/** The toy game's first decision (seat 0, three different cards in hand). */
function decision(seed = 'llm-agent'): DecisionContext<ToyAction> {
  const match = new Match(toyGame, {}, seed);
  const player = match.toAct()[0];
  const legal = match.legalActions(player);
  return {
    game: toyGame,
    player,
    view: match.view(player),
    legal,
    match: `toy-${seed}`,
    turn: 0,
    describe: (a) => toyGame.describe(a, match.state),
  };
}

function agentOn(e: FakeEndpoint, extra: Partial<LlmSettings> = {}, seed = 'agent-seed') {
  const records: TraceRecord[] = [];
  const settings: LlmSettings = {
    baseURL: e.baseURL,
    model: 'test-model',
    timeoutMs: 2000,
    maxRetries: 2,
    retryDelayMs: 0,
    ...extra,
  };
  const agent = llmAgent({ settings, seed, trace: { write: (r) => records.push(r) } });
  return { agent, records };
}

const index = (i: number) => ({ content: JSON.stringify({ index: i, reason: 'recorded' }) });

describe('the LLM agent, one decision', () => {
  it('sends the view, the numbered legal actions and a strict schema; plays the answer; traces it', async () => {
    const ctx = decision();
    const e = await endpoint([{ ...index(1), usage: { prompt_tokens: 321, completion_tokens: 9 } }]);
    const { agent, records } = agentOn(e);
    const action = await agent.chooseAsync!(ctx);
    expect(action).toBe(ctx.legal[1]);

    const [req] = e.requests;
    expect(req.model).toBe('test-model');
    expect(req.response_format?.type).toBe('json_schema');
    expect(req.response_format?.json_schema?.strict).toBe(true);
    expect(req.response_format?.json_schema?.schema).toMatchObject({
      properties: { index: { type: 'integer', minimum: 0, maximum: ctx.legal.length - 1 } },
      required: ['index', 'reason'],
    });
    expect(req.messages[0].role).toBe('system');
    expect(req.messages[0].content).toContain('You are playing Toy as seat 1 of 2');
    expect(req.messages[1].content).toContain(JSON.stringify(ctx.view));
    expect(legalActionsIn(req)).toEqual(
      ctx.legal.map((a, i) => ({ index: i, action: a, label: ctx.describe!(a) })),
    );

    expect(records).toHaveLength(1);
    const r = records[0];
    expect(r).toMatchObject({
      format: 'arbiter.llm-trace/1',
      game: 'toy',
      match: 'toy-llm-agent',
      seat: 0,
      turn: 0,
      model: 'test-model',
      raw: '{"index":1,"reason":"recorded"}',
      action: ctx.legal[1],
      index: 1,
      legalCount: ctx.legal.length,
      valid: true,
      how: 'index',
      retries: 0,
      fallback: null,
      forced: false,
      tokens: { prompt: 321, completion: 9 },
    });
    expect(r.prompt).toEqual(req.messages);
    expect(r.latencyMs).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(r.at))).toBe(false);
  });

  it('malformed JSON: asks again, showing its answer and the reason, then plays the second answer', async () => {
    const ctx = decision();
    const e = await endpoint([{ content: '{"index": 2' }, index(0)]);
    const { agent, records } = agentOn(e);
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[0]);
    expect(e.requests).toHaveLength(2);
    const retry = e.requests[1].messages;
    expect(retry.slice(0, 2)).toEqual(e.requests[0].messages);
    expect(retry[2]).toEqual({ role: 'assistant', content: '{"index": 2' });
    expect(retry[3].role).toBe('user');
    expect(retry[3].content).toMatch(/^That answer cannot be played: the answer is not valid JSON \(/);
    expect(records[0]).toMatchObject({ valid: true, retries: 1, fallback: null, raw: index(0).content });
    expect(records[0].attempts[0].problem).toMatch(/not valid JSON/);
  });

  it('prose around the JSON: reads the JSON inside, no retry', async () => {
    const ctx = decision();
    const e = await endpoint([
      { content: 'Let me think. The best card is the last.\n{"index": 2}\nThat is my move.' },
    ]);
    const { agent, records } = agentOn(e);
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[2]);
    expect(e.requests).toHaveLength(1);
    expect(records[0]).toMatchObject({ valid: true, retries: 0, how: 'index', extracted: true });
  });

  it('a name instead of an index: plays the action with that description, no retry', async () => {
    const ctx = decision();
    const label = ctx.describe!(ctx.legal[1]);
    const e = await endpoint([{ content: JSON.stringify({ action: label }) }]);
    const { agent, records } = agentOn(e);
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[1]);
    expect(records[0]).toMatchObject({ valid: true, retries: 0, how: 'name' });
  });

  it('an illegal move: refused with the reason, asked again; the illegal action never comes back', async () => {
    const ctx = decision();
    const e = await endpoint([
      { content: JSON.stringify({ action: { type: 'play', card: 42 } }) },
      { content: JSON.stringify({ index: 99 }) },
      index(2),
    ]);
    const { agent, records } = agentOn(e);
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[2]);
    expect(e.requests[1].messages[3].content).toContain(
      '{"type":"play","card":42} is not a legal action now',
    );
    expect(e.requests[2].messages[5].content).toContain(
      `99 is not an index of a legal action (0..${ctx.legal.length - 1})`,
    );
    expect(records[0]).toMatchObject({ valid: true, retries: 2 });
  });

  it('a timeout: the request is given up after timeoutMs and sent again', async () => {
    const ctx = decision();
    const e = await endpoint([{ ...index(0), delayMs: 3000 }, index(1)]);
    const { agent, records } = agentOn(e, { timeoutMs: 200 });
    const started = performance.now();
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[1]);
    expect(performance.now() - started).toBeLessThan(2500);
    expect(records[0].attempts[0]).toMatchObject({ raw: null, error: 'no answer within 200 ms' });
    expect(records[0]).toMatchObject({ valid: true, retries: 1, fallback: null });
  });

  it('an HTTP 500: the request is sent again (after the retry pause)', async () => {
    const ctx = decision();
    const e = await endpoint([{ status: 500, error: 'model overloaded' }, index(2)]);
    const { agent, records } = agentOn(e, { retryDelayMs: 50 });
    const started = performance.now();
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[2]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(records[0].attempts[0].error).toMatch(/^HTTP 500: /);
    expect(records[0]).toMatchObject({ valid: true, retries: 1 });
  });

  it('every attempt failing: the fallback plays (seeded random by default), and the trace says why', async () => {
    const ctx = decision();
    const bad: FakeReply[] = [{ content: 'no idea' }, { status: 503 }, { content: '{"index": -1}' }];
    const first = agentOn(await endpoint(bad), {}, 'same-seed');
    const second = agentOn(await endpoint(bad), {}, 'same-seed');
    const a = await first.agent.chooseAsync!(ctx);
    const b = await second.agent.chooseAsync!(ctx);
    expect(ctx.legal).toContain(a);
    expect(b).toBe(a);
    expect(first.records[0]).toMatchObject({
      valid: false,
      how: null,
      retries: 2,
      fallback: {
        kind: 'random',
        reason: `-1 is not an index of a legal action (0..${ctx.legal.length - 1})`,
      },
      raw: '{"index": -1}',
    });
    expect(first.records[0].attempts.map((x) => x.error ?? x.problem)).toEqual([
      '"no idea" is not the description of a legal action',
      expect.stringMatching(/^HTTP 503/),
      `-1 is not an index of a legal action (0..${ctx.legal.length - 1})`,
    ]);

    const firstKind = agentOn(await endpoint([{ status: 500 }]), { fallback: 'first', maxRetries: 0 });
    expect(await firstKind.agent.chooseAsync!(ctx)).toBe(ctx.legal[0]);
    expect(firstKind.records[0]).toMatchObject({ retries: 0, fallback: { kind: 'first' } });
  });

  it('an endpoint that cannot be reached: fallback, with the network error', async () => {
    const ctx = decision();
    const gone = await startFakeEndpoint([]);
    await gone.close();
    const { agent, records } = agentOn(gone, { maxRetries: 1 });
    expect(ctx.legal).toContain(await agent.chooseAsync!(ctx));
    expect(records[0].fallback?.reason).toMatch(/^cannot reach the endpoint/);
  });

  it('steps down from a JSON schema to a JSON object when the endpoint refuses it, and remembers', async () => {
    const ctx = decision();
    const e = await endpoint((req) =>
      req.response_format?.type === 'json_schema'
        ? { status: 400, error: "response_format 'json_schema' is not supported by this model" }
        : index(1),
    );
    const { agent, records } = agentOn(e, { model: 'step-down-model' });
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[1]);
    expect(await agent.chooseAsync!(ctx)).toBe(ctx.legal[1]);
    expect(e.requests.map((r) => r.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
    expect(records.map((r) => [r.retries, r.attempts[0].format])).toEqual([
      [0, 'json_object'],
      [0, 'json_object'],
    ]);
  });

  it('sends no response format when told so, and temperature / max tokens only when set', async () => {
    const ctx = decision();
    const e = await endpoint([index(0), index(0)]);
    await agentOn(e, { responseFormat: 'none', model: 'plain' }).agent.chooseAsync!(ctx);
    await agentOn(e, { responseFormat: 'none', model: 'plain', temperature: 0.2, maxTokens: 64 }).agent
      .chooseAsync!(ctx);
    expect(e.requests[0].response_format).toBeUndefined();
    expect(e.requests[0].temperature).toBeUndefined();
    expect(e.requests[1]).toMatchObject({ temperature: 0.2, max_tokens: 64 });
  });

  it('a single legal action is played without asking (traced as forced)', async () => {
    const ctx = decision();
    const e = await endpoint([]);
    const { agent, records } = agentOn(e);
    const only = { ...ctx, legal: [ctx.legal[0]] };
    expect(await agent.chooseAsync!(only)).toBe(ctx.legal[0]);
    expect(e.requests).toHaveLength(0);
    expect(records[0]).toMatchObject({ forced: true, valid: true, retries: 0, attempts: [] });
  });

  it('refuses the synchronous path; decide() takes the asynchronous one', async () => {
    const ctx = decision();
    const e = await endpoint([index(2)]);
    const { agent } = agentOn(e);
    expect(() => agent.choose(ctx)).toThrow(AsyncOnlyAgentError);
    expect(await decide(agent, ctx)).toBe(ctx.legal[2]);
  });
});
