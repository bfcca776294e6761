import { type AdminDeliveryArea, DELIVERY_METHOD_LABELS, type DeliveryWindow } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import type { DataTableColumn } from '@farmkit/ui/data-table';
import { Spinner } from '@farmkit/ui/spinner';
import { errorText } from '../api/errors';
import { useAmountFormatter } from '../api/money';
import { AreaForm } from './AreaForm';
import {
  useDeleteArea,
  useDeleteWindow,
  useDeliverySettings,
  useSetAreaActive,
  useSetWindowActive,
} from './deliverySettingsApi';
import { PickupForm } from './PickupForm';
import { SettingsTable } from './SettingsTable';
import { WindowForm } from './WindowForm';
import { weekdaysText } from './weekdays';
import { cutoffText, hoursText, windowName } from './windowTexts';
import './DeliverySettingsPage.css';

/**
 * The farm's delivery: the areas it delivers to (fee, minimum order, days), the windows shoppers choose a time in
 * (hours, days, orders per day, when ordering closes), and the pickup point at the farm.
 */
export function DeliverySettingsPage() {
  const settings = useDeliverySettings();
  return (
    <>
      <div className="bo-Page-header">
        <h1>Delivery settings</h1>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading the delivery settings" />
      ) : settings.isError ? (
        <div role="alert" className="bo-DeliverySettings-error">
          <p>{errorText(settings.error, 'The delivery settings could not be loaded.')}</p>
          <Button variant="secondary" onPress={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <Areas areas={settings.data.areas} />
          <Windows windows={settings.data.windows} timeZone={settings.data.time_zone} />
          <section aria-labelledby="pickup-title" className="bo-Panel">
            <h2 id="pickup-title">Pickup point</h2>
            <PickupForm pickup={settings.data.pickup} />
          </section>
        </>
      )}
    </>
  );
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const offeredText = (active: boolean) => (active ? 'Offered' : 'Not offered');

/** A short value that reads wrong broken over two lines ("09:00–" / "13:00", "Mon–" / "Sat"). */
const Unbroken = ({ children }: { children: string }) => (
  <span className="bo-DeliverySettings-unbroken">{children}</span>
);

function Offered({ active }: { active: boolean }) {
  return (
    <span className="bo-DeliverySettings-offered" data-active={active || undefined}>
      {offeredText(active)}
    </span>
  );
}

function Areas({ areas }: { areas: AdminDeliveryArea[] }) {
  const money = useAmountFormatter();
  const setActive = useSetAreaActive();
  const remove = useDeleteArea();
  const columns: DataTableColumn<AdminDeliveryArea>[] = [
    { id: 'name', name: 'Area', isRowHeader: true, allowsSorting: true, render: (area) => area.name },
    { id: 'council', name: 'Council', allowsSorting: true, render: (area) => area.council },
    { id: 'fee', name: 'Fee', align: 'end', allowsSorting: true, render: (area) => money(area.fee) },
    {
      id: 'min_order',
      name: 'Minimum order',
      align: 'end',
      allowsSorting: true,
      render: (area) => (area.min_order === 0 ? 'None' : money(area.min_order)),
    },
    { id: 'weekdays', name: 'Days', render: (area) => <Unbroken>{weekdaysText(area.weekdays)}</Unbroken> },
    { id: 'active', name: 'Checkout', render: (area) => <Offered active={area.active} /> },
  ];
  return (
    <section aria-labelledby="areas-title" className="bo-Panel">
      <h2 id="areas-title">Areas</h2>
      <p className="bo-DeliverySettings-hint">
        Where the riders deliver: a shopper chooses one of the offered areas, pays its fee and orders at least
        its minimum.
      </p>
      <SettingsTable
        label="Delivery areas"
        noun="area"
        rows={areas}
        columns={columns}
        // Grouped by council: the councils in order, the areas of each by name.
        initialSort={{ column: 'council', direction: 'ascending' }}
        compare={(a, b, column) => {
          if (column === 'fee' || column === 'min_order')
            return a[column] - b[column] || byText(a.name, b.name);
          if (column === 'name') return byText(a.name, b.name);
          return byText(a.council, b.council) || byText(a.name, b.name);
        }}
        nameOf={(area) => area.name}
        emptyMessage="No areas yet: until one is added and offered, shoppers can only collect at the farm."
        renderForm={(slot) => <AreaForm {...slot} />}
        setActive={setActive}
        remove={remove}
      />
    </section>
  );
}

function Windows({ windows, timeZone }: { windows: DeliveryWindow[]; timeZone: string }) {
  const setActive = useSetWindowActive();
  const remove = useDeleteWindow();
  const columns: DataTableColumn<DeliveryWindow>[] = [
    {
      id: 'hours',
      name: 'Hours',
      isRowHeader: true,
      allowsSorting: true,
      render: (window) => <Unbroken>{hoursText(window)}</Unbroken>,
    },
    {
      id: 'method',
      name: 'Method',
      allowsSorting: true,
      render: (window) => DELIVERY_METHOD_LABELS[window.method],
    },
    {
      id: 'weekdays',
      name: 'Days',
      render: (window) => <Unbroken>{weekdaysText(window.weekdays)}</Unbroken>,
    },
    {
      id: 'capacity',
      name: 'Orders per day',
      align: 'end',
      allowsSorting: true,
      render: (window) => window.capacity,
    },
    { id: 'cutoff', name: 'Ordering closes', render: cutoffText },
    { id: 'active', name: 'Checkout', render: (window) => <Offered active={window.active} /> },
  ];
  return (
    <section aria-labelledby="windows-title" className="bo-Panel">
      <h2 id="windows-title">Windows</h2>
      <p className="bo-DeliverySettings-hint">
        The times shoppers choose from, for delivery and for collection, in the shop’s time ({timeZone}).
      </p>
      <SettingsTable
        label="Delivery and pickup windows"
        noun="window"
        rows={windows}
        columns={columns}
        initialSort={{ column: 'method', direction: 'ascending' }}
        compare={(a, b, column) => {
          if (column === 'capacity') return a.capacity - b.capacity;
          if (column === 'hours') return byText(a.starts, b.starts) || byText(a.method, b.method);
          return byText(a.method, b.method) || byText(a.starts, b.starts);
        }}
        nameOf={windowName}
        emptyMessage="No windows yet: shoppers cannot choose a time until one is added and offered."
        renderForm={(slot) => <WindowForm {...slot} />}
        setActive={setActive}
        remove={remove}
      />
    </section>
  );
}
