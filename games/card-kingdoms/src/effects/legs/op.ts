/** A named operation (`slay`, `return_owned monster v 3`, `all_lose g 1`): its module does it, with the params it compiled. */
import { opParams } from '../compile.ts';
import type { LegModule, OperationModule, OpLeg } from '../module.ts';
import { operationRegistry } from '../operations/index.ts';

function moduleOf(leg: OpLeg): OperationModule {
  if (!operationRegistry.has(leg.name)) throw new Error(`no handler for operation '${leg.name}'`);
  return operationRegistry.get(leg.name);
}

export const opLeg: LegModule<'op'> = {
  kind: 'op',
  run(en, leg, task) {
    const m = moduleOf(leg);
    // An operation the rules consult (a roll passive, an immunity, a noble's scoring) stands: running it does nothing.
    return m.run ? m.run(en, opParams(m, leg), task) : null;
  },
  // What an operation does is its module's to say; it raises its own decision.
  canAct: () => true,
  resolve(en, leg, d, action) {
    const m = moduleOf(leg);
    if (!m.resolve) throw new Error(`a ${action.type} answer does not fit '${leg.name}'`);
    m.resolve(en, opParams(m, leg), d, action);
  },
  label(leg, action, at) {
    const m = moduleOf(leg);
    return m.label ? m.label(opParams(m, leg), action, at) : '';
  },
  words(leg, w) {
    if (!operationRegistry.has(leg.name)) throw new Error(`card text: no words for operation '${leg.name}'`);
    const m = operationRegistry.get(leg.name);
    return m.words(opParams(m, leg), w) ?? '';
  },
};
