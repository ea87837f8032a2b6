import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { InvalidInputError } from '../common/domain-error';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 resists about 10^10 guesses, an offline attack's reach. */
export const MIN_PASSWORD_SCORE = 3;
/** zxcvbn's matching grows fast with length; past this, more characters only make a password stronger. */
const SCORED_LENGTH = 100;

export const PASSWORD_ADVICE =
  'Please choose a longer one, such as three or four unrelated words, and avoid names, usernames, dates and common phrases.';

/** Made on first use (its dictionaries take most of a second to load), then shared by every check. */
let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Why a password cannot be used, as a sentence a person can act on, or '' when it can. `userInputs` are the
 * account's own words (username, names, e-mail address), which make a password easy to guess for anyone who
 * knows whose it is.
 */
export function passwordProblem(password: string, userInputs: readonly string[]): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length > 2);
  const result = zxcvbn().check(password.slice(0, SCORED_LENGTH), inputs);
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
export function refuseWeakPassword(password: string, words: string[]): void {
  const problem = passwordProblem(password, words);
  if (problem) throw new InvalidInputError(problem, 'WEAK_PASSWORD');
}
