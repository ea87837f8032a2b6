import { useId, useState } from 'react';
import { formatDate } from '@/lib/format';
import { parkToday } from '@/lib/park-time';
import { useProfile } from '@/features/admin/api/staff-api';
import { type NumberGap, useNumberGaps } from '../api/number-gaps';
import { DOCUMENT_NAMES, LostDocumentForm } from './LostDocumentForm';

/** How many entered numbers a gap lists by name; the rest are counted. */
const LISTED = 12;

const plural = (n: number, word: string) => `${n.toLocaleString('en-LK')} ${word}${n === 1 ? '' : 's'}`;

/** "2 entered: RCT-2027-00125, RCT-2027-00131", or that none has been. */
function enteredLine(gap: NumberGap): string {
  if (gap.entered.length === 0) return 'No lost document entered yet.';
  const more = gap.entered.length - LISTED;
  return `${gap.entered.length} entered: ${gap.entered.slice(0, LISTED).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * The document numbers restores set aside (numbers that may already be on documents in customers' mailboxes), with
 * why and the lost documents entered in them; shown only while there is such a gap. Admins enter a lost document
 * under its own number from here.
 */
export function NumberGaps() {
  const id = useId();
  const gaps = useNumberGaps();
  const isAdmin = useProfile().data?.role === 'admin';
  const [entering, setEntering] = useState(false);
  if (gaps.isError && !gaps.data) {
    return (
      <p className="number-gaps" role="alert">
        The numbers set aside by a restore could not be loaded.
      </p>
    );
  }
  const list = gaps.data?.gaps ?? [];
  if (list.length === 0) return null;
  return (
    <section className="number-gaps" aria-labelledby={`${id}-title`}>
      <header className="invoices-section__header">
        <h2 id={`${id}-title`}>Numbers set aside</h2>
        <p className="invoices-muted">
          A restore kept these numbers from new documents: some may be on documents issued after the backup. Enter each
          one found in the accounts mailbox; a number left unentered was never given out.
        </p>
      </header>
      <ul className="number-gaps__list" aria-label="Numbers set aside">
        {list.map((gap) => (
          <li key={`${gap.kind}-${gap.year}-${gap.firstNumber}`} className="number-gaps__item">
            <div className="number-gaps__row">
              <strong>
                {DOCUMENT_NAMES[gap.kind]}s {gap.year}: {gap.firstNumber} – {gap.lastNumber}
              </strong>
              <span className="invoices-muted">
                {plural(gap.size, 'number')}, set aside on {formatDate(parkToday(new Date(gap.createdAt)))}
              </span>
            </div>
            <span className="invoices-sub">{gap.reason}</span>
            <span className="number-gaps__entered">{enteredLine(gap)}</span>
          </li>
        ))}
      </ul>
      {isAdmin &&
        (entering ? (
          <LostDocumentForm onClose={() => setEntering(false)} />
        ) : (
          <button type="button" className="button button--small" onClick={() => setEntering(true)}>
            Enter a lost document
          </button>
        ))}
    </section>
  );
}
