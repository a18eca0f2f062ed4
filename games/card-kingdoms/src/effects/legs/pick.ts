/** `<citizens …>`, `<domains>`, `<goods N>`, `<noble>`: the entity's module does it (an entity without one does nothing). */
import type { LegModule } from '../module.ts';
import { pickRegistry } from '../picks/index.ts';

export const pickLeg: LegModule<'pick'> = {
  kind: 'pick',
  run: (en, leg, task) =>
    pickRegistry.has(leg.entity) ? pickRegistry.get(leg.entity).run(en, leg, task) : null,
  canAct: (en, player, leg) =>
    pickRegistry.has(leg.entity) && pickRegistry.get(leg.entity).canAct(en, player, leg),
  resolve(en, leg, d, action) {
    const m = pickRegistry.get(leg.entity);
    if (!m.resolve) throw new Error(`a ${action.type} answer does not fit a pick of ${leg.entity}`);
    m.resolve(en, leg, d, action);
  },
  label: (leg, action, at) => pickRegistry.get(leg.entity).label?.(leg, action, at) ?? '',
  words(leg, w) {
    if (!pickRegistry.has(leg.entity)) throw new Error(`card text: no words for entity '${leg.entity}'`);
    return pickRegistry.get(leg.entity).words(leg, w);
  },
};
