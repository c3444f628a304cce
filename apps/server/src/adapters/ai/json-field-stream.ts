/**
 * Reads a JSON object as it streams in and hands out the text of its string fields as it comes,
 * so a page can show an LLM's listing text while the JSON is still arriving. Only top-level
 * string values and strings inside top-level arrays are reported; array items are separated by
 * a newline. Escapes (\n, \", \uXXXX) are decoded.
 */
export class JsonFieldStream {
  private depth = 0;
  private inString = false;
  private escape: string | null = null;
  private isKey = false;
  private keyBuffer = '';
  private currentKey: string | null = null;
  private itemsInArray = 0;

  constructor(private readonly onText: (key: string, text: string) => void) {}

  push(chunk: string): void {
    let out = '';
    const flush = () => {
      if (out && this.currentKey) this.onText(this.currentKey, out);
      out = '';
    };
    for (const ch of chunk) {
      if (this.inString) {
        if (this.escape !== null) {
          this.escape += ch;
          const decoded = decodeEscape(this.escape);
          if (decoded === undefined) continue;
          this.escape = null;
          if (this.isKey) this.keyBuffer += decoded;
          else out += decoded;
        } else if (ch === '\\') this.escape = '';
        else if (ch === '"') {
          this.inString = false;
          if (this.isKey) this.currentKey = this.keyBuffer;
          else flush();
        } else if (this.isKey) this.keyBuffer += ch;
        else if (this.reportable()) out += ch;
        continue;
      }
      if (ch === '"') {
        this.inString = true;
        // At depth 1 a string is a key unless it follows a colon; keys end at the colon.
        this.isKey = this.depth === 1 && this.expectKey;
        if (this.isKey) this.keyBuffer = '';
        else if (this.depth === 2 && this.itemsInArray++ > 0 && this.currentKey) out += '\n';
        continue;
      }
      if (ch === '{' || ch === '[') {
        this.depth++;
        if (this.depth === 2 && ch === '[') this.itemsInArray = 0;
        this.expectKey = ch === '{' && this.depth === 1;
      } else if (ch === '}' || ch === ']') this.depth--;
      else if (ch === ':') this.expectKey = false;
      else if (ch === ',' && this.depth === 1) this.expectKey = true;
    }
    flush();
  }

  private expectKey = true;

  private reportable(): boolean {
    return this.depth === 1 || this.depth === 2;
  }
}

function decodeEscape(seq: string): string | undefined {
  const simple: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    b: '\b',
    f: '\f',
    '"': '"',
    '\\': '\\',
    '/': '/',
  };
  if (seq[0] !== 'u') return seq.length === 1 ? (simple[seq] ?? seq) : undefined;
  if (seq.length < 5) return undefined;
  return String.fromCharCode(parseInt(seq.slice(1, 5), 16));
}
