import { Checkbox, Group, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  DIFFICULTY_LABELS,
  DIFFICULTY_LEVELS,
  PRODUCT_LANGUAGE_LABELS,
  PRODUCT_LANGUAGES,
  PRODUCT_TYPE_LABELS,
  STORE_CATEGORY_LABELS,
  type ProductType,
  type StoreCategory,
} from '@shared/store/products';
import type { ProductFormValues } from './product-form';
import { PersianNumberInput } from '../../ui/PersianNumberInput';

/** The fields every product form shares; course fields appear for video courses. */
export function ProductFields({
  values,
  onChange,
  errors,
  types,
  categories,
  showActive,
}: {
  values: ProductFormValues;
  onChange: (patch: Partial<ProductFormValues>) => void;
  errors: Record<string, string>;
  types: ProductType[];
  categories: StoreCategory[];
  showActive?: boolean;
}) {
  const course = values.product_type === 'video_course';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="نام محصول" required value={values.name} onChange={(e) => onChange({ name: e.currentTarget.value })} error={errors.name} />
        <PersianNumberInput
          label="قیمت (تومان)"
          description="۰ یعنی رایگان"
          required
          value={values.priceToman}
          onChange={(v) => onChange({ priceToman: v })}
          error={errors.price}
        />
        <Select
          label="نوع محصول"
          required
          data={types.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }))}
          value={values.product_type}
          onChange={(v) => onChange({ product_type: (v as ProductType | null) ?? null })}
          error={errors.product_type}
          allowDeselect={false}
        />
        <Select
          label="دسته‌بندی"
          required
          data={categories.map((c) => ({ value: c, label: STORE_CATEGORY_LABELS[c] }))}
          value={values.category}
          onChange={(v) => onChange({ category: (v as StoreCategory | null) ?? null })}
          error={errors.category}
        />
        <Select
          label="زبان"
          data={PRODUCT_LANGUAGES.map((l) => ({ value: l, label: PRODUCT_LANGUAGE_LABELS[l] }))}
          value={values.language}
          onChange={(v) => v && onChange({ language: v as ProductFormValues['language'] })}
          allowDeselect={false}
        />
        <TextInput label="برچسب‌ها" description="با ویرگول جدا کنید" value={values.tags} onChange={(e) => onChange({ tags: e.currentTarget.value })} error={errors.tags} />
      </SimpleGrid>
      <Textarea label="توضیحات" required autosize minRows={3} value={values.description} onChange={(e) => onChange({ description: e.currentTarget.value })} error={errors.description} />
      {course && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="نام مدرس" required value={values.instructor_name} onChange={(e) => onChange({ instructor_name: e.currentTarget.value })} error={errors.instructor_name} />
            <Select
              label="سطح دوره"
              clearable
              data={DIFFICULTY_LEVELS.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
              value={values.difficulty_level}
              onChange={(v) => onChange({ difficulty_level: (v as ProductFormValues['difficulty_level']) ?? null })}
            />
          </SimpleGrid>
          <Textarea label="درباره مدرس" autosize minRows={2} value={values.instructor_bio} onChange={(e) => onChange({ instructor_bio: e.currentTarget.value })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label="پیش‌نیازها" description="هر مورد در یک خط" autosize minRows={2} value={values.prerequisites} onChange={(e) => onChange({ prerequisites: e.currentTarget.value })} error={errors.prerequisites} />
            <Textarea label="اهداف یادگیری" description="هر مورد در یک خط" autosize minRows={2} value={values.learning_objectives} onChange={(e) => onChange({ learning_objectives: e.currentTarget.value })} error={errors.learning_objectives} />
          </SimpleGrid>
          <TextInput label="نشانی ویدیوی پیش‌نمایش (اختیاری، به جای فایل)" className="ltr-input" value={values.video_preview_url} onChange={(e) => onChange({ video_preview_url: e.currentTarget.value })} error={errors.video_preview_url} />
          <Checkbox label="گواهی پایان دوره دارد" checked={values.certificate_available} onChange={(e) => onChange({ certificate_available: e.currentTarget.checked })} />
        </Stack>
      )}
      <Group>
        <Switch label="محصول ویژه" checked={values.is_featured} onChange={(e) => onChange({ is_featured: e.currentTarget.checked })} />
        {showActive && <Switch label="در فروشگاه نمایش داده شود" checked={values.is_active} onChange={(e) => onChange({ is_active: e.currentTarget.checked })} />}
      </Group>
    </Stack>
  );
}
