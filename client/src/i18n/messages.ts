import { use } from 'react';
import type { Language } from './languages';

/**
 * A namespace of texts: the English ones, built in (they are SPEC.md's texts), and loaders for Sinhala and Tamil,
 * which Vite turns into separate chunks so a visitor downloads only the language they read. The type of every
 * translation is the type of the English texts, so a missing or misspelt key fails the type check, and
 * `messages.test.ts` checks the same at run time.
 */
export interface Namespace<T> {
  readonly name: string;
  readonly en: T;
  readonly load: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: T }>>>;
}

export function defineMessages<T>(
  name: string,
  en: T,
  load: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: T }>>>,
): Namespace<T> {
  return { name, en, load };
}

const loaded = new Map<string, Promise<unknown>>();

/** The namespace's texts in `language`, as one promise per namespace and language (kept for `use`). */
export function loadMessages<T>(namespace: Namespace<T>, language: Language): Promise<T> {
  if (language === 'en') return Promise.resolve(namespace.en);
  const key = `${namespace.name}:${language}`;
  let promise = loaded.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = namespace.load[language]().then((module) => module.default);
    loaded.set(key, promise);
  }
  return promise;
}

/** Reads a namespace in `language`; suspends (React `use`) while a translation loads the first time. */
export function useNamespace<T>(namespace: Namespace<T>, language: Language): T {
  return language === 'en' ? namespace.en : use(loadMessages(namespace, language));
}
