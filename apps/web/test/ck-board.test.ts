/**
 * The Card Kingdoms board rendered to markup from real views of real games
 * (seeded random play): each seat's page names its own dealt or kept duke
 * with the generator's scoring and never another seat's duke, and every
 * tableau card (starters, citizens, domains, monsters, nobles, relics) is a
 * name to point at carrying its table and row, with the words it shows in
 * the detail panel.
 */
import { type CkView, cardKingdoms, cardSheet } from '@arbiter/card-kingdoms';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardKingdomsBoard } from '../src/boards/card-kingdoms/CardKingdomsBoard.tsx';
import { CardDetail, type CardKind } from '../src/boards/card-kingdoms/CardText.tsx';

const sheet = cardSheet();
const markup = (view: CkView, seat: number) =>
  renderToStaticMarkup(
    createElement(CardKingdomsBoard, { view, seat, seats: [], legal: [], onAct: () => {}, log: [] }),
  );
/** `&#x27;` and friends back to text, so names with apostrophes compare. */
const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const chips = (html: string, kind: string) =>
  [...html.matchAll(new RegExp(`class="ck-chip" data-kind="${kind}" data-index="(\\d+)">([^<]*)<`, 'g'))].map(
    (m) => [Number(m[1]), text(m[2])] as const,
  );

/** A seeded xorshift for the test's own choices (the game's randomness stays in its state). */
function chooser(seed: number) {
  let x = seed || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

describe('Card Kingdoms board markup from real views', () => {
  it('shows each seat only its own duke, and every tableau card as a named, readable chip', () => {
    let checkedViews = 0;
    let ownDukes = 0;
    for (let g = 1; g <= 12; g++) {
      const pick = chooser(g * 7919);
      let s = cardKingdoms.setup(
        { players: 3, citizens: 'random', copies: 5, startingGold: 2 },
        `ck-board-${g}`,
      );
      for (let step = 0; step < 120 && s.step !== 'over'; step++) {
        if (step % 15 === 0) {
          for (let seat = 0; seat < 3; seat++) {
            const view = cardKingdoms.view(s, seat) as CkView;
            const html = markup(view, seat);
            const plain = text(html);
            const me = s.players[seat];
            const mine = me.duke !== null ? [me.duke] : me.dukeChoices;
            // Own dukes as chips with their names; nobody else's duke name or scoring anywhere.
            expect(chips(html, 'duke')).toEqual(mine.map((d) => [d, sheet.dukes[d].name]));
            ownDukes += mine.length;
            s.players.forEach((p, other) => {
              if (other === seat) return;
              for (const d of [...(p.duke !== null ? [p.duke] : []), ...p.dukeChoices]) {
                if (mine.includes(d)) continue;
                expect(plain).not.toContain(sheet.dukes[d].name);
                expect(plain).not.toContain(sheet.dukes[d].scoring);
              }
            });
            // Every seat's tableau as chips, in order.
            const starters = s.players.flatMap((p) =>
              p.starters.map((c) => [c, sheet.starters[c].name] as const),
            );
            expect(chips(html, 'starter')).toEqual(starters);
            const citizens = s.players.flatMap((p) =>
              p.citizens.map((c) => [c, sheet.citizens[c].name] as const),
            );
            expect(chips(html, 'citizen')).toEqual(citizens);
            const domains = s.players.flatMap((p) =>
              p.domains.map((d) => [d.card, sheet.domains[d.card].name] as const),
            );
            expect(chips(html, 'domain')).toEqual(domains);
            const monsters = s.players.flatMap((p) =>
              p.monsters.map((c) => [c, sheet.monsters[c].name] as const),
            );
            expect(chips(html, 'monster')).toEqual(monsters);
            checkedViews++;
          }
        }
        const seat = cardKingdoms.toAct(s)[0];
        const legal = cardKingdoms.legalActions(s, seat);
        s = cardKingdoms.apply(s, seat, legal[pick(legal.length)]);
      }
    }
    expect(checkedViews).toBeGreaterThan(60);
    expect(ownDukes).toBeGreaterThan(60);
  });

  it('draws nobles and relics a player holds as chips, and their words in the detail panel', () => {
    const s = cardKingdoms.setup(
      { players: 2, citizens: 'random', copies: 5, startingGold: 2 },
      'ck-board-extra',
    );
    const view = cardKingdoms.view(s, 0) as CkView;
    const extra = {
      p: 0,
      t: 0,
      tomesDown: 0,
      goods: 0,
      flipped: [],
      flippedDomains: [],
      nobles: [0, 3],
      relics: [2],
    };
    const withExtra = {
      ...view,
      players: view.players.map((p, i) => (i === 1 ? { ...p, extra } : p)),
    } as CkView;
    const html = markup(withExtra, 0);
    expect(chips(html, 'noble')).toEqual([0, 3].map((n) => [n, sheet.nobles[n].name]));
    expect(chips(html, 'relic')).toEqual([[2, sheet.relics[2].name]]);
    const detail = (kind: CardKind, index: number) =>
      text(renderToStaticMarkup(createElement(CardDetail, { focus: { kind, index, where: 'here' } })));
    expect(detail('noble', 3)).toContain(sheet.nobles[3].scoring);
    expect(detail('relic', 2)).toContain(sheet.relics[2].text);
    expect(detail('relic', 2)).toContain(sheet.relics[2].name);
  });

  it('draws the relics dealt by the relics option on every seat, readable from any seat', () => {
    const s = cardKingdoms.setup(
      { players: 3, citizens: 'random', copies: 5, startingGold: 2, relics: true },
      'ck-board-relics',
    );
    const dealt = s.players.flatMap((p) =>
      (p.extra?.relics ?? []).map((r) => [r, sheet.relics[r].name] as const),
    );
    expect(dealt).toHaveLength(3);
    for (let seat = 0; seat < 3; seat++) {
      expect(chips(markup(cardKingdoms.view(s, seat) as CkView, seat), 'relic')).toEqual(dealt);
    }
  });
});
