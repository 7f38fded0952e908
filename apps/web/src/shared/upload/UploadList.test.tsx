// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { renderWithApp } from '../test/app-harness';
import { UploadList } from './UploadList';
import type { Uploader, UploadItem } from './useUploader';

const item = (p: Partial<UploadItem>): UploadItem => ({ id: 'i1', name: 'logo (1).png', size: 100, status: 'done', sent: 100, resumed: false, ...p });
const uploader = (items: UploadItem[]) =>
  ({
    items,
    add: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(),
    dismiss: vi.fn(),
    clearFinished: vi.fn(),
    chooseExisting: vi.fn(async () => {}),
    keepBoth: vi.fn(),
  }) as unknown as Uploader;

describe('UploadList: the same file uploaded again', () => {
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('offers the file already there: use it, or keep both', () => {
    const row = item({ duplicate: { id: 'a1', name: 'logo.png', folder_id: null } });
    const u = uploader([row]);
    renderWithApp(<UploadList uploader={u} />);
    expect(screen.getByTestId('upload-duplicate').textContent).toContain('You already have this file, as “logo.png”.');
    fireEvent.click(screen.getByTestId('upload-use-existing'));
    expect(u.chooseExisting).toHaveBeenCalledWith(row);
    fireEvent.click(screen.getByTestId('upload-keep-both'));
    expect(u.keepBoth).toHaveBeenCalledWith('i1');
  });

  it('says nothing for a new file, and says which file is used once chosen, in Chinese too', async () => {
    renderWithApp(<UploadList uploader={uploader([item({}), item({ id: 'i2', usedExisting: 'logo.png' })])} />);
    expect(screen.queryByTestId('upload-duplicate')).toBeNull();
    expect(screen.getByTestId('upload-used-existing').textContent).toBe('Using “logo.png”; the new copy was removed.');
    cleanup();
    await i18n.changeLanguage('zh');
    renderWithApp(<UploadList uploader={uploader([item({ duplicate: { id: 'a1', name: 'logo.png', folder_id: null } })])} />);
    expect(screen.getByTestId('upload-duplicate').textContent).toContain('你已有这个文件，名为“logo.png”。');
  });
});
