import { useEffect, useRef } from 'react';
import type { Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/LanguageProvider';

/**
 * Opens the page in the booking's language (the one its e-mails and documents are in), once, when the booking is
 * first shown: the link may be opened on a device whose site language is another. The visitor may switch afterwards,
 * and the page then stays in their choice.
 */
export function useBookingLanguage(bookingLanguage: Language | undefined): void {
  const { language, setLanguage } = useLanguage();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || bookingLanguage === undefined) return;
    done.current = true;
    if (bookingLanguage !== language) setLanguage(bookingLanguage);
  }, [bookingLanguage, language, setLanguage]);
}
