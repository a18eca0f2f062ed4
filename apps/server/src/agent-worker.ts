/**
 * An agent worker thread: keeps the agents of the matches it serves (one per
 * match seat, created on first use with the seat's seed) and answers each
 * decision request with the index of the chosen legal action. Searching
 * agents (greedy, MCTS) think here, off the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { type Agent, createAgent } from '@arbiter/agents';
import { findGame } from '@arbiter/games';
import type { AgentRequest, AgentResponse } from './agent-pool.ts';

const agents = new Map<string, Agent>();

parentPort?.on('message', (msg: AgentRequest | { type: 'forget'; key: string }) => {
  if ('type' in msg && msg.type === 'forget') {
    agents.delete(msg.key);
    return;
  }
  const req = msg as AgentRequest;
  let reply: AgentResponse;
  try {
    let agent = agents.get(req.key);
    if (!agent) {
      agent = createAgent(req.kind, req.seed, req.settings);
      agents.set(req.key, agent);
    }
    const game = findGame(req.gameId);
    const chosen = agent.choose({ game, player: req.seat, view: req.view, legal: req.legal, turn: req.turn });
    const index = req.legal.indexOf(chosen);
    reply = { id: req.id, ok: true, index: index >= 0 ? index : 0 };
  } catch (e) {
    reply = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
