import { applyBrandStyle, applyColourToLayer } from '@framecast/timeline';
import { Anchor, Button, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useBrandStyle } from '../../../shared/brand-style/api';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useSelectedScene } from '../model/editor-store';
import classes from './BrandKitPanel.module.css';

/**
 * The kit's colours and fonts in this video: "Apply to this video" puts the whole style on it as one
 * undoable change (applyBrandStyle says which colour goes where); a swatch puts its colour on the
 * selected text or shape. Without a style, where to set one.
 */
export function BrandStyleSection() {
  const { t } = useTranslation();
  const kit = useBrandStyle();
  const change = useEditor((s) => s.change);
  const layerId = useEditor((s) => s.layerId);
  const { scene } = useSelectedScene();
  const style = kit.data?.style;
  const selected = scene.layers.find((l) => l.id === layerId);
  const colourable = selected?.type === 'text' || selected?.type === 'shape' ? selected : undefined;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="editor-brand-style">
      <Stack gap={8}>
        <Text size="sm" fw={600}>
          {t('editor.media.brand.style')}
        </Text>
        {kit.isSuccess && !style && (
          <>
            <Text size="xs" c="dimmed">
              {t('editor.media.brand.noStyleYet')}
            </Text>
            <Anchor component={Link} to="/brand-kit" size="xs" underline="always" data-testid="brand-style-set">
              {t('editor.media.brand.setStyle')}
            </Anchor>
          </>
        )}
        {style && (
          <>
            <Group gap={6} role="group" aria-label={t('editor.media.brand.style')}>
              {style.palette.map((c, i) => (
                <Tooltip key={`${c}-${i}`} label={t('editor.media.brand.swatch', { colour: c })} withinPortal>
                  <UnstyledButton
                    className={classes.swatch}
                    style={{ background: c }}
                    disabled={!colourable}
                    aria-label={t('editor.media.brand.swatch', { colour: c })}
                    onClick={() => colourable && change(t('editor.media.history.brandColour'), (d) => applyColourToLayer(d, scene.id, colourable.id, c))}
                    data-testid={`brand-swatch-${i + 1}`}
                  />
                </Tooltip>
              ))}
            </Group>
            {!colourable && (
              <Text size="xs" c="dimmed">
                {t('editor.media.brand.swatchHint')}
              </Text>
            )}
            <Text size="xs" data-testid="brand-style-fonts">
              {t('editor.media.brand.headingFont', { font: style.heading_font })} · {t('editor.media.brand.bodyFont', { font: style.body_font })}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => change(t('editor.media.history.brandStyle'), (d) => applyBrandStyle(d, style))}
              data-testid="brand-style-apply"
            >
              {t('editor.media.brand.applyStyle')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('editor.media.brand.applyHint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
