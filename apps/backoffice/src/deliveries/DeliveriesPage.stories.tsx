import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { freezeToday } from '../fixtures/frozenToday';
import {
  DELIVERY_MORNING,
  type SheetCalls,
  serverError,
  sheetHandlers,
  sheetStops,
} from '../fixtures/riders';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const calls: SheetCalls = { days: [], orderRiders: [], slotRiders: [] };

const meta = {
  title: 'Back-office/Deliveries',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/deliveries" />,
  beforeEach({ msw }) {
    calls.days.length = 0;
    calls.orderRiders.length = 0;
    calls.slotRiders.length = 0;
    msw.use(...signedInAs('owner'), ...sheetHandlers(sheetStops, calls));
    return freezeToday(DELIVERY_MORNING);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvas: ReturnType<typeof within>, name: string) =>
  within(await canvas.findByRole('region', { name }));

/** The owner's sheet of today: slots in order, areas in each, every order's door facts, rider and tick box. */
export const Sheet: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
    await expect(canvas.getByText('Wednesday, 25 November 2026')).toBeVisible();
    await expect(canvas.getByLabelText('Delivery day')).toHaveValue('2026-11-25');
    const slots = await canvas.findAllByRole('heading', { level: 2 });
    await expect(slots.map((slot) => slot.textContent)).toEqual(['09:00–13:00', '14:00–18:00']);
    const areas = canvas.getAllByRole('heading', { level: 3 });
    await expect(areas.map((area) => area.textContent)).toEqual([
      'Phase 2 (Gwagwalada)',
      'Kuje town (Kuje)',
      'Chibiri (Kuje)',
    ]);
    await expect(calls.days).toEqual(['2026-11-25']);

    await expect(canvas.getByText('Cash to collect in all').closest('div')).toHaveTextContent('₦139,300.00');
    await expect(canvas.getByText('Without a rider').closest('div')).toHaveTextContent('1');

    const kuje = await region(canvas, 'Kuje town (Kuje)');
    await expect(kuje.getByText(/2 orders · Cash to collect/)).toHaveTextContent('₦94,900.00');
    const amina = within(kuje.getByText('Amina Bello').closest('li') as HTMLElement);
    await expect(amina.getByRole('link', { name: '+234 802 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348021234567',
    );
    await expect(amina.getByText('Opposite the central mosque, blue gate')).toBeVisible();
    await expect(amina.getByText(/the dog is friendly/)).toBeVisible();
    await expect(amina.getByText('1 × West African Dwarf Goat')).toBeVisible();
    await expect(
      await amina.findByRole('button', { name: /Sani Yusuf.*Rider of order #1050/ }),
    ).toBeVisible();

    const phase2 = await region(canvas, 'Phase 2 (Gwagwalada)');
    const fatima = within(phase2.getByText('Fatima Sule').closest('li') as HTMLElement);
    await expect(fatima.getByRole('button', { name: /No rider.*Rider of order #1051/ })).toBeVisible();
  },
};

export const SheetOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Kuje town (Kuje)' })).toBeVisible();
    await expect(await canvas.findByText('1 × Honey (500 ml)')).toBeVisible();
  },
};

/** A packer reads the sheet; riders are named, not chosen. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs('packer'));
  },
  play: async ({ canvas }) => {
    const kuje = await region(canvas, 'Kuje town (Kuje)');
    await expect(kuje.getAllByText('Rider: Sani Yusuf')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Rider of order/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Give all' })).toBeNull();
  },
};

/** One order to a rider: the select sends it and the sheet is asked again. */
export const AssignOrder: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const phase2 = await region(canvas, 'Phase 2 (Gwagwalada)');
    await userEvent.click(await phase2.findByRole('button', { name: /Rider of order #1051/ }));
    const list = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await userEvent.click(list.getByRole('option', { name: 'Blessing Okon' }));
    await waitFor(() => expect(calls.orderRiders).toEqual([{ order: 1051, rider: 21 }]));
    await waitFor(() => expect(calls.days).toEqual(['2026-11-25', '2026-11-25']));
  },
};

/** A slot's area at once: the rider chosen, "Give all" sends the day, window and area. */
export const AssignArea: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(
      http.post(at('admin/deliveries/assign/'), async ({ request }) => {
        calls.slotRiders.push(await request.json());
        await delay('infinite');
        return HttpResponse.json({ orders: [] });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const phase2 = await region(canvas, 'Phase 2 (Gwagwalada)');
    await userEvent.click(await phase2.findByRole('button', { name: /Rider for all of Phase 2/ }));
    const list = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await userEvent.click(list.getByRole('option', { name: 'Sani Yusuf' }));
    await userEvent.click(phase2.getByRole('button', { name: 'Give all' }));
    await waitFor(() =>
      expect(calls.slotRiders).toEqual([{ rider: 4, date: '2026-11-25', window: 1, area: 3 }]),
    );
  },
};

export const AssignRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put(at('admin/orders/:id/rider/'), () =>
        HttpResponse.json(
          { detail: 'The order is delivered or cancelled: no rider takes it.', code: 'not_deliverable' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const phase2 = await region(canvas, 'Phase 2 (Gwagwalada)');
    await userEvent.click(await phase2.findByRole('button', { name: /Rider of order #1051/ }));
    const list = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await userEvent.click(list.getByRole('option', { name: 'Sani Yusuf' }));
    await expect(await phase2.findByRole('alert')).toHaveTextContent('no rider takes it');
  },
};

/** Another day is asked for by its date, kept in the URL. */
export const AnotherDay: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Kuje town (Kuje)' });
    const day = canvas.getByLabelText('Delivery day');
    // A date input takes a whole day at once, as its picker gives it.
    fireEvent.change(day, { target: { value: '2026-11-26' } });
    await expect(await canvas.findByText(/Nothing to deliver on 26 Nov 2026/)).toBeVisible();
    await expect(calls.days).toContain('2026-11-26');
  },
};

/** The print button hands the sheet to the browser's print dialog. */
export const Print: Story = {
  play: async ({ canvas, userEvent }) => {
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await canvas.findByRole('region', { name: 'Kuje town (Kuje)' });
      await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = original;
    }
  },
};

export const NothingToDeliver: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(...sheetHandlers([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nothing to deliver on 25 Nov 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeDisabled();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(at('admin/deliveries/'), serverError));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
