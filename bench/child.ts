/**
 * One bench case in a process of its own: `child.js <case id> <budget ms>`
 * prints the case's figures as one JSON line on stdout. `run.ts` starts it
 * with the case's Node flags (e.g. the allocation case's young generation).
 */
import { allCases } from './select.ts';

const [id, budget] = process.argv.slice(2);
const found = allCases().find((c) => c.id === id);
if (!found) {
  process.stderr.write(`bench child: no case '${id}'\n`);
  process.exitCode = 2;
} else {
  try {
    process.stdout.write(`${JSON.stringify(found.run(Number(budget)))}\n`);
  } catch (e) {
    process.stdout.write(
      `${JSON.stringify({ error: (e instanceof Error ? e.message : String(e)).split('\n')[0] })}\n`,
    );
  }
}
