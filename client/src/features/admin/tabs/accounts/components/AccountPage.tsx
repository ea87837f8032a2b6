import { ArrowLeft, ExternalLink, FileText, ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { formatDate, formatLkr, mailtoHref } from '@/lib/format';
import { parkToday } from '@/lib/park-time';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { StatCard } from '@/features/admin/components/StatCard';
import {
  type AccountDocument,
  type CustomerAccount,
  type Period,
  useAccount,
  useAccountStatementDownload,
  useDocumentDownload,
} from '../api/accounts';
import {
  balanceWords,
  bookingLink,
  bookingStatus,
  DOCUMENT_LABELS,
  documentMark,
  periodProblem,
} from '../utils/account-format';
import { AccountAging } from './AccountAging';

const ALL_ACCOUNTS = '/admin/dashboard?tab=accounts';

/** One customer's account: who they are, the balance, their bookings, every document, and a statement with aging. */
export function AccountPage({ email }: { email: string }) {
  const today = parkToday();
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const problem = periodProblem(period, today);
  // A period being typed that cannot be read keeps the last one shown.
  const [shown, setShown] = useState<Period>(period);
  if (!problem && (shown.from !== period.from || shown.to !== period.to)) setShown(period);
  const account = useAccount(email, shown);

  return (
    <div className="accounts">
      <Link className="accounts-back" to={ALL_ACCOUNTS}>
        <ArrowLeft aria-hidden="true" size={16} /> All accounts
      </Link>
      {account.isError && !account.data ? (
        account.error instanceof ApiError && account.error.status === 404 ? (
          <EmptyState title="No account has this e-mail address.">
            <p>No booking, invoice or payment was made with {email}.</p>
          </EmptyState>
        ) : (
          <ListError message="The account could not be loaded." onRetry={() => void account.refetch()} />
        )
      ) : !account.data ? (
        <ListLoading label="Loading the account" />
      ) : (
        <AccountView account={account.data} period={period} problem={problem} onPeriod={setPeriod} />
      )}
    </div>
  );
}

function AccountView({
  account,
  period,
  problem,
  onPeriod,
}: {
  account: CustomerAccount;
  period: Period;
  problem: string | null;
  onPeriod: (period: Period) => void;
}) {
  const owedTone = account.balance > 0 ? 'pending' : 'approved';
  return (
    <>
      <header className="accounts-header">
        <h2>{account.customerName}</h2>
        <p className="accounts-sub">
          <a href={mailtoHref(account.customerEmail)}>{account.customerEmail}</a>
          {account.customerPhone && (
            <>
              {' · '}
              <a href={`tel:${account.customerPhone.replace(/[^\d+]/g, '')}`}>{account.customerPhone}</a>
            </>
          )}
        </p>
      </header>
      <div className="stat-grid accounts-stats">
        <StatCard label="Balance" value={balanceWords(account.balance)} hint="From the ledger, today" tone={owedTone} />
        <StatCard label="Bookings" value={account.bookings.length} hint="In the lists" />
        <StatCard label="Documents" value={account.documents.length} hint="Invoices, receipts, notes" />
      </div>
      <Bookings account={account} />
      <Documents documents={account.documents} />
      <Statement account={account} period={period} problem={problem} onPeriod={onPeriod} />
    </>
  );
}

function Bookings({ account }: { account: CustomerAccount }) {
  const id = useId();
  return (
    <section className="accounts-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Bookings and stall rentals</h3>
      {account.bookings.length === 0 ? (
        <p className="accounts-muted">None in the lists: their documents stay below.</p>
      ) : (
        <ul className="accounts-bookings">
          {account.bookings.map((booking) => (
            <li key={booking.id}>
              <span>
                <strong>{booking.stallId ? `Stall ${booking.stallId}` : booking.venue}</strong>
                <span className="accounts-sub">{booking.description}</span>
              </span>
              <span>
                {booking.stallId
                  ? `From ${formatDate(booking.eventDate)}`
                  : booking.lastDate === booking.eventDate
                    ? formatDate(booking.eventDate)
                    : `${formatDate(booking.eventDate)} – ${formatDate(booking.lastDate)}`}
              </span>
              <span className="accounts-status">{bookingStatus(booking)}</span>
              <Link to={bookingLink(booking)} aria-label={`Open booking ${booking.id} in the Bookings tab`}>
                <ExternalLink aria-hidden="true" size={15} /> Open
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Documents({ documents }: { documents: AccountDocument[] }) {
  const id = useId();
  const download = useDocumentDownload();
  return (
    <section className="accounts-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Documents</h3>
      {documents.length === 0 ? (
        <p className="accounts-muted">No money document yet: an invoice is issued when a booking is approved.</p>
      ) : (
        <div className="accounts-table__wrap">
          <table className="accounts-table accounts-documents">
            <caption className="visually-hidden">Money documents, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Date</th>
                <th scope="col">For</th>
                <th scope="col" className="accounts-amount">
                  Amount
                </th>
                <th scope="col">
                  <span className="visually-hidden">PDF</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => {
                const mark = documentMark(document);
                return (
                  <tr key={`${document.kind}-${document.id}`}>
                    <td data-label="Document">
                      <strong>{document.number}</strong>
                      <span className="accounts-sub">{DOCUMENT_LABELS[document.kind]}</span>
                      {mark && <span className="accounts-mark">{mark}</span>}
                    </td>
                    <td data-label="Date">{formatDate(document.date)}</td>
                    <td data-label="For">
                      {document.description}
                      {document.bookingId === null && (
                        <span className="accounts-sub">Booking deleted from the lists (settled)</span>
                      )}
                    </td>
                    <td data-label="Amount" className="accounts-amount">
                      {formatLkr(document.amount)}
                    </td>
                    <td className="accounts-table__pdf">
                      <button
                        type="button"
                        className="invoices-doc accounts-doc"
                        aria-label={`PDF of ${DOCUMENT_LABELS[document.kind].toLowerCase()} ${document.number}`}
                        disabled={download.isPending}
                        onClick={() =>
                          download.mutate(document, {
                            onError: (error) =>
                              toast.error(
                                failureText(
                                  error,
                                  `${document.number} could not be downloaded`,
                                  `${document.number} could not be downloaded: the server could not be reached.`,
                                ),
                              ),
                          })
                        }
                      >
                        <FileText aria-hidden="true" /> PDF
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Statement({
  account,
  period,
  problem,
  onPeriod,
}: {
  account: CustomerAccount;
  period: Period;
  problem: string | null;
  onPeriod: (period: Period) => void;
}) {
  const id = useId();
  const { statement, today } = account;
  const pdf = useAccountStatementDownload();
  return (
    <section className="accounts-section" aria-labelledby={`${id}-title`}>
      <header className="accounts-section__header">
        <h3 id={`${id}-title`}>Statement of account</h3>
        <div className="accounts-period" role="group" aria-label="The statement's period">
          <div className="field">
            <label htmlFor={`${id}-from`}>From</label>
            <input
              id={`${id}-from`}
              type="date"
              value={period.from}
              max={today}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => onPeriod({ ...period, from: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>To</label>
            <input
              id={`${id}-to`}
              type="date"
              value={period.to}
              max={today}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => onPeriod({ ...period, to: event.target.value })}
            />
          </div>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={pdf.isPending || problem !== null}
            onClick={() =>
              pdf.mutate(
                { account, period, today },
                {
                  onError: (error) =>
                    toast.error(
                      failureText(error, 'The statement could not be downloaded', 'Error downloading the statement'),
                    ),
                },
              )
            }
          >
            <ScrollText aria-hidden="true" /> {pdf.isPending ? 'Preparing...' : 'Statement (PDF)'}
          </button>
        </div>
      </header>
      {problem && (
        <p className="money-form__error" role="alert">
          {problem}
        </p>
      )}
      <p className="accounts-muted">
        {statement.from ? `From ${formatDate(statement.from)}` : 'From the first entry'} to {formatDate(statement.to)}.
      </p>
      <div className="accounts-table__wrap">
        <table className="accounts-table accounts-statement">
          <caption className="visually-hidden">Statement lines in date order, with the running balance</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Document</th>
              <th scope="col">Details</th>
              <th scope="col" className="accounts-amount">
                Charged
              </th>
              <th scope="col" className="accounts-amount">
                Received
              </th>
              <th scope="col" className="accounts-amount">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.from && (
              <tr className="accounts-statement__edge">
                <td data-label="Date">{formatDate(statement.from)}</td>
                <td data-label="Document" />
                <td data-label="Details">Balance brought forward</td>
                <td data-label="Charged" className="accounts-amount" />
                <td data-label="Received" className="accounts-amount" />
                <td data-label="Balance" className="accounts-amount">
                  {balanceWords(statement.openingBalance)}
                </td>
              </tr>
            )}
            {statement.lines.map((line, index) => (
              <tr key={`${line.date}-${line.document}-${index}`}>
                <td data-label="Date">{formatDate(line.date)}</td>
                <td data-label="Document">{line.document || '—'}</td>
                <td data-label="Details">{line.description}</td>
                <td data-label="Charged" className="accounts-amount">
                  {line.charged ? formatLkr(line.charged) : ''}
                </td>
                <td data-label="Received" className="accounts-amount">
                  {line.received ? formatLkr(line.received) : ''}
                </td>
                <td data-label="Balance" className="accounts-amount">
                  {balanceWords(line.balance)}
                </td>
              </tr>
            ))}
            {statement.lines.length === 0 && (
              <tr>
                <td colSpan={6} className="accounts-muted">
                  Nothing was charged or received in this period.
                </td>
              </tr>
            )}
            <tr className="accounts-statement__edge accounts-statement__closing">
              <td data-label="Date">{formatDate(statement.to)}</td>
              <td data-label="Document" />
              <td data-label="Details">Closing balance</td>
              <td data-label="Charged" className="accounts-amount">
                {formatLkr(statement.charged)}
              </td>
              <td data-label="Received" className="accounts-amount">
                {formatLkr(statement.received)}
              </td>
              <td data-label="Balance" className="accounts-amount">
                {balanceWords(statement.closingBalance)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <AccountAging aging={account.aging} today={today} />
    </section>
  );
}
