import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const FOLDER = join(ROOT, 'server/drizzle');
const migrations = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, sql: readFileSync(join(FOLDER, name), 'utf8') }));

/** The line that marks a migration the running release cannot live with (docs/deploy.md). */
const STOP_ALL = /^-- upgrade: stop all servers, start one, then the rest\b/m;
/** squawk's rules for changes that break the release still running while a migration is applied. */
const BREAKING_RULES = [
  'ban-drop-column',
  'ban-drop-table',
  'ban-drop-database',
  'renaming-column',
  'renaming-table',
  'changing-column-type',
  'adding-required-field',
  'ban-alter-domain-with-add-constraint',
];
/** Written before the lint came; .squawk.toml says why each stands. */
const BEFORE_THE_LINT = migrations.map((m) => m.name).filter((name) => name < '0014');
/** Broke the release before it, before the mark existed. */
const MARKED_BEFORE_THE_LINT = ['0009_sign_in_hardening.sql'];

/**
 * Issue 35: `npm run lint:migrations` (squawk, .squawk.toml) refuses a migration that locks a table for long or
 * breaks the running release, so that servers can be upgraded one at a time. A migration that has to break it
 * silences the rule on its statement (`-- squawk-ignore <rule>`) and is marked, so the operator upgrades it as stop
 * all servers, start one, then the rest; docs/deploy.md names each.
 */
describe('migrations and rolling upgrades', () => {
  it('marks every migration that silences a rule of the running release', () => {
    const unmarked = migrations
      .filter(({ sql }) => BREAKING_RULES.some((rule) => new RegExp(`squawk-ignore[^\\n]*\\b${rule}\\b`).test(sql)))
      .filter(({ sql }) => !STOP_ALL.test(sql))
      .map(({ name }) => name);
    expect(unmarked).toEqual([]);
  });

  it('names each marked migration in docs/deploy.md', () => {
    const deploy = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
    const marked = [
      ...MARKED_BEFORE_THE_LINT,
      ...migrations.filter(({ sql }) => STOP_ALL.test(sql)).map((m) => m.name),
    ];
    expect(marked.filter((name) => !deploy.includes(name))).toEqual([]);
  });

  it('lints every migration written since the lint came: .squawk.toml leaves out only those before it', () => {
    const config = readFileSync(join(ROOT, '.squawk.toml'), 'utf8');
    const excluded = [...config.matchAll(/^\s*"server\/drizzle\/([^"]+)",/gm)].map((match) => match[1]);
    expect(excluded).toEqual(BEFORE_THE_LINT);
  });
});
