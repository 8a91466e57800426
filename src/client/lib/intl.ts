/**
 * Intl formatters kept per locale and options. Making one is far dearer than formatting with it
 * (a unit or currency format loads its ICU data: about 20 ms on a phone for the landing page's
 * trial length, made again on every render of the hero, the prices and the call to action).
 */
function cachedPerLocale<TOptions, TFormat>(make: (locale: string, options: TOptions) => TFormat) {
  const made = new Map<string, TFormat>();
  return (locale: string, options = {} as TOptions): TFormat => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) made.set(key, (format = make(locale, options)));
    return format;
  };
}

export const numberFormat = cachedPerLocale((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = cachedPerLocale((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
