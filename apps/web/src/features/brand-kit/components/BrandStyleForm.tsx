import { BRAND_PALETTE_MAX, type BrandStyle, DEFAULT_FONT_FAMILY, FONT_FAMILIES, type FontFamily, fontFamilyCss } from '@framecast/timeline';
import { ActionIcon, Alert, Button, ColorInput, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { failureOf } from '../../../shared/api/failure';
import { useBrandStyle, useSaveBrandStyle } from '../../../shared/brand-style/api';
import { useTranslation } from '../../../shared/i18n/use-translation';

const HEX = /^#[0-9a-f]{6}$/i;
/** What a new kit starts from: the editor's default title white and the subtitle highlight yellow. */
const STARTER: BrandStyle = { palette: ['#ffffff', '#ffd400'], heading_font: DEFAULT_FONT_FAMILY, body_font: DEFAULT_FONT_FAMILY };
const FONT_OPTIONS = FONT_FAMILIES.map((f) => ({ value: f, label: f }));

/**
 * The kit's colours and fonts: 1–8 swatches in the order the editor applies them, and a heading and a
 * body font from the renderer's families. Saved as one; the server's refusal is shown under the form.
 */
export function BrandStyleForm() {
  const { t } = useTranslation();
  const stored = useBrandStyle();
  const save = useSaveBrandStyle();
  const [draft, setDraft] = useState<BrandStyle | null>(null);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string; fields: Record<string, string> } | null>(null);
  // Switching space resets the query (no data until the new space's answer): the form starts again from it.
  useEffect(() => {
    if (!stored.data) setDraft(null);
    else if (draft === null) setDraft(stored.data.style ?? STARTER);
  }, [stored.data, draft]);
  if (!draft) return null;

  const edit = (patch: Partial<BrandStyle>) => {
    setDraft({ ...draft, ...patch });
    setOutcome(null);
  };
  const setColour = (i: number, c: string) => edit({ palette: draft.palette.map((p, j) => (j === i ? c : p)) });
  const bad = draft.palette.some((c) => !HEX.test(c));
  const submit = async () => {
    try {
      const saved = await save.mutateAsync(draft);
      if (saved.style) setDraft(saved.style);
      setOutcome({ ok: true });
    } catch (err) {
      const f = failureOf(err);
      setOutcome({ ok: false, message: f?.message ?? t('brandKit.style.offline'), fields: f?.fields ?? {} });
    }
  };
  const fieldError = (prefix: string) =>
    outcome && !outcome.ok ? Object.entries(outcome.fields).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1] : undefined;

  return (
    <Paper withBorder radius="lg" p="md" data-testid="brand-style">
      <Stack gap="sm">
        <div>
          <Text fw={650} component="h2" fz="md" m={0}>
            {t('brandKit.style.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('brandKit.style.hint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          {draft.palette.map((c, i) => (
            <Group key={i} gap={4} wrap="nowrap" align="flex-end" data-testid="brand-style-swatch">
              <ColorInput
                style={{ flex: 1 }}
                size="xs"
                format="hex"
                withEyeDropper={false}
                label={t('brandKit.style.colour', { n: i + 1 })}
                value={c}
                onChange={(v) => setColour(i, v)}
                error={!HEX.test(c) ? t('brandKit.style.badColour') : fieldError(`palette.${i}`)}
                data-testid={`brand-style-colour-${i + 1}`}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mb={4}
                disabled={draft.palette.length <= 1}
                aria-label={t('brandKit.style.removeColour', { n: i + 1 })}
                onClick={() => edit({ palette: draft.palette.filter((_, j) => j !== i) })}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            disabled={draft.palette.length >= BRAND_PALETTE_MAX}
            onClick={() => edit({ palette: [...draft.palette, '#000000'] })}
            data-testid="brand-style-add"
          >
            {t('brandKit.style.addColour')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('brandKit.style.count', { n: draft.palette.length, max: BRAND_PALETTE_MAX })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {(['heading_font', 'body_font'] as const).map((key) => (
            <Select
              key={key}
              size="xs"
              label={t(`brandKit.style.${key === 'heading_font' ? 'headingFont' : 'bodyFont'}`)}
              data={FONT_OPTIONS}
              value={draft[key]}
              allowDeselect={false}
              error={fieldError(key)}
              renderOption={({ option }) => <span style={{ fontFamily: fontFamilyCss(option.value as FontFamily) }}>{option.label}</span>}
              onChange={(v) => v && edit({ [key]: v as FontFamily })}
              data-testid={`brand-style-${key}`}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('brandKit.style.fontHint')}
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={submit} loading={save.isPending} disabled={bad} data-testid="brand-style-save">
            {t('brandKit.style.save')}
          </Button>
          {outcome?.ok && (
            <Text size="xs" c="teal.9" role="status" data-testid="brand-style-saved">
              <IconCheck size={12} /> {t('brandKit.style.saved')}
            </Text>
          )}
        </Group>
        {outcome && !outcome.ok && (
          <Alert color="red" variant="light" role="alert" data-testid="brand-style-error">
            {t('brandKit.style.notSaved', { reason: outcome.message })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
