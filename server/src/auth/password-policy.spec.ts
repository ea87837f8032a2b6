import { validate } from 'class-validator';
import { COMMON_PASSWORD_MESSAGE, IsNotCommonPassword, isCommonPassword } from './password-policy';

describe('password policy', () => {
  it('knows the most common passwords, whatever their case', () => {
    for (const password of ['123456', 'password', 'qwerty', 'Dragon', 'LETMEIN', ' football ']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets through passwords outside the 1,000 most common', () => {
    for (const password of ['Perahera-Lake-2026', 'kandy tusker 1987', 'Dalada!Maligawa']) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });

  it('refuses a common password in a DTO with a sentence a person can act on', async () => {
    class Form {
      @IsNotCommonPassword()
      password!: unknown;
    }
    const common = Object.assign(new Form(), { password: 'iloveyou' });
    const [error] = await validate(common);
    expect(error?.constraints).toEqual({ isNotCommonPassword: COMMON_PASSWORD_MESSAGE });
    expect(await validate(Object.assign(new Form(), { password: 'Sigiriya-Rock-Fortress' }))).toEqual([]);
  });
});
