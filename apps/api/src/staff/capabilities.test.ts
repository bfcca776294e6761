import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF_CAPABILITIES, STAFF_ROLES, type StaffCapability } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { STAGE_MOVES } from '../orders/order-stages.js';
import { capabilitiesOf, hasCapability, ROLE_CAPABILITIES } from './capabilities.js';

/** Every capability some admin route or order move asks for, read from the app as it starts. */
async function capabilitiesInUse(): Promise<Set<StaffCapability>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-capabilities-'));
  const app = buildApp({ database: { dialect: 'sqlite', file: join(dataDir, 'farm.db') }, dataDir });
  const used = new Set<StaffCapability>();
  app.addHook('onRoute', (route) => {
    const capability = route.config?.capability;
    if (capability && capability !== 'public') used.add(capability);
  });
  try {
    await app.ready();
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const moves of Object.values(STAGE_MOVES)) {
    for (const capability of Object.values(moves)) if (capability) used.add(capability);
  }
  return used;
}

describe('the capability table', () => {
  it('gives the owner all but riding, a manager all but the staff, the audit log, riding and the farm’s bank account, a packer the orders to pack', () => {
    expect(STAFF_CAPABILITIES.filter((capability) => !hasCapability('owner', capability))).toEqual([
      'deliveries.ride',
    ]);
    expect(STAFF_CAPABILITIES.filter((capability) => !hasCapability('manager', capability))).toEqual([
      'staff.manage',
      'audit.read',
      'deliveries.ride',
      'payments.manage',
    ]);
    expect(capabilitiesOf('packer')).toEqual([
      'backoffice.open',
      'orders.read',
      'orders.move',
      'catalogue.read',
    ]);
  });

  it('gives a rider the back-office and their own round only', () => {
    expect(capabilitiesOf('rider')).toEqual(['backoffice.open', 'deliveries.ride']);
  });

  it('names every role, and lets every role open the back-office', () => {
    expect(Object.keys(ROLE_CAPABILITIES).sort()).toEqual([...STAFF_ROLES].sort());
    for (const role of STAFF_ROLES) expect(hasCapability(role, 'backoffice.open')).toBe(true);
  });

  it('has no capability that no route or move asks for, and no route asks for one it lacks', async () => {
    expect([...(await capabilitiesInUse())].sort()).toEqual([...STAFF_CAPABILITIES].sort());
  });
});
