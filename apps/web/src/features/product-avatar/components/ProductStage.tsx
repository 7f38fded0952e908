import type { ProductPlacement } from '@framecast/contract';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { centreAt, percents, placementForKey, pointIn, productBox, type Size } from '../placement';
import classes from './ProductAvatar.module.css';

interface Props {
  picture: string;
  pictureAlt: string;
  /** The picture's sides once loaded (its natural size); a 3:4 drawing until then. */
  pictureSize: Size;
  onPictureSize: (size: Size) => void;
  cutout: { url: string; width: number; height: number };
  placement: ProductPlacement;
  onPlacement: (placement: ProductPlacement) => void;
}

/** The stage's height on the page, at most (CSS pixels). */
const STAGE_HEIGHT = 520;

/**
 * The avatar's picture at its own shape with the product over it, where the placement puts it. The
 * product is dragged with a pointer (or a finger), or moved with the arrow keys once focused (+ and −
 * resize it); pressing the picture elsewhere brings the product there.
 */
export function ProductStage({ picture, pictureAlt, pictureSize, onPictureSize, cutout, placement, onPlacement }: Props) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const grab = useRef<{ dx: number; dy: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const box = productBox(placement, pictureSize, cutout);
  const at = percents(placement);

  const pointer = (e: PointerEvent) => pointIn(e.clientX, e.clientY, stage.current!.getBoundingClientRect());

  const down = (e: PointerEvent<HTMLElement>, onProduct: boolean) => {
    if (e.button !== 0 || !stage.current) return;
    e.preventDefault();
    const p = pointer(e);
    // Grabbed by the product: it keeps its offset from the pointer; pressed elsewhere: it comes to the pointer.
    grab.current = onProduct ? { dx: p.x - placement.x, dy: p.y - placement.y } : { dx: 0, dy: 0 };
    if (!onProduct) onPlacement(centreAt(placement, p.x, p.y));
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(true);
    if (onProduct) e.currentTarget.focus();
  };
  const move = (e: PointerEvent) => {
    if (!grab.current || !stage.current) return;
    const p = pointer(e);
    onPlacement(centreAt(placement, p.x - grab.current.dx, p.y - grab.current.dy));
  };
  const up = () => {
    grab.current = null;
    setDragging(false);
  };
  const key = (e: KeyboardEvent) => {
    const next = placementForKey(placement, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    onPlacement(next);
  };

  return (
    <div className={classes.stageWrap}>
      <div
        ref={stage}
        className={classes.stage}
        style={{
          aspectRatio: `${pictureSize.width} / ${pictureSize.height}`,
          width: `min(100%, ${Math.round((STAGE_HEIGHT * pictureSize.width) / pictureSize.height)}px)`,
        }}
        onPointerDown={(e) => down(e, false)}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        data-testid="place-stage"
      >
        <img
          src={picture}
          alt={pictureAlt}
          className={classes.picture}
          draggable={false}
          onLoad={(e) => {
            const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
            if (width > 0 && height > 0 && (width !== pictureSize.width || height !== pictureSize.height)) onPictureSize({ width, height });
          }}
        />
        <button
          type="button"
          className={classes.product}
          style={{ left: `${box.left * 100}%`, top: `${box.top * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` }}
          onPointerDown={(e) => (e.stopPropagation(), down(e, true))}
          onKeyDown={key}
          aria-label={t('productAvatar.place.productLabel', at)}
          aria-describedby="product-stage-keys"
          data-dragging={dragging || undefined}
          data-testid="place-product"
        >
          <img src={cutout.url} alt="" draggable={false} />
        </button>
      </div>
      <span id="product-stage-keys" hidden>
        {t('productAvatar.place.keys')}
      </span>
    </div>
  );
}
