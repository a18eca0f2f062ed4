/**
 * A form made from a JSON Schema (the game's zod schema of one entry, as
 * the server sends it): numbers, text, choices and flags as inputs, records
 * as groups of fields, lists as numbered items, and anything the form
 * cannot draw (a union, an open record) as JSON text. Each field carries
 * its JSON path; a problem the server reports for that path is shown under
 * it. Number fields can be swept.
 */
import { useEffect, useState } from 'react';
import { formatJsonPath, type Path } from './paths.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  description?: string;
  title?: string;
}

export interface FormContext {
  /** The entry's path in its document: field paths are this plus the field's. */
  base: Path;
  /** Problems by formatted path. */
  errors: Map<string, string[]>;
  /** Paths (formatted) that differ from the shipped data. */
  changed: Set<string>;
  onSweep?: (path: Path, label: string) => void;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  return s.type;
}

const kindOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/**
 * The schema to draw `value` with: a union's branch that fits the value;
 * for a part the schema leaves open (a record of any keys, or what zod
 * could not express) the value's own shape, so its numbers are still
 * number fields (the server checks the result either way).
 */
function effectiveSchema(schema: JsonSchema, value: unknown): JsonSchema {
  if (schema.anyOf) {
    const fit = schema.anyOf.find((b) => {
      const t = typeOf(b);
      const k = kindOf(value);
      return t === k || (t === 'integer' && k === 'number') || (b.enum?.includes(value) ?? false);
    });
    return fit ? effectiveSchema(fit, value) : schema;
  }
  if (schema.enum || schema.const !== undefined) return schema;
  const t = typeOf(schema);
  const k = kindOf(value);
  if (t === 'object' && !schema.properties && k === 'object' && Object.keys(value as object).length > 0) {
    return {
      ...schema,
      properties: Object.fromEntries(Object.keys(value as object).map((key) => [key, {}])),
    };
  }
  if (t !== undefined) return schema;
  if (k === 'object')
    return {
      type: 'object',
      properties: Object.fromEntries(Object.keys(value as object).map((key) => [key, {}])),
    };
  if (k === 'array') return { type: 'array', items: {} };
  if (k === 'number' || k === 'string' || k === 'boolean') return { type: k };
  return schema;
}

function JsonText({ id, value, onChange }: { id: string; value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 1));
  const [bad, setBad] = useState<string | null>(null);
  useEffect(() => {
    setText(JSON.stringify(value, null, 1));
    setBad(null);
  }, [value]);
  return (
    <>
      <textarea
        id={id}
        className={bad ? 'invalid lab-json' : 'lab-json'}
        rows={Math.min(8, text.split('\n').length)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const v = JSON.parse(e.target.value);
            setBad(null);
            onChange(v);
          } catch (err) {
            setBad((err as Error).message);
          }
        }}
      />
      {bad && <span className="error small">not JSON yet: {bad}</span>}
    </>
  );
}

export function SchemaField({
  schema,
  value,
  path,
  label,
  ctx,
  onChange,
}: {
  schema: JsonSchema;
  value: unknown;
  path: Path;
  label: string;
  ctx: FormContext;
  onChange: (v: unknown) => void;
}) {
  const full = [...ctx.base, ...path];
  const at = formatJsonPath(full);
  const id = `lab-field-${at.replace(/[^\w]+/g, '-')}`;
  const problems = ctx.errors.get(at) ?? [];
  schema = effectiveSchema(schema, value);
  const t = typeOf(schema);
  const mark = ctx.changed.has(at) ? ' lab-changed' : '';
  const wrap = (control: React.ReactNode, extra?: React.ReactNode) => (
    <div className={`lab-field${mark}${problems.length ? ' lab-field-bad' : ''}`} data-path={at}>
      <label htmlFor={id}>{label}</label>
      {control}
      {extra}
      {problems.map((p) => (
        <span key={p} className="error small lab-field-error" role="alert">
          {p}
        </span>
      ))}
    </div>
  );

  if (schema.const !== undefined) return wrap(<input id={id} readOnly value={String(schema.const)} />);
  if (schema.enum) {
    return wrap(
      <select
        id={id}
        value={String(value ?? '')}
        onChange={(e) => onChange(schema.enum!.find((x) => String(x) === e.target.value))}
      >
        {schema.enum.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>,
    );
  }
  if (t === 'boolean' && typeof value === 'boolean') {
    return wrap(
      <input id={id} type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />,
    );
  }
  if ((t === 'integer' || t === 'number') && typeof value === 'number') {
    return wrap(
      <input
        id={id}
        type="number"
        step={t === 'integer' ? 1 : 'any'}
        min={schema.minimum !== undefined && Math.abs(schema.minimum) < MAX_SAFE ? schema.minimum : undefined}
        max={schema.maximum !== undefined && schema.maximum < MAX_SAFE ? schema.maximum : undefined}
        value={value}
        onChange={(e) => {
          const n = e.target.valueAsNumber;
          onChange(Number.isNaN(n) ? e.target.value : n);
        }}
      />,
      ctx.onSweep && (
        <button
          type="button"
          className="small-button"
          aria-label={`sweep ${at}`}
          title="Run this field over a range of values"
          onClick={() => ctx.onSweep?.(full, label)}
        >
          sweep
        </button>
      ),
    );
  }
  if (t === 'string' && typeof value === 'string') {
    return wrap(
      value.length > 60 ? (
        <textarea id={id} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      ),
    );
  }
  if (t === 'object' && schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = [
      ...Object.keys(schema.properties).filter((k) => k in record),
      ...Object.keys(record).filter((k) => !schema.properties![k]),
    ];
    return (
      <fieldset className={`lab-group${mark}`} data-path={at}>
        <legend>{label}</legend>
        {problems.map((p) => (
          <span key={p} className="error small" role="alert">
            {p}
          </span>
        ))}
        {keys.map((k) => (
          <SchemaField
            key={k}
            schema={schema.properties![k] ?? {}}
            value={record[k]}
            path={[...path, k]}
            label={k}
            ctx={ctx}
            onChange={(v) => onChange({ ...record, [k]: v })}
          />
        ))}
      </fieldset>
    );
  }
  if (t === 'array' && Array.isArray(value) && (schema.items || schema.prefixItems)) {
    return (
      <fieldset className={`lab-group lab-list${mark}`} data-path={at}>
        <legend>{label}</legend>
        {problems.map((p) => (
          <span key={p} className="error small" role="alert">
            {p}
          </span>
        ))}
        {value.map((item, i) => (
          <SchemaField
            // biome-ignore lint/suspicious/noArrayIndexKey: list items by position
            key={i}
            schema={schema.prefixItems?.[i] ?? schema.items ?? {}}
            value={item}
            path={[...path, i]}
            label={`${label} ${i + 1}`}
            ctx={ctx}
            onChange={(v) => onChange(value.map((x, j) => (j === i ? v : x)))}
          />
        ))}
      </fieldset>
    );
  }
  return wrap(<JsonText id={id} value={value} onChange={onChange} />);
}
