import { STAFF_CAPABILITIES } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';

/**
 * The back-office names capabilities where it asks about them: `can('orders.export')`, a route's
 * `<RequireCapability capability="catalogue.write" />`, a section's `capability: 'reports.read'`. TypeScript checks
 * those against `StaffCapability`, but a cast or an untyped spot would let a misspelt one through, and a
 * capability the API never grants hides its page or button from everyone, silently. This reads the source as
 * text, so it holds whatever the types say.
 */

const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `can('x')`, `capability="x"`, `capability={'x'}`, `capability: 'x'`. */
const NAMED = [/\bcan\(\s*(['"`])([^'"`]*)\1/g, /\bcapability\s*[=:]\s*\{?\s*(['"`])([^'"`]*)\1/g];

function capabilitiesNamedIn(source: string): string[] {
  return NAMED.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2] ?? ''));
}

describe('the capabilities the back-office names', () => {
  it('finds them in each form the code writes them', () => {
    expect(
      capabilitiesNamedIn(`
        can('orders.export') && can( "catalogue.write" );
        <RequireCapability capability="staff.manage" />
        <RequireCapability capability={'audit.read'} />
        { path: '/', capability: 'reports.read' }
      `),
    ).toEqual(['orders.export', 'catalogue.write', 'staff.manage', 'audit.read', 'reports.read']);
  });

  it('are all in the contract', () => {
    const named = Object.entries(sources)
      .filter(([file]) => !file.endsWith('.test.ts'))
      .flatMap(([file, source]) => capabilitiesNamedIn(source).map((capability) => ({ file, capability })));
    // The scan found the app's own uses (the sections alone name eight), so a pattern gone stale fails here.
    expect(named.length).toBeGreaterThan(10);
    const unknown = named.filter(
      ({ capability }) => !(STAFF_CAPABILITIES as readonly string[]).includes(capability),
    );
    expect(unknown).toEqual([]);
  });
});
