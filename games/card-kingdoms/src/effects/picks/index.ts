/** The pick registry: the entities a bracketed pick takes (`<citizens …>`, `<domains>`, `<goods>`, `<noble>`). */
import { registryOf } from '@arbiter/core';
import { pickCitizens } from './citizens.ts';
import { pickDomains } from './domains.ts';
import { pickGoods } from './goods.ts';
import { pickNoble } from './noble.ts';

export const pickRegistry = registryOf('pick', [pickCitizens, pickDomains, pickGoods, pickNoble]);
