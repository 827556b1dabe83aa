import type { AdminUser } from '@shop/shared/admin/users';
import { describe, expect, it } from 'vitest';
import { visibleUsers } from '../src/features/admin-users/utils/user-list.ts';

const user = (id: string, changes: Partial<AdminUser>): AdminUser => ({
  id,
  email: `${id}@example.com`,
  first_name: '',
  last_name: '',
  avatar_url: '',
  role: 'user',
  enabled: true,
  status: 'confirmed',
  created_at: '2026-01-01T00:00:00.000Z',
  ...changes,
});

const users = [
  user('kofi', { first_name: 'Kofi', last_name: 'Boateng', created_at: '2026-03-01T00:00:00.000Z', role: 'admin' }),
  user('ama', { first_name: 'Ama', last_name: 'Mensah', created_at: '2026-01-15T00:00:00.000Z' }),
  user('zed', { created_at: '2026-05-01T00:00:00.000Z', role: 'super_admin' }),
  user('efua', { first_name: 'efua', last_name: 'Owusu', created_at: '2026-02-01T00:00:00.000Z' }),
];
const ids = (list: AdminUser[]) => list.map((candidate) => candidate.id);
const all = { search: '', role: 'all' as const };

describe('the users list', () => {
  it('sorts Newest Joined and Oldest Joined by joining date', () => {
    // Act / Assess
    expect(ids(visibleUsers(users, { ...all, sort: 'newest' }))).toEqual(['zed', 'kofi', 'efua', 'ama']);
    expect(ids(visibleUsers(users, { ...all, sort: 'oldest' }))).toEqual(['ama', 'efua', 'kofi', 'zed']);
  });

  it('sorts Name A-Z by display name, ignoring case, the email standing in for a missing name', () => {
    // Act / Assess
    expect(ids(visibleUsers(users, { ...all, sort: 'name' }))).toEqual(['ama', 'efua', 'kofi', 'zed']);
  });

  it('searches names and emails, ignoring case', () => {
    // Act / Assess
    expect(ids(visibleUsers(users, { search: 'MENSAH', role: 'all', sort: 'newest' }))).toEqual(['ama']);
    expect(ids(visibleUsers(users, { search: 'zed@', role: 'all', sort: 'newest' }))).toEqual(['zed']);
    expect(visibleUsers(users, { search: 'nobody', role: 'all', sort: 'newest' })).toEqual([]);
  });

  it('filters by role', () => {
    // Act / Assess
    expect(ids(visibleUsers(users, { search: '', role: 'super_admin', sort: 'newest' }))).toEqual(['zed']);
    expect(ids(visibleUsers(users, { search: '', role: 'user', sort: 'oldest' }))).toEqual(['ama', 'efua']);
  });

  it('leaves the loaded list in its order', () => {
    // Prepare
    const before = ids(users);

    // Act
    visibleUsers(users, { ...all, sort: 'name' });

    // Assess
    expect(ids(users)).toEqual(before);
  });
});
