/** The operation registry: one module per operation, looked up by the id data names. */
import { registryOf } from '@arbiter/core';
import { damage } from './damage.ts';
import { draw } from './draw.ts';
import { heal } from './heal.ts';

export const operations = registryOf('operation', [damage, heal, draw]);
