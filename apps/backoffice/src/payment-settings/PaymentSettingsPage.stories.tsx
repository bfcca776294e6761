import { DEFAULT_PAYMENT_SETTINGS, PAYMENT_SETTINGS_PATH, type PaymentSettings } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { refusal } from '../fixtures/catalogue';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const farmAccount: PaymentSettings = {
  bank_transfer: {
    bank: 'GTBank',
    account_number: '0123456789',
    account_name: 'Kuje Farms Ltd',
    pay_within_hours: 24,
    active: true,
  },
};

/** What the story's API holds, and the bodies the page sent, newest last. */
let settings: PaymentSettings = farmAccount;
let sent: PaymentSettings[] = [];

const meta = {
  title: 'Back-office/Payment settings',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/payments" />,
  beforeEach({ msw }) {
    settings = farmAccount;
    sent = [];
    msw.use(
      ...signedInAs('owner'),
      http.get(at(PAYMENT_SETTINGS_PATH), () => HttpResponse.json(settings)),
      http.put(at(PAYMENT_SETTINGS_PATH), async ({ request }) => {
        settings = (await request.json()) as PaymentSettings;
        sent.push(settings);
        return HttpResponse.json(settings);
      }),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The farm's account as shoppers will see it, offered at checkout. */
export const AccountSet: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Bank' })).toHaveValue('GTBank');
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveValue('0123456789');
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toHaveValue('Kuje Farms Ltd');
    await expect(canvas.getByRole('textbox', { name: 'Hours to pay' })).toHaveValue('24');
    await expect(canvas.getByRole('checkbox', { name: 'Offer bank transfer at checkout' })).toBeChecked();
  },
};

/**
 * A new shop on the owner's phone: offering the transfer needs the account first (the shared rules say so before
 * any call); typed in, it is saved as typed, trimmed.
 */
export const FirstAccount: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach() {
    settings = DEFAULT_PAYMENT_SETTINGS;
  },
  play: async ({ canvas, userEvent }) => {
    const bank = await canvas.findByRole('textbox', { name: 'Bank' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offer bank transfer at checkout' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank transfer' }));
    await waitFor(() => expect(bank).toHaveAccessibleDescription(/needed to offer bank transfer/));
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
      /needed to offer bank transfer/,
    );
    await expect(sent).toEqual([]);

    await userEvent.type(bank, 'GTBank');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account number' }), '0123-456789');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account name' }), ' Kuje Farms Ltd ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank transfer' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
        /digits only, 6 to 20/,
      ),
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Account number' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account number' }), '0123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank transfer' }));
    await waitFor(() => expect(sent).toEqual([farmAccount]));
    await expect(await canvas.findByText('Saved.')).toBeVisible();
  },
};

/** A refusal the form's rules did not foresee lands on its field, from the API's `errors`. */
export const RefusedByTheServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(at(PAYMENT_SETTINGS_PATH), () =>
        refusal(400, 'Invalid input.', 'invalid', { 'bank_transfer.account_name': ['too long'] }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Account name' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank transfer' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/too long/));
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(at(PAYMENT_SETTINGS_PATH), () => refusal(500, 'The server had a problem.', 'error')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
