import {
  type AdminProduct,
  countPages,
  deletedStaffName,
  PAGE_SIZES,
  PRODUCT_STOCK_MAX,
  type ProductHold,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_NOTE_MAX_LENGTH,
  type StockMovement,
  stockAdjustmentPayloadSchema,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { DataTable, type DataTableColumn } from '@farmkit/ui/data-table';
import { FormField } from '@farmkit/ui/form-field';
import { Modal } from '@farmkit/ui/modal';
import { Pager } from '@farmkit/ui/pager';
import { SelectField } from '@farmkit/ui/select-field';
import { TextAreaField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useMemo, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { type ShopDates, useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { StockLevel } from './ProductBadges';
import { useAdjustStock, useStockMovements } from './productsApi';
import { showServerErrors } from './serverErrors';
import { UnitsField } from './UnitsField';
import './StockPanel.css';

const REASON_LABELS: Record<StockMovement['reason'], string> = {
  opening: 'Opening stock',
  sale: 'Sale',
  cancellation: 'Order cancelled',
  restock: 'Restock',
  correction: 'Correction',
  loss: 'Loss',
};

const reasonItems = STOCK_ADJUSTMENT_REASONS.map((reason) => ({ id: reason, label: REASON_LABELS[reason] }));

const signed = (change: number) => (change > 0 ? `+${change}` : `−${-change}`);

/** Units Pay Now payments keep off the stock while their shoppers pay: each with the time it goes back on sale. */
function HeldForPayment({ holds }: { holds: readonly ProductHold[] }) {
  // The farm's clock (14:05 in Abuja), wherever the staff member's device is.
  const dates = useShopDates();
  if (holds.length === 0) return null;
  return (
    <div className="bo-Stock-holds">
      <ul aria-label="Held for payment">
        {holds.map((hold, index) => (
          // Holds have no id of their own here; their order (soonest first) is stable between answers.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <strong>{hold.quantity}</strong> held for payment until{' '}
            <time dateTime={hold.expires_at}>{dates.time(hold.expires_at)}</time>
          </li>
        ))}
      </ul>
      <p>Not in the stock above: they go back on sale if the payment is not made by then.</p>
    </div>
  );
}

const ledgerColumns = (dates: ShopDates): DataTableColumn<StockMovement>[] => [
  { id: 'when', name: 'When', isRowHeader: true, render: (movement) => dates.dateTime(movement.created_at) },
  {
    id: 'change',
    name: 'Change',
    align: 'end',
    render: (movement) => <span className="bo-Stock-change">{signed(movement.change)}</span>,
  },
  { id: 'after', name: 'Stock after', align: 'end', render: (movement) => movement.stock_after },
  {
    id: 'reason',
    name: 'Reason',
    render: (movement) => (
      <>
        {REASON_LABELS[movement.reason]}
        {movement.order_id !== null && (
          <>
            {' · '}
            <Link href={`/orders/${movement.order_id}`}>order #{movement.order_id}</Link>
          </>
        )}
      </>
    ),
  },
  {
    id: 'by',
    name: 'By',
    render: (movement) => (
      <span className="bo-Stock-wrap">
        {movement.actor ? (movement.actor.email ?? deletedStaffName(movement.actor.id)) : 'The shop'}
      </span>
    ),
  },
  { id: 'note', name: 'Note', render: (movement) => movement.note || '—' },
];

/** The product's stock now, adjusting it (for a member who may), and its ledger, newest first. */
export function StockPanel({ product, mayAdjust }: { product: AdminProduct; mayAdjust: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('ledger') ?? 1) || 1);
  const movements = useStockMovements(product.id, page);
  const [adjusting, setAdjusting] = useState(false);
  const pageCount = countPages(movements.data?.count ?? 0, PAGE_SIZES.stockMovements);
  const dates = useShopDates();
  const columns = useMemo(() => ledgerColumns(dates), [dates]);

  return (
    <section aria-labelledby="stock-title" className="bo-Panel bo-Stock">
      <div className="bo-Stock-header">
        <h2 id="stock-title">Stock</h2>
        {mayAdjust && (
          <Button variant="secondary" onPress={() => setAdjusting(true)}>
            Adjust stock
          </Button>
        )}
      </div>
      <p className="bo-Stock-now">
        <StockLevel product={product} />
        <span>
          {product.stock === 1 ? 'unit' : 'units'} in stock; low-stock alert at {product.low_stock_threshold}.
        </span>
      </p>
      <HeldForPayment holds={product.holds ?? []} />
      <h3 className="bo-Stock-ledgerTitle">Ledger</h3>
      <DataTable
        aria-label="Stock ledger"
        columns={columns}
        rows={movements.data?.results ?? []}
        isLoading={movements.isPending}
        error={movements.isError ? errorText(movements.error, 'The ledger could not be loaded.') : undefined}
        onRetry={() => void movements.refetch()}
        emptyMessage="No stock movement yet."
      />
      {pageCount > 1 && (
        <Pager
          aria-label="Ledger pages"
          page={page}
          pageCount={pageCount}
          onPageChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next > 1) updated.set('ledger', String(next));
                else updated.delete('ledger');
                return updated;
              },
              { replace: true },
            )
          }
        />
      )}
      {mayAdjust && <StockDialog product={product} isOpen={adjusting} onOpenChange={setAdjusting} />}
    </section>
  );
}

