import { isLanguage, languageFromHeader } from '../src/languages.js';

describe('the visitor language of a request', () => {
  it('takes the language the park client sends', () => {
    expect(languageFromHeader('si')).toBe('si');
    expect(languageFromHeader('ta')).toBe('ta');
    expect(languageFromHeader('en')).toBe('en');
  });

  it("reads the first tag's primary subtag of any other header", () => {
    expect(languageFromHeader('si-LK')).toBe('si');
    expect(languageFromHeader('TA-in;q=0.9, en;q=0.5')).toBe('ta');
    expect(languageFromHeader(' si_LK , ta')).toBe('si');
    expect(languageFromHeader(['ta', 'si'])).toBe('ta');
  });

  it('answers English for anything else', () => {
    for (const header of [undefined, '', '*', 'fr-FR, si', 'sin', 'en-GB', ';q=1', ',si', []]) {
      expect(languageFromHeader(header)).toBe('en');
    }
  });

  it('knows the three languages only', () => {
    expect(['en', 'si', 'ta'].every(isLanguage)).toBe(true);
    expect([undefined, 'EN', 'fr', 1].some(isLanguage)).toBe(false);
  });
});
