/**
 * What a `count` leg counts (`count owned_worker g 2`, `count area Forest g
 * 2`): one entry per kind of subject the grammar reads, each with how many
 * the player has and its words. The record is complete by the compiler: a
 * new kind of subject in the grammar does not typecheck without its entry.
 */
import { ROLES } from '../../data/roles.ts';
import type { CountSubject } from '../../grammar/tree.ts';
import { roleCount, tableauCitizens } from '../../rules/economy.ts';
import { roleName } from '../../words/phrasing.ts';
import type { CountModule } from '../module.ts';

export const COUNT_SUBJECTS: { readonly [K in CountSubject['of']]: CountModule<K> } = {
  /** Icons of a role on the player's citizens and starters (face-down ones do not count). */
  role: {
    of: 'role',
    count(cat, p, s) {
      const role = ROLES.find((r) => r === s.role);
      return role === undefined ? 0 : roleCount(cat, p, role, false);
    },
    words: (s) => `${roleName(s.role.replace(/_citizens?$/, ''))} icon on your citizens`,
  },
  /** `owned_domains`, `owned_monsters`, `owned_citizens` (starters included). */
  owned: {
    of: 'owned',
    count(cat, p, s) {
      if (s.what === 'domains') return p.domains.length;
      if (s.what === 'monsters') return p.monsters.length;
      if (s.what === 'citizens') return tableauCitizens(cat, p).length;
      return 0;
    },
    words: (s) => `${s.what.replace(/s$/, '')} you own`,
  },
  /** `owned_citizen_name NAME`, `owned_starter_name NAME`, `owned_monster_name NAME`. */
  name: {
    of: 'name',
    count(cat, p, s) {
      if (s.what === 'citizen') return p.citizens.filter((c) => cat.citizens[c].name === s.name).length;
      if (s.what === 'starter') return p.starters.filter((c) => cat.starters[c].name === s.name).length;
      if (s.what === 'monster') return p.monsters.filter((c) => cat.monsters[c].name === s.name).length;
      return 0;
    },
    words: (s) => (s.what === 'starter' ? `starting ${s.name} you own` : `${s.name} you own`),
  },
  /** Monsters of an area the player owns. */
  area: {
    of: 'area',
    count: (cat, p, s) => p.monsters.filter((c) => cat.monsters[c].area === s.area).length,
    words: (s) => `monster from ${s.area.startsWith('The ') ? '' : 'the '}${s.area} you own`,
  },
  /** Monsters of a type the player owns. */
  type: {
    of: 'type',
    count: (cat, p, s) => p.monsters.filter((c) => cat.monsters[c].type === s.type).length,
    words: (s) => `${s.type} monster you own`,
  },
};
