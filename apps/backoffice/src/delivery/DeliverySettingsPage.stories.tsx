import {
  type AdminDeliveryArea,
  DELIVERY_ADMIN_ERROR_DETAILS,
  type DeliveryAreaPayload,
  type DeliverySettings,
  type DeliveryWindow,
  type DeliveryWindowPayload,
  type PickupPointPayload,
} from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { announcementsCleared, refusal } from '../fixtures/catalogue';
import {
  deliverySettings,
  emptyDeliverySettings,
  onCreateDeliveryArea,
  onCreateDeliveryWindow,
  onDeleteDeliveryArea,
  onDeleteDeliveryWindow,
  onDeliverySettings,
  onSetPickupPoint,
  onUpdateDeliveryArea,
  onUpdateDeliveryWindow,
} from '../fixtures/delivery-settings';
import { openNavigation } from '../fixtures/navigation';
import { StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

/** What the story's API holds: the settings, changed by the page's calls. */
let settings: DeliverySettings = deliverySettings;
/** The bodies the page sent, newest last. */
let sent: unknown[] = [];

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const areasTable = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('grid', { name: 'Delivery areas' }));
const rowHeaders = (table: ReturnType<typeof within>): (string | null)[] =>
  table.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

const meta = {
  title: 'Back-office/Delivery settings',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/delivery" />,
  beforeEach({ msw }) {
    settings = deliverySettings;
    sent = [];
    msw.use(
      ...signedInAs('manager'),
      onDeliverySettings(() => HttpResponse.json(settings)),
      onCreateDeliveryArea(async (request) => {
        const payload = (await request.json()) as DeliveryAreaPayload;
        sent.push(payload);
        const area: AdminDeliveryArea = { id: nextId(settings.areas), ...payload };
        settings = { ...settings, areas: [...settings.areas, area] };
        return HttpResponse.json(area, { status: 201 });
      }),
      onUpdateDeliveryArea(async (request, id) => {
        const payload = (await request.json()) as DeliveryAreaPayload;
        sent.push(payload);
        const area: AdminDeliveryArea = { id, ...payload };
        settings = { ...settings, areas: settings.areas.map((row) => (row.id === id ? area : row)) };
        return HttpResponse.json(area);
      }),
      onDeleteDeliveryArea((_request, id) => {
        settings = { ...settings, areas: settings.areas.filter((row) => row.id !== id) };
        return new HttpResponse(null, { status: 204 });
      }),
      onCreateDeliveryWindow(async (request) => {
        const payload = (await request.json()) as DeliveryWindowPayload;
        sent.push(payload);
        const window: DeliveryWindow = { id: nextId(settings.windows), ...payload };
        settings = { ...settings, windows: [...settings.windows, window] };
        return HttpResponse.json(window, { status: 201 });
      }),
      onUpdateDeliveryWindow(async (request, id) => {
        const payload = (await request.json()) as DeliveryWindowPayload;
        sent.push(payload);
        const window: DeliveryWindow = { id, ...payload };
        settings = { ...settings, windows: settings.windows.map((row) => (row.id === id ? window : row)) };
        return HttpResponse.json(window);
      }),
      onDeleteDeliveryWindow((_request, id) => {
        settings = { ...settings, windows: settings.windows.filter((row) => row.id !== id) };
        return new HttpResponse(null, { status: 204 });
      }),
      onSetPickupPoint(async (request) => {
        const pickup = (await request.json()) as PickupPointPayload;
        sent.push(pickup);
        settings = { ...settings, pickup };
        return HttpResponse.json(settings);
      }),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The areas grouped by council (AMAC, Gwagwalada, Kuje; by name inside each), the fees in naira, the days in few
 * characters; the windows with their cut-offs; the pickup point.
 */
export const Loaded: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    const areas = await areasTable(canvas);
    await expect(rowHeaders(areas)).toEqual(['Gwarinpa', 'Lugbe', 'Gwagwalada', 'Chikakore', 'Kuje town']);
    const gwagwalada = within(areas.getByRole('row', { name: /Gwagwalada/ }));
    await expect(gwagwalada.getByText('₦2,500.00')).toBeVisible();
    await expect(gwagwalada.getByText('₦10,000.00')).toBeVisible();
    await expect(gwagwalada.getByText('Tue, Thu, Sat')).toBeVisible();
    const kuje = within(areas.getByRole('row', { name: /Kuje town/ }));
    await expect(kuje.getByText('None')).toBeVisible();
    await expect(kuje.getByText('Mon–Sat')).toBeVisible();
    await expect(within(areas.getByRole('row', { name: /Gwarinpa/ })).getByText('Not offered')).toBeVisible();
    await expect(
      within(areas.getByRole('row', { name: /Gwarinpa/ })).getByRole('button', { name: 'Activate' }),
    ).toBeVisible();

    const windows = within(canvas.getByRole('grid', { name: 'Delivery and pickup windows' }));
    await expect(windows.getAllByText('1 day before at 20:00')).toHaveLength(2);
    await expect(windows.getByText('Same day at 10:00')).toBeVisible();
    await expect(windows.getByText('Same day at 08:00')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(
      'Plot 14, Kuje–Gwagwalada Road, Kuje, FCT',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Offer collection at the farm' })).toBeChecked();

    const nav = await openNavigation(canvas, userEvent);
    await expect(nav.getByRole('link', { name: 'Delivery settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone (390px) every row is a card, nothing scrolls sideways, and every button is a 44px target. */
export const LoadedOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    const areas = await areasTable(canvas);
    await expect(rowHeaders(areas)).toHaveLength(5);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(390);
    }
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      const label = checkbox.closest('label') as HTMLElement;
      await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A farm that has set nothing up: each table says what its absence means. */
export const Empty: Story = {
  tags: ['screenshot'],
  beforeEach() {
    settings = emptyDeliverySettings;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No areas yet/)).toBeVisible();
    await expect(canvas.getByText(/No windows yet/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Offer collection at the farm' })).not.toBeChecked();
  },
};

/** An area added in the dialog: the payload is the form's, and the area is in the list, in its council's group. */
export const AddArea: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const areas = await areasTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add area' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New area' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Kubwa');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Council' }), 'Bwari');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Delivery fee' }), '4000');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Minimum order' }), '12500.5');
    // Monday to Saturday are ticked for a new area: Kubwa is served on Saturdays only.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await userEvent.click(dialog.getByRole('checkbox', { name: day }));
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Add area' }));

    await waitFor(() =>
      expect(sent).toEqual([
        { name: 'Kubwa', council: 'Bwari', fee: 4000, min_order: 12500.5, weekdays: [6], active: true },
      ]),
    );
    await expect(await canvas.findByText('Kubwa is added.')).toBeVisible();
    await waitFor(() =>
      expect(rowHeaders(areas)).toEqual([
        'Gwarinpa',
        'Lugbe',
        'Kubwa',
        'Gwagwalada',
        'Chikakore',
        'Kuje town',
      ]),
    );
    const kubwa = within(areas.getByRole('row', { name: /Kubwa/ }));
    await expect(kubwa.getByText('₦4,000.00')).toBeVisible();
    await expect(kubwa.getByText('₦12,500.50')).toBeVisible();
    await expect(kubwa.getByText('Sat')).toBeVisible();
    // The dialog's pending button left with it: its announcement must clear before the page is checked.
    await announcementsCleared();
  },
};

