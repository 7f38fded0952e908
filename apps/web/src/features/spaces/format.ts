/** A date in the interface language: "Nov 22, 2026" / "2026年11月22日". */
export const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium' }).format(new Date(iso));
