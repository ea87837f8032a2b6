import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedAdmin, CurrentAdmin, Public } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { InitialAdminResponse, LoginResponse, PasswordChangedResponse } from './auth.responses';
import { type LoginResult, AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { InitialAdminService } from './initial-admin.service';

@ApiTags('staff accounts')
@Controller('admin')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly initialAdmin: InitialAdminService,
  ) {}

  @Public()
  @RateLimit('login')
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff sign-in: answers a bearer token, the account and a message' })
  @ApiOkResponse({ type: LoginResponse })
  login(@Body() body: LoginDto): Promise<LoginResult> {
    return this.auth.login(body.username, body.password);
  }

  // Rate-limited like sign-in: a wrong current password is a guess at the password.
  @RateLimit('login')
  @Put('change-password')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change one’s own password; earlier tokens stop working and a fresh one is answered' })
  @ApiOkResponse({ type: PasswordChangedResponse })
  async changePassword(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @Body() body: ChangePasswordDto,
  ): Promise<PasswordChangedResponse> {
    const token = await this.auth.changePassword(actor, body.currentPassword, body.newPassword);
    return { message: 'Password changed successfully', token };
  }

  @Public()
  @RateLimit('login')
  @Post('create-initial-admin')
  @ApiOperation({ summary: 'Create the first admin account with a generated password; only while no account exists' })
  @ApiCreatedResponse({ type: InitialAdminResponse })
  @ApiConflictResponse({ description: 'An account already exists' })
  async createInitialAdmin(): Promise<InitialAdminResponse> {
    const credentials = await this.initialAdmin.createOnRequest();
    return {
      message:
        'Initial admin account created. Sign in with these credentials and change the password at once: it will not be shown again.',
      credentials,
    };
  }
}
