/**
 * The hint thread: answers each request with the search's analysis of one
 * seat's position (packages/agents `analyzePosition`), from the view and the
 * legal actions it is sent, nothing else. A search holds a thread for a few
 * hundred ms; here it never holds the server's.
 */
import { parentPort } from 'node:worker_threads';
import { findGame } from '@arbiter/games';
import { type HintReply, type HintRequest, hintAnswer } from './hint-search.ts';

parentPort?.on('message', (req: HintRequest) => {
  let reply: HintReply;
  try {
    reply = { id: req.id, ok: true, answer: hintAnswer(findGame(req.gameId), req) };
  } catch (e) {
    reply = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
