// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp } from '../../../shared/test/app-harness';
import { productItem } from '../../../shared/test/fixtures';
import { ProductCard } from './ProductCard';
import { ProductTable } from './ProductTable';

const product = (id: string, name: string, can_edit: boolean) =>
  productItem({ id, name, description: 'A bottle.', target_audience: '', highlights: [], media: [], media_ok: false, can_edit });
const MINE = product('00000000-0000-4000-8000-000000000001', 'My bottle', true);
const THEIRS = product('00000000-0000-4000-8000-000000000002', 'Their bottle', false);
const noop = () => {};

describe('product actions follow can_edit', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(cleanup);

  it('a card offers Delete only on a product the viewer may change; the others open to be viewed', async () => {
    const onDelete = vi.fn();
    const onOpen = vi.fn();
    renderWithApp(
      <>
        <ProductCard product={MINE} selected={false} onToggle={noop} onOpen={onOpen} onDelete={onDelete} />
        <ProductCard product={THEIRS} selected={false} onToggle={noop} onOpen={onOpen} onDelete={onDelete} />
      </>,
    );
    const mine = screen.getByTestId(`product-card-${MINE.id}`);
    const theirs = screen.getByTestId(`product-card-${THEIRS.id}`);
    expect(within(theirs).queryByTestId('product-card-delete')).toBeNull();
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete My bottle' }));
    expect(onDelete).toHaveBeenCalledWith(MINE);
    expect(within(mine).getByRole('button', { name: 'Edit My bottle' })).toBeTruthy();
    await userEvent.click(within(theirs).getByRole('button', { name: 'View Their bottle' }));
    expect(onOpen).toHaveBeenCalledWith(THEIRS);
  });

  it('the list view offers Delete only on rows the viewer may change', () => {
    renderWithApp(<ProductTable products={[MINE, THEIRS]} selected={new Set()} onToggle={noop} onToggleAll={noop} onOpen={noop} onDelete={noop} />);
    expect(within(screen.getByTestId(`product-row-${MINE.id}`)).queryByTestId('product-row-delete')).not.toBeNull();
    expect(within(screen.getByTestId(`product-row-${THEIRS.id}`)).queryByTestId('product-row-delete')).toBeNull();
    expect(within(screen.getByTestId(`product-row-${THEIRS.id}`)).getByRole('button', { name: 'View Their bottle' })).toBeTruthy();
  });
});
