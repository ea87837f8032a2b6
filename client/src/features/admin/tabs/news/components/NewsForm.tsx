import { ImageOff } from 'lucide-react';
import {
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_DESCRIPTION_MAX_LENGTH,
  NEWS_IMAGE_ALT_MAX_LENGTH,
  NEWS_IMAGE_URL_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
} from '@kandy-park/domain';
import { type FormEvent, type ReactNode, useDeferredValue, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { failureWithReason } from '@/features/admin/api/staff-api';
import { NEWS_CATEGORIES, type NewsCategory } from '@/config/news';
import type { StaffNewsItem } from '@/features/admin/api/staff-news';
import { type NewsBody, useSaveNews } from '../api/news-changes';
import { isHttpUrl } from '../utils/news-url';

type FieldName = 'title' | 'description' | 'content' | 'imageUrl';

type Values = {
  title: string;
  description: string;
  content: string;
  category: NewsCategory;
  imageUrl: string;
  imageAlt: string;
};

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

const filled = (text: string) => text.trim() !== '';

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

/** Title, description and content required; the picture, when given, at an http(s) address. */
const newsSchema: v.GenericSchema<Values> = v.object({
  title: v.pipe(v.string(), v.check(filled, 'Please enter a title.')),
  description: v.pipe(v.string(), v.check(filled, 'Please enter a description.')),
  content: v.pipe(v.string(), v.check(filled, 'Please enter the content.')),
  category: v.picklist(NEWS_CATEGORIES),
  imageUrl: v.pipe(
    v.string(),
    v.check(
      (url) => !filled(url) || isHttpUrl(url),
      'Invalid image URL: give a web address starting with http:// or https://.',
    ),
  ),
  imageAlt: v.string(),
});

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
  const form = useSchemaForm(newsSchema, initialValues(item), { focusProblem: false });
  const [imageUrl, imageAlt, title] = useWatch({ control: form.control, name: ['imageUrl', 'imageAlt', 'title'] });
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    void form.handleSubmit(
      (values) => save.mutate(newsBody(values)),
      (found) => {
        // The first field to fix, brought into view without jumping the dialog's scroll.
        const first = (['title', 'description', 'content', 'imageUrl'] as const).find((name) => found[name]);
        const field = first && document.getElementById(`${id}-${first}`);
        field?.focus({ preventScroll: true });
        field?.closest('.field')?.scrollIntoView({ block: 'nearest' });
      },
    )(event);
  }

  const control = (name: FieldName) => {
    const error = form.problem(name);
    return {
      id: `${id}-${name}`,
      'aria-invalid': Boolean(error) || undefined,
      'aria-describedby':
        [name !== 'title' && `${id}-${name}-hint`, error && `${id}-${name}-error`].filter(Boolean).join(' ') ||
        undefined,
      ...form.field(name),
    };
  };

  return (
    <form className="newsadmin-form" onSubmit={submit} noValidate>
      <Field id={`${id}-title`} label="Title" required error={form.problem('title')}>
        <input {...control('title')} maxLength={NEWS_TITLE_MAX_LENGTH} required />
      </Field>
      <Field
        id={`${id}-description`}
        label="Description"
        required
        hint="A sentence or two for the news card."
        error={form.problem('description')}
      >
        <textarea
          {...control('description')}
          className="newsadmin-form__short"
          rows={3}
          maxLength={NEWS_DESCRIPTION_MAX_LENGTH}
          required
        />
      </Field>
      <Field
        id={`${id}-content`}
        label="Content"
        required
        hint="Plain text; leave a blank line between paragraphs."
        error={form.problem('content')}
      >
        <textarea {...control('content')} rows={7} maxLength={NEWS_CONTENT_MAX_LENGTH} required />
      </Field>
      <label className="field">
        Category
        <select {...form.field('category')}>
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
            error={form.problem('imageUrl')}
          >
            <input
              {...control('imageUrl')}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={NEWS_IMAGE_URL_MAX_LENGTH}
            />
          </Field>
          {imageUrl.trim() && (
            <Field id={`${id}-imageAlt`} label="Image description" hint="For screen readers; the title if left empty.">
              <input
                id={`${id}-imageAlt`}
                aria-describedby={`${id}-imageAlt-hint`}
                maxLength={NEWS_IMAGE_ALT_MAX_LENGTH}
                {...form.field('imageAlt')}
              />
            </Field>
          )}
        </div>
        <ImagePreview url={imageUrl} alt={imageAlt || title} />
      </div>
      <div className="staff-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending || form.checking}>
          {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Add News Item'}
        </button>
      </div>
    </form>
  );
}
