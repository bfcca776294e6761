import { Outlet } from 'react-router';
import { NotAllowedPage } from './NotAllowedPage';
import { useStaffMember } from './RequireStaff';
import { type BackofficePage, mayOpen } from './roles';

/** A section only some roles may open (the staff list is the owner's): the others see why, not a broken page. */
export function RequireRole({ page }: { page: BackofficePage }) {
  const me = useStaffMember();
  return mayOpen(me.role, page) ? <Outlet context={me} /> : <NotAllowedPage reason="role" />;
}
