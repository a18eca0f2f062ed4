/**
 * A form for a game's options, from the fields the server describes
 * (`GameInfo.optionFields`: a label and help text from the option schemas,
 * and each option's JSON Schema): enums as selects, booleans as checkboxes,
 * numbers and strings as inputs (with known values offered as choices), deck
 * options as a deck picker (presets and random, per seat), anything else as
 * JSON text.
 */
import type { DeckChoice, DeckPicker, OptionField } from '@arbiter/server/protocol';
import { type ReactElement, useState } from 'react';

interface PropSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

interface Props {
  fields: OptionField[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  choices?: Record<string, string[]>;
}

function JsonField({ id, value, onChange }: { id: string; value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(JSON.stringify(value));
  const [bad, setBad] = useState(false);
  return (
    <input
      id={id}
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

const CUSTOM = '\u0000custom';

/** Presets by their group (a card pool), in order of first appearance; ungrouped ones as "Presets". */
function presetGroups(presets: DeckChoice[]): Array<[string, DeckChoice[]]> {
  const groups = new Map<string, DeckChoice[]>();
  for (const c of presets) {
    const g = c.group ?? 'Presets';
    groups.set(g, [...(groups.get(g) ?? []), c]);
  }
  return [...groups];
}

/** One seat's deck: a preset, a random way, or a custom list of card ids. */
function DeckSelect({
  id,
  label,
  picker,
  value,
  onChange,
}: {
  id: string;
  label: string;
  picker: DeckPicker;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const custom = Array.isArray(value);
  const [text, setText] = useState(custom ? (value as unknown[]).join(', ') : '');
  const selected = custom ? CUSTOM : String(value ?? '');
  const described = [...picker.presets, ...picker.random].find((c) => c.value === selected)?.description;
  return (
    <div className="deck-select">
      <select
        id={id}
        aria-label={label}
        value={selected}
        onChange={(e) => {
          if (e.target.value === CUSTOM) {
            onChange(text.split(/[\s,]+/).filter(Boolean));
          } else onChange(e.target.value);
        }}
      >
        {presetGroups(picker.presets).map(([group, choices]) => (
          <optgroup key={group} label={group}>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </optgroup>
        ))}
        {picker.random.length > 0 && (
          <optgroup label="Random">
            {picker.random.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </optgroup>
        )}
        <option value={CUSTOM}>Custom: a list of card ids…</option>
      </select>
      {custom && (
        <input
          aria-label={`${label}: card ids`}
          placeholder="card ids, separated by commas"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value.split(/[\s,]+/).filter(Boolean));
          }}
        />
      )}
      {described && <span className="muted small deck-description">{described}</span>}
    </div>
  );
}

function DeckPickerField({
  field,
  value,
  onChange,
}: {
  field: OptionField & { deck: DeckPicker };
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const { seats } = field.deck;
  if (seats <= 1) {
    return (
      <DeckSelect
        id={`opt-${field.name}`}
        label={field.label}
        picker={field.deck}
        value={value}
        onChange={onChange}
      />
    );
  }
  const decks =
    Array.isArray(value) && value.length === seats ? value : Array(seats).fill(field.deck.random[0]?.value);
  return (
    <div className="deck-picker">
      {Array.from({ length: seats }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one deck per seat, by position
        <div key={i} className="deck-seat">
          <span className="muted small">Player {i + 1}</span>
          <DeckSelect
            id={`opt-${field.name}-${i}`}
            label={`${field.label}, player ${i + 1}`}
            picker={field.deck}
            value={decks[i]}
            onChange={(v) => onChange(decks.map((d, j) => (j === i ? v : d)))}
          />
        </div>
      ))}
    </div>
  );
}

function Field({
  field,
  value,
  set,
  known,
}: {
  field: OptionField;
  value: unknown;
  set: (v: unknown) => void;
  known?: string[];
}): ReactElement {
  const p = (field.schema ?? {}) as PropSchema;
  const id = `opt-${field.name}`;
  if (field.deck)
    return <DeckPickerField field={{ ...field, deck: field.deck }} value={value} onChange={set} />;
  if (p.enum || known) {
    const opts = (p.enum ?? known ?? []).map(String);
    return (
      <select id={id} value={String(value ?? '')} onChange={(e) => set(e.target.value)}>
        {opts.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  if (p.type === 'boolean') {
    return <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />;
  }
  if (p.type === 'integer' || p.type === 'number') {
    return (
      <input
        id={id}
        type="number"
        min={p.minimum}
        max={p.maximum}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  }
  if (p.type === 'string')
    return <input id={id} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />;
  return <JsonField id={id} value={value} onChange={set} />;
}

export function OptionsForm({ fields, value, onChange, choices }: Props) {
  if (fields.length === 0) return <p className="muted">This game has no options.</p>;
  const set = (k: string, v: unknown) => onChange({ ...value, [k]: v });
  return (
    <div className="options-form">
      {fields.map((field) => {
        const helpId = `help-${field.name}`;
        return (
          <div key={field.name} className="option-field" data-option={field.name}>
            <div className="option-row">
              <label htmlFor={field.deck ? undefined : `opt-${field.name}`} className="option-label">
                {field.label}
              </label>
              <div aria-describedby={field.help ? helpId : undefined}>
                <Field
                  field={field}
                  value={value[field.name]}
                  set={(v) => set(field.name, v)}
                  known={choices?.[field.name]}
                />
              </div>
            </div>
            {field.help && (
              <p id={helpId} className="option-help muted small">
                {field.help}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
