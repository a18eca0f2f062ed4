/** An explicit deep copy of a state (the hot path: agents clone per simulated move). */
import { cloneRng } from '@arbiter/core';
import { type CkState, copyExtra, type Decision, nameCounts, type PlayerState, type Task } from './state.ts';

const clonePlayer = (p: PlayerState): PlayerState => ({
  g: p.g,
  s: p.s,
  m: p.m,
  v: p.v,
  starters: [...p.starters],
  citizens: [...p.citizens],
  domains: p.domains.map((d) => ({ card: d.card, builtTurn: d.builtTurn })),
  monsters: [...p.monsters],
  dukeChoices: [...p.dukeChoices],
  duke: p.duke,
  ...(p.extra ? { extra: copyExtra(p.extra) } : {}),
});

// Legs and actions are never mutated in place, so they are shared.
const cloneTask = (t: Task): Task => ({
  player: t.player,
  legs: t.legs,
  at: t.at,
  source: t.source,
  onTurn: t.onTurn,
});
const cloneDecision = (d: Decision | null): Decision | null => (d ? { ...d, options: [...d.options] } : null);

export function cloneState(s: CkState): CkState {
  return {
    rng: cloneRng(s.rng),
    seats: s.seats,
    players: s.players.map(clonePlayer),
    citizenStacks: s.citizenStacks.map((c) => ({ rolls: c.rolls, cards: [...c.cards] })),
    monsterAreas: s.monsterAreas.map((a) => ({ area: a.area, cards: [...a.cards] })),
    domainStacks: s.domainStacks.map((d) => [...d]),
    dukeDeck: [...s.dukeDeck],
    active: s.active,
    turn: s.turn,
    round: s.round,
    step: s.step,
    dukeTurn: s.dukeTurn,
    dice: s.dice ? [s.dice[0], s.dice[1]] : null,
    diceUsed: [...s.diceUsed],
    actionsLeft: s.actionsLeft,
    queue: s.queue.map(cloneTask),
    pending: cloneDecision(s.pending),
    ending: s.ending,
    endReason: s.endReason,
    banished: { citizens: [...s.banished.citizens], monsters: [...s.banished.monsters] },
    tally: { hired: nameCounts(s.tally.hired), slain: nameCounts(s.tally.slain) },
    ...(s.maxRounds !== undefined ? { maxRounds: s.maxRounds } : {}),
    ...(s.extra ? { extra: copyExtra(s.extra) } : {}),
  };
}
