import { CalendarDays, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { formatDateTime } from '@/features/admin/utils/account-format';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/profile';

type Confirming = 'replace' | 'off' | null;

/**
 * One's private calendar feed: an address Google Calendar, Outlook or Apple Calendar subscribes to. The server
 * keeps only a hash of it, so the address is shown once, when it is made; a lost one is replaced.
 */
export function CalendarFeedPanel() {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const status = useCalendarFeed();
  const change = useChangeCalendarFeed({
    onSuccess: (answer) => {
      setUrl(answer.url);
      setConfirming(null);
      toast.success(answer.message);
    },
    onError: (error) => {
      setConfirming(null);
      toast.error(failureText(error, 'Failed to change your calendar feed', 'Error changing your calendar feed'));
    },
  });

  function copy() {
    if (!url) return;
    navigator.clipboard
      .writeText(url)
      .then(() => toast.success('Calendar address copied'))
      .catch(() => toast.error('Could not copy the address: select it and copy it by hand.'));
  }

  const enabled = status.data?.enabled ?? false;
  const busy = change.isPending;

  return (
    <section className="staff-card profile__panel profile__feed" aria-labelledby={`${id}-title`}>
      <div className="profile__panel-head">
        <h2 id={`${id}-title`}>Calendar feed</h2>
        {status.data && (
          <span className={`profile__status profile__status--${enabled ? 'active' : 'inactive'}`}>
            {enabled ? 'On' : 'Off'}
          </span>
        )}
      </div>
      <p className="profile__security-lead">
        <CalendarDays aria-hidden="true" />
        <span>
          See the park’s confirmed bookings and blocked dates, from a month ago onwards, in Google Calendar, Outlook or
          Apple Calendar. The address is private: anyone who has it can read the bookings (never customers’ phone
          numbers or e-mail addresses), so keep it to yourself.
        </span>
      </p>

      {status.isError ? (
        <p role="alert">Your calendar feed could not be loaded. Please reload the page.</p>
      ) : !status.data ? (
        <p className="profile__muted">Loading…</p>
      ) : (
        <>
          {enabled && status.data.createdAt && (
            <p className="profile__feed-since">Address made on {formatDateTime(status.data.createdAt)}.</p>
          )}
          {url && (
            <div className="field profile__feed-url">
              <label htmlFor={`${id}-url`}>Your calendar address</label>
              <div className="profile__feed-copy">
                <input id={`${id}-url`} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
                <button type="button" className="button button--small button--ghost" onClick={copy}>
                  <Copy aria-hidden="true" /> Copy
                </button>
              </div>
              <p className="field__hint">
                Shown only now: add it to your calendar app as a subscription (“From URL” or “Subscribe to calendar”).
                If you lose it, make a new address.
              </p>
            </div>
          )}
          {enabled && !url && (
            <p className="profile__muted">
              The address was shown when it was made. Lost it? Make a new one: the old one stops working.
            </p>
          )}
          <div className="profile__feed-actions">
            {enabled ? (
              <>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={busy}
                  onClick={() => setConfirming('replace')}
                >
                  Make a new address
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={busy}
                  onClick={() => setConfirming('off')}
                >
                  Turn off
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button--small button--primary"
                disabled={busy}
                onClick={() => change.mutate(true)}
              >
                {busy ? 'Turning on...' : 'Turn on calendar feed'}
              </button>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirming === 'replace'}
        title="Make a New Address"
        message="Your calendar app will stop updating from the old address at once. You will need to add the new one."
        confirmLabel="Make New Address"
        busy={busy}
        busyLabel="Making..."
        onConfirm={() => change.mutate(true)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'off'}
        title="Turn Off Calendar Feed"
        message="The address stops working at once, and the park’s bookings disappear from your calendar app."
        confirmLabel="Turn Off"
        busy={busy}
        busyLabel="Turning off..."
        onConfirm={() => change.mutate(false)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
