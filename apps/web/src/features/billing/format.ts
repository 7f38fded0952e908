/** Dates of the billing pages in the interface language: "Nov 22, 2026" / "2026年11月22日". */
const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en');

export const formatDate = (iso: string, language: string): string => new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(new Date(iso));

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A chart's day label: "Nov 22" / "11月22日". `day` is YYYY-MM-DD, read as UTC so it never shifts a day. */
export const formatDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(locale(language), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A period "Nov 1, 2026 – Dec 1, 2026", or null when either end is missing. */
export const formatRange = (from: string | null, to: string | null, language: string): string | null =>
  from && to ? `${formatDate(from, language)} – ${formatDate(to, language)}` : null;
