import { PASSWORD_ADVICE, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('refuses common and easily guessed passwords, saying how to choose a better one', async () => {
    for (const password of ['123456', 'password', 'qwerty123', 'Dragon2020', 'LETMEIN!', 'abcdefgh', 'kandy2026']) {
      const problem = await passwordProblem(password, []);
      expect(problem).toMatch(/^This password is too easy to guess/);
      expect(problem).toContain(PASSWORD_ADVICE);
    }
  });

  it('names the reason when zxcvbn has one', async () => {
    expect(await passwordProblem('password1', [])).toBe(
      `This password is too easy to guess (this is a commonly used password). ${PASSWORD_ADVICE}`,
    );
  });

  it('refuses a password made of the account’s own username, name or e-mail address', async () => {
    const inputs = ['nimal.perera', 'Nimal', 'Perendeniya', 'nimal@kandypark.lk'];
    expect(await passwordProblem('Perendeniya#1', inputs)).toMatch(/^This password is too easy to guess/);
    expect(await passwordProblem('nimal.perera99', inputs)).toMatch(/^This password is too easy to guess/);
    expect(await passwordProblem('Perendeniya#1', [])).toBe('');
  });

  it('keeps the six-character rule and its message', async () => {
    expect(await passwordProblem('Ab3$e', [])).toBe('Password must be at least 6 characters long.');
  });

  it('lets through passphrases and long unrelated words', async () => {
    for (const password of ['Perahera-Lake-2026', 'kandy tusker 1987', 'Dalada!Maligawa', 'Sigiriya-Rock-Fortress']) {
      expect(await passwordProblem(password, ['parkadmin'])).toBe('');
    }
  });
});
