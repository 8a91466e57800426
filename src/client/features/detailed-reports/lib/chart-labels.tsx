import type { LabelProps } from 'recharts';

/** The legend's names in the text colour: the series colours are for the swatches, too light for text on a light card. */
export const legendText = (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>;

/**
 * The total of a stack for the label of its series `key` (LabelList's valueAccessor): carried by
 * the last series that has something, as an empty bar draws no label; 0 (no label) for the others.
 */
export const stackTotal = (keys: readonly string[], key: string) => ({ payload }: { payload: Record<string, unknown> }) => {
  const top = keys.findLast((k) => Number(payload[k] ?? 0) > 0);
  return top === key ? keys.reduce((sum, k) => sum + Number(payload[k] ?? 0), 0) : 0;
};

/**
 * The value of a bar past its end (the total of a stack, given to its series with `stackTotal`): right of a bar lying down, above a column; none for nothing, and left out where a
 * column is too narrow for it.
 */
export function barEndLabel(format: (value: number) => string, layout: 'horizontal' | 'vertical') {
  return function BarEndLabel({ viewBox, value }: LabelProps) {
    const box = viewBox as { x: number; y: number; width: number; height: number } | undefined;
    const label = Number(value) ? format(Number(value)) : '';
    if (!box || !label) return null;
    if (layout === 'vertical') {
      return (
        <text x={box.x + box.width + 6} y={box.y + box.height / 2} dominantBaseline="central" fill="var(--foreground)" fontSize={11}>
          {label}
        </text>
      );
    }
    if (box.width < label.length * 7) return null;
    return (
      <text x={box.x + box.width / 2} y={box.y - 6} textAnchor="middle" fill="var(--foreground)" fontSize={11}>
        {label}
      </text>
    );
  };
}
