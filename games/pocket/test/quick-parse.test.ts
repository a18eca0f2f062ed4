/**
 * The load's quick pass (src/data/quick-parse.ts) against zod itself: on the
 * shipped pool it gives exactly zod's value (so the catalog and its
 * fingerprint are zod's), and on broken and reordered copies it never
 * accepts what zod refuses nor gives another value.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CARDS_FILE, cardsFileOf, catalogOfFile, effectUsages, shippedDataDir } from '../src/data/catalog.ts';
import { ASK_ZOD, type QuickMode, quickParser } from '../src/data/quick-parse.ts';
import { type CardsFile, cardsFileSchema } from '../src/data/schema.ts';
import { effectTypes } from '../src/effects/registry.ts';

type Json = Record<string, unknown>;
const shippedText = readFileSync(join(shippedDataDir, CARDS_FILE), 'utf8');
const fresh = (): Json => JSON.parse(shippedText) as Json;
const ZOD = { jitless: true } as const;

/** Whether the quick pass of `schema` in `mode` keeps its one rule on `input`: ASK_ZOD, or zod's own value. */
function agreesWithZod(schema: z.ZodType, mode: QuickMode, input: unknown): 'accepted' | 'asked' {
  const quick = quickParser(schema, mode);
  expect(quick).not.toBeNull();
  // The quick pass runs first: a reusing pass may give the input back, and zod must see it as it was.
  const before = JSON.stringify(input);
  const got = quick?.(input);
  expect(JSON.stringify(input)).toBe(before);
  if (got === ASK_ZOD) return 'asked';
  const parsed = schema.safeParse(input, ZOD);
  expect(parsed.success).toBe(true);
  // Same values, same key order (what the fingerprint hashes).
  expect(JSON.stringify(got)).toBe(JSON.stringify(parsed.data));
  return 'accepted';
}

/** Every object below `value` with its parent and key (arrays' elements included). */
function objectsIn(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) objectsIn(v, out);
  else if (value && typeof value === 'object') {
    out.push(value as Json);
    for (const v of Object.values(value)) objectsIn(v, out);
  }
  return out;
}

/** Broken or rearranged copies of `base`: at each object, each key deleted, set to other kinds of value, reordered; an extra key. */
function* mutations(base: Json): Generator<Json> {
  const replacements: unknown[] = [undefined, null, 0, -1, 1.5, 4, '', 'x', 'A1 001', true, [], [{}], {}];
  const count = objectsIn(base).length;
  for (let n = 0; n < count; n++) {
    const keys = Object.keys(objectsIn(base)[n]);
    for (const key of keys) {
      for (const r of replacements) {
        const copy = structuredClone(base);
        objectsIn(copy)[n][key] = r;
        yield copy;
      }
      const removed = structuredClone(base);
      delete objectsIn(removed)[n][key];
      yield removed;
    }
    const extra = structuredClone(base);
    objectsIn(extra)[n].extra = 1;
    yield extra;
    const reordered = structuredClone(base);
    const o = objectsIn(reordered)[n];
    for (const key of [...keys].reverse()) {
      const v = o[key];
      delete o[key];
      o[key] = v;
    }
    yield reordered;
  }
}

