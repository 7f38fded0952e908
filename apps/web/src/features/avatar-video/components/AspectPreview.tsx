import type { AvatarLook } from '@framecast/contract';
import { useMemo } from 'react';
import { useAsset } from '../../../shared/assets/api';
import { previewDocument, type AvatarVideoForm } from '../document';
import { lookMedia } from '../../../shared/avatar-library/AvatarLookCard';
import { FramePreview } from './FramePreview';
import classes from './AspectPreview.module.css';

interface Props {
  form: AvatarVideoForm;
  look: AvatarLook | null;
  /** The picture of a photo avatar's look, when the video's avatar is one (`look:<id>`). */
  photoLook?: string | null;
  caption: string | null;
  /** The Free plan's mark is burned into the video. */
  watermark: boolean;
}

/**
 * The Avatar Video form's live picture: the chosen look in its box (cut out, or with its room where the
 * video keeps it) over the colour, picture or video behind it, with the logo and the subtitle band.
 */
export function AspectPreview({ form, look, photoLook = null, caption, watermark }: Props) {
  const doc = useMemo(() => previewDocument(form), [form]);
  const backdrop = useAsset(form.backdrop?.id ?? null).data;
  const logo = useAsset(form.logo?.id ?? null).data;
  const bg = doc.background;
  const picture = backdrop ? (backdrop.kind === 'image' ? backdrop.url : backdrop.thumbnail_url) : null;
  const fit = bg.type === 'color' ? 'cover' : bg.fit;
  const background = bg.type !== 'color' && picture ? `center / ${fit} no-repeat url("${picture}"), #000` : bg.type === 'color' ? bg.color : form.background;

  return (
    <FramePreview
      doc={doc}
      background={background}
      caption={caption}
      subtitlePreset={form.subtitlePreset}
      watermark={watermark}
      logoUrl={logo ? (logo.kind === 'image' ? logo.url : (logo.thumbnail_url ?? logo.url)) : null}
      avatar={(layer, style) => {
        const common = { className: classes.avatar, style, 'data-testid': 'preview-avatar', 'data-cutout': layer.cutout };
        if (photoLook) return <img key={photoLook} src={photoLook} alt="" {...common} data-photo-look />;
        if (!look) return null;
        const media = lookMedia(look, layer.emotion, layer.cutout);
        return media.clip ? (
          <video key={media.clip} src={media.clip} poster={media.image} {...common} autoPlay muted loop playsInline />
        ) : (
          <img key={media.image} src={media.image} alt="" {...common} />
        );
      }}
    />
  );
}