/** Saved empty: the shared rules' messages show by each field, and nothing is sent. */
export const AreaInvalid: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await areasTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add area' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New area' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await userEvent.click(dialog.getByRole('checkbox', { name: day }));
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Add area' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/required/);
    await expect(dialog.getByRole('textbox', { name: 'Delivery fee' })).toHaveAccessibleDescription(
      /required/,
    );
    await expect(dialog.getByText('choose at least one day')).toBeVisible();
    await expect(sent).toEqual([]);
  },
};

/** A window ending before it starts: the shared rule's message by the field. */
export const WindowEndsBeforeStart: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await areasTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add window' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New window' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'From' }), '14:00');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Until' }), '9:00');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Orders per day' }), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Add window' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Until' })).toHaveAccessibleDescription(
        /a time of day, HH:MM/,
      ),
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Until' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Until' }), '09:00');
    await userEvent.tab();
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Until' })).toHaveAccessibleDescription(
        /must be after the start/,
      ),
    );
    await expect(sent).toEqual([]);
  },
};

/** A name another area has: the API's 409 shows on the name. */
export const AreaNameTaken: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(
      onCreateDeliveryArea(() =>
        refusal(409, DELIVERY_ADMIN_ERROR_DETAILS.areaExists, 'delivery_area_exists'),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await areasTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add area' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'New area' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'lugbe');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Council' }), 'AMAC');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Delivery fee' }), '3500');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Minimum order' }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Add area' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Another area already has this name\./));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An area orders name cannot be deleted: the API's 409 says why, in the dialog, and the area stays. */
