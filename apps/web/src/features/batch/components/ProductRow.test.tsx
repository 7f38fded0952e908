// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { productItem } from '../../../shared/test/fixtures';
import { ProductRow } from './ProductRow';

const ID = '00000000-0000-4000-8000-000000000004';
const entry = { url: null, analysisId: null, startedAt: 0, productId: ID, error: null };

function show(can_edit: boolean, media_ok: boolean) {
  stubApi({ productDetail: () => ({ data: productItem({ id: ID, name: 'Cloud pillow', can_edit, media_ok }) }) });
  const onEdit = vi.fn();
  renderWithApp(
    <ul>
      <ProductRow entry={entry} index={0} onStatus={() => {}} onEdit={onEdit} />
    </ul>,
  );
  return onEdit;
}

describe('a batch row follows the product’s can_edit', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers to edit a product the viewer may change', async () => {
    const onEdit = show(true, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cloud pillow' }));
    expect(onEdit).toHaveBeenCalledWith(ID);
  });

  it('offers a teammate’s product to be viewed, never edited or added to, even when it is short of pictures', async () => {
    const onEdit = show(false, false);
    await userEvent.click(await screen.findByRole('button', { name: 'View Cloud pillow' }));
    expect(onEdit).toHaveBeenCalledWith(ID);
    expect(screen.queryByTestId('batch-row-add-media')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Cloud pillow' })).toBeNull();
  });

  it('offers pictures to be added to one’s own product that is short of them', async () => {
    show(true, false);
    expect(await screen.findByTestId('batch-row-add-media')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Cloud pillow' })).toBeNull();
  });
});
