/**
 * The key registry: every named key the data may hold (a domain's lasting
 * flag or passive key, a relic's standing key), one module each. The rules
 * consult their hooks; validation and card text read this list.
 */
import { registryOf } from '@arbiter/core';
import { immunityTake } from './immunity-take.ts';
import { LASTING_KEYS } from './lasting.ts';
import { northernWall } from './northern-wall.ts';
import { relicBuild } from './relic-build.ts';
import { relicSlayDiscount } from './relic-slay-discount.ts';

export const keyRegistry = registryOf('key', [
  ...LASTING_KEYS,
  northernWall,
  immunityTake,
  relicBuild,
  relicSlayDiscount,
]);
