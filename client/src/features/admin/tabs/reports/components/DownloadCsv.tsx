import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import { type ReportCsv, useReportCsv } from '../api/reports';

/** "Download CSV" of one report, as the server writes it; the button waits while the file comes. */
export function DownloadCsv({ request, label, disabled }: { request: ReportCsv; label: string; disabled?: boolean }) {
  const download = useReportCsv();
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={disabled || download.isPending}
      aria-label={`Download CSV: ${label}`}
      onClick={() =>
        download.mutate(request, {
          onSuccess: () => toast.success(`Saved the ${label} as CSV.`),
          onError: (error) =>
            toast.error(failureText(error, `Failed to download the ${label}`, `Error downloading the ${label}`)),
        })
      }
    >
      <Download aria-hidden="true" /> {download.isPending ? 'Downloading...' : 'Download CSV'}
    </button>
  );
}
