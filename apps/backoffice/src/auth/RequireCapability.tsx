import type { StaffCapability } from '@farmkit/contract';
import { Navigate, Outlet } from 'react-router';
import { landingSection } from '../layout/sections';
import { NotAllowedPage } from './NotAllowedPage';
import { useStaffMember } from './RequireStaff';

/**
 * Pages that need a capability (the staff list needs `staff.manage`): a member without it, who followed a link or
 * typed the address, sees why and where to go instead, not a page whose every call the API refuses.
 */
export function RequireCapability({ capability }: { capability: StaffCapability }) {
  const me = useStaffMember();
  return me.capabilities.includes(capability) ? (
    <Outlet context={me} />
  ) : (
    <NotAllowedPage reason="capability" landing={landingSection(me.capabilities)} />
  );
}

/**
 * The back-office's front door, `/`, where sign-in lands: its own page (the dashboard) for a member who may open it,
 * anyone else goes on to the first section they may open (a packer, the orders).
 */
export function Landing() {
  const me = useStaffMember();
  const landing = landingSection(me.capabilities);
  if (landing?.path === '/') return <Outlet context={me} />;
  if (landing) return <Navigate to={landing.path} replace />;
  return <NotAllowedPage reason="capability" landing={undefined} />;
}
