import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ALLOWED_BEFORE_PASSWORD_CHANGE, type AuthenticatedAdmin, IS_PUBLIC, ROLES } from '../common/auth.decorators';
import { isDatabaseUnavailable } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import type { AdminRole } from '../database/schema';

/**
 * Global and deny-by-default: every route needs a valid staff token unless marked `@Public()`. On public routes
 * a valid token is still read, so one route can answer visitors and staff differently.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      // A bad token on a public route is treated as no token.
    }
    return true;
  }

  override handleRequest<T = AuthenticatedAdmin>(error: unknown, user: T | false): T {
    // The database did not answer while the token was checked: that is an outage (503), not a bad session.
    if (isDatabaseUnavailable(error)) throw error;
    if (error || !user) {
      throw new UnauthorizedException('Your session has expired or is not valid. Please sign in again.');
    }
    return user;
  }
}

export const PASSWORD_CHANGE_REQUIRED =
  'Please choose a new password before going on: this account’s password was set by someone else.';

/**
 * An account whose password someone else chose (the generated first password, an account an admin made) may only
 * change it, read its profile and sign out until it does; the dashboard shows that first.
 */
@Injectable()
export class PasswordChangeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOWED_BEFORE_PASSWORD_CHANGE, targets)) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedAdmin }>().user;
    if (user?.mustChangePassword) throw new DomainError(403, PASSWORD_CHANGE_REQUIRED, 'PASSWORD_CHANGE_REQUIRED');
    return true;
  }
}

/** Enforces `@Roles(...)`; routes without it are open to every signed-in staff account. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<AdminRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedAdmin }>().user;
    if (!user || !roles.includes(user.role)) {
      throw new ForbiddenException(`Only ${roles.join(' or ')} accounts can do this.`);
    }
    return true;
  }
}
