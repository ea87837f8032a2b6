import { useMutation } from '@tanstack/react-query';
import { parkToday } from '@/lib/park-time';
import { saveFile } from '@/lib/download';
import { fetchAllBookings, type ListQuery } from '@/features/admin/api/booking-list';
import { csvFile, toCsv } from '@/features/admin/utils/csv';
import { CSV_HEADER, csvRow } from '../utils/booking-format';

/**
 * Every booking of the list shown that matches its filters, read and downloaded as a CSV named for the list and
 * today. Answers how many were exported: none means the list is empty, and nothing is downloaded.
 */
export function useExportBookings() {
  return useMutation({
    mutationFn: async (query: ListQuery): Promise<number> => {
      const bookings = await fetchAllBookings(query);
      if (bookings.length === 0) return 0;
      const { file, filename } = csvFile(
        toCsv(CSV_HEADER, bookings.map(csvRow)),
        `bookings-${query.group}-${parkToday()}.csv`,
      );
      saveFile(file, filename);
      return bookings.length;
    },
  });
}
