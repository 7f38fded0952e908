// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { renderWithApp, stubApi } from '../test/app-harness';
import { productItem } from '../test/fixtures';
import { ProductEditor } from './ProductEditor';

const ID = '00000000-0000-4000-8000-000000000003';
const product = (can_edit: boolean) => productItem({ id: ID, can_edit });

describe('ProductEditor', () => {
  beforeAll(() => {
    i18n.add('en', en);
    // The description grows with its text (Mantine's autosize), which listens for fonts happy-dom lacks.
    if (!document.fonts) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a teammate’s product read-only for a collaborator: no saving, removing or adding', async () => {
    stubApi({ productDetail: () => ({ data: product(false) }) });
    renderWithApp(<ProductEditor id={ID} onClose={() => {}} />);
    expect((await screen.findByTestId('editor-read-only')).textContent).toContain('Only the member who added this product');
    expect(screen.getByText('Product')).toBeTruthy();
    expect((screen.getByTestId('editor-name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('editor-description') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByTestId('editor-save')).toBeNull();
    expect(screen.queryByTestId('editor-add-media')).toBeNull();
    expect(screen.queryByTestId('editor-add-highlight')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getAllByTestId('editor-media-image')).toHaveLength(3);
  });

  it('lets who may change it edit and save', async () => {
    stubApi({ productDetail: () => ({ data: product(true) }) });
    renderWithApp(<ProductEditor id={ID} onClose={() => {}} />);
    expect(await screen.findByTestId('editor-save')).toBeTruthy();
    expect(screen.getByText('Edit product')).toBeTruthy();
    expect(screen.queryByTestId('editor-read-only')).toBeNull();
    expect((screen.getByTestId('editor-name') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove p1.png' })).toBeTruthy();
  });
});
