import type { ProductCreatePayload } from '@farmkit/contract';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { ProductForm } from './ProductForm';
import { useCreateProduct } from './productsApi';

/**
 * A new product; once saved, its page, where its picture is added and it can be unpublished. Its route needs
 * `catalogue.write` (routes.tsx): a member without it who follows a link here is told why, not shown a form.
 */
export function NewProductPage() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  return (
    <>
      <div className="bo-Page-header">
        <h1>New product</h1>
      </div>
      <section className="bo-Panel" aria-label="Details">
        <ProductForm
          // Still pending once created, until the product's page replaces this one.
          isPending={create.isPending || create.isSuccess}
          submitLabel="Create product"
          onSubmit={async (values) => {
            // The form's values passed productCreatePayloadSchema, which filled in its defaults.
            const product = await create.mutateAsync(values as ProductCreatePayload);
            void navigate(`/products/${product.id}`);
          }}
        />
      </section>
      <p>
        <Link href="/products">Back to the products</Link>
      </p>
    </>
  );
}
