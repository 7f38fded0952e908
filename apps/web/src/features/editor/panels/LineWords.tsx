import { patchSegment, SCRIPT_MAX_CHARS, type ScriptSegment, textDirection } from '@framecast/timeline';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { useEditor } from '../model/editor-store';

interface Props {
  seg: ScriptSegment;
  label: string;
  maxRows: number;
  testId: string;
}

/**
 * A line's words, in the Script panel and the quick editor alike: shown in the text's own direction, at
 * most the script's length, "required" when empty, and one undo step per burst of typing.
 */
export function LineWords({ seg, label, maxRows, testId }: Props) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  return (
    <GrowingTextarea
      aria-label={label}
      placeholder={t('editor.script.placeholder')}
      minRows={2}
      maxRows={maxRows}
      dir={textDirection(seg.text)}
      maxLength={SCRIPT_MAX_CHARS}
      value={seg.text}
      error={seg.text.trim() ? null : t('editor.script.required')}
      onChange={(e) => {
        const text = e.currentTarget.value;
        change(t('editor.history.typing'), (d) => patchSegment(d, seg.id, { text }), `text:${seg.id}`);
      }}
      data-testid={testId}
    />
  );
}
