/** Action keys: compact for the common actions, distinct for different actions, JSON for odd shapes. */
import { stableStringify } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { ckActionKey } from '../src/action-key.ts';
import type { CkAction } from '../src/state.ts';

describe('ckActionKey', () => {
  it('gives compact keys and tells actions apart', () => {
    const actions: CkAction[] = [
      { type: 'hire', stack: 1, magic: 0 },
      { type: 'hire', stack: 1, magic: 1 },
      { type: 'slay', area: 1, magic: 0 },
      { type: 'build', stack: 1 },
      { type: 'pick', stack: 1 },
      { type: 'take', res: 'g' },
      { type: 'take', res: 's' },
      { type: 'keepDice' },
      { type: 'steal', option: 0, victim: 1 },
      { type: 'keepDuke', duke: 3 },
      { type: 'setDie', domain: 2, die: 0, to: 6 },
    ];
    const keys = actions.map(ckActionKey);
    expect(new Set(keys).size).toBe(actions.length);
    expect(keys[0]).toBe('hire/1/0');
    expect(keys[5]).toBe('take/g');
    expect(keys[9]).toBe(stableStringify(actions[9]));
  });

  it("an odd shape never takes a legal action's key", () => {
    const legal = ckActionKey({ type: 'hire', stack: 0, magic: 0 });
    const odd = [
      { type: 'hire', stack: '0', magic: 0 },
      { type: 'hire', stack: 0, magic: 0, extra: true },
      { type: 'hire', stack: 0 },
      { type: 'take', res: 'g', n: 2 },
    ];
    for (const a of odd) expect(ckActionKey(a as unknown as CkAction)).not.toBe(legal);
    expect(ckActionKey({ type: 'take', res: 'g', n: 2 } as unknown as CkAction)).not.toBe('take/g');
  });
});
