/**
 * `create_token`: "create a 1/1 white Soldier creature token with
 * lifelink", "create two Treasure tokens", "create a … token, then attach ~
 * to it" (`attachSelf`). "It" afterwards is the token made.
 */
import { z } from 'zod';
import { amountSchema, refSchema, tokenDefSchema } from '../../../cards/shapes.ts';
import { touch } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { amount, amountFor, onBattlefield, players } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { createToken as makeToken } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const createToken = defineStep({
  id: 'create_token',
  description: 'create an amount of tokens of a definition (with its own rules block, if any)',
  params: stepSchema('create_token', {
    token: tokenDefSchema,
    amount: amountSchema,
    attachSelf: z.literal(true).optional(),
    /** "Each player creates …": the players who create them (absent: the controller). */
    who: refSchema.optional(),
  }),
  run(s, step, f) {
    if (step.who) {
      // Each player counts their own ("for each untapped Forest they control") before any token is made.
      const counts = players(s, f, step.who).map((p) => [p, amountFor(s, f, step.amount, p)] as const);
      for (const [p, n] of counts) for (let i = 0; i < n; i++) f.vars.created = makeToken(s, step.token, p);
      return;
    }
    const n = amount(s, f, step.amount);
    for (let i = 0; i < n; i++) {
      const id = makeToken(s, step.token, f.controller);
      f.vars.created = id;
      if (step.attachSelf && onBattlefield(s, f.source)) {
        s.objects[f.source].attachedTo = id;
        touch(s);
        events.emit?.({ type: 'attach', card: nameOf(s.objects[f.source]), to: nameOf(s.objects[id]) });
      }
    }
  },
  nested: (p) => ({ blocks: p.token.rules ? [[['token', 'rules'], p.token.rules]] : [] }),
  words: (p, w) =>
    `${p.who ? w.does(p.who, 'create') : 'create'} ${w.token(p.token, p.amount)}${p.attachSelf ? ', then attach this to it' : ''}`,
});
