import {
  type AdminCategory,
  CATALOGUE_ERROR_CODES,
  CATEGORY_NAME_MAX_LENGTH,
  type CategoryPayload,
  categoryPayloadSchema,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { Spinner } from '@farmkit/ui/spinner';
import { TextField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { errorText } from '../api/errors';
import { showServerErrors } from '../products/serverErrors';
import { useCategories, useCreateCategory, useRenameCategory, useReorderCategories } from './categoriesApi';
import './CategoriesPage.css';

const nameErrors = {
  fields: { name: 'name' },
  codes: { [CATALOGUE_ERROR_CODES.categoryExists]: 'name' },
} as const;
const nameHint = `Up to ${CATEGORY_NAME_MAX_LENGTH} characters; no two categories share a name.`;

/** The categories in the order the shop lists them: add, rename, and move them up or down. */
export function CategoriesPage() {
  const categories = useCategories();
  return (
    <>
      <div className="bo-Page-header">
        <h1>Categories</h1>
      </div>
      <NewCategory />
      <section aria-labelledby="order-title" className="bo-Panel">
        <h2 id="order-title">In shop order</h2>
        {categories.isPending ? (
          <Spinner label="Loading the categories" />
        ) : categories.isError ? (
          <div role="alert" className="bo-Categories-error">
            <p>{errorText(categories.error, 'The categories could not be loaded.')}</p>
            <Button variant="secondary" onPress={() => void categories.refetch()}>
              Try again
            </Button>
          </div>
        ) : categories.data.length === 0 ? (
          <p>No categories yet. Add the first above.</p>
        ) : (
          <CategoryList categories={categories.data} />
        )}
      </section>
    </>
  );
}

function NewCategory() {
  const create = useCreateCategory();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: yupResolver(categoryPayloadSchema),
    defaultValues: { name: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const submit = handleSubmit((payload: CategoryPayload) => {
    setFormError(null);
    setAdded(null);
    create.mutate(payload, {
      onSuccess: (category) => {
        reset();
        setAdded(category.name);
      },
      onError: (error) => {
        if (!showServerErrors(error, setError, nameErrors)) setFormError(errorText(error));
      },
    });
  });

  return (
    <section aria-labelledby="new-title" className="bo-Panel">
      <h2 id="new-title">New category</h2>
      <Form onSubmit={submit} className="bo-Categories-new">
        <FormField control={control} name="name">
          {(field) => <TextField {...field} label="Name" description={nameHint} />}
        </FormField>
        <Button type="submit" isPending={create.isPending}>
          Add category
        </Button>
      </Form>
      {formError && (
        <p role="alert" className="bo-Categories-error">
          {formError}
        </p>
      )}
      <p role="status" className="bo-Categories-status">
        {added ? `“${added}” is added, last in the shop’s order.` : ''}
      </p>
    </section>
  );
}

type Move = { id: number; direction: 'up' | 'down' };
const moveButtonId = ({ id, direction }: Move) => `category-${id}-move-${direction}`;

function CategoryList({ categories }: { categories: AdminCategory[] }) {
  const reorder = useReorderCategories();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [moved, setMoved] = useState<Move | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  // A moved category's button keeps the focus; at the top or the bottom it is disabled, so the other one takes it.
  useEffect(() => {
    if (!moved) return;
    const button = document.getElementById(moveButtonId(moved));
    const other = document.getElementById(
      moveButtonId({ ...moved, direction: moved.direction === 'up' ? 'down' : 'up' }),
    );
    (button?.hasAttribute('disabled') ? other : button)?.focus();
  }, [moved]);

  useEffect(() => {
    if (returnFocusTo) document.getElementById(returnFocusTo)?.focus();
  }, [returnFocusTo]);

  function move(index: number, direction: Move['direction']) {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ordered = [...categories];
    const [category] = ordered.splice(index, 1);
    if (!category) return;
    ordered.splice(target, 0, category);
    reorder.mutate(ordered);
    setMoved({ id: category.id, direction });
  }

  // Short visible labels ("Up") keep a category's three buttons on one line on a phone; their names say "Move up".
  return (
    <>
      <ol className="bo-Categories-list">
        {categories.map((category, index) => {
          const nameId = `category-${category.id}-name`;
          const renameId = `category-${category.id}-rename`;
          return (
            <li key={category.id} className="bo-Categories-item">
              {renaming === category.id ? (
                <RenameForm
                  category={category}
                  onDone={() => {
                    setRenaming(null);
                    setReturnFocusTo(renameId);
                  }}
                />
              ) : (
                <>
                  <span className="bo-Categories-name">
                    <span id={nameId}>{category.name}</span>
                    <span className="bo-Categories-count">
                      {category.product_count} {category.product_count === 1 ? 'product' : 'products'}
                    </span>
                  </span>
                  <span className="bo-Categories-actions">
                    <Button
                      id={renameId}
                      variant="secondary"
                      aria-describedby={nameId}
                      onPress={() => {
                        setReturnFocusTo(null);
                        setRenaming(category.id);
                      }}
                    >
                      Rename
                    </Button>
                    <Button
                      id={moveButtonId({ id: category.id, direction: 'up' })}
                      variant="secondary"
                      aria-describedby={nameId}
                      isDisabled={index === 0}
                      aria-label="Move up"
                      onPress={() => move(index, 'up')}
                    >
                      Up
                    </Button>
                    <Button
                      id={moveButtonId({ id: category.id, direction: 'down' })}
                      variant="secondary"
                      aria-describedby={nameId}
                      isDisabled={index === categories.length - 1}
                      aria-label="Move down"
                      onPress={() => move(index, 'down')}
                    >
                      Down
                    </Button>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <p role="status" className="bo-Categories-status">
        {reorder.isSuccess && moved
          ? `${categories.find((category) => category.id === moved.id)?.name ?? 'The category'} is now ${
              categories.findIndex((category) => category.id === moved.id) + 1
            } of ${categories.length}.`
          : ''}
      </p>
      {reorder.isError && (
        <p role="alert" className="bo-Categories-error">
          {errorText(
            reorder.error,
            'The new order could not be saved; the categories are back as they were.',
          )}
        </p>
      )}
    </>
  );
}

function RenameForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const rename = useRenameCategory();
  const { control, handleSubmit, setError } = useForm({
    resolver: yupResolver(categoryPayloadSchema),
    defaultValues: { name: category.name },
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(({ name }: CategoryPayload) => {
    if (name === category.name) return onDone();
    setFormError(null);
    rename.mutate(
      { id: category.id, name },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (!showServerErrors(error, setError, nameErrors)) setFormError(errorText(error));
        },
      },
    );
  });

  return (
    <Form onSubmit={submit} className="bo-Categories-rename">
      <FormField control={control} name="name">
        {(field) => (
          <TextField
            {...field}
            label={`New name for “${category.name}”`}
            description="Enter saves, Escape cancels."
            autoFocus
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !rename.isPending) onDone();
            }}
          />
        )}
      </FormField>
      <span className="bo-Categories-actions">
        <Button type="submit" isPending={rename.isPending}>
          Save
        </Button>
        <Button variant="secondary" isDisabled={rename.isPending} onPress={onDone}>
          Cancel
        </Button>
      </span>
      {formError && (
        <p role="alert" className="bo-Categories-error">
          {formError}
        </p>
      )}
    </Form>
  );
}
