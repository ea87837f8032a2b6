import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AdminModule } from '../admin';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { JwtAuthGuard, PasswordChangeGuard, RolesGuard } from './guards';
import { InitialAdminService } from './initial-admin.service';
import { JwtStrategy } from './jwt.strategy';
import { SignInAttemptsRepository } from './sign-in-attempts.repository';

@Module({
  imports: [
    AdminModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        // Digits alone mean seconds (jsonwebtoken would read a digit-only string as milliseconds).
        signOptions: {
          algorithm: 'HS256',
          expiresIn: /^\d+$/.test(config.jwtExpiresIn)
            ? Number(config.jwtExpiresIn)
            : (config.jwtExpiresIn as `${number}h`),
        },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    DeviceCookies,
    JwtStrategy,
    InitialAdminService,
    SignInAttemptsRepository,
    // In this order: who is calling, whether they must first change their password, whether their role may.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: PasswordChangeGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, InitialAdminService],
})
export class AuthModule {}
