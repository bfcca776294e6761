import type { RiderDeliveredPayload } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { freezeToday } from '../fixtures/frozenToday';
import { riderStops, roundHandlers, serverError } from '../fixtures/riders';
import { afterPendingButton, StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const sent: RiderDeliveredPayload[] = [];
const days: string[] = [];

const meta = {
  title: 'Back-office/My deliveries',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  // A rider's page is read on the road: the phone is its first width.
  globals: onPhone,
  render: () => <StoryApp url="/my-deliveries" />,
  beforeEach({ msw }) {
    sent.length = 0;
    days.length = 0;
    msw.use(
      ...signedInAs('rider'),
      http.get(at('admin/deliveries/mine/'), ({ request }) => {
        days.push(new URL(request.url).searchParams.get('date') ?? '');
      }),
      ...roundHandlers(riderStops, sent),
    );
    // 00:30 in Lagos is still the 24th in UTC: the round asked for is the shop's day, the 25th.
    return freezeToday('2026-11-25T00:30:00+01:00');
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stopOf = async (canvas: ReturnType<typeof within>, name: RegExp) =>
  within(await canvas.findByRole('listitem', { name }));

/** The round in route order, each stop with its calls, door facts, cash and where it stands. */
export const Round: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My deliveries' })).toBeVisible();
    const names = await canvas.findAllByRole('heading', { level: 2 });
    await expect(names.map((name) => name.textContent)).toEqual([
      '1. Amina Bello',
      '2. Chidi Okafor',
      '3. Ngozi Eze',
      '4. Tunde Bakare',
    ]);
    await expect(days).toEqual(['2026-11-25']);
    await expect(canvas.getByText(/3 of 4 stops to go/)).toHaveTextContent('₦119,000.00');

    const amina = await stopOf(canvas, /Amina Bello/);
    await expect(amina.getByRole('link', { name: 'Call +234 802 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348021234567',
    );
    await expect(amina.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/2348021234567',
    );
    await expect(amina.getByText('12 Market Road, Kuje town')).toBeVisible();
    await expect(amina.getByText('Opposite the central mosque, blue gate')).toBeVisible();
    await expect(amina.getByText(/the dog is friendly/)).toBeVisible();
    await expect(amina.getByText('2 × Fresh Farm Eggs (Crate of 30)')).toBeVisible();
    await expect(amina.getByText('₦94,900.00')).toBeVisible();
    await expect(amina.getByText(/09:00–13:00 · Kuje town \(Kuje\)/)).toBeVisible();

    const chidi = await stopOf(canvas, /Chidi Okafor/);
    await expect(chidi.getByText('Nothing: paid')).toBeVisible();

    const ngozi = await stopOf(canvas, /Ngozi Eze/);
    await expect(ngozi.getByText('No phone number was given.')).toBeVisible();
    await expect(ngozi.queryByRole('button', { name: 'Mark delivered' })).toBeNull();

    const tunde = await stopOf(canvas, /Tunde Bakare/);
    await expect(tunde.getByRole('status')).toHaveTextContent(
      'Delivered · cash received ₦5,000.00 · short: “Had only ₦5,000; will pay the rest on Friday.”',
    );
  },
};

export const RoundOnDesktop: Story = {
  tags: ['screenshot'],
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: /Tunde Bakare/ })).toBeVisible();
  },
};

/** The rider lands here after sign-in, and the navigation offers them nothing else. */
export const RiderLandsHere: Story = {
  render: () => <StoryApp url="/" />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My deliveries' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = within(canvas.getByRole('navigation', { name: 'Back-office' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['My deliveries']);
  },
};

/** The full amount: one tap in the dialog, the stop turns delivered with the cash recorded. */
export const MarkDelivered: Story = {
  parameters: afterPendingButton,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const amina = await stopOf(canvas, /Amina Bello/);
    await userEvent.click(amina.getByRole('button', { name: 'Mark delivered' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('textbox', { name: 'Cash received' })).toHaveValue('₦94,900.00');
    await expect(dialog.queryByRole('textbox', { name: /pay less/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() =>
      expect(amina.getByRole('status')).toHaveTextContent('Delivered · cash received ₦94,900.00'),
    );
    await expect(sent).toEqual([{ cash_received: 94_900 }]);
    await expect(canvas.getByText(/2 of 4 stops to go/)).toHaveTextContent('₦24,100.00');
  },
};

/** Paid online: nothing to collect, nothing to type. */
export const MarkPaidDelivered: Story = {
  parameters: afterPendingButton,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chidi = await stopOf(canvas, /Chidi Okafor/);
    await userEvent.click(chidi.getByRole('button', { name: 'Mark delivered' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText(/Nothing to collect/)).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'Cash received' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(chidi.getByRole('status')).toHaveTextContent('Delivered'));
    await expect(sent).toEqual([{}]);
  },
};

/** Less than due: the dialog asks why, and will not send without it. */
export const ShortPayment: Story = {
  tags: ['screenshot'],
  parameters: afterPendingButton,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const amina = await stopOf(canvas, /Amina Bello/);
    await userEvent.click(amina.getByRole('button', { name: 'Mark delivered' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    const cash = dialog.getByRole('textbox', { name: 'Cash received' });
    await userEvent.clear(cash);
    await userEvent.type(cash, '90000');
    await userEvent.tab();
    const why = await dialog.findByRole('textbox', { name: /Why did the customer pay less/ });
    await expect(dialog.getByText(/₦4,900.00 short/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark delivered' })).toBeDisabled();
    await userEvent.type(why, 'Will send the rest by transfer tonight.');
    await expect(dialog.getByRole('button', { name: 'Mark delivered' })).toBeEnabled();
  },
};

export const ShortPaymentSent: Story = {
  parameters: afterPendingButton,
  play: async (context) => {
    await ShortPayment.play?.(context);
    const { canvas, canvasElement, userEvent } = context;
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    const amina = await stopOf(canvas, /Amina Bello/);
    await waitFor(() => expect(amina.getByRole('status')).toHaveTextContent('short: “Will send the rest'));
    await expect(sent).toEqual([
      { cash_received: 90_000, short_note: 'Will send the rest by transfer tonight.' },
    ]);
  },
};

/** The order was moved back meanwhile: the API's reason shows in the dialog, which stays open. */
export const HandOverRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(at('admin/deliveries/:id/delivered/'), async () => {
        await delay(50);
        return HttpResponse.json(
          { detail: 'The order is confirmed now, not out for delivery.', code: 'order_moved' },
          { status: 409 },
        );
      }),
    );
  },
  parameters: afterPendingButton,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const amina = await stopOf(canvas, /Amina Bello/);
    await userEvent.click(amina.getByRole('button', { name: 'Mark delivered' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The order is confirmed now');
  },
};

export const NoDeliveries: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(...roundHandlers([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No deliveries for you today/)).toBeVisible();
  },
};

/** Tomorrow's round, to plan ahead: the day is in the link, and the empty day says which day it is. */
export const AnotherDay: Story = {
  render: () => <StoryApp url="/my-deliveries?date=2026-11-26" />,
  beforeEach({ msw }) {
    msw.use(
      http.get(at('admin/deliveries/mine/'), ({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        days.push(date);
        return HttpResponse.json({ date, results: [] });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No deliveries for you on 26 Nov 2026\./)).toBeVisible();
    await expect(canvas.getByLabelText('Delivery day')).toHaveValue('2026-11-26');
    await expect(days).toEqual(['2026-11-26']);
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(at('admin/deliveries/mine/'), serverError));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
