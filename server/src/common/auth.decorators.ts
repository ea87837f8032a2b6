import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AdminRole } from '../database/schema';

export const IS_PUBLIC = 'isPublic';
/** Open to visitors. A valid staff token, when sent, is still read (`@CurrentAdmin()` may be set). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ROLES = 'roles';
/** Only these roles may call the route; without it any signed-in staff account may. */
export const Roles = (...roles: AdminRole[]) => SetMetadata(ROLES, roles);

/** What a verified token tells about the caller. */
export interface AuthenticatedAdmin {
  id: string;
  username: string;
  role: AdminRole;
}

export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAdmin | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedAdmin }>().user ?? undefined,
);
