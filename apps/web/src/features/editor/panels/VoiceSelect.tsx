import type { Voice } from '@framecast/contract';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { currentLanguage } from '../../../shared/i18n';
import { languageName } from '../../../shared/i18n/language-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useVoices } from '../../../shared/voices/api';
import { voiceLabel } from '../../../shared/voices/names';

interface Props {
  value: string;
  onChange: (voice: Voice) => void;
  label?: string;
}

/** A compact voice choice for a script line: every voice of the library, searchable, grouped by language. */
export function VoiceSelect({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const voices = useVoices();
  const lng = currentLanguage();
  const items = voices.data?.items;
  const [open, setOpen] = useState(false);
  const all = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const v of items ?? []) {
      const group = languageName(v.language, lng, v.language_name);
      // The library's own words for a voice, in the user's language (espeak's voices are named by language and gender).
      groups.set(group, [...(groups.get(group) ?? []), { value: v.id, label: voiceLabel(v, lng) }]);
    }
    // The line's voice stays choosable even when the library no longer lists it.
    if (value && !(items ?? []).some((v) => v.id === value)) groups.set(t('editor.script.otherVoice'), [{ value, label: value }]);
    return [...groups].map(([group, list]) => ({ group, items: list }));
  }, [items, lng, value, t]);
  // Closed, the choice holds only its own voice: Mantine keeps every option mounted, and 258 of them
  // re-rendered with each edit of the document were most of an edit's time.
  const data = useMemo(() => (open ? all : all.flatMap((g) => g.items.filter((o) => o.value === value))), [open, all, value]);
  return (
    <Select
      size="xs"
      label={label ?? t('editor.script.voice')}
      searchable
      data={data}
      value={value}
      nothingFoundMessage={t('editor.script.noVoice')}
      onChange={(id) => {
        const voice = items?.find((v) => v.id === id);
        if (voice) onChange(voice);
      }}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      comboboxProps={{ withinPortal: true }}
      data-testid="voice-select"
    />
  );
}
