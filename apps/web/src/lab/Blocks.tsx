/**
 * A report's blocks drawn in the page: headings, notes, tables, and charts
 * drawn by the same chart library the HTML reports inline (Vega-Lite
 * through vega-embed, loaded once from the server), from the same specs.
 */
import { useEffect, useRef, useState } from 'react';
import type { LabBlock } from './blocks.ts';

type Embed = (el: HTMLElement, spec: unknown, opts: Record<string, unknown>) => Promise<{ finalize(): void }>;

let library: Promise<Embed> | null = null;

/** The chart library, loaded on first use (about 1 MB; the page works without it until a chart is shown). */
function chartLibrary(): Promise<Embed> {
  library ??= new Promise<Embed>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/api/lab/charts.js';
    script.onload = () => {
      const embed = (window as unknown as { vegaEmbed?: Embed }).vegaEmbed;
      if (embed) resolve(embed);
      else reject(new Error('the chart library did not load'));
    };
    script.onerror = () => {
      library = null;
      reject(new Error('the chart library could not be fetched'));
    };
    document.head.append(script);
  });
  return library;
}

function Chart({ spec, name }: { spec: unknown; name?: string }) {
  const el = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'pending' | 'rendered' | string>('pending');
  useEffect(() => {
    let view: { finalize(): void } | null = null;
    let gone = false;
    chartLibrary()
      .then((embed) => (el.current ? embed(el.current, spec, { actions: false, renderer: 'svg' }) : null))
      .then(
        (v) => {
          view = v;
          if (!gone) setState('rendered');
        },
        (e: unknown) => !gone && setState(e instanceof Error ? e.message : String(e)),
      );
    return () => {
      gone = true;
      view?.finalize();
    };
  }, [spec]);
  const failed = state !== 'pending' && state !== 'rendered';
  return (
    <div className="lab-chart" data-chart={name} data-state={failed ? 'failed' : state}>
      <div ref={el} />
      {failed && <p className="error">The chart could not be drawn: {state}</p>}
    </div>
  );
}

function BlockView({ b }: { b: LabBlock }) {
  switch (b.kind) {
    case 'heading': {
      const H = `h${Math.min(5, b.level + 1)}` as 'h3' | 'h4' | 'h5';
      return <H>{b.text}</H>;
    }
    case 'note':
      return <p className="muted small">{b.text}</p>;
    case 'paragraph':
      return <p>{b.text}</p>;
    case 'table': {
      // Rows and cells are positions in a fixed table: their place is their identity.
      const head = b.head.map((h, j) => ({ h, key: `h${j}` }));
      const rows = b.rows.map((row, r) => ({
        key: `r${r}`,
        cells: row.map((cell, c) => ({ cell, key: `c${c}` })),
      }));
      return (
        <div className={b.scroll ? 'lab-table scroll' : 'lab-table'}>
          <table data-table={b.name}>
            {b.head.some((h) => h !== '') && (
              <thead>
                <tr>
                  {head.map((x) => (
                    <th key={x.key}>{x.h}</th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((x) => (
                    <td key={x.key}>{x.cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'chart':
      return b.spec ? <Chart spec={b.spec} name={b.name} /> : <p className="muted small">{b.missing}</p>;
  }
  return null;
}

export function Blocks({ blocks }: { blocks: LabBlock[] }) {
  // A report's blocks never move: their place is their identity.
  const keyed = blocks.map((b, i) => ({ b, key: `b${i}` }));
  return (
    <div className="lab-blocks">
      {keyed.map(({ b, key }) => (
        <BlockView key={key} b={b} />
      ))}
    </div>
  );
}
