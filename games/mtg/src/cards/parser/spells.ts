/** Sentences about spells on the stack: "Change the target of target spell with a single target" (CR 115.7a). */
import type { Step } from '../rules-block.ts';
import { parseRef, type ReadContext } from './phrases.ts';

export const spellTemplates: Array<[RegExp, (m: RegExpExecArray, ctx: ReadContext) => Step[]]> = [
  [/^change the target of (.+)$/i, (m, c) => [{ op: 'change_target', what: parseRef(m[1], c) }]],
];
