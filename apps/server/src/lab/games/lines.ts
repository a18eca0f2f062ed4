/**
 * Deck lists as "COUNT NAME" lines (Magic's "4 Lightning Bolt", Queen's
 * Blood's "2 Security Officer"): each line read on its own, so every bad
 * line is reported with its number and reason, not just the first.
 */

export interface DeckLine {
  line: number;
  count: number;
  name: string;
}

export interface ReadLines {
  entries: DeckLine[];
  problems: Array<{ line: number | null; reason: string }>;
}

const ENTRY = /^(\d+)\s*x?\s+(.+?)\s*$/i;

/** Reads the lines; `header` says which non-card lines are allowed (and skipped). */
export function readCountNameLines(
  text: string,
  header: (line: string) => string | null | 'skip',
): ReadLines {
  const entries: DeckLine[] = [];
  const problems: ReadLines['problems'] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    const n = i + 1;
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const h = header(line);
    if (h === 'skip') return;
    if (h !== null) {
      problems.push({ line: n, reason: h });
      return;
    }
    const m = ENTRY.exec(line);
    if (!m) {
      problems.push({ line: n, reason: `not a card line ('COUNT NAME', as '4 Lightning Bolt'): '${line}'` });
      return;
    }
    const count = Number.parseInt(m[1], 10);
    if (count < 1) {
      problems.push({ line: n, reason: 'a card count must be at least 1' });
      return;
    }
    entries.push({ line: n, count, name: m[2] });
  });
  return { entries, problems };
}

/** Case and spacing do not matter in a card's name ("lightning  bolt" is Lightning Bolt). */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, ' ').trim();
}
