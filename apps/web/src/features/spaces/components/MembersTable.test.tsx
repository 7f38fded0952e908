// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import type { SpaceItem } from '../../../shared/spaces/space-list';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import type { SpaceMember } from '../types';
import { MembersTable } from './MembersTable';

const ROLE = { owner: 3, admin: 2, collaborator: 1 } as const;
type RoleName = keyof typeof ROLE;

const space = (role: RoleName): SpaceItem => ({
  unique_id: 'team-1',
  name: 'Marketing',
  photo_url: null,
  personal: false,
  role: ROLE[role],
  role_name: role,
  now_here: true,
  owner_nickname: 'Olivia',
  members: 4,
  seats: 5,
  plan_expired: false,
});

const IDS: Record<string, string> = {
  Olivia: '00000000-0000-4000-8000-000000000001',
  Adam: '00000000-0000-4000-8000-000000000002',
  Cora: '00000000-0000-4000-8000-000000000003',
  Carl: '00000000-0000-4000-8000-000000000004',
};
const member = (nickname: string, role: RoleName, isMe = false): SpaceMember => ({
  user_id: IDS[nickname]!,
  nickname,
  email: `${nickname.toLowerCase()}@example.com`,
  avatar_url: null,
  role: ROLE[role],
  role_name: role,
  joined_at: '2026-11-01T10:00:00.000Z',
  is_me: isMe,
});

/** The space as seen by `me`: an owner, an admin and two collaborators. */
const membersFor = (me: RoleName) => [
  member('Olivia', 'owner', me === 'owner'),
  member('Adam', 'admin', me === 'admin'),
  member('Cora', 'collaborator', me === 'collaborator'),
  member('Carl', 'collaborator'),
];

const row = (email: string) => screen.getByTestId(`space-member-${email}`);
const roleSelect = (email: string) => screen.queryByTestId(`space-member-role-${email}`);
const removeButton = (email: string) => screen.queryByTestId(`space-member-remove-${email}`);

describe('MembersTable', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a collaborator every member and role, and nothing to change', () => {
    stubApi({});
    renderWithApp(<MembersTable space={space('collaborator')} members={membersFor('collaborator')} />);
    for (const email of ['olivia@example.com', 'adam@example.com', 'cora@example.com', 'carl@example.com']) {
      expect(roleSelect(email)).toBeNull();
      expect(removeButton(email)).toBeNull();
    }
    expect(within(row('olivia@example.com')).getByText('Owner')).toBeTruthy();
    expect(within(row('adam@example.com')).getByText('Admin')).toBeTruthy();
    expect(within(row('carl@example.com')).getByText('Collaborator')).toBeTruthy();
    expect(within(row('cora@example.com')).getByText('You')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Remove/ })).toHaveLength(0);
  });

  it('lets an admin change and remove collaborators only: not the owner, another admin or themself', async () => {
    const api = stubApi({
      spaceRole: (body) => {
        const b = body as { user_id: string; role: 'admin' | 'collaborator' };
        return { data: { ...membersFor('admin')[3]!, user_id: b.user_id, role: ROLE[b.role], role_name: b.role } };
      },
      spaceMembers: () => ({ data: { list: membersFor('admin'), invitations: [], seats: 5, used: 4 } }),
    });
    renderWithApp(<MembersTable space={space('admin')} members={membersFor('admin')} />);
    expect(roleSelect('olivia@example.com')).toBeNull();
    expect(removeButton('olivia@example.com')).toBeNull();
    expect(roleSelect('adam@example.com')).toBeNull(); // themself
    expect(removeButton('adam@example.com')).toBeNull();
    expect(roleSelect('cora@example.com')).not.toBeNull();
    expect(roleSelect('carl@example.com')).not.toBeNull();
    expect(removeButton('carl@example.com')?.getAttribute('aria-label')).toBe('Remove Carl from the space');

    const carl = roleSelect('carl@example.com')!;
    await userEvent.click(carl);
    const options = await waitFor(() => document.getElementById(carl.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(within(options).getByRole('option', { name: 'Admin', hidden: true }));
    await waitFor(() => expect(api.sent('spaceRole')).toHaveLength(1));
    expect(api.sent('spaceRole')[0]!.body).toEqual({ unique_id: 'team-1', user_id: IDS.Carl, role: 'admin' });
  });

  it('lets the owner change everyone but themself, and asks before removing', async () => {
    const api = stubApi({
      spaceRemoveMember: () => ({ data: null }),
      spaceMembers: () => ({ data: { list: membersFor('owner'), invitations: [], seats: 5, used: 4 } }),
      spaceList: () => ({ data: { list: [space('owner')] } }),
    });
    renderWithApp(<MembersTable space={space('owner')} members={membersFor('owner')} />);
    expect(roleSelect('olivia@example.com')).toBeNull();
    expect(removeButton('olivia@example.com')).toBeNull();
    expect(roleSelect('adam@example.com')).not.toBeNull();
    expect(removeButton('adam@example.com')).not.toBeNull();
    expect(roleSelect('cora@example.com')).not.toBeNull();

    await userEvent.click(removeButton('adam@example.com')!);
    expect((await screen.findByTestId('space-member-remove-dialog')).textContent).toContain('Adam will lose access');
    expect(api.sent('spaceRemoveMember')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('space-member-remove-dialog-confirm'));
    await waitFor(() => expect(api.sent('spaceRemoveMember')).toHaveLength(1));
    expect(api.sent('spaceRemoveMember')[0]!.body).toEqual({ unique_id: 'team-1', user_id: IDS.Adam });
  });
});
