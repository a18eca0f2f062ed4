/**
 * The effect-string scanner: characters into tokens, each remembering where it
 * starts so a syntax error can name the character position.
 */

export type TokenKind =
  | 'name' // slay, owned_worker, action.end, effect.add (dots kept inside one name)
  | 'num' // 3, -5, +3
  | 'str' // "Undead Samurai"
  | 'lt' // <
  | 'gt' // >
  | 'cmp' // == <= >=
  | 'plus' // a free-standing + joining legs
  | 'pipe' // |
  | 'eq' // =
  | 'colon' // :
  | 'comma' // ,
  | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  /** 0-based character offset in the string. */
  pos: number;
}

export class EffectSyntaxError extends Error {
  /** 0-based character offset. */
  readonly pos: number;
  readonly expected: string;
  readonly found: string;
  constructor(pos: number, expected: string, found: string) {
    super(`at character ${pos + 1}: expected ${expected}, found ${found}`);
    this.name = 'EffectSyntaxError';
    this.pos = pos;
    this.expected = expected;
    this.found = found;
  }
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isNameStart = (c: string | undefined) => c !== undefined && /[A-Za-z_]/.test(c);
const isNameChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_']/.test(c);

export function scan(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n') {
      i++;
      continue;
    }
    const start = i;
    if ((c === '+' || c === '-') && isDigit(text[i + 1])) {
      i++;
      while (isDigit(text[i])) i++;
      out.push({ kind: 'num', text: text.slice(start, i), pos: start });
    } else if (isDigit(c)) {
      while (isDigit(text[i])) i++;
      out.push({ kind: 'num', text: text.slice(start, i), pos: start });
    } else if (isNameStart(c)) {
      i++;
      for (;;) {
        while (isNameChar(text[i])) i++;
        if (text[i] === '.' && isNameStart(text[i + 1])) {
          i++;
          continue;
        }
        break;
      }
      out.push({ kind: 'name', text: text.slice(start, i), pos: start });
    } else if (c === '"') {
      const close = text.indexOf('"', i + 1);
      if (close < 0) throw new EffectSyntaxError(i, 'a closing "', 'the end of the string');
      out.push({ kind: 'str', text: text.slice(i + 1, close), pos: start });
      i = close + 1;
    } else if ((c === '<' || c === '>' || c === '=') && text[i + 1] === '=') {
      out.push({ kind: 'cmp', text: `${c}=`, pos: start });
      i += 2;
    } else {
      const single: Record<string, TokenKind> = {
        '<': 'lt',
        '>': 'gt',
        '+': 'plus',
        '|': 'pipe',
        '=': 'eq',
        ':': 'colon',
        ',': 'comma',
      };
      const kind = single[c];
      if (!kind) throw new EffectSyntaxError(i, 'a word, a number or one of < > + | = : ,', `'${c}'`);
      out.push({ kind, text: c, pos: start });
      i++;
    }
  }
  out.push({ kind: 'end', text: '', pos: text.length });
  return out;
}

/** How a token reads in an error message. */
export function describeToken(t: Token): string {
  if (t.kind === 'end') return 'the end of the string';
  if (t.kind === 'str') return `"${t.text}"`;
  return `'${t.text}'`;
}
