/**
 * What the web Lab is told about a game: its sides, deck format and
 * presets, opponents, options, agents, and the lists of its data a designer
 * can edit (each entry with its value and the entry's JSON Schema, made from
 * the game's zod schema), made once per game.
 */
import { agentKindsFor } from '@arbiter/agents';
import type { AnyGame, EntityList, Json } from '@arbiter/core';
import { z } from 'zod';
import type { GameInfo } from '../protocol.ts';
import type { LabGameAdapter } from './games/index.ts';
import type { LabEntityList, LabGameInfo, LabGameSummary, LabLimits } from './protocol.ts';

export function labSummary(game: AnyGame, adapter: LabGameAdapter): LabGameSummary {
  return {
    id: game.id,
    name: game.name,
    description: game.description,
    sides: adapter.sides,
    variants: game.dataDocuments !== undefined,
  };
}

/** The agents the Lab offers: every kind the game can be played by, but the LLM (it waits on a network). */
export function labAgents(game: AnyGame): string[] {
  return agentKindsFor(game).filter((k) => k !== 'llm');
}

export function labInfo(
  game: AnyGame,
  adapter: LabGameAdapter,
  lobby: GameInfo,
  limits: LabLimits,
): LabGameInfo {
  const docs = game.dataDocuments;
  return {
    ...labSummary(game, adapter),
    ...(adapter.deck ? { deck: adapter.deck.info(game) } : {}),
    opponents: adapter.opponents(game),
    ...(adapter.heroes ? { heroes: adapter.heroes(game) } : {}),
    optionFields: lobby.optionFields.filter((f) => !adapter.ownOptions.includes(f.name)),
    agents: labAgents(game),
    seats: lobby.seatRange,
    entities: docs ? docs.entities.map((list) => entityList(docs.documents, list)) : [],
    dataFingerprint: game.dataFingerprint ?? null,
    limits,
  };
}

function at(doc: Json | undefined, path: ReadonlyArray<string | number>): Json | undefined {
  let node = doc;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(step)] : node[String(step)];
  }
  return node;
}

function entityList(documents: Readonly<Record<string, Json>>, list: EntityList): LabEntityList {
  const container = at(documents[list.file], list.path);
  const entries: LabEntityList['entries'] = [];
  const nameOf = (entry: Json, id: string) => {
    const name =
      list.nameField && entry && typeof entry === 'object' && !Array.isArray(entry)
        ? entry[list.nameField]
        : undefined;
    return typeof name === 'string' && name !== '' ? name : id;
  };
  if (Array.isArray(container)) {
    container.forEach((entry, i) => {
      if (list.skip?.(entry)) return;
      const id =
        list.idField && entry && typeof entry === 'object' && !Array.isArray(entry)
          ? String(entry[list.idField])
          : String(i);
      entries.push({ id, name: nameOf(entry, id), at: i, value: entry });
    });
  } else if (container && typeof container === 'object') {
    for (const [key, entry] of Object.entries(container)) {
      if (key.startsWith('_') || list.skip?.(entry)) continue;
      entries.push({ id: key, name: nameOf(entry, key), at: key, value: entry });
    }
  }
  let schema: unknown;
  try {
    schema = z.toJSONSchema(list.schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    schema = {};
  }
  return { label: list.label, file: list.file, path: [...list.path], schema, entries };
}
