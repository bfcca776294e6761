import {
  adminIdParamsSchema,
  STAFF_INVITATION_LIFETIME_MS,
  type StaffInvitePayload,
  type StaffUpdatePayload,
  staffInvitationListSchema,
  staffInvitationSchema,
  staffInvitePayloadSchema,
  staffListSchema,
  staffMemberSchema,
  staffUpdatePayloadSchema,
} from '@farmkit/contract';
import { ApiFailure, notFound } from '../../../api-errors.js';
import {
  emptyResponse,
  errorResponse,
  invalidInputResponse,
  staffGuardResponses,
  throttledResponse,
} from '../../../http/responses.js';
import { withBody } from '../../../http/validate-body.js';
import { enqueueEmail } from '../../../mail/email-jobs.js';
import { needs } from '../../../plugins/app/staff-access.js';
import {
  cancelInvitation,
  changeStaff,
  findStaffMember,
  inviteStaff,
  isStaff,
  listInvitations,
  listStaff,
  toStaffInvitation,
  toStaffMember,
} from '../../../staff/staff.repository.js';
import { staffEmails } from '../../../staff/staff-emails.js';
import type { AdminPlugin } from '../context.js';

const noSuchMember = errorResponse('No member of the staff has this id.');
const lastOwnerResponse = errorResponse(
  'The change would leave the shop without an owner (last_owner): make someone else an owner first.',
);

/** The owner's management of the staff: roles, invitations, new-order alerts. */
const staffRoutes: AdminPlugin = async (app, { shopName, publicUrl }) => {
  const emails = staffEmails(shopName, publicUrl);

  app.get(
    '/staff/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listStaff',
        summary: 'The accounts that hold a role',
        response: { 200: staffListSchema, ...staffGuardResponses },
      },
      config: needs('staff.manage'),
    },
    async () => listStaff(app.db),
  );

  app.post<{ Body: StaffInvitePayload }>(
    '/staff/',
    withBody(staffInvitePayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'inviteStaff',
        summary: 'Give an e-mail a role: at once if it has a verified account, else by an invitation',
        description:
          'A verified account gets the role now and an e-mail saying so (200). Any other e-mail is sent an ' +
          `invitation to sign up, valid ${STAFF_INVITATION_LIFETIME_MS / 86_400_000} days; the role is granted ` +
          'when that e-mail is verified (202). A new invitation to the same e-mail replaces the earlier one.',
        response: {
          200: staffMemberSchema,
          202: staffInvitationSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          409: lastOwnerResponse,
          429: throttledResponse,
        },
      },
      config: needs('staff.manage'),
      preHandler: [app.throttle('staffWrite')],
    }),
    async (request, reply) => {
      const { email, role } = request.body;
      const actorId = request.staff.userId;
      // The e-mail (a role granted, or an invitation) is a job of the change's transaction.
      const outcome = await app.db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
        // An unverified account belongs to whoever proves the e-mail: it gets an invitation, like a stranger.
        if (user?.verified_at) {
          if (user.role === role) return { kind: 'member', granted: user } as const;
          const granted = await changeStaff(trx, {
            actorId,
            action: 'staff.grant',
            userId: user.id,
            changes: { role },
          });
          if (isStaff(granted)) await enqueueEmail(trx, emails.roleGranted(granted.email, granted.role));
          return { kind: 'member', granted } as const;
        }
        const expiresAt = new Date(Date.now() + STAFF_INVITATION_LIFETIME_MS);
        const invitation = await inviteStaff(trx, { email, role, invitedBy: actorId, expiresAt });
        await enqueueEmail(trx, emails.invitation(email, role));
        return { kind: 'invited', invitation } as const;
      });

      if (outcome.kind === 'invited') return reply.code(202).send(toStaffInvitation(outcome.invitation));
      const { granted } = outcome;
      if (!isStaff(granted)) throw new ApiFailure(404, notFound);
      return reply.code(200).send(toStaffMember(granted));
    },
  );

  app.patch<{ Body: StaffUpdatePayload; Params: { id: number } }>(
    '/staff/:id/',
    withBody(staffUpdatePayloadSchema, {
      schema: {
        tags: ['admin'],
        operationId: 'updateStaff',
        summary: "Change a member's role or whether new orders are e-mailed to them",
        params: adminIdParamsSchema,
        response: {
          200: staffMemberSchema,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: noSuchMember,
          409: lastOwnerResponse,
          429: throttledResponse,
        },
      },
      config: needs('staff.manage'),
      preHandler: [app.throttle('staffWrite')],
    }),
    async (request) => {
      const { id } = request.params;
      const { role, new_order_alerts: newOrderAlerts } = request.body;
      const changes = {
        ...(role === undefined ? {} : { role }),
        ...(newOrderAlerts === undefined ? {} : { new_order_alerts: newOrderAlerts }),
      };
      const member = await app.db.transaction().execute(async (trx) => {
        const current = await findStaffMember(trx, id);
        if (!current) return undefined;
        if (Object.keys(changes).length === 0) return current;
        return changeStaff(trx, {
          actorId: request.staff.userId,
          action: 'staff.update',
          userId: id,
          changes,
        });
      });
      if (!isStaff(member)) throw new ApiFailure(404, notFound);
      return toStaffMember(member);
    },
  );

  app.delete(
    '/staff/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'removeStaff',
        summary: "Take a member's role away: the account stays, as a shopper's",
        params: adminIdParamsSchema,
        response: {
          204: emptyResponse,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: noSuchMember,
          409: lastOwnerResponse,
          429: throttledResponse,
        },
      },
      config: needs('staff.manage'),
      preHandler: [app.throttle('staffWrite')],
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await app.db.transaction().execute(async (trx) => {
        if (!(await findStaffMember(trx, id))) return false;
        await changeStaff(trx, {
          actorId: request.staff.userId,
          action: 'staff.remove',
          userId: id,
          changes: { role: null, new_order_alerts: false },
        });
        return true;
      });
      if (!removed) throw new ApiFailure(404, notFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/staff/invitations/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listStaffInvitations',
        summary: 'Invitations waiting for their e-mail to sign up (expired ones are left out)',
        response: { 200: staffInvitationListSchema, ...staffGuardResponses },
      },
      config: needs('staff.manage'),
    },
    async () => listInvitations(app.db),
  );

  app.delete(
    '/staff/invitations/:id/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'cancelStaffInvitation',
        summary: 'Withdraw an invitation before its e-mail signs up',
        params: adminIdParamsSchema,
        response: {
          204: emptyResponse,
          400: invalidInputResponse,
          ...staffGuardResponses,
          404: errorResponse('No invitation has this id.'),
          429: throttledResponse,
        },
      },
      config: needs('staff.manage'),
      preHandler: [app.throttle('staffWrite')],
    },
    async (request, reply) => {
      const { id } = request.params;
      const cancelled = await app.db
        .transaction()
        .execute((trx) => cancelInvitation(trx, { actorId: request.staff.userId, id }));
      if (!cancelled) throw new ApiFailure(404, notFound);
      return reply.code(204).send(null);
    },
  );
};

export default staffRoutes;
