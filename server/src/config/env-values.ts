/** Reading one environment variable, shared by the server's settings and the backup command. */

export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** The variable's value, trimmed; unset and blank are the same. */
export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}`);
  }
  return raw;
}