describe('the quick pass of the card file', () => {
  it('gives zod’s value on the shipped pool; reusing, the parsed JSON itself', () => {
    const raw = fresh();
    const byZod = JSON.stringify(cardsFileSchema.parse(raw, ZOD));
    const copied = quickParser(cardsFileSchema, 'copy')?.(raw);
    const reused = quickParser(cardsFileSchema, 'reuse')?.(raw);
    expect(JSON.stringify(copied)).toBe(byZod);
    expect(copied).not.toBe(raw);
    expect(reused).toBe(raw);
    expect(JSON.stringify(raw)).toBe(byZod);
  });

  it('never accepts what zod refuses nor gives another value, on broken and reordered copies of a few cards', () => {
    const pool = fresh();
    const cards = pool.cards as Json[];
    const pick = (test: (c: Json) => boolean) => cards.find(test) as Json;
    // An ability with a nested coin, tags, an attack with an effect, a trainer.
    const sample = [
      pick((c) => c.ability !== null && c.kind === 'pokemon' && c.tags !== undefined),
      pick((c) => c.kind === 'pokemon' && (c.attacks as Json[]).some((a) => a.effect)),
      pick((c) => c.kind === 'trainer'),
    ];
    const base: Json = { source: pool.source, sets: (pool.sets as Json[]).slice(0, 2), cards: sample };
    const seen = { accepted: 0, asked: 0 };
    for (const input of mutations(base)) {
      seen[agreesWithZod(cardsFileSchema, 'copy', structuredClone(input))]++;
      agreesWithZod(cardsFileSchema, 'reuse', input);
    }
    // Both ways were taken: reordered keys and removed optional ones are accepted, the rest goes to zod.
    expect(seen.accepted).toBeGreaterThan(20);
    expect(seen.asked).toBeGreaterThan(500);
  });

  it('a hand-edited file with its keys in another order loads as zod gives it (cards: as before)', () => {
    const part = (): Json => {
      const raw = fresh();
      return { ...raw, cards: (raw.cards as Json[]).slice(0, 400) };
    };
    const reverse = (raw: Json, which: (o: Json) => boolean) => {
      for (const o of objectsIn(raw).filter(which)) {
        for (const key of Object.keys(o).reverse()) {
          const v = o[key];
          delete o[key];
          o[key] = v;
        }
      }
      return raw;
    };
    const fingerprint = (file: unknown) => catalogOfFile(file as CardsFile, 'edited').fingerprint;
    const asShipped = fingerprint(cardsFileSchema.parse(part(), ZOD));
    // The schema puts the fields of a set, card, attack, ability and text in its order; an effect keeps its parameters' order.
    const shaped = (o: Json) =>
      (!('type' in o) || 'hp' in o) && ['id', 'name', 'code', 'text', 'source'].some((k) => k in o);
    expect(fingerprint(cardsFileOf(reverse(part(), shaped), 'reuse'))).toBe(asShipped);
    const everything = reverse(part(), () => true);
    const byZod = fingerprint(cardsFileSchema.parse(structuredClone(everything), ZOD));
    expect(byZod).not.toBe(asShipped);
    expect(fingerprint(cardsFileOf(everything, 'reuse'))).toBe(byZod);
  });

  it('bad data still reports zod’s problems with file, path and reason', () => {
    const raw = fresh();
    (raw.cards as Json[])[5].hp = '70';
    (raw.cards as Json[])[9].unknown = true;
    let errors: string[] = [];
    try {
      cardsFileOf(raw, 'reuse');
    } catch (e) {
      errors = (e as DataErrors).errors.map((d) => d.toString());
    }
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/cards\.json.*cards\[5\]\.hp.*expected number, got string/);
    expect(errors[1]).toMatch(/cards\.json.*cards\[9\].*unknown/);
  });
});

describe('the quick pass of effect parameters', () => {
  const usages = effectUsages(cardsFileOf(fresh(), 'reuse'));
  const distinct = new Map(usages.map((u) => [JSON.stringify(u.ref), u.ref]));

  it('accepts every shipped reference, as zod does', () => {
    for (const ref of distinct.values())
      expect([ref.type, agreesWithZod(effectTypes.get(ref.type).params, 'once', ref)]).toEqual([
        ref.type,
        'accepted',
      ]);
  });

  it('never accepts what zod refuses, on broken copies of one reference of each type', () => {
    const oneOfEach = new Map<string, Json>();
    for (const ref of distinct.values()) if (!oneOfEach.has(ref.type)) oneOfEach.set(ref.type, ref);
    const seen = { accepted: 0, asked: 0 };
    for (const [type, ref] of oneOfEach)
      for (const input of mutations(ref)) seen[agreesWithZod(effectTypes.get(type).params, 'once', input)]++;
    expect(seen.accepted).toBeGreaterThan(100);
    expect(seen.asked).toBeGreaterThan(1000);
  });
});
