import { type AdminProduct, PRODUCT_PICTURE_MAX_BYTES, type ProductUpdatePayload } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { ImageUploader } from '@farmkit/ui/image-uploader';
import { Spinner } from '@farmkit/ui/spinner';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { errorText, statusOf } from '../api/errors';
import { useCan } from '../auth/useCan';
import { PublishedBadge } from './ProductBadges';
import { ProductForm } from './ProductForm';
import { useProduct, usePublishProduct, useUpdateProduct, useUploadPicture } from './productsApi';
import { StockPanel } from './StockPanel';
import './ProductPage.css';

/**
 * One product: its details, picture, publication and stock, each changed where it shows by a member who may
 * (`catalogue.write`, and `stock.write` for the stock); anyone else reads them.
 */
export function ProductPage() {
  const id = Number(useParams().id);
  const product = useProduct(id);
  if (product.isPending) return <Spinner label="Loading the product" />;
  if (product.isError) {
    return (
      <p role="alert">
        {statusOf(product.error) === 404 ? `There is no product #${id}.` : errorText(product.error)}{' '}
        <Link href="/products">Back to the products</Link>
      </p>
    );
  }
  return <ProductDetails product={product.data} />;
}

function ProductDetails({ product }: { product: AdminProduct }) {
  const can = useCan();
  const mayEdit = can('catalogue.write');
  const update = useUpdateProduct(product.id);
  const publish = usePublishProduct(product.id);

  return (
    <>
      <div className="bo-Page-header">
        <div className="bo-Product-title">
          <h1>{product.name}</h1>
          <PublishedBadge published={product.published} />
        </div>
        {mayEdit && (
          <Button
            variant={product.published ? 'secondary' : 'primary'}
            isPending={publish.isPending}
            onPress={() => publish.mutate(!product.published)}
          >
            {product.published ? 'Unpublish' : 'Publish'}
          </Button>
        )}
      </div>
      {publish.isError && (
        <p role="alert" className="bo-Product-error">
          {errorText(publish.error)}
        </p>
      )}
      {!mayEdit && <p className="bo-Product-note">Your role may read this product but not change it.</p>}
      <div className="bo-Product-grid">
        <section aria-labelledby="details-title" className="bo-Panel">
          <h2 id="details-title">Details</h2>
          <ProductForm
            // A new form when another product opens here, so its defaults are this product's.
            key={product.id}
            product={product}
            readOnly={!mayEdit}
            isPending={update.isPending}
            submitLabel="Save changes"
            onSubmit={(values) => update.mutateAsync(values as ProductUpdatePayload)}
          />
        </section>
        <PicturePanel product={product} mayEdit={mayEdit} />
      </div>
      <StockPanel product={product} mayAdjust={can('stock.write')} />
      <p>
        <Link href="/products">Back to the products</Link>
      </p>
    </>
  );
}

function PicturePanel({ product, mayEdit }: { product: AdminProduct; mayEdit: boolean }) {
  const upload = useUploadPicture(product.id);
  return (
    <section aria-labelledby="picture-title" className="bo-Panel">
      <h2 id="picture-title">Picture</h2>
      {mayEdit ? (
        <ImageUploader
          label="Product picture"
          maxBytes={PRODUCT_PICTURE_MAX_BYTES}
          currentImage={product.image ?? undefined}
          currentImageAlt={`The picture of ${product.name} shoppers see`}
          previewAlt={`The new picture of ${product.name}`}
          progress={upload.progress}
          isDisabled={upload.isPending}
          errorMessage={
            upload.isError ? errorText(upload.error, 'The picture could not be saved.') : undefined
          }
          onSelect={(file) => upload.mutate(file)}
        />
      ) : product.image ? (
        <img className="bo-Product-picture" src={product.image} alt={product.name} />
      ) : (
        <p>No picture yet.</p>
      )}
      <span role="status" className="bo-Product-pictureStatus">
        {upload.isSuccess ? 'Picture saved.' : ''}
      </span>
    </section>
  );
}
