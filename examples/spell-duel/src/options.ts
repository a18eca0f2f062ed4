import { z } from 'zod';

/** Options a lobby or `--option` may set; `.describe()` is the help text the lobby shows. */
export const optionsSchema = z.object({
  startingHealth: z.number().int().min(1).max(12).default(12).describe('health each seat starts with'),
});
