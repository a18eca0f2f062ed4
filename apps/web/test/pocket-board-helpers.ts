/**
 * What the Pocket board tests share: a position built from the game's
 * scenario format, and the board's markup for a seat (server-rendered).
 */
import { type PocketAction, pocket } from '@arbiter/pocket';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PocketBoard } from '../src/boards/pocket/PocketBoard.tsx';
import type { BoardChoice } from '../src/boards/types.ts';

export type PocketPosition = ReturnType<typeof pocket.setup>;

/** The state a scenario `setup` describes (seeded by `seed` for what the setup leaves to chance). */
export function pocketPosition(setup: unknown, seed: string): PocketPosition {
  const spec = pocket.scenarios!;
  return spec.build(spec.setupSchema.parse(setup), {
    game: pocket,
    options: {} as never,
    seed,
    apply: {},
  }) as PocketPosition;
}

/** The board as `seat` sees it, with the choices `legal` offered (none by default). */
export function pocketBoardMarkup(
  s: PocketPosition,
  seat: 0 | 1,
  legal: BoardChoice<PocketAction>[] = [],
): string {
  return renderToStaticMarkup(
    createElement(PocketBoard, {
      view: pocket.view(s, seat),
      seat,
      seats: [],
      legal,
      onAct: () => {},
      log: [],
    }),
  );
}
