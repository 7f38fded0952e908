// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { clearToken } from '../../../shared/storage/token';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { userInfo } from '../../../shared/test/fixtures';
import { CreditHistory } from './CreditHistory';

/** The ledger as the server writes it: each spending entry's note says what it paid for. */
const entry = (id: number, kind: string, amount: number, note: string) => ({
  id: String(id),
  balance: 'credits' as const,
  kind,
  amount,
  note,
  created_at: new Date(Date.UTC(2026, 11, 1, 10, id)).toISOString(),
  by: null,
});
const LEDGER = [
  entry(7, 'release', 2, 'Photo avatar not generated'),
  entry(6, 'hold', -2, 'Photo avatar'),
  entry(5, 'hold', -2, 'Product avatar'),
  entry(4, 'hold', -2, 'Photo avatar motion'),
  entry(3, 'hold', -2, 'Talking photo'),
  entry(2, 'charge', 0, 'Video rendered'),
  entry(1, 'hold', -1, 'Video render'),
];

const labels = async () => {
  const table = await screen.findByTestId('billing-history-table');
  return within(table)
    .getAllByTestId('billing-history-what')
    .map((e) => e.textContent);
};

describe('CreditHistory: each entry is named by what it paid for', () => {
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    clearToken();
    await i18n.changeLanguage('en');
  });

  it('reads a photo avatar, a product avatar, motion and a talking photo as such, not as a video render', async () => {
    stubApi({ creditRecords: () => ({ data: { items: LEDGER, total: LEDGER.length, page: 1, page_size: 10, balance: 0 } }) });
    renderWithApp(<CreditHistory />, '/', userInfo());
    expect(await labels()).toEqual([
      'Returned: Photo avatar did not finish',
      'Photo avatar',
      'Product avatar',
      'Photo avatar motion',
      'Talking photo',
      'Video render',
    ]);
  });

  it('says the same in Chinese', async () => {
    await i18n.changeLanguage('zh');
    stubApi({ creditRecords: () => ({ data: { items: LEDGER, total: LEDGER.length, page: 1, page_size: 10, balance: 0 } }) });
    renderWithApp(<CreditHistory />, '/', userInfo());
    expect(await labels()).toEqual(['退回：照片数字人未完成', '照片数字人', '商品数字人', '照片数字人动作', '照片说话', '视频生成']);
  });
});
