// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../shared/storage/keys';
import { batchStore } from './store';

const A = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  batchStore('mode').getState().reset();
  batchStore('product').getState().reset();
  sessionStorage.clear();
});

describe('the batch stores', () => {
  it('keep each wizard in this tab’s sessionStorage, apart', () => {
    batchStore('mode').getState().setText('https://shop.test/a');
    batchStore('product').getState().pick([A]);
    const mode = JSON.parse(sessionStorage.getItem(StorageKey.batchMode) ?? '{}');
    const product = JSON.parse(sessionStorage.getItem(StorageKey.batchProduct) ?? '{}');
    expect(mode.state.text).toBe('https://shop.test/a');
    expect(mode.state.entries).toEqual([]);
    expect(product.state.entries).toEqual([{ url: null, analysisId: null, startedAt: 0, productId: A, error: null }]);
  });

  it('keeps the result until reset, and starts afresh after', () => {
    const store = batchStore('mode');
    store.getState().seed([A], null);
    store.getState().finish({ projects: [], failed: [{ product_id: A, error: 'x' }] });
    expect(JSON.parse(sessionStorage.getItem(StorageKey.batchMode) ?? '{}').state.result.failed).toHaveLength(1);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ result: null, products: [], entries: [] });
  });
});
