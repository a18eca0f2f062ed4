/**
 * Boards are typed in their game's own view and action types: each board
 * module is a `BoardModule<View, Action>` of its game's exported types, so
 * no board casts its view from `unknown`; only the registry holds them
 * erased. The type checks below are compile-time (`npm run typecheck`); the
 * source scan keeps casts of the view from coming back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QBAction, QBView } from '@arbiter/queens-blood';
import { describe, expect, it } from 'vitest';
import { cardKingdomsBoard } from '../src/boards/card-kingdoms/index.ts';
import { DiceDuelBoard } from '../src/boards/dice-duel/DiceDuelBoard.tsx';
import { diceDuelBoard } from '../src/boards/dice-duel/index.ts';
import { boardFor } from '../src/boards/index.ts';
import { mtgBoard } from '../src/boards/mtg/index.ts';
import { pocketBoard } from '../src/boards/pocket/index.ts';
import { queensBloodBoard } from '../src/boards/queens-blood/index.ts';
import type { BoardModule } from '../src/boards/types.ts';

const BOARDS = join(import.meta.dirname, '..', 'src', 'boards');

describe('board modules typed in their games', () => {
  it('every board component takes its own view type: no view cast from unknown', () => {
    const folders = readdirSync(BOARDS, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual([
      'card-kingdoms',
      'dice-duel',
      'mtg',
      'pocket',
      'queens-blood',
    ]);
    for (const folder of folders) {
      const file = readdirSync(join(BOARDS, folder.name)).find((f) => f.endsWith('Board.tsx'))!;
      const source = readFileSync(join(BOARDS, folder.name, file), 'utf8');
      expect(source, file).toMatch(/: BoardProps<\w+, \w+>\)/);
      expect(source, file).not.toMatch(/view: raw|raw as \w+View|view: unknown/);
    }
  });

  it("a board of one game's types does not register as another's", () => {
    // @ts-expect-error Dice Duel's board draws a DuelView, not a QBView
    const wrong: BoardModule<QBView, QBAction> = { Board: DiceDuelBoard };
    // @ts-expect-error boardActions are the game's own action types
    const unknownType: BoardModule<QBView, QBAction> = { ...queensBloodBoard, boardActions: ['attack'] };
    expect([wrong, unknownType]).toHaveLength(2);
  });

  it('the registry gives each game its board, and the generic board to others', () => {
    expect(boardFor('queens-blood')).toBe(queensBloodBoard);
    expect(boardFor('dice-duel')).toBe(diceDuelBoard);
    expect(boardFor('pocket')).toBe(pocketBoard);
    expect(boardFor('mtg')).toBe(mtgBoard);
    expect(boardFor('card-kingdoms')).toBe(cardKingdomsBoard);
    expect(boardFor('toy').Board.name).toBe('GenericBoard');
  });
});
