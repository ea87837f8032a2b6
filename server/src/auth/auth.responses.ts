import { ApiProperty } from '@nestjs/swagger';
import { AdminView } from '../admin';

export class LoginResponse {
  @ApiProperty({ description: 'Bearer token for the staff routes' }) token!: string;
  @ApiProperty({ type: () => AdminView }) admin!: AdminView;
  @ApiProperty({
    description:
      'The password was chosen by someone else (generated, or set by an admin): every staff route except the password change, profile and logout answers 403 until it is changed',
  })
  mustChangePassword!: boolean;
  @ApiProperty({ example: 'Login successful' }) message!: string;
}

export class LogoutResponse {
  @ApiProperty({ example: 'Signed out' }) message!: string;
}

export class PasswordChangedResponse {
  @ApiProperty({ example: 'Password changed successfully' }) message!: string;
  @ApiProperty({ description: 'A fresh bearer token: every token issued before the change has stopped working' })
  token!: string;
}

export class InitialCredentialsView {
  @ApiProperty() username!: string;
  @ApiProperty({ description: 'Generated; shown only in this answer' }) password!: string;
}

export class InitialAdminResponse {
  @ApiProperty() message!: string;
  @ApiProperty({ type: () => InitialCredentialsView }) credentials!: InitialCredentialsView;
}
