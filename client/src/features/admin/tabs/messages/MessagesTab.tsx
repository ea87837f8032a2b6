import './messages.css';
import { useState } from 'react';
import { failureText, useContactMessages } from '@/features/admin/api/staff-api';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { MessageCard } from './components/MessageCard';
import { SubscribersSection } from './components/SubscribersSection';

type Filter = 'all' | 'unread';
const PAGE = 20;

/** The staff inbox (beyond SPEC.md): contact messages, newest first, to be marked handled; newsletter subscribers. */
export function MessagesTab() {
  const messages = useContactMessages();
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(PAGE);
  const all = messages.data ?? [];
  const unread = all.filter((message) => !message.handled);
  const visible = filter === 'unread' ? unread : all;

  function choose(next: Filter) {
    setFilter(next);
    setShown(PAGE);
  }

  function inbox() {
    if (messages.isPending) return <ListLoading label="Loading contact messages" />;
    if (messages.isError) {
      return (
        <ListError
          message={failureText(messages.error, 'Failed to load messages', 'Error loading messages')}
          onRetry={() => void messages.refetch()}
        />
      );
    }
    if (all.length === 0) {
      return (
        <EmptyState title="No messages yet">
          <p>Messages sent through the Contact page appear here, newest first.</p>
        </EmptyState>
      );
    }
    if (visible.length === 0) {
      return (
        <EmptyState title="All caught up">
          <p>Every message has been handled.</p>
        </EmptyState>
      );
    }
    return (
      <>
        <div className="messages-list">
          {visible.slice(0, shown).map((message) => (
            <MessageCard key={message._id} message={message} />
          ))}
        </div>
        {visible.length > shown && (
          <button type="button" className="button button--ghost messages-more" onClick={() => setShown(shown + PAGE)}>
            Show more ({visible.length - shown} more)
          </button>
        )}
      </>
    );
  }

  return (
    <div className="messages">
      <section className="staff-section messages-section" aria-labelledby="messages-inbox">
        <div className="messages-section__head">
          <h2 id="messages-inbox">Contact messages</h2>
          <div className="messages-filter" role="group" aria-label="Show messages">
            <button type="button" aria-pressed={filter === 'all'} onClick={() => choose('all')}>
              All <span className="messages-filter__count">{all.length}</span>
            </button>
            <button type="button" aria-pressed={filter === 'unread'} onClick={() => choose('unread')}>
              Unread <span className="messages-filter__count">{unread.length}</span>
            </button>
          </div>
        </div>
        <p className="staff-intro">
          What visitors wrote through the Contact page, newest first. Mark a message handled once someone has replied or
          acted on it.
        </p>
        {inbox()}
      </section>
      <SubscribersSection />
    </div>
  );
}
