/**
 * The MTG board's cards, rendered to markup from a real view built by the
 * game's scenario builder: every card in this seat's hand, on the
 * battlefield, in graveyards and in exile shows its name, mana cost and type
 * line from the game's data (hand and battlefield cards their oracle text
 * too); a permanent shows its derived power/toughness with the printed one,
 * the keywords it lost, its counters, tapped state and attachment; and
 * nothing of the opponent's hand or library appears (the decks share no card).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MtgView, mtg } from '@arbiter/mtg';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MtgBoard } from '../src/boards/mtg/MtgBoard.tsx';

interface CardRecord {
  card_id: string;
  name: string;
  type_line: string;
  mana_cost: string;
  oracle_text: string;
}
const DATA_FILE = join(import.meta.dirname, '..', '..', '..', 'games', 'mtg', 'data', 'cards.json');
const data = new Map(
  (JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { cards: CardRecord[] }).cards.map((c) => [c.card_id, c]),
);
const escaped = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const markup = (view: MtgView, seat: 0 | 1) =>
  renderToStaticMarkup(
    createElement(MtgBoard, { view, seat, seats: [], legal: [], onAct: () => {}, log: [] }),
  );

/** The markup of the card face with this key (zone:id), up to the next face. */
function face(html: string, key: string): string {
  const at = html.indexOf(`data-key="${key}"`);
  expect(at, key).toBeGreaterThan(-1);
  const next = html.indexOf('data-key="', at + 10);
  return html.slice(at, next === -1 ? undefined : next);
}

const OPPONENT_HAND = ['shivan_dragon', 'lightning_bolt', 'goblin_motivator'];
const OPPONENT_LIBRARY = ['dragon_tempest', 'basic_mountain'];

function position() {
  const spec = mtg.scenarios!;
  const known = (ids: string[]) => ids.filter((id) => data.has(id));
  return spec.build(
    spec.setupSchema.parse({
      players: [
        {
          library: ['basic_plains'],
          hand: ['banisher_priest', 'swords_to_plowshares', 'vow_of_duty'],
          graveyard: ['greatsword'],
          exile: ['trusty_machete'],
          battlefield: [
            { card: 'heavenly_blademaster', tag: 'angel', tapped: true, counters: { '+1/+1': 1 } },
            { card: 'colossus_hammer', tag: 'hammer', attachedTo: 'angel' },
            { card: 'basic_plains' },
            { card: 'kor_duelist', tag: 'duelist' },
            { card: 'vow_of_flight', tag: 'vow', attachedTo: 'duelist' },
          ],
        },
        {
          library: known(OPPONENT_LIBRARY),
          hand: known(OPPONENT_HAND),
        },
      ],
    }),
    { game: mtg, options: {} as never, seed: 'board-cards', apply: {} },
  ) as ReturnType<typeof mtg.setup>;
}

