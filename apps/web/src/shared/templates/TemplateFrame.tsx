import type { Template } from '@framecast/contract';
import { Loader } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { swatchOf, templateName, textOn } from './names';
import classes from './Templates.module.css';

interface Props {
  template: Template;
  /** Play the preview clip (the dialog) instead of showing its still (a card). */
  play?: boolean;
}

/**
 * A template at its own aspect ratio: the preview's clip once rendered, its still or poster; until
 * either is in, a swatch of its colours with its layout's name, and whether the preview is on its way.
 */
export function TemplateFrame({ template, play = false }: Props) {
  const { t } = useTranslation();
  const { preview } = template;
  const name = templateName(template, t);
  if (preview.status === 'ready' && play && preview.clip_url) {
    return (
      <div className={classes.frame} data-ratio={template.aspect_ratio}>
        <video
          src={preview.clip_url}
          poster={preview.thumbnail_url ?? undefined}
          muted
          autoPlay
          loop
          controls
          playsInline
          aria-label={t('templates.preview.video', { name })}
          data-testid="template-clip"
        />
      </div>
    );
  }
  // The video's still, or the design's poster while the video renders or before anyone asked for it.
  if (preview.thumbnail_url) {
    return (
      <div className={classes.frame} data-ratio={template.aspect_ratio}>
        <img src={preview.thumbnail_url} alt="" loading="lazy" data-testid="template-thumb" />
      </div>
    );
  }
  const swatch = swatchOf(template.colors);
  const pending = preview.status === 'working' || (preview.status === 'none' && template.kind === 'library');
  return (
    <div className={classes.frame} data-ratio={template.aspect_ratio} data-testid="template-swatch">
      <div className={classes.swatch} style={{ background: swatch.background }}>
        <span className={classes.band} style={{ background: swatch.accent }} aria-hidden />
        <span className={classes.disc} style={{ background: swatch.second }} aria-hidden />
        <span className={classes.swatchName} style={{ color: textOn(swatch.background) }}>
          {template.layout ? t(`templates.layouts.${template.layout}`) : name}
        </span>
      </div>
      <span className={classes.status} data-testid="template-preview-status" data-status={preview.status}>
        {pending ? <Loader size={10} color="gray.7" aria-hidden /> : <IconPhotoOff size={12} aria-hidden />}
        {pending ? (
          <>
            <span className={classes.statusLong}>{t('templates.card.preparing')}</span>
            <span className={classes.statusShort}>{t('templates.card.preparingShort')}</span>
          </>
        ) : (
          t('templates.card.unavailable')
        )}
      </span>
    </div>
  );
}
