/** Whether a time zone name is one this runtime knows (IANA names such as "Europe/Madrid"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
