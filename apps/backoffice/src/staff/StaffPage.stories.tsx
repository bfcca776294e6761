import { ADMIN_PATHS, type StaffInvitePayload } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs, staffOf } from '../fixtures/staff';
import { lastOwnerError, staffAdminHandlers, staffMembers } from '../fixtures/staff-admin';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const sent: unknown[] = [];

const meta = {
  title: 'Back-office/Staff',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/staff" />,
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(...signedInAs('owner'), ...staffAdminHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A pending button's announcement ("In progress") stays in React Aria's live region for 7 s, labelled by the
 * button's spinner, which is gone once the call is done: axe would fail on that dangling label, so a story whose
 * button went pending waits for the announcement to clear.
 */
const announcementCleared = () =>
  waitFor(() => expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull(), {
    timeout: 10_000,
  });

const memberNamed = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) =>
  within((await canvas.findByText(name, { exact: false })).closest('li') as HTMLElement);

export const Staff: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const members = within(await canvas.findByRole('region', { name: 'Members' }));
    await expect(await members.findByText('Hauwa Danjuma (you)')).toBeVisible();
    await expect(members.getByText('E-mail not verified: cannot sign in yet')).toBeVisible();
    const invitations = within(canvas.getByRole('region', { name: 'Pending invitations' }));
    await expect(await invitations.findByText('grace@example.ng')).toBeVisible();
  },
};

export const StaffOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hauwa Danjuma (you)')).toBeVisible();
    await expect(await canvas.findByText('grace@example.ng')).toBeVisible();
  },
};

/** The staff list is the owner's: a manager sees why not. */
export const ManagerNotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs('manager'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

/** An e-mail without a verified account: 202, an invitation is e-mailed. */
export const InviteSendsInvitation: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(at(ADMIN_PATHS.staff), async ({ request }) => {
        const body = (await request.json()) as StaffInvitePayload;
        sent.push(body);
        return HttpResponse.json(
          { id: 4, email: body.email, role: body.role, expires_at: '2026-12-01T10:00:00.000Z' },
          { status: 202 },
        );
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('region', { name: 'Invite someone' }));
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'bola@example.ng');
    await userEvent.click(form.getByRole('button', { name: /Role/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Manager' }));
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(form.getByRole('status')).toHaveTextContent(
        'Invitation sent to bola@example.ng: they become a manager once they sign up and verify their e-mail.',
      ),
    );
    await expect(sent).toEqual([{ email: 'bola@example.ng', role: 'manager' }]);
    await announcementCleared();
  },
};

/** A verified account: 200, the role is theirs at once. */
export const InviteGrantsRole: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(at(ADMIN_PATHS.staff), () =>
        HttpResponse.json({ ...staffOf('packer'), id: 20, email: 'tunde@example.ng', name: 'Tunde Bakare' }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('region', { name: 'Invite someone' }));
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'tunde@example.ng');
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(form.getByRole('status')).toHaveTextContent(
        'tunde@example.ng already had an account: they are now a packer and can sign in to the back-office.',
      ),
    );
    await announcementCleared();
  },
};

export const InviteNeedsAnEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('region', { name: 'Invite someone' }));
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The only owner tries to become a manager: the API refuses (409 last_owner) and the page says what to do. */
export const LastOwner: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(http.patch(at('admin/staff/:id/'), () => HttpResponse.json(lastOwnerError, { status: 409 })));
  },
  play: async ({ canvas, userEvent }) => {
    const me = await memberNamed(canvas, 'Hauwa Danjuma (you)');
    await userEvent.click(me.getByRole('button', { name: /Role/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Manager' }));
    await expect(await me.findByRole('alert')).toHaveTextContent(
      'The shop needs at least one owner. Make someone else an owner first, then change this one.',
    );
    await expect(me.getByRole('button', { name: /Role/ })).toHaveTextContent('Owner');
  },
};

/** New-order e-mails on for the manager: a PATCH with only that change. */
export const TurnAlertsOn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch(at('admin/staff/:id/'), async ({ request, params }) => {
        const body = (await request.json()) as object;
        sent.push({ id: Number(params.id), ...body });
        const member = staffMembers.find((candidate) => candidate.id === Number(params.id));
        return HttpResponse.json({ ...member, ...body });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const emeka = await memberNamed(canvas, 'Emeka Obi');
    const alerts = emeka.getByRole('switch', { name: 'New-order e-mails' });
    await expect(alerts).not.toBeChecked();
    await userEvent.click(alerts);
    await waitFor(() => expect(sent).toEqual([{ id: 2, new_order_alerts: true }]));
    // The switch shows the saved value once the answer is back (it is disabled while the change is sent).
    await waitFor(() => expect(alerts).toBeChecked());
  },
};

/** Removing access is a DELETE of the member, after a confirmation. */
export const RemoveAccess: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(at('admin/staff/:id/'), ({ params }) => {
        sent.push({ removed: Number(params.id) });
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const musa = await memberNamed(canvas, 'Musa Bello');
    await userEvent.click(musa.getByRole('button', { name: 'Remove access' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('heading')).toHaveTextContent('Remove Musa Bello’s access?');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove access' }));
    await waitFor(() => expect(sent).toEqual([{ removed: 3 }]));
    await announcementCleared();
  },
};

export const CancelInvitation: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete(at('admin/staff/invitations/:id/'), ({ params }) => {
        sent.push({ cancelled: Number(params.id) });
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const grace = within((await canvas.findByText('grace@example.ng')).closest('li') as HTMLElement);
    await userEvent.click(grace.getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(sent).toEqual([{ cancelled: 3 }]));
    await announcementCleared();
  },
};