interface StockDialogProps {
  product: AdminProduct;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Units added or taken by hand, why, and a note for the ledger; checked by the API's own schema. */
function StockDialog({ product, isOpen, onOpenChange }: StockDialogProps) {
  const formId = useId();
  const adjust = useAdjustStock(product.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(stockAdjustmentPayloadSchema),
    defaultValues: { reason: 'restock', note: '' },
  });

  function openChange(isOpen: boolean) {
    if (!isOpen) {
      reset();
      setFormError(null);
    }
    onOpenChange(isOpen);
  }

  const submit = handleSubmit((payload) => {
    setFormError(null);
    adjust.mutate(payload, {
      onSuccess: () => openChange(false),
      onError: (error) => {
        const placed = showServerErrors(error, setError, {
          fields: { change: 'change', reason: 'reason', note: 'note' },
          codes: { stock_out_of_range: 'change' },
        });
        if (!placed) setFormError(errorText(error));
      },
    });
  });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={openChange}
      title={`Adjust the stock of ${product.name}`}
      isDismissable={!adjust.isPending}
      actions={
        <>
          <Button slot="close" variant="secondary" isDisabled={adjust.isPending}>
            Cancel
          </Button>
          {/* Pending until the dialog is gone: a button that stops pending while focused is announced by id. */}
          <Button type="submit" form={formId} isPending={adjust.isPending || (adjust.isSuccess && !isOpen)}>
            Save adjustment
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} className="bo-Stock-form">
        <p className="bo-Stock-dialogNow">{product.stock} in stock now.</p>
        <Controller
          control={control}
          name="change"
          render={({ field, fieldState }) => (
            <UnitsField
              ref={field.ref}
              label="Change"
              description="Units added (12) or taken (−3)."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minValue={-PRODUCT_STOCK_MAX}
              maxValue={PRODUCT_STOCK_MAX}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <SelectField
              label="Reason"
              items={reasonItems}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(key)}
              onBlur={field.onBlur}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormField control={control} name="note">
          {(field) => (
            <TextAreaField
              {...field}
              label="Note (optional)"
              description={`Kept in the ledger; up to ${STOCK_NOTE_MAX_LENGTH} characters.`}
              rows={2}
            />
          )}
        </FormField>
        {formError && (
          <p role="alert" className="bo-Stock-error">
            {formError}
          </p>
        )}
      </Form>
    </Modal>
  );
}
