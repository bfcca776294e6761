import { type AdminProduct, PRODUCT_PICTURE_MAX_BYTES, type ProductCreatePayload } from '@farmkit/contract';
import { Button, LinkButton } from '@farmkit/ui/button';
import { ImageUploader } from '@farmkit/ui/image-uploader';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { errorText } from '../api/errors';
import { ProductForm } from './ProductForm';
import { useCreateProduct, useUploadPictureOf } from './productsApi';
import './NewProductPage.css';

/**
 * A new product, with its picture if one is chosen; once saved, its page, where it can be unpublished. The picture
 * goes up right after the product is created (the upload needs the product): if that fails, the product exists
 * all the same, so the page says so, offers the upload again and the product's page, and never a second "Create".
 * Its route needs `catalogue.write` (routes.tsx): a member without it who follows a link here is told why.
 */
export function NewProductPage() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const upload = useUploadPictureOf();
  const [picture, setPicture] = useState<File | undefined>(undefined);
  const [created, setCreated] = useState<AdminProduct | undefined>(undefined);

  async function uploadThenOpen(product: AdminProduct, file: File) {
    try {
      await upload.mutateAsync({ id: product.id, picture: file });
    } catch {
      setCreated(product); // The product is kept: the page says so and offers the upload again.
      return;
    }
    void navigate(`/products/${product.id}`);
  }

  if (created && picture) {
    return (
      <>
        <div className="bo-Page-header">
          <h1>New product</h1>
        </div>
        <section className="bo-Panel" aria-labelledby="picture-failed-title">
          <h2 id="picture-failed-title">{created.name} was created, without its picture</h2>
          {upload.isError && (
            <p role="alert" className="bo-NewProduct-error">
              {errorText(upload.error, 'The picture could not be saved.')}
            </p>
          )}
          <p>Try the upload again, or add a picture later on the product’s page.</p>
          <div className="bo-NewProduct-actions">
            <Button
              isPending={upload.isPending}
              pendingLabel="Uploading the picture"
              onPress={() => void uploadThenOpen(created, picture)}
            >
              Upload the picture again
            </Button>
            <LinkButton variant="secondary" href={`/products/${created.id}`}>
              Open the product
            </LinkButton>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <div className="bo-Page-header">
        <h1>New product</h1>
      </div>
      <section className="bo-Panel" aria-labelledby="new-picture-title">
        <h2 id="new-picture-title">Picture (optional)</h2>
        <ImageUploader
          label="Product picture"
          maxBytes={PRODUCT_PICTURE_MAX_BYTES}
          previewAlt="The chosen picture"
          progress={upload.progress}
          isDisabled={create.isPending || upload.isPending}
          onSelect={setPicture}
        />
      </section>
      <section className="bo-Panel" aria-label="Details">
        <ProductForm
          // Still pending once created, until the product's page replaces this one.
          isPending={create.isPending || create.isSuccess}
          submitLabel="Create product"
          onSubmit={async (values) => {
            // The form's values passed productCreatePayloadSchema, which filled in its defaults.
            const product = await create.mutateAsync(values as ProductCreatePayload);
            if (!picture) {
              void navigate(`/products/${product.id}`);
              return;
            }
            await uploadThenOpen(product, picture);
          }}
        />
      </section>
      <p>
        <Link href="/products">Back to the products</Link>
      </p>
    </>
  );
}
