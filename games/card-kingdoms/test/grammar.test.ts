/**
 * The grammar over every string of every table, in both syntaxes: each
 * parses, its unified rewrite parses to the same tree, the rewrite is stable,
 * and the seed's before → after table holds. Then trees for each construct
 * and syntax errors with positions.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { effectSites, loadTables, parseSite, SHIPPED_DATA_DIR } from '../src/data/load.ts';
import { formatEffect } from '../src/grammar/format.ts';
import { migrateTables } from '../src/grammar/migrate.ts';
import { parseEffect } from '../src/grammar/parse.ts';
import { EffectSyntaxError } from '../src/grammar/scan.ts';

const tables = loadTables();
const sites = effectSites(tables);

describe('every effect string of every table', () => {
  it('there are 355 strings across the nine tables', () => {
    expect(sites.length).toBe(355);
    expect(new Set(sites.map((s) => s.table))).toEqual(
      new Set(['citizens', 'domains', 'monsters', 'starters', 'events', 'nobles', 'relics', 'agents']),
    );
  });

  it.each(sites.map((s) => [`${s.table}/${s.card}/${s.column}: ${s.text}`, s] as const))('%s', (_, site) => {
    const tree = parseSite(site);
    const unified = formatEffect(tree);
    expect(parseEffect(unified)).toEqual(tree);
    expect(formatEffect(parseEffect(unified))).toBe(unified);
  });

  it('the migration rewrites 46 strings, both forms give one tree, and a second run changes nothing', () => {
    const first = migrateTables(tables);
    expect(first.rewrites.length).toBe(46);
    for (const r of first.rewrites) expect(parseEffect(r.after)).toEqual(parseEffect(r.before));
    const second = migrateTables(first.tables);
    expect(second.rewrites).toEqual([]);
    expect(second.tables).toEqual(first.tables);
    const migratedSites = effectSites(first.tables);
    expect(migratedSites.map((s) => parseSite(s))).toEqual(sites.map((s) => parseSite(s)));
  });

  it("follows the seed's before → after table", () => {
    const table: [string, string][] = [
      ['action.modify_monster_strength +3', 'modify_monster_strength 3'],
      ['m 4 + concurrent_flip_one_citizen', 'm 4 + concurrent_flip_one_citizen'],
      [
        'manipulate_resources mode=self_convert pay=g:3 gain=v:3 optional=true',
        'self_convert g 3 v 3 optional',
      ],
      ['choose <citizens where role==shadow>', 'choose <citizens where role==shadow>'],
      [
        's 3 + choose <citizens where role==soldier and gold_cost<=2>',
        's 3 + choose <citizens where role==soldier and gold_cost<=2>',
      ],
      [
        'action.end manipulate_resources mode=pay_to_player gain=v:1 pay=g:1 optional=true',
        'action.end pay_to_player g 1 v 1 optional',
      ],
      [
        'action.end manipulate_resources mode=take_from_player take=g:1 optional=true',
        'action.end take_from_player g 1 optional',
      ],
      [
        'action.end manipulate_resources mode=pay_to_player gain=v:1 pay=m:1 optional=true',
        'action.end pay_to_player m 1 v 1 optional',
      ],
      [
        'action.end manipulate_resources mode=take_from_player take=m:1 optional=true',
        'action.end take_from_player m 1 optional',
      ],
      ['harvest.gain_per_owned_citizen_name Knight g 1', 'harvest.gain_per_owned_citizen_name Knight g 1'],
      ['roll.set_one_die target=6 cost=g:2', 'roll.set_one_die target=6 cost=g:2'],
      ['effect.add action.emeraldstronghold', 'effect.add action.emeraldstronghold'],
      ['choose g 2 m 2', 'choose g 2 m 2'],
      ['exchange s 1 g 2', 'exchange s 1 g 2'],
      ['count owned_worker g 2', 'count owned_worker g 2'],
      ['count area Hills g 1', 'count area Hills g 1'],
      ['choose g 3 <citizens where name==Knight>', 'choose g 3 <citizens where name==Knight>'],
      ['choose <count area Forest g 2> <citizens + v 1>', 'choose <count area Forest g 2> <citizens + v 1>'],
    ];
    for (const [before, after] of table) {
      expect(formatEffect(parseEffect(before))).toBe(after);
      expect(parseEffect(after)).toEqual(parseEffect(before));
    }
  });
});

describe('trees', () => {
  it('resource legs, negative payments and compounds', () => {
    expect(parseEffect('m -5 + v 1')).toEqual({
      trigger: null,
      legs: [
        { kind: 'gain', amount: { res: 'm', n: -5 } },
        { kind: 'gain', amount: { res: 'v', n: 1 } },
      ],
    });
  });

  it('choose with bare amounts and bracketed entity picks with filters', () => {
    expect(parseEffect('choose g 3 <citizens where role==soldier and gold_cost<=2>').legs[0]).toEqual({
      kind: 'choose',
      who: 'self',
      options: [
        { trigger: null, legs: [{ kind: 'gain', amount: { res: 'g', n: 3 } }] },
        {
          trigger: null,
          legs: [
            {
              kind: 'pick',
              entity: 'citizens',
              count: 1,
              filter: {
                kind: 'and',
                parts: [
                  { kind: 'cmp', field: 'role', op: '==', value: 'soldier' },
                  { kind: 'cmp', field: 'gold_cost', op: '<=', value: 2 },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it('a bracket holds a compound: <citizens + v 1>, and picks take a count: <citizens 3>', () => {
    const [choose] = parseEffect('choose <citizens + v 1> <citizens 3>').legs;
    expect(choose.kind === 'choose' && choose.options.map((o) => o.legs.map((l) => l.kind))).toEqual([
      ['pick', 'gain'],
      ['pick'],
    ]);
    expect(choose.kind === 'choose' && choose.options[1].legs[0]).toMatchObject({ count: 3 });
  });

  it('count by role, owned kind, name (quoted), area and type', () => {
    const subject = (s: string) => {
      const leg = parseEffect(s).legs[0];
      return leg.kind === 'count' ? leg.subject : null;
    };
    expect(subject('count owned_worker g 2')).toEqual({ of: 'role', role: 'worker' });
    expect(subject('count owned_domains g 1')).toEqual({ of: 'owned', what: 'domains' });
    expect(subject('count owned_citizen_name Knight s 1')).toEqual({
      of: 'name',
      what: 'citizen',
      name: 'Knight',
    });
    expect(subject('count owned_monster_name "Sea Drake" s 3')).toEqual({
      of: 'name',
      what: 'monster',
      name: 'Sea Drake',
    });
    expect(subject('count area "Undead Samurai" m 1')).toEqual({ of: 'area', area: 'Undead Samurai' });
    expect(subject('count type Minion g 3')).toEqual({ of: 'type', type: 'Minion' });
  });

  it('phase and event prefixes: one trigger governs every leg of its compound', () => {
    expect(parseEffect('roll.on_event doubles all_lose g 1 + all_lose s 1')).toEqual({
      trigger: { phase: 'roll', on: 'event', onArg: 'doubles' },
      legs: [
        { kind: 'op', name: 'all_lose', args: [{ kind: 'amount', amount: { res: 'g', n: 1 } }] },
        { kind: 'op', name: 'all_lose', args: [{ kind: 'amount', amount: { res: 's', n: 1 } }] },
      ],
    });
    expect(parseEffect('action.start s 1').trigger).toEqual({ phase: 'action.start' });
    expect(parseEffect('action.on_opponent_slay s 1').trigger).toEqual({
      phase: 'action',
      on: 'opponent_slay',
    });
    expect(parseEffect('roll.set_one_die subtract=1')).toEqual({
      trigger: { phase: 'roll' },
      legs: [{ kind: 'op', name: 'set_one_die', args: [{ kind: 'kv', key: 'subtract', value: 1 }] }],
    });
  });

  it('named keys: effect.add flags, action.X keys, relic keys with arguments', () => {
    expect(parseEffect('effect.add action.emeraldstronghold').legs).toEqual([
      { kind: 'flag', key: 'action.emeraldstronghold' },
    ]);
    expect(parseEffect('action.northernwall').legs).toEqual([
      { kind: 'key', key: 'action.northernwall', args: [] },
    ]);
    expect(parseEffect('action.slay_discount magic=1 strength=1').legs[0]).toEqual({
      kind: 'key',
      key: 'action.slay_discount',
      args: [
        { kind: 'kv', key: 'magic', value: 1 },
        { kind: 'kv', key: 'strength', value: 1 },
      ],
    });
    expect(parseEffect('grant_all action.blessedlands').legs[0]).toEqual({
      kind: 'op',
      name: 'grant_all',
      args: [{ kind: 'key', key: 'action.blessedlands' }],
    });
  });

  it('key-value arguments: amounts, lists, words, numbers; optional=true is the bare word', () => {
    expect(
      parseEffect('tribute pay=g:1,s:1,m:1 cost=g_per_owned_role:holy_citizen optional=true').legs[0],
    ).toEqual({
      kind: 'op',
      name: 'tribute',
      args: [
        {
          kind: 'kv',
          key: 'pay',
          value: [
            { res: 'g', n: 1 },
            { res: 's', n: 1 },
            { res: 'm', n: 1 },
          ],
        },
        { kind: 'kv', key: 'cost', value: 'g_per_owned_role:holy_citizen' },
        { kind: 'word', word: 'optional' },
      ],
    });
    expect(parseEffect('return_owned monster v 3 optional')).toEqual(
      parseEffect('return_owned monster v 3 optional=true'),
    );
  });

  it('manipulate_resources modes and their unified spellings', () => {
    expect(parseEffect('action.hire manipulate_resources mode=gain gain=m:1')).toEqual(
      parseEffect('action.hire m 1'),
    );
    expect(parseEffect('take_from_player g 3 optional').legs[0]).toEqual({
      kind: 'convert',
      mode: 'take_from_player',
      pay: [],
      gain: [{ res: 'g', n: 3 }],
      optional: true,
    });
    expect(parseEffect('all_may self_convert pay=g:1,s:1,m:1 gain=v:2')).toEqual(
      parseEffect('all_may self_convert pay=g:1,s:1,m:1 gain=v:2'),
    );
    expect(formatEffect(parseEffect('all_may self_convert pay=g:1,s:1,m:1 gain=v:2'))).toBe(
      'all_may self_convert pay=g:1,s:1,m:1 gain=v:2',
    );
  });

  it('steal lists the amounts to choose from, then its arguments', () => {
    expect(parseEffect('steal g 5 m 5 victim_vp=1').legs[0]).toEqual({
      kind: 'steal',
      options: [
        { res: 'g', n: 5 },
        { res: 'm', n: 5 },
      ],
      args: [{ kind: 'kv', key: 'victim_vp', value: 1 }],
    });
  });
});

describe('syntax errors', () => {
  const error = (text: string): EffectSyntaxError => {
    try {
      parseEffect(text);
    } catch (e) {
      if (e instanceof EffectSyntaxError) return e;
      throw e;
    }
    throw new Error(`'${text}' parsed`);
  };

  it('name the character position and what was expected', () => {
    expect(error('choose')).toMatchObject({ pos: 6, found: 'the end of the string' });
    expect(error('choose').expected).toMatch(/an option after 'choose'/);
    expect(error('exchange g 1 x')).toMatchObject({ pos: 13 });
    expect(error('exchange g 1 x').expected).toMatch(/resource/);
    expect(error('choose <citizens where role==shadow')).toMatchObject({
      pos: 35,
      expected: "'>' closing the <…>",
    });
    expect(error('g 1 $')).toMatchObject({ pos: 4, found: "'$'" });
    expect(error('count owned_ g 1').expected).toMatch(/what to count/);
    expect(error('g 1 m 1')).toMatchObject({ pos: 4, expected: "' + ' or the end of the string" });
    expect(error('roll.on_event doubles v 1 + action.end g 1').expected).toMatch(/same trigger/);
    expect(error('count owned_monster_name "Sea Drake s 3')).toMatchObject({
      pos: 25,
      expected: 'a closing "',
    });
  });

  it('a bad string in a data folder names the table, the card, the column and the position', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-data-'));
    cpSync(SHIPPED_DATA_DIR, dir, { recursive: true });
    const file = join(dir, 'citizens.json');
    const rows = JSON.parse(readFileSync(file, 'utf8'));
    const i = rows.findIndex((r: { name: string }) => r.name === 'Merchant');
    rows[i].special_payout_on_turn = 'choose g 2 m';
    writeFileSync(file, JSON.stringify(rows));
    const broken = effectSites(loadTables(dir)).find((s) => s.card === 'Merchant')!;
    try {
      parseSite(broken);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DataErrors);
      const [err] = (e as DataErrors).errors;
      expect(err.file).toBe('citizens.json');
      expect(err.path).toBe(`$[${i}].special_payout_on_turn`);
      expect(err.reason).toMatch(
        /^Merchant: syntax error at character 13 of 'choose g 2 m': expected a number after 'm'/,
      );
    }
  });
});
