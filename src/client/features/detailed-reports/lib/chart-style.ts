/** The theme's colours, so the charts follow light and dark mode with the rest of the page. */
export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' };
export const LEGEND_STYLE = { fontSize: 12 };
export const CHART_HEIGHT = 280;

/** Series colours of middle lightness: readable on the light and the dark card alike. */
export const SERIES_COLORS = [
  'oklch(0.6 0.2 277)',
  'oklch(0.66 0.15 155)',
  'oklch(0.74 0.15 75)',
  'oklch(0.62 0.2 27)',
  'oklch(0.62 0.13 230)',
  'oklch(0.62 0.18 330)',
  'oklch(0.7 0.11 190)',
  'oklch(0.6 0.03 265)',
] as const;

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];

/** Room for the longest category name (about 8 px a letter at 12 px: "Warm prospect" on one line), within bounds. */
export function labelWidth(labels: string[], max = 170): number {
  return Math.min(max, 16 + 8 * Math.max(0, ...labels.map((l) => l.length)));
}

/** Room right of bars lying down for their values. */
export const VALUE_ROOM_RIGHT = 44;
/** Room above columns for their values. */
export const VALUE_ROOM_TOP = 20;

/** Each outcome in a colour that says it: good ones green and teal, a refusal red, no answer grey. */
export const OUTCOME_COLORS: Record<string, string> = {
  no_answer: 'oklch(0.6 0.03 265)',
  left_message: 'oklch(0.62 0.13 230)',
  positive_interaction: 'oklch(0.66 0.15 155)',
  negative_interaction: 'oklch(0.62 0.2 27)',
  rescheduled: 'oklch(0.74 0.15 75)',
  demo_booked: 'oklch(0.6 0.2 277)',
  sale_closed: 'oklch(0.7 0.11 190)',
  none: 'oklch(0.8 0.01 265)',
};
