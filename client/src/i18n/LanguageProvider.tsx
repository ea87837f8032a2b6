import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import { sendLanguage } from '@/lib/api';
import { formatDate, formatLkr } from '@/lib/format';
import {
  INTL_LOCALES,
  type Language,
  LANGUAGE_STORAGE_KEY,
  rememberLanguageForServer,
  storedLanguage,
} from './languages';
import { type Namespace, useNamespace } from './messages';

interface LanguageState {
  language: Language;
  /** Intl locale of the language (`en-US`, `si-LK`, `ta-LK`). */
  locale: string;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', locale: 'en-US', setLanguage: () => {} });

/** Self-hosted Noto faces, fetched only when their language is chosen (their CSS is its own chunk). */
const FONTS: Partial<Record<Language, () => Promise<unknown>>> = {
  si: () => import('@fontsource-variable/noto-sans-sinhala'),
  ta: () => import('@fontsource-variable/noto-sans-tamil'),
};

/** The chosen language: remembered in the browser, written on <html lang>, with its font loaded. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Language>(storedLanguage);
  const [, startTransition] = useTransition();

  useEffect(() => {
    sendLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dataset.language = language;
    void FONTS[language]?.();
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    rememberLanguageForServer(next);
    sendLanguage(next);
    // A transition keeps the page as it is while the new texts load, instead of blanking it.
    startTransition(() => setState(next));
  }, []);

  const value = useMemo(() => ({ language, locale: INTL_LOCALES[language], setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** The texts of a namespace in the visitor's language. */
export function useMessages<T>(namespace: Namespace<T>): T {
  return useNamespace(namespace, useLanguage().language);
}

/** Rupees and calendar dates formatted for the visitor's language (lib/format.ts). */
export function useFormat(): { lkr: (amount: number) => string; date: (isoDate: string) => string } {
  const { language } = useLanguage();
  return useMemo(() => ({ lkr: formatLkr, date: (isoDate) => formatDate(isoDate, language) }), [language]);
}
