/**
 * A text board for terminal play: every tile's owner and rank, the card on it
 * with its current power (+ enhanced, - enfeebled), lane totals and points,
 * the score, the viewer's hand and the counts of the other hand and decks.
 */
import type { PlayerId } from '@arbiter/core';
import type { Catalog } from './catalog-types.ts';
import { cardText } from './view/card-text.ts';
import type { CardView, QBView, TileView } from './view.ts';
import { COLS, LANE_NAMES, LANES } from './vocabulary.ts';

const W = 15;
const side = (o: number) => (o === 0 ? 'P1' : o === 1 ? 'P2' : '--');
const pad = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s + ' '.repeat(n - s.length));

function tileLines(t: TileView): [string, string] {
  const top = `${side(t.owner)} ${'♦'.repeat(t.rank)}${'·'.repeat(3 - t.rank)}${t.card ? '' : ''}`;
  if (!t.card) return [pad(top, W), pad('', W)];
  const mark = t.card.enhanced ? '+' : t.card.enfeebled ? '-' : ' ';
  const power = `${t.card.power}${mark}`;
  return [pad(top, W), `${pad(t.card.name, W - power.length - 1)} ${power}`];
}

/** A hand card in words: its name, cost, power and ability as the card-text generator gives it (no uid, no effect id). */
function cardLine(cat: Catalog, c: CardView): string {
  const def = cat.byId.get(c.id);
  const ability = def?.effect ? cardText(def, cat) : '';
  return `${c.name} (cost ${c.cost}, power ${c.power})${ability ? ` — ${ability}` : ''}`;
}

export function renderView(cat: Catalog, v: QBView, viewer: PlayerId | null): string {
  const out: string[] = [];
  const who =
    v.phase === 'over'
      ? `game over (${v.endReason})`
      : `${side(v.turn)} to ${v.phase === 'mulligan' ? 'mulligan' : 'play'}`;
  out.push(`Queen's Blood — move ${v.moves}, ${who}${viewer === null ? '' : `; you are ${side(viewer)}`}`);
  out.push(
    `      ${Array.from({ length: COLS }, (_, c) => pad(`  column ${c + 1}`, W + 1)).join('')}  lane power   points`,
  );
  for (let lane = 0; lane < LANES; lane++) {
    const cells = v.tiles.filter((t) => t.lane === lane).map(tileLines);
    const l = v.score.lanes[lane];
    const pts = l.winner === null ? 'tie' : `${side(l.winner)} ${l.points[l.winner]}`;
    out.push(
      `${pad(LANE_NAMES[lane], 5)}|${cells.map((c) => c[0]).join('|')}|  P1 ${pad(String(l.power[0]), 4)}`,
    );
    out.push(`     |${cells.map((c) => c[1]).join('|')}|  P2 ${pad(String(l.power[1]), 4)} ${pts}`);
    out.push(`     +${Array.from({ length: COLS }, () => '-'.repeat(W)).join('+')}+`);
  }
  out.push(`Score: P1 ${v.score.total[0]} — P2 ${v.score.total[1]}`);
  out.push(
    `Hands: P1 ${v.handCounts[0]}, P2 ${v.handCounts[1]}; decks: P1 ${v.deckCounts[0]}, P2 ${v.deckCounts[1]}; passes in a row: ${v.passes}`,
  );
  if (v.hand) {
    out.push(`Your hand (${v.deckName ?? 'deck'}):`);
    for (const c of v.hand) out.push(`  ${cardLine(cat, c)}`);
  }
  return out.join('\n');
}
