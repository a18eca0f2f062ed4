/** `object_is_color`: "if it's white" (the object a step acted on, read on resolution). */
import { z } from 'zod';
import { colorSchema, refSchema } from '../../cards/shapes.ts';
import { defineCondition } from './condition.ts';

export const objectIsColor = defineCondition({
  id: 'object_is_color',
  description: 'the object a ref names is of a colour',
  params: z.object({ id: z.literal('object_is_color'), object: refSchema, color: colorSchema }).strict(),
  holds(c, { object, color }) {
    if (!c.refIds)
      throw new Error("condition 'object_is_color' is read only while a spell or ability resolves");
    const id = c.refIds(object)[0];
    const d = id === undefined ? undefined : c.board.byId.get(id);
    return !!d && d.colors.includes(color);
  },
  words: ({ object, color }, w) => `${w.ref(object)} is ${w.color(color)}`,
});
