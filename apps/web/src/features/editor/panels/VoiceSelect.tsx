import type { Voice } from '@framecast/contract';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { currentLanguage } from '../../../shared/i18n';
import type { Language } from '../../../shared/i18n/language';
import { languageName } from '../../../shared/i18n/language-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useVoices } from '../../../shared/voices/api';
import { voiceLabel } from '../../../shared/voices/names';
import { CLOSED_UNMOUNTED } from '../../../shared/ui/combobox';

interface Props {
  value: string;
  onChange: (voice: Voice) => void;
  label?: string;
}

type Group = { group: string; items: { value: string; label: string }[] };
const NO_VOICES: Voice[] = [];
const grouped = new WeakMap<readonly Voice[], Map<string, Group[]>>();

/**
 * The library's voices by language, in the user's language: worked out once per list and language, since
 * every script line mounts its own choice (a scene's lines mount each time the scene is selected).
 */
function voiceGroups(items: readonly Voice[], lng: Language): Group[] {
  const byLanguage = grouped.get(items) ?? new Map<Language, Group[]>();
  grouped.set(items, byLanguage);
  const hit = byLanguage.get(lng);
  if (hit) return hit;
  const groups = new Map<string, Group['items']>();
  for (const v of items) {
    const group = languageName(v.language, lng, v.language_name);
    const list = groups.get(group) ?? [];
    // The library's own words for a voice, in the user's language (espeak's voices are named by language and gender).
    list.push({ value: v.id, label: voiceLabel(v, lng) });
    groups.set(group, list);
  }
  const answer = [...groups].map(([group, list]) => ({ group, items: list }));
  byLanguage.set(lng, answer);
  return answer;
}

/** A compact voice choice for a script line: every voice of the library, searchable, grouped by language. */
export function VoiceSelect({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const voices = useVoices();
  const lng = currentLanguage();
  const items = voices.data?.items;
  const [open, setOpen] = useState(false);
  const all = useMemo(() => {
    const groups = voiceGroups(items ?? NO_VOICES, lng);
    // The line's voice stays choosable even when the library no longer lists it.
    const known = groups.some((g) => g.items.some((o) => o.value === value));
    return value && !known ? [...groups, { group: t('editor.script.otherVoice'), items: [{ value, label: value }] }] : groups;
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
      comboboxProps={CLOSED_UNMOUNTED}
      data-testid="voice-select"
    />
  );
}
