// @vitest-environment happy-dom
import type { ApiKeyItem } from '@framecast/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { ApiKeysCard } from './ApiKeysCard';

const SECRET = `fck_${'s3cr3t'.repeat(7)}`;
const KEY: ApiKeyItem = {
  id: '6f1c1f0e-2a7b-4d55-9a43-0d7c2b1e9f10',
  name: 'Nightly export',
  prefix: SECRET.slice(0, 12),
  scopes: ['projects.read', 'render.run'],
  created_at: '2026-12-01T10:00:00.000Z',
  last_used_at: null,
};

describe('API keys on the profile page', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the new secret once, with a copy button and a warning; the list shows only its first characters', async () => {
    let keys: ApiKeyItem[] = [];
    const api = stubApi({
      apiKeyList: () => ({ data: { list: keys } }),
      apiKeyCreate: () => {
        keys = [KEY];
        return { data: { ...KEY, secret: SECRET } };
      },
    });
    renderWithApp(<ApiKeysCard />);
    expect(await screen.findByTestId('api-keys-empty')).toBeTruthy();

    await userEvent.click(screen.getByTestId('api-key-new'));
    await userEvent.type(await screen.findByTestId('api-key-name'), '  Nightly export ');
    await userEvent.click(screen.getByTestId('api-key-scope-render.run'));
    await userEvent.click(screen.getByTestId('api-key-create'));

    expect((await screen.findByTestId('api-key-secret')).textContent).toBe(SECRET);
    expect(api.sent('apiKeyCreate').map((c) => c.body)).toEqual([{ name: 'Nightly export', scopes: ['projects.read', 'render.run'] }]);
    expect(screen.getByTestId('api-key-once').textContent).toContain('will not be shown again');
    expect(screen.getByTestId('api-key-copy').textContent).toBe('Copy key');

    // The list behind the dialog has the key by its first characters and scopes, never the secret.
    const row = await screen.findByTestId('api-key-row');
    expect(row.textContent).toContain(`${KEY.prefix}…`);
    expect(row.textContent).toContain('Projects: Read · Renders: Run');
    expect(row.textContent).toContain('never used');
    expect(row.textContent).not.toContain(SECRET);

    await userEvent.click(screen.getByTestId('api-key-done'));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
    // Opening the dialog again starts a new key: the old secret is gone for good.
    await userEvent.click(screen.getByTestId('api-key-new'));
    expect(((await screen.findByTestId('api-key-name')) as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks for a name and at least one scope before sending anything', async () => {
    const api = stubApi({ apiKeyList: () => ({ data: { list: [] } }), apiKeyCreate: () => ({ data: { ...KEY, secret: SECRET } }) });
    renderWithApp(<ApiKeysCard />);
    await userEvent.click(await screen.findByTestId('api-key-new'));
    await userEvent.click(await screen.findByTestId('api-key-create'));
    expect(await screen.findByText('Please enter a name for the key.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('api-key-scope-projects.read'));
    expect(screen.getByText('Choose at least one scope.')).toBeTruthy();
    expect((screen.getByTestId('api-key-create') as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent('apiKeyCreate')).toHaveLength(0);
  });

  it('revokes a key after a confirmation', async () => {
    let keys: ApiKeyItem[] = [KEY];
    const api = stubApi({
      apiKeyList: () => ({ data: { list: keys } }),
      apiKeyRevoke: () => {
        keys = [];
        return { data: null };
      },
    });
    renderWithApp(<ApiKeysCard />);
    await userEvent.click(await screen.findByTestId('api-key-revoke'));
    expect((await screen.findByTestId('api-key-revoke-dialog')).textContent).toContain('“Nightly export” will stop working');
    await userEvent.click(screen.getByTestId('api-key-revoke-dialog-confirm'));
    expect(await screen.findByTestId('api-keys-empty')).toBeTruthy();
    expect(api.sent('apiKeyRevoke').map((c) => c.body)).toEqual([{ id: KEY.id }]);
  });
});
