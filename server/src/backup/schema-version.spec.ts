import { BackupError } from './backup-file';
import { type CodeMigration, migrationsAround } from './schema-version';

const migration = (tag: string, when: number): CodeMigration => ({ tag, when, hash: tag, statements: [] });
const code = [migration('0000_initial', 100), migration('0001_overlap', 200), migration('0002_changes', 300)];
const applied = (...whens: number[]) => whens.map((when) => ({ when, hash: String(when) }));

describe('migrationsAround', () => {
  it('applies all before the rows for a backup of this version, and none after', () => {
    expect(migrationsAround(applied(100, 200, 300), '0002_changes', code)).toEqual({ before: code, after: [] });
  });

  it('applies the newer migrations after the rows of an older backup', () => {
    expect(migrationsAround(applied(100), '0000_initial', code)).toEqual({
      before: [code[0]],
      after: [code[1], code[2]],
    });
  });

  it('refuses a backup whose database has a migration this code does not know, naming both latest ones', () => {
    const newer = () => migrationsAround(applied(100, 200, 300, 400), '0003_future', code);
    expect(newer).toThrow(BackupError);
    expect(newer).toThrow(/newer version .*its latest: 0003_future; this version's latest: 0002_changes/);
    // A different history of the same length is not this code's either.
    expect(() => migrationsAround(applied(100, 250), null, code)).toThrow(/newer version .*its latest: one made /);
  });
});
