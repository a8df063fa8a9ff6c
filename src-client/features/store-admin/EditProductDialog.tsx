import { useEffect, useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Switch } from '@mantine/core';
import { toast } from 'react-hot-toast';
import { DIGITAL_TYPES, STORE_CATEGORIES, type ProductType } from '@shared/store/products';
import { acceptAttribute } from '@shared/store/media';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { updateProductInput } from '@shared/store/admin-schemas';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { issuesOf } from './AddProductForms';
import { ProductFiles } from './FileManager';
import { ProductFields } from './ProductFields';
import { formOfProduct, productChangesFormData, productInputOf, type ProductFormValues } from './product-form';
import { UploadProgress } from './UploadProgress';
import { useUpload } from '../../ui/upload';

const isDigital = (t: ProductType) => (DIGITAL_TYPES as readonly string[]).includes(t);

/** Spec 3 "edit-product dialog": every field, a new image or preview video, and the files. */
export function EditProductDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const product = trpc.store.admin.product.useQuery({ id: productId });
  const [values, setValues] = useState<ProductFormValues | null>(null);
  const [opened, setOpened] = useState<ProductFormValues | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<File | null>(null);
  const [removePreview, setRemovePreview] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUpload();
  const utils = trpc.useUtils();

  useEffect(() => {
    if (product.data && values === null) {
      setValues(formOfProduct(product.data));
      setOpened(formOfProduct(product.data));
    }
  }, [product.data, values]);

  const save = async () => {
    if (!values || !opened || !product.data) return;
    setFailure(null);
    const check = updateProductInput.safeParse({ id: productId, ...productInputOf(values), is_active: values.is_active });
    const found = issuesOf(check);
    // An emptied price is not "leave the price as it was": the edit would report success and change nothing.
    if (values.priceToman === '') found.price ??= M.priceRequired;
    setErrors(found);
    if (!check.success || found.price) return;
    const body = productChangesFormData(opened, values);
    if (image) body.append('image', image);
    if (preview) body.append('video_preview', preview);
    else if (removePreview) body.append('remove_video_preview', 'true');
    try {
      await upload.send('PATCH', `/api/store/products/${productId}`, body);
      toast.success(M.productEdited);
      void utils.store.admin.products.invalidate();
      void utils.admin.auditPage.invalidate({ area: 'store' });
      void utils.store.admin.product.invalidate({ id: productId });
      onClose();
    } catch (error) {
      setFailure(`${M.editProductFailed}: ${(error as Error).message}`);
    }
  };

  const type = product.data?.product_type;
  return (
    <Modal opened onClose={onClose} title="ویرایش محصول" size="xl">
      {product.isPending || (product.data && !values) ? (
        <PageLoader />
      ) : product.isError ? (
        <ErrorState message={errorMessage(product.error)} onRetry={() => product.refetch()} />
      ) : (
        values &&
        type && (
          <Stack gap="sm">
            <ProductFields
              values={values}
              onChange={(p) => setValues((v) => (v ? { ...v, ...p } : v))}
              errors={errors}
              types={isDigital(type) ? [...DIGITAL_TYPES] : [type]}
              categories={[...STORE_CATEGORIES]}
              showActive
            />
            <FileInput label="تصویر تازه" accept={acceptAttribute('image')} value={image} onChange={setImage} clearable />
            {type === 'video_course' && (
              <Group align="flex-end">
                <FileInput label="ویدیوی پیش‌نمایش تازه" accept={acceptAttribute('video')} value={preview} onChange={setPreview} clearable style={{ flex: 1 }} />
                {product.data.has_video_preview && !preview && (
                  <Switch label="حذف ویدیوی پیش‌نمایش" checked={removePreview} onChange={(e) => setRemovePreview(e.currentTarget.checked)} />
                )}
              </Group>
            )}
            <UploadProgress upload={upload} />
            {failure && <Alert color="red">{failure}</Alert>}
            <Group>
              <Button onClick={save} loading={upload.busy}>
                ذخیره تغییرات
              </Button>
              <Button variant="default" onClick={onClose}>
                انصراف
              </Button>
            </Group>
            {isDigital(type) && <ProductFiles productId={productId} />}
          </Stack>
        )
      )}
    </Modal>
  );
}
