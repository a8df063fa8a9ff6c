import { useState } from 'react';
import { Alert, Button, Card, FileInput, Stack, Title } from '@mantine/core';
import { toast } from 'react-hot-toast';
import { acceptAttribute } from '@shared/store/media';
import { STORE_ADMIN_MSG as M, STORE_ADMIN_LABELS } from '@shared/store/admin-messages';
import { createDigitalProductInput, createGeneralProductInput } from '@shared/store/admin-schemas';
import { trpc } from '../../trpc';
import { ProductFields } from './ProductFields';
import { DIGITAL_CATEGORIES, GENERAL_CATEGORIES, emptyProductForm, isEmptyProductDraft, productFormData, productInputOf } from './product-form';
import { UploadProgress } from './UploadProgress';
import { useUpload } from '../../ui/upload';
import { useFilesDraftState } from '../../forms/use-files-draft';
import { DraftFilesLostHint } from '../../forms/DraftFilesLostHint';

const EMPTY_GENERAL = emptyProductForm('physical');
const EMPTY_DIGITAL = emptyProductForm('ebook');

/** First message per field of a failed parse (the server's messages, checked before sending). */
export function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.success || !result.error) return out;
  for (const issue of result.error.issues) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
}

const PLACEHOLDER_TICKET = 'chosen-file-placeholder';

/** Spec 3 "Admin store": the general form (physical goods and video courses) with an image and a preview video. */
export function AddGeneralProductForm() {
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<File | null>(null);
  // What was typed is the account's draft (forms/use-files-draft.ts); of the chosen files only that there were some.
  const chosen = Boolean(image) || Boolean(preview);
  const { values, setValues, filesLost, clear: clearDraft } = useFilesDraftState('product_new:general', EMPTY_GENERAL, chosen, isEmptyProductDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUpload();
  const utils = trpc.useUtils();

  const submit = async () => {
    setFailure(null);
    const check = createGeneralProductInput.safeParse(productInputOf(values));
    const found = issuesOf(check);
    setErrors(found);
    if (!check.success) return;
    const body = productFormData(values);
    if (image) body.append('image', image);
    if (preview && values.product_type === 'video_course') body.append('video_preview', preview);
    try {
      await upload.send('POST', '/api/store/products', body);
      toast.success(M.productAdded);
      clearDraft();
      setValues(emptyProductForm(values.product_type));
      setImage(null);
      setPreview(null);
      void utils.store.admin.products.invalidate();
      void utils.admin.auditPage.invalidate({ area: 'store' });
    } catch (error) {
      setFailure(`${M.addProductFailed}: ${(error as Error).message}`);
    }
  };

  return (
    <Card withBorder radius="md" component="section" aria-label={STORE_ADMIN_LABELS.addGeneralProduct}>
      <Stack gap="sm">
        <Title order={2} size="h4">افزودن محصول عمومی (فیزیکی یا دوره ویدیویی)</Title>
        <ProductFields values={values} onChange={(p) => setValues((v) => ({ ...v, ...p }))} errors={errors} types={['physical', 'video_course']} categories={GENERAL_CATEGORIES} />
        <FileInput label="تصویر محصول" description="jpg، png، webp یا gif تا ۵ مگابایت" accept={acceptAttribute('image')} value={image} onChange={setImage} clearable />
        {values.product_type === 'video_course' && (
          <FileInput label="ویدیوی پیش‌نمایش" description="mp4، m4v یا webm تا ۵۰۰ مگابایت" accept={acceptAttribute('video')} value={preview} onChange={setPreview} clearable />
        )}
        {filesLost && <DraftFilesLostHint many />}
        <UploadProgress upload={upload} />
        {failure && <Alert color="red">{failure}</Alert>}
        <Button onClick={submit} loading={upload.busy} w="fit-content">
          افزودن محصول
        </Button>
      </Stack>
    </Card>
  );
}

/** Spec 3 "Admin store": the digital form (digital, ebook, software) with at least one file. */
export function AddDigitalProductForm() {
  const [image, setImage] = useState<File | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  // What was typed is the account's draft (forms/use-files-draft.ts); of the chosen files only that there were some.
  const chosen = Boolean(image) || files.length > 0;
  const { values, setValues, filesLost, clear: clearDraft } = useFilesDraftState('product_new:digital', EMPTY_DIGITAL, chosen, isEmptyProductDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUpload();
  const utils = trpc.useUtils();

  const submit = async () => {
    setFailure(null);
    const check = createDigitalProductInput.safeParse({ ...productInputOf(values), files: files.map(() => PLACEHOLDER_TICKET) });
    setErrors(issuesOf(check));
    if (!check.success) return;
    const body = productFormData(values);
    if (image) body.append('image', image);
    for (const f of files) body.append('files', f);
    try {
      await upload.send('POST', '/api/store/digital-products', body);
      toast.success(M.productAdded);
      clearDraft();
      setValues(emptyProductForm(values.product_type));
      setImage(null);
      setFiles([]);
      void utils.store.admin.products.invalidate();
      void utils.admin.auditPage.invalidate({ area: 'store' });
    } catch (error) {
      setFailure(`${M.addProductFailed}: ${(error as Error).message}`);
    }
  };

  return (
    <Card withBorder radius="md" component="section" aria-label={STORE_ADMIN_LABELS.addDigitalProduct}>
      <Stack gap="sm">
        <Title order={2} size="h4">افزودن محصول دیجیتال (فایل، کتاب الکترونیکی، نرم‌افزار)</Title>
        <ProductFields values={values} onChange={(p) => setValues((v) => ({ ...v, ...p }))} errors={errors} types={['digital', 'ebook', 'software']} categories={DIGITAL_CATEGORIES} />
        <FileInput label="تصویر محصول" accept={acceptAttribute('image')} value={image} onChange={setImage} clearable />
        <FileInput
          label="فایل‌های محصول"
          description="اسناد و فایل‌های فشرده تا ۲۰۰ مگابایت هر کدام؛ فایل نصبی فقط برای نرم‌افزار"
          multiple
          required
          accept={acceptAttribute('file', values.product_type)}
          value={files}
          onChange={setFiles}
          error={errors.files}
          clearable
        />
        {filesLost && <DraftFilesLostHint many />}
        <UploadProgress upload={upload} />
        {failure && <Alert color="red">{failure}</Alert>}
        <Button onClick={submit} loading={upload.busy} w="fit-content">
          افزودن محصول دیجیتال
        </Button>
      </Stack>
    </Card>
  );
}
