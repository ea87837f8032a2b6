import { Check, Mail, RotateCcw } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { Schemas } from '@/lib/api';
import { failureText } from '@/features/admin/api/staff-api';
import { formatDateTime } from '@/features/admin/utils/account-format';
import { LANGUAGE_NAMES_LATIN } from '@/i18n/languages';
import { useMarkHandled } from '../api/messages';
import { mailtoHref } from '@/lib/format';

type ContactMessage = Schemas['ContactMessageView'];

/** "Handled by nimal on March 15, 2026 at 2:30 PM"; the handler may have been deleted since. */
export function handledLine(message: ContactMessage): string {
  if (!message.handled) return 'Not handled yet';
  const who = message.handledBy ? `@${message.handledBy.username}` : 'a former staff account';
  return message.handledAt ? `Handled by ${who} on ${formatDateTime(message.handledAt)}` : `Handled by ${who}`;
}

/** One contact message: who wrote, when, what (as plain text, line breaks kept), and whether staff handled it. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const headingId = `message-${message._id}`;
  const mark = useMarkHandled(message._id, {
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(failureText(error, 'Failed to update message', 'Error updating message')),
  });

  return (
    <article
      className={`staff-card messages-card${message.handled ? '' : ' messages-card--unread'}`}
      aria-labelledby={headingId}
    >
      <header className="messages-card__head">
        <h3 id={headingId} className="messages-card__subject">
          {message.subject}
        </h3>
        <span className={`messages-badge messages-badge--${message.handled ? 'handled' : 'unread'}`}>
          {message.handled ? 'Handled' : 'Unread'}
        </span>
      </header>
      <p className="messages-card__meta">
        <span className="messages-card__sender">{message.name}</span>
        <a href={mailtoHref(message.email)}>{message.email}</a>
        <time dateTime={message.createdAt}>Received {formatDateTime(message.createdAt)}</time>
        {message.language !== 'en' && <span>Wrote in {LANGUAGE_NAMES_LATIN[message.language]}</span>}
      </p>
      <p className="messages-card__body">{message.message}</p>
      <footer className="messages-card__foot">
        <p className="messages-card__handled">{handledLine(message)}</p>
        <div className="messages-card__actions">
          <a className="button button--ghost button--small" href={mailtoHref(message.email, `Re: ${message.subject}`)}>
            <Mail aria-hidden="true" /> Reply<span className="visually-hidden"> to {message.name}</span>
          </a>
          {message.handled ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => mark.mutate(false)}
              disabled={mark.isPending}
            >
              <RotateCcw aria-hidden="true" /> {mark.isPending ? 'Reopening...' : 'Mark not handled'}
            </button>
          ) : (
            <button
              type="button"
              className="button button--approve button--small"
              onClick={() => mark.mutate(true)}
              disabled={mark.isPending}
            >
              <Check aria-hidden="true" /> {mark.isPending ? 'Marking...' : 'Mark handled'}
            </button>
          )}
        </div>
      </footer>
    </article>
  );
}
