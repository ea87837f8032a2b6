import { Body, Controller, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AllowedBeforePasswordChange, type AuthenticatedAdmin, CurrentAdmin, Public } from '../common/auth.decorators';
import { DomainError } from '../common/domain-error';
import { RateLimit } from '../common/rate-limit';
import { InitialAdminResponse, LoginResponse, LogoutResponse, PasswordChangedResponse } from './auth.responses';
import { type LoginResult, AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { InitialAdminService } from './initial-admin.service';

@ApiTags('staff accounts')
@Controller('admin')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly initialAdmin: InitialAdminService,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @RateLimit('login')
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in: answers a bearer token, the account and a message',
    description:
      'Sets a signed, HttpOnly device cookie naming the account: from a device that holds one, failed attempts count against that device alone, and the per-address waits and the account-wide lock do not apply.',
  })
  @ApiOkResponse({ type: LoginResponse })
  @ApiUnauthorizedResponse({ description: 'Wrong username or password (the same answer for unknown usernames)' })
  @ApiTooManyRequestsResponse({
    description: 'Too many failed attempts: the message and Retry-After say when to retry',
  })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResult> {
    const from = { address: request.ip, device: this.devices.knownDevice(request, body.username) };
    const result = await this.auth.login(body.username, body.password, from);
    this.devices.remember(request, reply, result.admin.username);
    return result;
  }

  @AllowedBeforePasswordChange()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: the account’s tokens stop working at once, on every device' })
  @ApiOkResponse({ type: LogoutResponse })
  async logout(@CurrentAdmin() actor: AuthenticatedAdmin): Promise<LogoutResponse> {
    await this.auth.logout(actor);
    return { message: 'Signed out' };
  }

  // Limited, counted and locked like sign-in: a wrong current password is a guess at the password.
  @AllowedBeforePasswordChange()
  @RateLimit('login')
  @Put('change-password')
  @ApiOperation({ summary: 'Change one’s own password; earlier tokens stop working and a fresh one is answered' })
  @ApiOkResponse({ type: PasswordChangedResponse })
  @ApiTooManyRequestsResponse({
    description: 'Too many wrong passwords (here or at sign-in): the message and Retry-After say when to retry',
  })
  async changePassword(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<PasswordChangedResponse> {
    const from = { address: request.ip, device: this.devices.knownDevice(request, actor.username) };
    const token = await this.auth.changePassword(actor, body.currentPassword, body.newPassword, from);
    return { message: 'Password changed successfully', token };
  }

  @Public()
  @RateLimit('login')
  @Post('create-initial-admin')
  @ApiOperation({
    summary:
      'Create the first admin account with a generated password; only while no account exists, only from the server’s own machine',
  })
  @ApiCreatedResponse({ type: InitialAdminResponse })
  @ApiForbiddenResponse({ description: 'Asked from another machine, or through a proxy' })
  @ApiConflictResponse({ description: 'An account already exists' })
  async createInitialAdmin(@Req() request: FastifyRequest): Promise<InitialAdminResponse> {
    if (!isFromThisMachine(request)) {
      throw new DomainError(
        403,
        'The first admin account can only be created on the server itself (from 127.0.0.1 or ::1). Please run the request there, or set ADMIN_PASSWORD and restart.',
        'LOCAL_ONLY',
      );
    }
    const credentials = await this.initialAdmin.createOnRequest();
    return {
      message:
        'Initial admin account created. Sign in with these credentials and change the password at once: it will not be shown again.',
      credentials,
    };
  }
}

/**
 * Judged on the connection's own address, never on X-Forwarded-For; and a request relayed by a proxy on this
 * machine (which then connects from loopback) carries forwarding headers, so it is refused too.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return loopback && !relayed;
}
