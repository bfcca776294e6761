import {
  type AdminProduct,
  DEFAULT_LOW_STOCK_THRESHOLD,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  productCreatePayloadSchema,
  productUpdatePayloadSchema,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { MoneyField } from '@farmkit/ui/money-field';
import { SelectField } from '@farmkit/ui/select-field';
import { TextAreaField, TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { errorText } from '../api/errors';
import { useCategories } from '../categories/categoriesApi';
import { showServerErrors } from './serverErrors';
import { UnitsField } from './UnitsField';
import './ProductForm.css';

/** The form's fields: the create payload's, less `published` (a new product takes the API's default). */
export interface ProductFormValues {
  name: string;
  description: string;
  category_id?: number;
  /** Never typed: the contract's "choose a category" error lands here while no category is chosen. */
  category?: string;
  price?: number;
  stock?: number;
  low_stock_threshold?: number;
}

interface ProductFormProps {
  /** The product being edited; without it, a new one (with its opening stock). */
  product?: AdminProduct;
  /** A packer's view: every field read-only, no save button. */
  readOnly?: boolean;
  isPending: boolean;
  /** Sends the values; rejects with the API's error, shown on the fields it names. */
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  submitLabel: string;
}

// Validated by the contract's own schemas, the ones the API checks the payload with.
const createResolver = yupResolver(productCreatePayloadSchema) as unknown as Resolver<ProductFormValues>;
const updateResolver = yupResolver(productUpdatePayloadSchema) as unknown as Resolver<ProductFormValues>;

const SERVER_FIELDS = {
  name: 'name',
  description: 'description',
  category_id: 'category_id',
  category: 'category_id',
  price: 'price',
  stock: 'stock',
  low_stock_threshold: 'low_stock_threshold',
} as const;

function categoryPlaceholder(failed: boolean, loading: boolean) {
  if (failed) return 'The categories could not be loaded';
  return loading ? 'Loading categories…' : 'Choose a category';
}

/** A product's name, description, category, price, stock and low-stock threshold. */
export function ProductForm({
  product,
  readOnly = false,
  isPending,
  onSubmit,
  submitLabel,
}: ProductFormProps) {
  const isNew = product === undefined;
  const categories = useCategories({ enabled: !readOnly });
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<ProductFormValues>({
    mode: 'onTouched',
    resolver: isNew ? createResolver : updateResolver,
    defaultValues: product
      ? {
          name: product.name,
          description: product.description,
          category_id: product.category_id,
          price: product.price,
          low_stock_threshold: product.low_stock_threshold,
        }
      : { name: '', description: '', low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD },
  });

  const categoryItems =
    categories.data?.map((category) => ({ id: category.id, label: category.name })) ??
    (product ? [{ id: product.category_id, label: product.category }] : []);
  // React Aria's Select will not open on an empty list: a click before the categories arrive would do nothing.
  const categoriesLoading = categoryItems.length === 0 && categories.isPending;

  const submit = handleSubmit(async ({ category: _unused, ...values }) => {
    setFormError(null);
    setSaved(false);
    try {
      await onSubmit(values);
      if (!isNew) {
        // What was saved is the form's new starting point: "Saved." shows until the next change.
        reset(values);
        setSaved(true);
      }
    } catch (error) {
      if (!showServerErrors(error, setError, { fields: SERVER_FIELDS })) setFormError(errorText(error));
    }
  });

  return (
    <Form onSubmit={submit} className="bo-ProductForm" aria-label={isNew ? 'New product' : 'Product details'}>
      <FormField control={control} name="name">
        {(field) => <TextField {...field} label="Name" isReadOnly={readOnly} isRequired />}
      </FormField>
      <FormField control={control} name="description">
        {(field) => (
          <TextAreaField
            {...field}
            label="Description"
            description={`What a shopper reads on the product’s page; up to ${PRODUCT_DESCRIPTION_MAX_LENGTH.toLocaleString('en-NG')} characters.`}
            isReadOnly={readOnly}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="category_id"
        render={({ field, fieldState }) => {
          const message = fieldState.error?.message ?? formState.errors.category?.message;
          return (
            <SelectField
              label="Category"
              items={categoryItems}
              selectedKey={field.value ?? null}
              onSelectionChange={(key) => field.onChange(key === null ? undefined : Number(key))}
              onBlur={field.onBlur}
              isDisabled={readOnly || categoriesLoading}
              isRequired
              placeholder={categoryPlaceholder(categories.isError, categoriesLoading)}
              isInvalid={message !== undefined}
              errorMessage={message}
            />
          );
        }}
      />
      <div className="bo-ProductForm-row">
        <Controller
          control={control}
          name="price"
          render={({ field, fieldState }) => (
            <MoneyField
              ref={field.ref}
              label="Price"
              value={field.value ?? Number.NaN}
              onChange={(value) => field.onChange(Number.isNaN(value) ? undefined : value)}
              onBlur={field.onBlur}
              isReadOnly={readOnly}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        {isNew && (
          <Controller
            control={control}
            name="stock"
            render={({ field, fieldState }) => (
              <UnitsField
                ref={field.ref}
                label="Opening stock"
                description="Units in hand now; later changes go through a stock adjustment."
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                minValue={0}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="low_stock_threshold"
          render={({ field, fieldState }) => (
            <UnitsField
              ref={field.ref}
              label="Low-stock alert at"
              description="The product is flagged when its stock falls to this many units."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minValue={0}
              isReadOnly={readOnly}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </div>
      {formError && (
        <p role="alert" className="bo-ProductForm-error">
          {formError}
        </p>
      )}
      {!readOnly && (
        <div className="bo-ProductForm-actions">
          <Button type="submit" isPending={isPending}>
            {submitLabel}
          </Button>
          <span role="status" className="bo-ProductForm-saved">
            {saved && !formState.isDirty ? 'Saved.' : ''}
          </span>
        </div>
      )}
    </Form>
  );
}
