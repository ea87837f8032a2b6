import { Body, Controller, Delete, Get, Patch, Post, Put } from '@nestjs/common';
import { NotFoundError } from '../common/domain-error';
import { IdParam } from '../common/id-param';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowedBeforePasswordChange, type AuthenticatedAdmin, CurrentAdmin, Roles } from '../common/auth.decorators';
import { ACCOUNT_NOT_FOUND, AdminAccountsService } from './admin-accounts.service';
import { AdminDeletedResponse, AdminListResponse, AdminResponse, AdminWithMessageResponse } from './admin.responses';
import { CreateAdminDto } from './dto/create-admin.dto';
import { SetActiveDto } from './dto/set-active.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';

@ApiTags('staff accounts')
@Controller('admin')
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @AllowedBeforePasswordChange()
  @Get('profile')
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: AdminResponse })
  async profile(@CurrentAdmin() actor: AuthenticatedAdmin): Promise<AdminResponse> {
    return { admin: await this.accounts.profile(actor) };
  }

  @Put('profile')
  @ApiOperation({ summary: 'Edit one’s own username, names and phone (the e-mail address cannot change)' })
  @ApiOkResponse({ type: AdminWithMessageResponse })
  async updateProfile(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @Body() body: UpdateProfileDto,
  ): Promise<AdminWithMessageResponse> {
    return { admin: await this.accounts.updateProfile(actor, body), message: 'Profile updated successfully' };
  }

  @Get('admins')
  @Roles('admin')
  @ApiOperation({ summary: 'All staff accounts, oldest first (admin role only)' })
  @ApiOkResponse({ type: AdminListResponse })
  async list(): Promise<AdminListResponse> {
    return { admins: await this.accounts.list() };
  }

  @Post('admins')
  @Roles('admin')
  @ApiOperation({
    summary:
      'Create a staff account, role admin (default) or moderator (admin role only); its holder must change the password at first sign-in',
  })
  @ApiCreatedResponse({ type: AdminWithMessageResponse })
  async create(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @Body() body: CreateAdminDto,
  ): Promise<AdminWithMessageResponse> {
    return { admin: await this.accounts.create(actor, body), message: 'Admin account created successfully' };
  }

  @Patch('admins/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Deactivate or reactivate a staff account (admin role only)' })
  @ApiOkResponse({ type: AdminWithMessageResponse })
  setActive(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @IdParam('id', () => new NotFoundError(ACCOUNT_NOT_FOUND)) id: string,
    @Body() body: SetActiveDto,
  ): Promise<AdminWithMessageResponse> {
    return this.accounts.setActive(actor, id, body.isActive);
  }

  @Delete('admins/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a staff account; not one’s own, nor the last active admin (admin role only)' })
  @ApiOkResponse({ type: AdminDeletedResponse })
  async delete(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @IdParam('id', () => new NotFoundError(ACCOUNT_NOT_FOUND)) id: string,
  ): Promise<AdminDeletedResponse> {
    await this.accounts.delete(actor, id);
    return { message: 'Admin account deleted successfully' };
  }
}
