/** Seconds as m:ss.d, the way the timeline and the scene list show times. */
export function formatClock(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const m = Math.floor(tenths / 600);
  const rest = (tenths - m * 600) / 10;
  return `${m}:${rest < 10 ? '0' : ''}${rest.toFixed(1)}`;
}

/** A time typed by a person: `m:ss.d`, `h:mm:ss` or plain seconds; null when it is not one. */
export function parseClock(text: string): number | null {
  const parts = text.trim().replace(',', '.').split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  const seconds = parts.reduce((sum, p) => sum * 60 + Number(p), 0);
  return Number.isFinite(seconds) ? seconds : null;
}