export const AreaInUse: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(
      onDeleteDeliveryArea(() => refusal(409, DELIVERY_ADMIN_ERROR_DETAILS.areaInUse, 'delivery_in_use')),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const areas = await areasTable(canvas);
    const kuje = within(areas.getByRole('row', { name: /Kuje town/ }));
    await userEvent.click(kuje.getByRole('button', { name: 'Delete' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog', { name: 'Delete Kuje town?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(DELIVERY_ADMIN_ERROR_DETAILS.areaInUse);
    await expect(rowHeaders(areas)).toContain('Kuje town');
  },
};

/** Deactivated: the area is sent whole with `active: false`, and shows as not offered. */
export const DeactivateArea: Story = {
  play: async ({ canvas, userEvent }) => {
    const areas = await areasTable(canvas);
    await userEvent.click(
      within(areas.getByRole('row', { name: /Lugbe/ })).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        { name: 'Lugbe', council: 'AMAC', fee: 3500, min_order: 15000, weekdays: [6], active: false },
      ]),
    );
    await expect(await canvas.findByText('Lugbe is no longer offered at checkout.')).toBeVisible();
    await waitFor(() =>
      expect(within(areas.getByRole('row', { name: /Lugbe/ })).getByText('Not offered')).toBeVisible(),
    );
  },
};

/** A window changed in its dialog: ordering now closes the same day at 10:00. */
export const ChangeWindow: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const windows = within(await canvas.findByRole('grid', { name: 'Delivery and pickup windows' }));
    const morning = within(windows.getAllByRole('row', { name: /09:00–13:00/ })[0] as HTMLElement);
    await userEvent.click(morning.getByRole('button', { name: 'Change' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Change Delivery 09:00–13:00' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: /Ordering closes/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Same day' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'At' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'At' }), '10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save window' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'delivery',
          starts: '09:00',
          ends: '13:00',
          weekdays: [1, 2, 3, 4, 5, 6],
          capacity: 20,
          cutoff_days_before: 0,
          cutoff_time: '10:00',
          active: true,
        },
      ]),
    );
    await expect(await canvas.findByText('Delivery 09:00–13:00 is saved.')).toBeVisible();
    await announcementsCleared();
  },
};

/** Collection offered without an address: the shared rule stops it; with one, it is saved. */
export const PickupNeedsAddress: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach() {
    settings = emptyDeliverySettings;
  },
  play: async ({ canvas, userEvent }) => {
    const address = await canvas.findByRole('textbox', { name: 'Address' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offer collection at the farm' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save pickup point' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(/an address is needed to offer collection/),
    );
    await expect(sent).toEqual([]);
    await userEvent.type(address, 'Plot 14, Kuje–Gwagwalada Road');
    await userEvent.click(canvas.getByRole('button', { name: 'Save pickup point' }));
    await waitFor(() =>
      expect(sent).toEqual([{ address: 'Plot 14, Kuje–Gwagwalada Road', hours: '', active: true }]),
    );
    await expect(await canvas.findByText('Saved.')).toBeVisible();
  },
};
