/**
 * A form for a game's options, drawn from the JSON Schema the server sends:
 * enums as selects, booleans as checkboxes, numbers and strings as inputs
 * (with known values offered as choices), anything else as JSON text.
 */
import { type ReactElement, useState } from 'react';

interface PropSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

interface Props {
  schema: unknown;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  choices?: Record<string, string[]>;
}

function JsonField({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(JSON.stringify(value));
  const [bad, setBad] = useState(false);
  return (
    <input
      className={bad ? 'invalid' : ''}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(JSON.parse(e.target.value));
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

export function OptionsForm({ schema, value, onChange, choices }: Props) {
  const props = ((schema as { properties?: Record<string, PropSchema> } | null)?.properties ?? {}) as Record<
    string,
    PropSchema
  >;
  const set = (k: string, v: unknown) => onChange({ ...value, [k]: v });
  const names = Object.keys(props);
  if (names.length === 0) return <p className="muted">This game has no options.</p>;
  return (
    <div className="options-form">
      {names.map((name) => {
        const p = props[name];
        const current = value[name];
        const id = `opt-${name}`;
        let field: ReactElement;
        const known = choices?.[name];
        if (p.enum || known) {
          const opts = (p.enum ?? known ?? []).map(String);
          field = (
            <select id={id} value={String(current ?? '')} onChange={(e) => set(name, e.target.value)}>
              {opts.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          );
        } else if (p.type === 'boolean') {
          field = (
            <input
              id={id}
              type="checkbox"
              checked={Boolean(current)}
              onChange={(e) => set(name, e.target.checked)}
            />
          );
        } else if (p.type === 'integer' || p.type === 'number') {
          field = (
            <input
              id={id}
              type="number"
              min={p.minimum}
              max={p.maximum}
              value={typeof current === 'number' ? current : ''}
              onChange={(e) => set(name, e.target.value === '' ? undefined : Number(e.target.value))}
            />
          );
        } else if (p.type === 'string') {
          field = <input id={id} value={String(current ?? '')} onChange={(e) => set(name, e.target.value)} />;
        } else {
          field = <JsonField value={current} onChange={(v) => set(name, v)} />;
        }
        return (
          <label key={name} htmlFor={id} className="option-row">
            <span>{name}</span>
            {field}
          </label>
        );
      })}
    </div>
  );
}
