import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { barEndLabel, stackTotal } from './chart-labels';

const KEYS = ['call', 'email', 'meeting'] as const;

/** What a label draws, in an SVG as recharts places it. */
function drawn(label: ReturnType<typeof barEndLabel>, props: Parameters<ReturnType<typeof barEndLabel>>[0]) {
  const { container } = render(<svg>{label(props)}</svg>);
  return container.querySelector('text');
}

describe('stackTotal', () => {
  it('gives the total to the last series that has something: an empty bar draws no label', () => {
    const payload = { call: 3, email: 2, meeting: 0 };
    expect(KEYS.map((key) => stackTotal(KEYS, key)({ payload }))).toEqual([0, 5, 0]);
  });

  it('gives nothing to a stack with nothing in it', () => {
    expect(KEYS.map((key) => stackTotal(KEYS, key)({ payload: { call: 0 } }))).toEqual([0, 0, 0]);
  });
});

describe('barEndLabel', () => {
  const format = (value: number) => `$${value}`;

  it('writes the value right of a bar lying down, and above a column', () => {
    const right = drawn(barEndLabel(format, 'vertical'), { value: 12, viewBox: { x: 10, y: 20, width: 50, height: 10 } });
    expect(right).toHaveTextContent('$12');
    expect(right).toHaveAttribute('x', '66');
    const above = drawn(barEndLabel(format, 'horizontal'), { value: 802, viewBox: { x: 10, y: 40, width: 60, height: 100 } });
    expect(above).toHaveTextContent('$802');
    expect(above).toHaveAttribute('y', '34');
  });

  it('draws nothing for zero, nor over a column too narrow for the value', () => {
    expect(drawn(barEndLabel(format, 'vertical'), { value: 0, viewBox: { x: 10, y: 20, width: 0, height: 10 } })).toBeNull();
    expect(drawn(barEndLabel(format, 'horizontal'), { value: 1234, viewBox: { x: 10, y: 40, width: 12, height: 100 } })).toBeNull();
  });
});
