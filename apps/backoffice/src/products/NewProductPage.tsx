import type { ProductCreatePayload } from '@farmkit/contract';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useStaffMember } from '../auth/RequireStaff';
import { ProductForm } from './ProductForm';
import { mayEditCatalogue } from './permissions';
import { useCreateProduct } from './productsApi';

/** A new product; once saved, its page, where its picture is added and it can be unpublished. */
export function NewProductPage() {
  const me = useStaffMember();
  const navigate = useNavigate();
  const create = useCreateProduct();
  // A packer who follows a link here sees why, not a form the API would refuse.
  if (!mayEditCatalogue(me.role)) {
    return (
      <p role="alert">
        Only an owner or a manager may add a product. <Link href="/products">Back to the products</Link>
      </p>
    );
  }
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
