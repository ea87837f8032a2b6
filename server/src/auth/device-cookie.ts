import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** A device not seen signing in for this long is an unknown device again. */
export const DEVICE_COOKIE_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;
/** Sent only to the staff account routes: sign-in and the password change read it. */
const DEVICE_COOKIE_PATH = '/api/admin';

/** One cookie per account, so staff who share a computer each keep their own. */
export function deviceCookieName(username: string): string {
  const digest = createHash('sha256').update(username.toLowerCase()).digest('base64url');
  return `kp_device_${digest.slice(0, 16)}`;
}

const loginOf = (username: string) => Buffer.from(username.toLowerCase()).toString('base64url');

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to an
 * account gets a cookie naming it, `LOGIN.NONCE.ISSUED.HMAC`, signed with HMAC-SHA256 under a key of its own derived
 * from JWT_SECRET. From a device that holds one, failures count against that cookie alone, and the per-address waits
 * and the account-wide lock, which strangers can run up, do not apply (sign-in-attempts.repository.ts). The cookie
 * opens nothing by itself: the password is still checked. Parsing, `Set-Cookie` writing and the signing are
 * @fastify/cookie's, called only here, by the two routes that read the cookie.
 */
@Injectable()
export class DeviceCookies implements OnModuleInit {
  private readonly signer: ReturnType<typeof fastifyCookie.signerFactory>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    const key = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'kandy-park device cookie', 32));
    this.signer = fastifyCookie.signerFactory(key);
  }

  /**
   * Installs the plugin (which loads its cookie parser) from the one module that uses cookies; `hook: false`: no
   * other request parses its Cookie header. Queued, not awaited: Fastify loads it at start with the routes, after
   * Nest has set its error handler (loading it here would load the routes early, with Fastify's own handler).
   */
  onModuleInit(): void {
    void this.adapterHost.httpAdapter.getInstance<FastifyInstance>().register(fastifyCookie, { hook: false });
  }

  /**
   * The nonce of the device cookie for `username` the request carries, when its signature holds, it names that
   * username and it is not too old; otherwise the request comes from an unknown device.
   */
  knownDevice(request: FastifyRequest, username: string): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    const signed = fastifyCookie.parse(header)[deviceCookieName(username)];
    if (!signed) return undefined;
    const { valid, value } = this.signer.unsign(signed);
    if (!valid || value === null) return undefined;
    const [login, nonce, issued, ...rest] = value.split('.');
    if (rest.length > 0 || !nonce || login !== loginOf(username)) return undefined;
    const age = Date.now() / 1000 - Number(issued);
    return age >= -60 && age < DEVICE_COOKIE_DAYS * DAY_SECONDS ? nonce : undefined;
  }

  /**
   * Gives the device a fresh cookie for `username` (a new nonce, so failures counted against its old one are left
   * behind): HttpOnly, SameSite=Strict, and Secure when the request came over https (directly, or as a TRUST_PROXY
   * proxy says in X-Forwarded-Proto).
   */
  remember(request: FastifyRequest, reply: FastifyReply, username: string): void {
    const value = [loginOf(username), randomBytes(16).toString('base64url'), Math.floor(Date.now() / 1000)].join('.');
    const cookie = fastifyCookie.serialize(deviceCookieName(username), this.signer.sign(value), {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_DAYS * DAY_SECONDS,
    });
    reply.header('set-cookie', cookie);
  }
}