describe('MTG board: the cards on screen', () => {
  it('shows every visible card with name, cost, type line and text from the data', () => {
    const s = position();
    const view = mtg.view(s, 0);
    const html = markup(view, 0);
    const me = view.players[0];
    const hand = me.hand as Array<{ id: number; card: string | null }>;
    expect(hand).toHaveLength(3);
    const check = (key: string, cardId: string, withText: boolean) => {
      const f = face(html, key);
      const rec = data.get(cardId)!;
      expect(f, key).toContain(`data-card="${cardId}"`);
      expect(f, key).toContain(escaped(rec.name));
      if (rec.mana_cost) expect(f, key).toContain(`data-cost="${rec.mana_cost}"`);
      expect(f, key).toContain(escaped(rec.type_line));
      if (withText) expect(f, key).toContain(escaped(rec.oracle_text));
      else expect(f, key).not.toContain(escaped(rec.oracle_text));
    };
    for (const c of hand) check(`hand:${c.id}`, c.card!, true);
    for (const p of view.battlefield) check(`battlefield:${p.id}`, p.card!, p.attachedTo === null);
    for (const c of me.graveyard) check(`graveyard:${c.id}`, c.card!, false);
    for (const c of view.exile) check(`exile:${c.id}`, c.card!, false);
  });

  it("shows a permanent's derived P/T beside the printed one, keywords lost, counters, tapped and attachments", () => {
    const s = position();
    const view = mtg.view(s, 0);
    const angel = view.battlefield.find((p) => p.card === 'heavenly_blademaster')!;
    const hammer = view.battlefield.find((p) => p.card === 'colossus_hammer')!;
    // Printed 3/6, +10/+10 from the Hammer, one +1/+1 counter; the Hammer takes flying away.
    expect([angel.power, angel.toughness]).toEqual([14, 17]);
    expect(angel.keywords).not.toContain('flying');
    const f = face(markup(view, 0), `battlefield:${angel.id}`);
    expect(f).toContain('data-pt="14/17"');
    expect(f).toContain('(printed 3/6)');
    expect(f).toContain('data-lost="flying"');
    expect(f).toContain('lost flying');
    expect(f).toContain('data-counter="+1/+1"');
    expect(f).toContain('data-tapped="true"');
    expect(f).toContain('tapped</div>');
    // The Hammer is drawn under its host, as a card of its own.
    const html = markup(view, 0);
    const host = html.indexOf(`data-key="battlefield:${angel.id}"`);
    const attached = html.indexOf(`data-key="battlefield:${hammer.id}"`);
    expect(attached).toBeGreaterThan(host);
    expect(html.slice(host, attached)).not.toContain('mtg-battlefield');
  });

  it('shows a keyword an Aura grants as gained, with the P/T it gives', () => {
    const view = mtg.view(position(), 0);
    const duelist = view.battlefield.find((p) => p.card === 'kor_duelist')!;
    // Printed 1/1; Vow of Flight: +2/+2 and flying; Heavenly Blademaster (one Equipment on it): +1/+1.
    expect([duelist.power, duelist.toughness]).toEqual([4, 4]);
    const f = face(markup(view, 0), `battlefield:${duelist.id}`);
    expect(f).toContain('data-gained="flying"');
    expect(f).toContain('gained flying');
    expect(f).toContain('data-pt="4/4"');
    expect(f).toContain('(printed 1/1)');
    expect(f).not.toContain('mtg-kw-lost');
  });

  it("never shows the opponent's hand or library", () => {
    const s = position();
    const hidden = [...s.players[1].hand, ...s.players[1].library].map((id) => s.objects[id].card!);
    expect(hidden.length).toBeGreaterThanOrEqual(4);
    const html = markup(mtg.view(s, 0), 0);
    for (const id of hidden) {
      expect(html, id).not.toContain(`data-card="${id}"`);
      expect(html, id).not.toContain(escaped(data.get(id)!.name));
      expect(html, id).not.toContain(escaped(data.get(id)!.oracle_text));
    }
    // The other side shows a count, and no hand cards at all.
    expect(html).toContain(`Hand ${s.players[1].hand.length}`);
    expect(html.match(/data-zone="hand"/g)).toHaveLength(s.players[0].hand.length);
    // The other seat's board in turn hides this seat's hand.
    const theirs = markup(mtg.view(s, 1), 1);
    for (const id of s.players[0].hand) expect(theirs).not.toContain(`data-card="${s.objects[id].card}"`);
  });
});

