import { createRequire } from 'node:module';

interface TGeoip {
  lookup(ip: string): { country: string } | null;
}

let geoip: TGeoip | null = null;

/**
 * The ISO country of a public address (geoip-country's bundled table), null for a private or
 * unknown one. The table (~20 MB in memory) is loaded at the first sign-in, not at start.
 */
export function countryOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  geoip ??= createRequire(import.meta.url)('geoip-country') as TGeoip;
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}
