import {
  STAFF_INVITATION_LIFETIME_MS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffMember,
  staffInvitePayloadSchema,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import { FormField } from '@farmkit/ui/form-field';
import { SelectField } from '@farmkit/ui/select-field';
import { Spinner } from '@farmkit/ui/spinner';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { Form, Switch } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { useStaffMember } from '../auth/RequireStaff';
import {
  type InviteOutcome,
  useCancelInvitation,
  useInvitations,
  useInvite,
  useRemoveStaff,
  useStaffList,
  useUpdateStaff,
} from './staffAdminApi';
import { staffErrorText } from './staffErrors';
import './StaffPage.css';

const roleItems = STAFF_ROLES.map((role) => ({ id: role, label: STAFF_ROLE_LABELS[role] }));
const invitationDays = STAFF_INVITATION_LIFETIME_MS / 86_400_000;

/** The owner's staff: who holds which role and gets new-order e-mails, who is invited, and inviting someone. */
export function StaffPage() {
  return (
    <>
      <div className="bo-Page-header">
        <h1>Staff</h1>
      </div>
      <InviteForm />
      <Members />
      <Invitations />
    </>
  );
}

function InviteForm() {
  const invite = useInvite();
  const [outcome, setOutcome] = useState<InviteOutcome>();
  const { control, handleSubmit, reset } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(staffInvitePayloadSchema),
    defaultValues: { email: '', role: 'packer' as StaffMember['role'] },
  });

  const onSubmit = handleSubmit((payload) => {
    setOutcome(undefined);
    invite.mutate(payload, {
      onSuccess: (result) => {
        setOutcome(result);
        reset({ email: '', role: payload.role });
      },
    });
  });

  return (
    <section aria-labelledby="invite-title" className="bo-Panel">
      <h2 id="invite-title">Invite someone</h2>
      <Form onSubmit={onSubmit} className="bo-Staff-invite">
        <FormField control={control} name="email">
          {(field) => <TextField {...field} label="E-mail" type="email" autoComplete="off" />}
        </FormField>
        <FormField control={control} name="role">
          {({ value, onChange, onBlur, isInvalid, errorMessage }) => (
            <SelectField
              label="Role"
              items={roleItems}
              selectedKey={value}
              onSelectionChange={(key) => onChange(String(key))}
              onBlur={onBlur}
              isInvalid={isInvalid}
              errorMessage={errorMessage}
            />
          )}
        </FormField>
        <Button type="submit" isPending={invite.isPending}>
          Invite
        </Button>
      </Form>
      <p className="bo-Staff-hint">
        Someone with a verified shop account gets the role at once. Anyone else is e-mailed an invitation to
        sign up, valid {invitationDays} days.
      </p>
      <div role="status">
        {outcome?.kind === 'granted' && (
          <p className="bo-Staff-done">
            {outcome.member.email} already had an account: they are now {article(outcome.member.role)}{' '}
            {STAFF_ROLE_LABELS[outcome.member.role].toLowerCase()} and can sign in to the back-office.
          </p>
        )}
        {outcome?.kind === 'invited' && (
          <p className="bo-Staff-done">
            Invitation sent to {outcome.invitation.email}: they become {article(outcome.invitation.role)}{' '}
            {STAFF_ROLE_LABELS[outcome.invitation.role].toLowerCase()} once they sign up and verify their
            e-mail.
          </p>
        )}
      </div>
      {invite.isError && (
        <p role="alert" className="bo-Staff-error">
          {staffErrorText(invite.error)}
        </p>
      )}
    </section>
  );
}

const article = (role: StaffMember['role']) => (role === 'owner' ? 'an' : 'a');

function Members() {
  const staff = useStaffList();
  return (
    <section aria-labelledby="members-title" className="bo-Panel">
      <h2 id="members-title">Members</h2>
      {staff.isPending ? (
        <Spinner label="Loading the staff" />
      ) : staff.isError ? (
        <p role="alert" className="bo-Staff-error">
          {errorText(staff.error, 'The staff could not be loaded.')}
        </p>
      ) : (
        <ul className="bo-Staff-list">
          {staff.data.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const me = useStaffMember();
  const update = useUpdateStaff(member.id);
  const remove = useRemoveStaff(member.id);
  const [removing, setRemoving] = useState(false);
  const nameId = useId();
  const isMe = member.id === me.id;
  const name = member.name || member.email;

  return (
    <li className="bo-Staff-member" aria-labelledby={nameId}>
      <div className="bo-Staff-who">
        <strong id={nameId}>
          {name}
          {isMe && ' (you)'}
        </strong>
        <span>{member.email}</span>
        {!member.verified && (
          <span className="bo-Staff-warning">E-mail not verified: cannot sign in yet</span>
        )}
      </div>
      <div className="bo-Staff-controls">
        <SelectField
          label="Role"
          items={roleItems}
          selectedKey={member.role}
          isDisabled={update.isPending}
          onSelectionChange={(key) => {
            if (key !== member.role) update.mutate({ role: String(key) as StaffMember['role'] });
          }}
        />
        <Switch
          className="bo-Staff-switch"
          isSelected={member.new_order_alerts}
          isDisabled={update.isPending}
          onChange={(on) => update.mutate({ new_order_alerts: on })}
        >
          <span className="bo-Staff-switchTrack" aria-hidden="true" />
          New-order e-mails
        </Switch>
        <Button variant="secondary" onPress={() => setRemoving(true)}>
          Remove access
        </Button>
      </div>
      {update.isError && (
        <p role="alert" className="bo-Staff-error">
          {staffErrorText(update.error)}
        </p>
      )}
      <ConfirmDialog
        isOpen={removing}
        onOpenChange={(open) => {
          setRemoving(open);
          if (!open) remove.reset();
        }}
        title={`Remove ${name}’s access?`}
        message={
          isMe
            ? 'You will no longer be able to open the back-office. Your shop account stays.'
            : 'They can no longer open the back-office and get no more new-order e-mails. Their shop account stays.'
        }
        tone="danger"
        confirmLabel="Remove access"
        cancelLabel="Keep"
        isPending={remove.isPending}
        errorMessage={remove.isError ? staffErrorText(remove.error) : undefined}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setRemoving(false) })}
      />
    </li>
  );
}

function Invitations() {
  const dates = useShopDates();
  const invitations = useInvitations();
  const cancel = useCancelInvitation();
  return (
    <section aria-labelledby="invitations-title" className="bo-Panel">
      <h2 id="invitations-title">Pending invitations</h2>
      {invitations.isPending ? (
        <Spinner label="Loading the invitations" />
      ) : invitations.isError ? (
        <p role="alert" className="bo-Staff-error">
          {errorText(invitations.error, 'The invitations could not be loaded.')}
        </p>
      ) : invitations.data.length === 0 ? (
        <p className="bo-Staff-hint">No invitation is waiting.</p>
      ) : (
        <ul className="bo-Staff-list">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="bo-Staff-member">
              <div className="bo-Staff-who">
                <strong>{invitation.email}</strong>
                <span>
                  {STAFF_ROLE_LABELS[invitation.role]} · valid until {dates.dateTime(invitation.expires_at)}
                </span>
              </div>
              <Button
                variant="secondary"
                isPending={cancel.isPending && cancel.variables === invitation.id}
                onPress={() => cancel.mutate(invitation.id)}
              >
                Cancel invitation
              </Button>
            </li>
          ))}
        </ul>
      )}
      {cancel.isError && (
        <p role="alert" className="bo-Staff-error">
          {staffErrorText(cancel.error)}
        </p>
      )}
    </section>
  );
}
