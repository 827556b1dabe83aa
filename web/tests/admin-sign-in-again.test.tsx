import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminListStates } from '../src/components/admin/admin-states.tsx';
import { ApiError } from '../src/lib/api-client.ts';

// Only the sign-out the button calls; the rendering under test is the error state's own.
vi.mock('../src/lib/auth-context.tsx', () => ({ useAuth: () => ({ signOut: async () => {} }) }));

const failedList = (error: unknown) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AdminListStates
        pending={false}
        failed
        error={error}
        onRetry={() => {}}
        empty
        loading="Loading users..."
        failure="Failed to load users"
        emptyState={{ title: 'No Users Found', text: '' }}
      >
        <p>list</p>
      </AdminListStates>
    </MemoryRouter>,
  );

describe('a staff list that the server refused for who is asking', () => {
  it.each([401, 403])(
    'asks to sign in again after a %i (a demotion or a disabled account), not to check the connection',
    (status) => {
      const html = failedList(new ApiError(status, 'Your access has changed. Please sign in again.'));

      expect(html).toContain('Please sign in again');
      expect(html).toContain('Sign In Again');
      expect(html).not.toContain('Check the connection');
      expect(html).not.toContain('Failed to load users');
    },
  );

  it("shows the server's words for a refused request (400), and the connection text otherwise", () => {
    const bad = failedList(new ApiError(400, 'Search by the start of an email address'));
    const offline = failedList(new TypeError('Failed to fetch'));

    expect(bad).toContain('Search by the start of an email address');
    expect(offline).toContain('Check the connection and try again.');
  });
});
