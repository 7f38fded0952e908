import { patchSegment, type ScriptSegment } from '@framecast/timeline';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor } from '../model/editor-store';

const MAX_PAUSE = 10;
const clampPause = (v: number) => Math.min(MAX_PAUSE, Math.max(0, v));

/**
 * The silence before or after a line, in seconds; typing in it is one undo step. A plain number box:
 * Mantine's NumberInput (react-number-format) cost more to mount than the rest of the line, and every
 * scene selected mounts its lines' boxes.
 */
export function PauseInput({ segment, edge }: { segment: ScriptSegment; edge: 'pauseBefore' | 'pauseAfter' }) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  const value = segment[edge];
  // What is typed stays as typed ("0." on the way to "0.5"); the document takes each number it makes.
  const [text, setText] = useState(String(value));
  useEffect(() => setText((typed) => (Number(typed) === value && typed.trim() !== '' ? typed : String(value))), [value]);
  return (
    <TextInput
      size="xs"
      type="number"
      inputMode="decimal"
      label={t(`editor.script.${edge}`)}
      min={0}
      max={MAX_PAUSE}
      step={0.25}
      rightSection="s"
      rightSectionPointerEvents="none"
      value={text}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        const n = Number(typed);
        if (typed.trim() === '' || !Number.isFinite(n)) return;
        change(t('editor.history.pause'), (d) => patchSegment(d, segment.id, { [edge]: clampPause(n) }), `${edge}:${segment.id}`);
      }}
      onBlur={() => setText(String(value))}
    />
  );
}
