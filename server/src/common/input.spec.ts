import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsEmailAddress, MultiLine, SingleLine } from './input';

class Form {
  @SingleLine('Name')
  name = '';

  @MultiLine('Special requirements')
  notes = '';

  @IsEmailAddress('Please enter a valid email address')
  email = 'ann@example.lk';
}

/** The messages a form with these values is refused with (none when it is taken). */
const refusals = (values: Partial<Form>): string[] =>
  validateSync(plainToInstance(Form, { ...new Form(), ...values })).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );

describe('free text', () => {
  it('refuses text-direction overrides, isolates and marks, in one-line and multi-line fields', () => {
    expect(refusals({ name: 'Nimal\u202eknaB' })).toEqual([
      'Name must not contain invisible text-direction or formatting characters.',
    ]);
    expect(refusals({ name: 'Ann \u2066Perera\u2069' })).toHaveLength(1);
    expect(refusals({ notes: 'Two tables\nand a stage\u200f' })).toEqual([
      'Special requirements must not contain invisible text-direction or formatting characters.',
    ]);
    expect(refusals({ name: 'Ann\u0007' })).toEqual(['Name must not contain control characters.']);
  });

  it('takes Sinhala and Tamil spelled with the zero-width joiner and non-joiner', () => {
    expect(refusals({ name: 'ශ්\u200dරී ලංකා', notes: 'ஸ்ரீ\u200cலங்கா' })).toEqual([]);
  });
});

describe('an e-mail address', () => {
  it('refuses what would add headers or a body to a mailto: link', () => {
    for (const email of ['ann?cc=boss@example.lk', 'ann&x@example.lk', 'a%0abcc@example.lk', 'ann#x@example.lk']) {
      expect(refusals({ email })).toEqual(['Please enter a valid email address']);
    }
  });

  it('takes an ordinary address with a +tag, dots or an apostrophe', () => {
    for (const email of ['ann.perera+park@example.lk', "o'brien@mail.example.com"]) {
      expect(refusals({ email })).toEqual([]);
    }
  });
});
