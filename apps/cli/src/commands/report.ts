/**
 * `arbiter report RESULT.json -o report.html`: the JSON of `sim --json` (a
 * batch or an A/B) as one self-contained HTML page with its charts inlined,
 * to open offline. `sim --html FILE` writes the same page straight away.
 */
import { writeFileSync } from 'node:fs';
import type { SimResult } from '@arbiter/report';
import type { Command } from 'commander';
import { failure, usageError } from '../cli-error.ts';
import { readJsonFile } from '../files.ts';
import type { CliDeps } from '../io.ts';

export function registerReport(program: Command, deps: CliDeps): void {
  program
    .command('report')
    .description('turn the JSON of `sim --json` into a self-contained HTML report with charts')
    .argument('<result>', 'a report written by `arbiter sim ... --json`')
    .requiredOption('-o, --output <file>', 'the HTML file to write')
    .action(async (path: string, flags: { output: string }) => {
      const { checkSimResult } = await import('@arbiter/report');
      const checked = checkSimResult(readJsonFile(path));
      if (!checked.ok) throw usageError(`${path}: ${checked.reason}`);
      await writeHtmlReport(flags.output, checked.result);
      deps.stdout.write(`wrote ${flags.output}\n`);
    });
}

/** Loaded on use: the report's chart libraries are large, and most commands never need them. */
export async function writeHtmlReport(path: string, result: SimResult): Promise<void> {
  const { reportHtml } = await import('@arbiter/report');
  const html = reportHtml(result);
  try {
    writeFileSync(path, html);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw failure(`${path}: cannot write (${code ?? String(e)})`);
  }
}
