// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { InviteLanding } from './InviteLanding';

const CODE = 'Abc123def456ghi';
const INVITER = {
  space_name: 'Marketing',
  space_photo_url: null,
  inviter_nickname: 'Olivia',
  inviter_avatar_url: null,
  role_name: 'collaborator',
  email: null,
  expires_at: '2026-12-02T10:00:00.000Z',
};
const SPACE = {
  unique_id: 'team-1',
  name: 'Marketing',
  photo_url: null,
  personal: false,
  role: 1,
  role_name: 'collaborator',
  now_here: true,
  owner_nickname: 'Olivia',
  members: 2,
  seats: 5,
  plan_expired: false,
};

/** Where a link led, and the email it carried to the sign-up or sign-in form. */
function Arrived({ page }: { page: string }) {
  const state = useLocation().state as { email?: string } | null;
  return <p data-testid="arrived">{`${page} ${state?.email ?? '(no email)'}`}</p>;
}

/** The landing at /s/:code, with /home beside it to see where joining leads. */
const show = (signedIn: boolean) =>
  renderWithApp(
    <Routes>
      <Route path="/s/:code" element={<InviteLanding code={CODE} signedIn={signedIn} here={`/s/${CODE}`} />} />
      <Route path="/home" element={<p>home page</p>} />
      <Route path="/register" element={<Arrived page="register" />} />
      <Route path="/login" element={<Arrived page="login" />} />
    </Routes>,
    `/s/${CODE}`,
  );

describe('InviteLanding', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signed out: who invited to which space and role, with sign-up carrying the code and sign-in coming back', async () => {
    const api = stubApi({ spaceInviter: () => ({ data: INVITER }) });
    show(false);
    expect((await screen.findByTestId('invite-space-name')).textContent).toBe('Join Marketing');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Join Marketing');
    expect(screen.getByTestId('invite-inviter').textContent).toBe('Olivia invited you to this space.');
    expect(screen.getByTestId('invite-role').textContent).toBe('Your role: Collaborator');
    expect(api.sent('spaceInviter')[0]!.body).toBeUndefined(); // a GET: the code rides in the query
    expect(screen.queryByTestId('invite-join')).toBeNull();
    expect(screen.getByTestId('invite-signup').getAttribute('href')).toBe(`/register?inviteCode=${CODE}`);
    expect(screen.getByTestId('invite-signin').getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/s/${CODE}`)}`);
  });

  it('an invitation by email starts sign-up (and sign-in) with the invited address', async () => {
    stubApi({ spaceInviter: () => ({ data: { ...INVITER, email: 'invitee@example.com' } }) });
    show(false);
    await userEvent.click(await screen.findByTestId('invite-signup'));
    expect((await screen.findByTestId('arrived')).textContent).toBe('register invitee@example.com');
    cleanup();
    stubApi({ spaceInviter: () => ({ data: { ...INVITER, email: 'invitee@example.com' } }) });
    show(false);
    await userEvent.click(await screen.findByTestId('invite-signin'));
    expect((await screen.findByTestId('arrived')).textContent).toBe('login invitee@example.com');
  });

  it('signed in: joins and goes home', async () => {
    const api = stubApi({ spaceInviter: () => ({ data: INVITER }), spaceAddMember: () => ({ data: { space: SPACE } }) });
    show(true);
    await userEvent.click(await screen.findByTestId('invite-join'));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(api.sent('spaceAddMember')[0]!.body).toEqual({ invite_code: CODE });
    expect(screen.queryByTestId('invite-signup')).toBeNull();
  });

  it('signed in and already a member: goes home all the same', async () => {
    stubApi({
      spaceInviter: () => ({ data: INVITER }),
      spaceAddMember: () => ({ code: 19012, msg: 'You are already a member of this space.' }),
    });
    show(true);
    await userEvent.click(await screen.findByTestId('invite-join'));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('shows a full space in the page, not only in a toast', async () => {
    stubApi({
      spaceInviter: () => ({ data: INVITER }),
      spaceAddMember: () => ({ code: 19005, msg: 'Seat limit reached. Ask the space owner to add seats.' }),
    });
    show(true);
    await userEvent.click(await screen.findByTestId('invite-join'));
    await waitFor(() => expect(screen.getByTestId('invite-error-message').textContent).toBe('Seat limit reached. Ask the space owner to add seats.'));
    expect(screen.getByTestId('invite-join')).toBeTruthy();
  });

  it.each([
    [19010, 'This invitation is not valid.'],
    [19011, 'This invitation has expired. Ask for a new one.'],
  ])('shows an invitation refused with %i in the page', async (code, msg) => {
    stubApi({ spaceInviter: () => ({ code, msg }) });
    show(false);
    expect((await screen.findByTestId('invite-error-message')).textContent).toBe(msg);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This invitation cannot be used');
    expect(screen.queryByTestId('invite-signup')).toBeNull();
  });
});
