/** "25%", "25 %" or "25 %", as the language writes a percentage. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