describe('MTG board: the stack and tokens', () => {
  /** Ancestral Blade cast, then each priority passed until `stop` says so. */
  function bladeGame(stop: (s: ReturnType<typeof mtg.setup>) => boolean) {
    const spec = mtg.scenarios!;
    const s = spec.build(
      spec.setupSchema.parse({
        players: [
          {
            library: ['basic_plains', 'basic_plains'],
            hand: ['ancestral_blade'],
            battlefield: [{ card: 'basic_plains' }, { card: 'basic_plains' }],
          },
          { library: ['basic_mountain', 'basic_mountain'] },
        ],
      }),
      { game: mtg, options: {} as never, seed: 'board-stack', apply: {} },
    ) as ReturnType<typeof mtg.setup>;
    const cast = mtg.legalActions(s, 0).find((a) => a.type === 'cast');
    expect(cast).toBeDefined();
    mtg.apply(s, 0, cast!);
    for (let i = 0; i < 10 && !stop(s); i++) {
      const p = mtg.toAct(s)[0] as 0 | 1;
      mtg.apply(s, p, mtg.legalActions(s, p).find((a) => a.type === 'pass')!);
    }
    expect(stop(s)).toBe(true);
    return s;
  }

  it('shows a spell on the stack as its card, and an ability with its source named', () => {
    const spell = bladeGame((s) => s.stack.length === 1 && s.stack[0].kind === 'spell');
    const v1 = mtg.view(spell, 1);
    const f1 = face(markup(v1, 1), `stack:${v1.stack[0].id}`);
    const blade = data.get('ancestral_blade')!;
    expect(f1).toContain('data-card="ancestral_blade"');
    expect(f1).toContain(`data-cost="${blade.mana_cost}"`);
    expect(f1).toContain(escaped(blade.oracle_text));

    const ability = bladeGame((s) => s.stack.length === 1 && s.stack[0].kind === 'ability');
    const v2 = mtg.view(ability, 0);
    const f2 = face(markup(v2, 0), `stack:${v2.stack[0].id}`);
    expect(f2).toContain('data-kind="ability"');
    expect(f2).toContain('Ancestral Blade — ability');
    expect(f2).toContain('When Ancestral Blade enters, create a 1/1 white Soldier creature token');
    expect(f2).not.toContain('~');
  });

  it("shows a token's type line and printed P/T from the view, with the Equipment under it", () => {
    const s = bladeGame((st) => st.stack.length === 0 && st.battlefield.some((id) => st.objects[id].token));
    const view = mtg.view(s, 0);
    const token = view.battlefield.find((p) => p.token)!;
    expect(token.name).toBe('Soldier token');
    const f = face(markup(view, 0), `battlefield:${token.id}`);
    expect(f).toContain('Token Creature — Soldier');
    // Ancestral Blade: equipped creature gets +1/+1.
    expect(f).toContain(`data-pt="2/2"`);
    expect(f).toContain('(printed 1/1)');
    const html = markup(view, 0);
    const blade = view.battlefield.find((p) => p.card === 'ancestral_blade')!;
    expect(blade.attachedTo).toBe(token.id);
    expect(html.indexOf(`data-key="battlefield:${blade.id}"`)).toBeGreaterThan(
      html.indexOf(`data-key="battlefield:${token.id}"`),
    );
  });
});

describe('MTG board: cards a decision names', () => {
  it('shows the library cards Impulse looks at as cards to the deciding seat only', () => {
    const spec = mtg.scenarios!;
    const s = spec.build(
      spec.setupSchema.parse({
        players: [
          {
            library: ['counterspell', 'opt', 'basic_island', 'impulse', 'basic_island'],
            hand: ['impulse'],
            battlefield: [{ card: 'basic_island' }, { card: 'basic_island' }],
          },
          { library: ['basic_mountain', 'basic_mountain'] },
        ].map((p) => ({ ...p, library: p.library.filter((id) => data.has(id)) })),
      }),
      { game: mtg, options: {} as never, seed: 'board-decision', apply: {} },
    ) as ReturnType<typeof mtg.setup>;
    mtg.apply(s, 0, mtg.legalActions(s, 0).find((a) => a.type === 'cast')!);
    for (let i = 0; i < 4 && s.pending?.kind !== 'resolve'; i++) {
      const p = mtg.toAct(s)[0] as 0 | 1;
      mtg.apply(s, p, mtg.legalActions(s, p).find((a) => a.type === 'pass')!);
    }
    expect(s.pending?.kind).toBe('resolve');
    const mine = markup(mtg.view(s, 0), 0);
    const looked = s.players[0].library.slice(0, 4).map((id) => s.objects[id].card!);
    expect(mine).toContain('Cards in this decision');
    const named = [...mine.matchAll(/data-zone="decision"[^>]*data-card="([a-z_]+)"/g)].map((m) => m[1]);
    // Each card once, in order of mention (the answers name the four cards, two of them Islands).
    expect(named).toEqual([...new Set(looked)]);
    // Every card named is one of the four looked at, shown with its text.
    for (const id of named) {
      expect(looked).toContain(id);
      expect(mine).toContain(escaped(data.get(id)!.oracle_text));
    }
    const theirs = markup(mtg.view(s, 1), 1);
    expect(theirs).not.toContain('data-zone="decision"');
    expect(theirs).toContain('Decision: resolve (opponent)');
  });
});
