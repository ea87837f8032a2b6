import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { type LoginResult, AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';

@ApiTags('staff accounts')
@Controller('admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @RateLimit('login')
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff sign-in: answers a bearer token, the account and a message' })
  login(@Body() body: LoginDto): Promise<LoginResult> {
    return this.auth.login(body.username, body.password);
  }
}
