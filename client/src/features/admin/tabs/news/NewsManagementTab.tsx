import './news-admin.css';
import { CalendarDays, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import { NewsImage } from '@/components/NewsImage';
import { categoryStyle, newsDate } from '@/lib/news-format';
import { failureText } from '@/features/admin/api/staff-api';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { type StaffNewsItem, useStaffNews } from '@/features/admin/api/staff-news';
import { NewsForm } from './components/NewsForm';
import { useDeleteNews } from './api/news-changes';

function NewsAdminCard({ item, onEdit, onDelete }: { item: StaffNewsItem; onEdit: () => void; onDelete: () => void }) {
  const titleId = `newsadmin-${item._id}`;
  return (
    <li>
      <article className="newsadmin-card" aria-labelledby={titleId}>
        <NewsImage item={item} className="newsadmin-card__image" />
        <div className="newsadmin-card__body">
          <div className="newsadmin-card__meta">
            <span className={`newsadmin-badge newsadmin-badge--${categoryStyle(item.category)}`}>{item.category}</span>
            <time dateTime={item.createdAt}>
              <CalendarDays aria-hidden="true" size={15} />
              <span className="visually-hidden">Published </span>
              {newsDate(item.createdAt)}
            </time>
          </div>
          <h2 id={titleId} className="newsadmin-card__title">
            {item.title}
          </h2>
          <p className="newsadmin-card__text">{item.description}</p>
          <div className="newsadmin-card__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={`Edit: ${item.title}`}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
              Edit
            </button>
            <button
              type="button"
              className="button button--ghost button--small newsadmin-card__delete"
              aria-label={`Delete: ${item.title}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

type Editing = { item: StaffNewsItem | null } | null;

/** The news items as cards, with Add News Item, Edit (the same modal) and Delete. */
export function NewsManagementTab() {
  const news = useStaffNews();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StaffNewsItem | null>(null);

  const remove = useDeleteNews({
    onSuccess: () => {
      toast.success('News item deleted');
      setDeleting(null);
    },
    onError: (error) => {
      setDeleting(null);
      toast.error(failureText(error, 'Failed to delete news item', 'Error deleting news item'));
    },
  });

  const items = news.data ?? [];
  return (
    <div className="newsadmin">
      <div className="staff-toolbar newsadmin-toolbar">
        <p className="staff-intro newsadmin-toolbar__intro">
          {news.isSuccess
            ? `${items.length} published ${items.length === 1 ? 'item' : 'items'}, newest first. Changes appear on the public News page at once.`
            : 'Published news, newest first.'}
        </p>
        <div className="staff-toolbar__end">
          <button type="button" className="button button--primary" onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" />
            Add News Item
          </button>
        </div>
      </div>

      {news.isPending ? (
        <ListLoading label="Loading news items" />
      ) : news.isError ? (
        <ListError message="News items could not be loaded." onRetry={() => void news.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="No news items yet">
          <p>Add the park&apos;s first news item: it appears on the public News page as soon as it is saved.</p>
        </EmptyState>
      ) : (
        <ul className="newsadmin-grid">
          {items.map((item) => (
            <NewsAdminCard
              key={item._id}
              item={item}
              onEdit={() => setEditing({ item })}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      )}

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.item ? 'Edit News Item' : 'Add News Item'}
        description="Title, description and content are required. News items are published when saved."
        size="large"
      >
        {editing && <NewsForm key={editing.item?._id ?? 'new'} item={editing.item} onClose={() => setEditing(null)} />}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete news item?"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? It disappears from the public News page. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
