export function runScenario(_input: unknown, _source: string): unknown {
  throw new Error('not yet');
}
