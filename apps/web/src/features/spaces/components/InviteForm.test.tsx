// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { InviteForm } from './InviteForm';

const SPACE: SpaceItem = {
  unique_id: 'team-1',
  name: 'Marketing',
  photo_url: null,
  personal: false,
  role: 3,
  role_name: 'owner',
  now_here: true,
  owner_nickname: 'Olivia',
  members: 1,
  seats: 5,
  plan_expired: false,
};

const email = () => screen.getByTestId('space-invite-email') as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('InviteForm', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for an address and sends nothing', async () => {
    const api = stubApi({});
    renderWithApp(<InviteForm space={SPACE} />);
    await userEvent.click(screen.getByTestId('space-invite-submit'));
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(email())).toContain('Please enter an email address');
    expect(api.sent('spaceSendEmail')).toHaveLength(0);
  });

  it('refuses an address that is not one (spec 000 §5)', async () => {
    const api = stubApi({});
    renderWithApp(<InviteForm space={SPACE} />);
    for (const bad of ['ann', 'ann@', 'ann@example', 'two words@example.com']) {
      fireEvent.change(email(), { target: { value: bad } });
      await userEvent.click(screen.getByTestId('space-invite-submit'));
      await waitFor(() => expect(errorOf(email())).toContain('Please enter the correct email address'));
    }
    expect(api.sent('spaceSendEmail')).toHaveLength(0);
  });

  it('sends a valid address with the chosen role, then clears the form', async () => {
    const api = stubApi({
      spaceSendEmail: (body) => ({
        data: {
          id: '00000000-0000-4000-8000-000000000009',
          email: (body as { email: string }).email,
          role_name: (body as { role: 'admin' | 'collaborator' }).role,
          invited_at: '2026-11-20T10:00:00.000Z',
          expires_at: '2026-11-27T10:00:00.000Z',
        },
      }),
      spaceMembers: () => ({ data: { list: [], invitations: [], seats: 5, used: 1 } }),
    });
    renderWithApp(<InviteForm space={SPACE} />);
    fireEvent.change(email(), { target: { value: '  Ann@Example.com ' } });
    const role = screen.getByTestId('space-invite-role');
    await userEvent.click(role);
    const options = await waitFor(() => document.getElementById(role.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(within(options).getByRole('option', { name: 'Admin', hidden: true }));
    await userEvent.click(screen.getByTestId('space-invite-submit'));
    await waitFor(() => expect(api.sent('spaceSendEmail')).toHaveLength(1));
    expect(api.sent('spaceSendEmail')[0]!.body).toEqual({ unique_id: 'team-1', email: 'Ann@Example.com', role: 'admin' });
    expect(await screen.findByText('Invitation sent to Ann@Example.com.')).toBeTruthy();
    await waitFor(() => expect(email().value).toBe(''));
  });
});
