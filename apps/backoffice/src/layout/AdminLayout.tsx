import { ACCOUNT_PATHS, STAFF_ROLE_LABELS } from '@farmkit/contract';
import { sessionStore } from '@farmkit/session';
import { Button } from '@farmkit/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-aria-components';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api/client';
import { useStaffMember } from '../auth/RequireStaff';
import { sectionsFor } from './sections';
import './AdminLayout.css';

/**
 * The frame of every signed-in page: the sections the staff member's capabilities open, who is signed in (their
 * role's name, for them to read), sign out. On a phone or tablet (below 64rem) they sit behind a "Menu" button
 * that opens them as a list of full-width rows, every section a tap target of 48px; on a desk they are one row.
 */
export function AdminLayout() {
  const me = useStaffMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const menuId = useId();
  const menuButton = useRef<HTMLSpanElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // Following a section's link closes the menu: the page it opens is what the member came for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.querySelector('button')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

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
        <span className="bo-Layout-menuButton" ref={menuButton}>
          <Button
            variant="secondary"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onPress={() => setMenuOpen((open) => !open)}
          >
            Menu
          </Button>
        </span>
        <div id={menuId} className="bo-Layout-menu" data-open={menuOpen || undefined}>
          <nav aria-label="Back-office" className="bo-Layout-nav">
            {sectionsFor(me.capabilities).map((section) => (
              <NavLink
                key={section.path}
                to={section.path}
                end={section.path === '/'}
                className="bo-Layout-link"
                onClick={() => setMenuOpen(false)}
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
        </div>
      </header>
      <main className="bo-Layout-main">
        <Outlet context={me} />
      </main>
    </div>
  );
}
