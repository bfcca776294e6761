import type { FromSchema } from 'json-schema-to-ts';
import { boolean, type InferType, object, string } from 'yup';
import { PAGE_SIZES, pageQuery, pageSchemaOf, recordIdSchema } from './pagination.js';
import { VALIDATION_MESSAGES as messages } from './validation/messages.js';
import { email, NAME_MAX_LENGTH, newPassword, requiredText } from './validation/rules.js';

/**
 * The staff's roles. A shopper's account has none. The owner runs the shop and its staff; a manager
 * runs the catalogue and the orders; a packer prepares the orders; a rider delivers the orders given to them.
 */
export const STAFF_ROLES = ['owner', 'manager', 'packer', 'rider'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  packer: 'Packer',
  rider: 'Rider',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.some((role) => role === value);
}

/** How long the first owner's setup link and an invitation to the staff stay valid. */
export const SETUP_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;
export const STAFF_INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Error codes of the admin calls, beside the common ones in `errors.ts`. */
export const ADMIN_ERROR_CODES = {
  /** The setup link's token is wrong or expired. */
  invalidSetupToken: 'invalid_setup_token',
  /** The setup link was already used. */
  setupTokenUsed: 'setup_token_used',
  /** The shop has an owner: the setup link is no longer needed. */
  ownerExists: 'owner_exists',
  /** The setup e-mail already has an account. */
  accountExists: 'account_exists',
  /** The change would leave the shop without an owner. */
  lastOwner: 'last_owner',
} as const;

export const ADMIN_ERROR_DETAILS = {
  permissionDenied: 'You do not have permission to perform this action.',
  invalidSetupToken: 'This setup link is wrong or has expired: restart the server for a new one.',
  setupTokenUsed: 'This setup link was already used.',
  ownerExists: 'The shop already has an owner: sign in instead.',
  accountExists:
    'This e-mail already has an account: sign in and ask for the role with `npm run staff -- grant`.',
  lastOwner: 'The shop needs an owner: make someone else an owner first.',
} as const;

/** A member of the staff: an account with a role. */
export const staffMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'name', 'role', 'new_order_alerts', 'verified'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    email: { type: 'string', format: 'email' },
    name: { type: 'string' },
    role: { type: 'string', enum: STAFF_ROLES },
    new_order_alerts: { type: 'boolean', description: 'Whether a new order is e-mailed to them.' },
    verified: { type: 'boolean', description: 'Whether they have verified their e-mail (and can sign in).' },
  },
} as const;
export type StaffMember = FromSchema<typeof staffMemberSchema>;

export const staffListSchema = { type: 'array', items: staffMemberSchema } as const;

/** An invitation waiting for its e-mail to sign up and verify; the role is granted then. */
export const staffInvitationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'role', 'expires_at'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    email: { type: 'string', format: 'email' },
    role: { type: 'string', enum: STAFF_ROLES },
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;
export type StaffInvitation = FromSchema<typeof staffInvitationSchema>;

export const staffInvitationListSchema = { type: 'array', items: staffInvitationSchema } as const;

/** One row of the audit log: who changed what, and the entity before and after. */
export const auditEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'actor', 'action', 'entity_type', 'entity_id', 'before', 'after', 'created_at'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    actor: {
      type: ['object', 'null'],
      description: 'The staff member who made the change; null for the operator (`npm run staff`).',
      additionalProperties: false,
      required: ['id', 'email'],
      properties: {
        id: { type: 'integer', minimum: 1 },
        email: {
          type: ['string', 'null'],
          description: 'Their e-mail when they made the change; null once the account is deleted.',
        },
        name: {
          type: 'string',
          description: 'Their name then; "Deleted staff #<id>" once the account is deleted.',
        },
        deleted: { type: 'boolean', description: 'The account was deleted since.' },
      },
    },
    action: { type: 'string', description: 'e.g. staff.grant, staff.invite, staff.update, staff.remove.' },
    entity_type: { type: 'string' },
    entity_id: { type: 'string' },
    before: { type: ['object', 'null'], additionalProperties: true },
    after: { type: ['object', 'null'], additionalProperties: true },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;
export type AuditEntry = FromSchema<typeof auditEntrySchema>;

export const auditPageSchema = pageSchemaOf(auditEntrySchema);
export type AuditPage = FromSchema<typeof auditPageSchema>;

/** What the audit log records changes of. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'staff_invitation',
  'product',
  'category',
  'order',
  'delivery_area',
  'delivery_window',
  'pickup_point',
  'payment_settings',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
/** The `actor` filter's value for the changes made with `npm run staff` (no account). */
export const AUDIT_OPERATOR = 'operator';

export const auditQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuery(PAGE_SIZES.audit).properties,
    actor: {
      type: 'string',
      pattern: `^(${AUDIT_OPERATOR}|[1-9][0-9]{0,9})$`,
      description: `Changes by this account id, or by the operator's command line ('${AUDIT_OPERATOR}').`,
    },
    entity: { type: 'string', enum: AUDIT_ENTITY_TYPES, description: 'Changes to this kind of record.' },
    from: {
      type: 'string',
      format: 'date',
      description: 'Made on or after this day of the shop (Africa/Lagos).',
    },
    to: {
      type: 'string',
      format: 'date',
      description: 'Made on or before this day of the shop (Africa/Lagos).',
    },
  },
} as const;
export type AuditQuery = FromSchema<typeof auditQuerySchema>;

/** The `{id}` of an admin path: a staff member, an invitation; at most PostgreSQL's largest `integer`. */
export const adminIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: recordIdSchema },
} as const;

const role = () =>
  string()
    .trim()
    .lowercase()
    .oneOf(STAFF_ROLES, `choose one of: ${STAFF_ROLES.join(', ')}`);

/** The first owner's account, made with the setup link's token; the sign-up rules apply to the rest. */
export const ownerSetupPayloadSchema = object({
  token: requiredText().max(200),
  email: email(),
  password: newPassword(),
  first_name: requiredText().max(NAME_MAX_LENGTH),
  last_name: requiredText().max(NAME_MAX_LENGTH),
});
export type OwnerSetupPayload = InferType<typeof ownerSetupPayloadSchema>;

export const staffInvitePayloadSchema = object({ email: email(), role: role().required(messages.required) });
export type StaffInvitePayload = InferType<typeof staffInvitePayloadSchema>;

export const staffUpdatePayloadSchema = object({
  role: role().optional(),
  new_order_alerts: boolean().optional(),
});
export type StaffUpdatePayload = InferType<typeof staffUpdatePayloadSchema>;

/** The `admin/` calls, relative to `/api/v1/`. */
export const ADMIN_PATHS = {
  setup: 'admin/setup/',
  me: 'admin/me/',
  shop: 'admin/shop/',
  staff: 'admin/staff/',
  staffMember: (id: number) => `admin/staff/${id}/`,
  invitations: 'admin/staff/invitations/',
  invitation: (id: number) => `admin/staff/invitations/${id}/`,
  audit: 'admin/audit/',
} as const;
