import { ACCOUNT_PATHS, STAFF_ROLE_LABELS } from '@farmkit/contract';
import { sessionStore } from '@farmkit/session';
import { Button } from '@farmkit/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-aria-components';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { api } from '../api/client';
import { useStaffMember } from '../auth/RequireStaff';
import { sectionsFor } from './sections';
import './AdminLayout.css';

/**
 * The frame of every signed-in page: the sections the staff member's capabilities open, who is signed in (their
 * role's name, for them to read), sign out.
 */
export function AdminLayout() {
  const me = useStaffMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function signOut() {
    await api.post(ACCOUNT_PATHS.logout).catch(() => undefined);
    sessionStore.signOut();
    queryClient.clear();
    void navigate('/sign-in', { replace: true });
  }

  return (
    <div className="bo-Layout">
      <header className="bo-Layout-header">
        <Link href="/" className="bo-Layout-brand">
          Back-office
        </Link>
        <nav aria-label="Back-office" className="bo-Layout-nav">
          {sectionsFor(me.capabilities).map((section) => (
            <NavLink
              key={section.path}
              to={section.path}
              end={section.path === '/'}
              className="bo-Layout-link"
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="bo-Layout-me">
          <span>
            {me.name || me.email} · {STAFF_ROLE_LABELS[me.role]}
          </span>
          <Button variant="secondary" onPress={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </header>
      <main className="bo-Layout-main">
        <Outlet context={me} />
      </main>
    </div>
  );
}
