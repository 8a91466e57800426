/** A result's url, when it is a path inside the app; anything else is not followed. */
export function resultPath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
