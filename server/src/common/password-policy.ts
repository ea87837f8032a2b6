import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { InvalidInputError } from './domain-error';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@kandy-park/domain';

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
export const MAX_PASSWORD_LENGTH = PASSWORD_MAX_LENGTH;
/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 resists about 10^10 guesses, an offline attack's reach. */
export const MIN_PASSWORD_SCORE = 3;
/** zxcvbn's matching grows fast with length; past this, more characters only make a password stronger. */
const SCORED_LENGTH = 100;

export const PASSWORD_ADVICE =
  'Please choose a longer one, such as three or four unrelated words, and avoid names, usernames, dates and common phrases.';

/**
 * Loaded and made on the first check, then shared by the checks that follow within `KEEP_ESTIMATOR_MS`: its
 * dictionaries take most of a second to load and rank, which no start should pay for (passwords are checked when
 * accounts are made or passwords changed), and its ranked dictionaries hold about 12 MB that a server answering
 * visitors should not carry (nor its garbage collector mark) for the rest of its life.
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
let release: NodeJS.Timeout | undefined;
const KEEP_ESTIMATOR_MS = 30_000;

function zxcvbn(): Promise<ZxcvbnFactory> {
  clearTimeout(release);
  release = setTimeout(() => (estimator = undefined), KEEP_ESTIMATOR_MS).unref();
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

/** Lets the estimator go now (after the start's one check of ADMIN_PASSWORD); the next check loads it again. */
export function releasePasswordEstimator(): void {
  clearTimeout(release);
  estimator = undefined;
}

/**
 * Why a password cannot be used, as a sentence a person can act on, or '' when it can. `userInputs` are the
 * account's own words (username, names, e-mail address), which make a password easy to guess for anyone who
 * knows whose it is.
 */
export async function passwordProblem(password: string, userInputs: readonly string[]): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return PASSWORD_TOO_SHORT_MESSAGE;
  }
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length > 2);
  const result = (await zxcvbn()).check(password.slice(0, SCORED_LENGTH), inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return '';
  const warning = result.feedback.warning?.replace(/\.$/, '');
  return `This password is too easy to guess${warning ? ` (${warning.charAt(0).toLowerCase()}${warning.slice(1)})` : ''}. ${PASSWORD_ADVICE}`;
}

/** The words that make a password easy to guess for someone who knows whose account it is. */
export function accountWords(account: {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}): string[] {
  return [account.username, account.firstName, account.lastName, account.email];
}

/** Refuses a password that is too short or too easy to guess, with a sentence saying how to choose a better one. */
export async function refuseWeakPassword(password: string, words: string[]): Promise<void> {
  const problem = await passwordProblem(password, words);
  if (problem) throw new InvalidInputError(problem, 'WEAK_PASSWORD');
}
