import { ImageOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useDeferredValue, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { failureWithReason } from '@/features/admin/api/staff-api';
import { NEWS_CATEGORIES, type NewsCategory } from '@/config/news';
import type { StaffNewsItem } from '@/features/admin/api/staff-news';
import { type NewsBody, useSaveNews } from '../api/news-changes';
import { isHttpUrl } from '../utils/news-url';

type FieldName = 'title' | 'description' | 'content' | 'imageUrl';
type Errors = Partial<Record<FieldName, string>>;

interface Values {
  title: string;
  description: string;
  content: string;
  category: NewsCategory;
  imageUrl: string;
  imageAlt: string;
}

function initialValues(item: StaffNewsItem | null): Values {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    content: item?.content ?? '',
    category: item?.category ?? 'General',
    imageUrl: item?.image?.url ?? '',
    imageAlt: item?.image?.alt ?? '',
  };
}

/** What the server stores: trimmed texts, always published, and the picture only when an address is given. */
function newsBody(values: Values): NewsBody {
  const url = values.imageUrl.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    content: values.content.trim(),
    category: values.category,
    status: 'published',
    image: url ? { url, alt: values.imageAlt.trim() || values.title.trim() } : null,
  };
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = 'Please enter a title.';
  if (!values.description.trim()) errors.description = 'Please enter a description.';
  if (!values.content.trim()) errors.content = 'Please enter the content.';
  if (values.imageUrl.trim() && !isHttpUrl(values.imageUrl)) {
    errors.imageUrl = 'Invalid image URL: give a web address starting with http:// or https://.';
  }
  return errors;
}

/** The live preview of the image URL: the picture, or SPEC.md's "Invalid image URL" when it cannot be shown. */
function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const deferred = useDeferredValue(url.trim());
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!deferred) {
    return (
      <div className="newsadmin-preview newsadmin-preview--empty">
        No image: the news card shows the category&apos;s artwork.
      </div>
    );
  }
  if (!isHttpUrl(deferred) || failedUrl === deferred) {
    return (
      <div className="newsadmin-preview newsadmin-preview--invalid" role="status">
        <ImageOff aria-hidden="true" size={22} />
        Invalid image URL
      </div>
    );
  }
  return (
    <div className="newsadmin-preview">
      <img src={deferred} alt={alt || 'Preview of the news image'} onError={() => setFailedUrl(deferred)} />
    </div>
  );
}

/** A labelled control with its hint above and its error below, both tied to it by id. */
function Field({
  id,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface NewsFormProps {
  item: StaffNewsItem | null;
  onClose: () => void;
}

/** The brief's news form, for adding (no item) and editing (an item): title, description, content required. */
export function NewsForm({ item, onClose }: NewsFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => initialValues(item));
  const [errors, setErrors] = useState<Errors>({});
  const editing = item !== null;

  const save = useSaveNews(item, {
    onSuccess: () => {
      toast.success(editing ? 'News item updated' : 'News item created');
      onClose();
    },
    onError: (error) => {
      const failed = editing ? 'Failed to update news item' : 'Failed to create news item';
      toast.error(error instanceof ApiError ? failureWithReason(error, failed, '') : 'Error submitting news form');
    },
  });

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    if (name in errors) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validate(values);
    setErrors(found);
    const first = (['title', 'description', 'content', 'imageUrl'] as const).find((name) => found[name]);
    if (first) {
      const field = document.getElementById(`${id}-${first}`);
      field?.focus({ preventScroll: true });
      field?.closest('.field')?.scrollIntoView({ block: 'nearest' });
      return;
    }
    save.mutate(newsBody(values));
  }

  const control = (name: FieldName) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]) || undefined,
    'aria-describedby':
      [name !== 'title' && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') ||
      undefined,
  });

  return (
    <form className="newsadmin-form" onSubmit={submit} noValidate>
      <Field id={`${id}-title`} label="Title" required error={errors.title}>
        <input
          {...control('title')}
          value={values.title}
          maxLength={200}
          required
          onChange={(event) => set('title', event.target.value)}
        />
      </Field>
      <Field
        id={`${id}-description`}
        label="Description"
        required
        hint="A sentence or two for the news card."
        error={errors.description}
      >
        <textarea
          {...control('description')}
          className="newsadmin-form__short"
          rows={3}
          value={values.description}
          maxLength={1000}
          required
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <Field
        id={`${id}-content`}
        label="Content"
        required
        hint="Plain text; leave a blank line between paragraphs."
        error={errors.content}
      >
        <textarea
          {...control('content')}
          rows={7}
          value={values.content}
          maxLength={20000}
          required
          onChange={(event) => set('content', event.target.value)}
        />
      </Field>
      <label className="field">
        Category
        <select value={values.category} onChange={(event) => set('category', event.target.value as NewsCategory)}>
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </label>
      <div className="newsadmin-form__image">
        <div>
          <Field
            id={`${id}-imageUrl`}
            label="Image URL"
            hint="Optional: an http:// or https:// address."
            error={errors.imageUrl}
          >
            <input
              {...control('imageUrl')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.imageUrl}
              maxLength={2000}
              onChange={(event) => set('imageUrl', event.target.value)}
            />
          </Field>
          {values.imageUrl.trim() && (
            <Field id={`${id}-imageAlt`} label="Image description" hint="For screen readers; the title if left empty.">
              <input
                id={`${id}-imageAlt`}
                aria-describedby={`${id}-imageAlt-hint`}
                value={values.imageAlt}
                maxLength={300}
                onChange={(event) => set('imageAlt', event.target.value)}
              />
            </Field>
          )}
        </div>
        <ImagePreview url={values.imageUrl} alt={values.imageAlt || values.title} />
      </div>
      <div className="staff-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add News Item'}
        </button>
      </div>
    </form>
  );
}
