import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';

export interface AdminRoutesOptions {
  /** The server secret: the owner's sign-up code is hashed with a key derived from it (one-time-codes.ts). */
  secret: string;
  shopName: string;
  /** Where the shop is reached, for the links of the setup log line and the staff's e-mails. */
  publicUrl: string;
  /** At start, while the shop has no owner, offer a setup link (the server does; tests ask for it). */
  offerOwnerSetup?: boolean | undefined;
}

/** A plugin of the admin routes: typed schemas, and the shared options. */
export type AdminPlugin = FastifyPluginAsync<AdminRoutesOptions, RawServerDefault, JsonSchemaToTsProvider>;
