import { patchSegment, type ScriptSegment } from '@framecast/timeline';
import { Slider, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor } from '../model/editor-store';

/** How fast a line is spoken, in the Script panel and the quick editor alike; one drag is one undo step. */
export function LineSpeed({ seg, style }: { seg: ScriptSegment; style?: CSSProperties }) {
  const { t } = useTranslation();
  const change = useEditor((s) => s.change);
  return (
    <div style={style}>
      <Text size="xs" mb={4}>
        {t('editor.script.speed', { x: seg.speed.toFixed(2) })}
      </Text>
      <Slider
        min={0.5}
        max={2}
        step={0.05}
        value={seg.speed}
        label={(v) => `${v.toFixed(2)}×`}
        thumbLabel={t('editor.script.speedLabel')}
        onChange={(v) => change(t('editor.history.speed'), (d) => patchSegment(d, seg.id, { speed: v }), `speed:${seg.id}`)}
      />
    </div>
  );
}
