/** The same database URL under another application_name, so pg_stat_activity tells the connections apart. */
export function withApplicationName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}
