/**
 * The size expressions of echarts-gl's effect compositor (`expr(width * dpr / 4)`,
 * `expr([width * 1.0 / 2, height / 2])`), evaluated without `new Function`: claygl compiles them
 * with it, which the console's CSP (`script-src 'self'`, no `unsafe-eval`) forbids. The console's
 * build puts this in claygl's place (console/vite.config.ts). Grammar: a number expression or a
 * bracketed list of them; numbers, `width`, `height`, `dpr`, + - * /, unary minus, parentheses.
 */
export type SizeFunction = (width: number, height: number, dpr?: number) => number | number[];

type Node = (v: Readonly<Record<'width' | 'height' | 'dpr', number>>) => number;

export function compileSizeExpression(source: string): SizeFunction {
  const tokens = source.match(/\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+|[A-Za-z_]\w*|\S/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const take = (want?: string): string => {
    const t = tokens[i];
    if (t === undefined || (want !== undefined && t !== want)) throw new Error(`Invalid expression: ${source}`);
    i++;
    return t;
  };
  const primary = (): Node => {
    const t = take();
    if (t === '(') {
      const inner = sum();
      take(')');
      return inner;
    }
    if (t === '-') {
      const operand = primary();
      return (v) => -operand(v);
    }
    if (t === 'width' || t === 'height' || t === 'dpr') return (v) => v[t];
    const n = Number(t);
    if (!Number.isFinite(n)) throw new Error(`Invalid expression: ${source}`);
    return () => n;
  };
  const product = (): Node => {
    let left = primary();
    while (peek() === '*' || peek() === '/') {
      const op = take();
      const [a, b] = [left, primary()];
      left = op === '*' ? (v) => a(v) * b(v) : (v) => a(v) / b(v);
    }
    return left;
  };
  const sum = (): Node => {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const op = take();
      const [a, b] = [left, product()];
      left = op === '+' ? (v) => a(v) + b(v) : (v) => a(v) - b(v);
    }
    return left;
  };
  let result: Node[] | Node;
  if (peek() === '[') {
    take('[');
    const items = [sum()];
    while (peek() === ',') {
      take(',');
      items.push(sum());
    }
    take(']');
    result = items;
  } else result = sum();
  if (i !== tokens.length) throw new Error(`Invalid expression: ${source}`);
  const r = result;
  return (width, height, dpr = 1) => {
    const v = { width, height, dpr };
    return Array.isArray(r) ? r.map((n) => n(v)) : r(v);
  };
}
