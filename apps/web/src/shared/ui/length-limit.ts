import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** The limit message's colour: a warning that still reads at 4.5:1 on white (orange-9 is 4.3:1). */
export const LIMIT_COLOR = 'var(--mantine-color-red-9)';

/**
 * Text cut to `max` UTF-16 units, as the contract's `z.string().max` counts them, never halving a
 * surrogate pair; `cut` tells whether anything was dropped.
 */
export function clampText(value: string, max: number): { text: string; cut: boolean } {
  if (value.length <= max) return { text: value, cut: false };
  let text = value.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return { text, cut: true };
}

/**
 * A field with a length limit that says so instead of cutting silently (a native maxLength drops the
 * rest of a paste without a word): `take` clamps each new value, `message` is what to show under the
 * field — the text was cut, or the limit is reached — or null.
 */
export function useLengthLimit(max: number) {
  const { t } = useTranslation();
  const [cut, setCut] = useState(false);
  const take = useCallback(
    (value: string) => {
      const clamped = clampText(value, max);
      setCut(clamped.cut);
      return clamped.text;
    },
    [max],
  );
  const reset = useCallback(() => setCut(false), []);
  const message = (value: string): string | null => {
    if (cut) return t('common.limit.cut', { max });
    return value.length >= max ? t('common.limit.reached', { max }) : null;
  };
  return { take, message, reset };
}
