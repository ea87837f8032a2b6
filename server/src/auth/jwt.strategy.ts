import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AuthService, type TokenPayload } from './auth.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ignoreExpiration: false,
      // A key made once. Given the secret as a string, jsonwebtoken tries on every request to read it as a PEM public
      // key first (createPublicKey, which throws: about 0.45 ms), then makes this same key again. It accepts a
      // KeyObject (and checks that an HS256 token meets a secret key); passport-jwt passes it on untouched, though
      // its types name only strings and Buffers.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  validate(payload: TokenPayload): Promise<AuthenticatedAdmin | null> {
    return this.auth.validate(payload);
  }
}
