/** Dates on the operator page in the interface language. */
const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en');

export const formatDate = (iso: string, language: string): string => new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(new Date(iso));

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A date input's day (YYYY-MM-DD) as the end of that day in UTC, the form the API's datetimes take. */
export const endOfDay = (day: string): string => `${day}T23:59:59.000Z`;

/** Major units typed by a person (29.9) as the API's minor units (2990). */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => minor / 100;
