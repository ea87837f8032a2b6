import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AdminRole } from '../database/schema';

export const IS_PUBLIC = 'isPublic';
/** Open to visitors. A valid staff token, when sent, is still read (`@CurrentAdmin()` may be set). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ROLES = 'roles';
/** Only these roles may call the route; without it any signed-in staff account may. */
export const Roles = (...roles: AdminRole[]) => SetMetadata(ROLES, roles);

export const ALLOWED_BEFORE_PASSWORD_CHANGE = 'allowedBeforePasswordChange';
/**
 * Open to an account that must still replace a password someone else chose (changing it, reading one's profile,
 * signing out); every other staff route refuses it with 403.
 */
export const AllowedBeforePasswordChange = () => SetMetadata(ALLOWED_BEFORE_PASSWORD_CHANGE, true);

/** What a verified token tells about the caller (read from the account at each request). */
export interface AuthenticatedAdmin {
  id: string;
  username: string;
  /** The name documents and mails print: first and last name, or the sign-in name when the account has none. */
  displayName: string;
  role: AdminRole;
  mustChangePassword?: boolean;
}

export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAdmin | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedAdmin }>().user ?? undefined,
);
