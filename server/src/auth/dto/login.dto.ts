import { PASSWORD_MAX_LENGTH, SIGN_IN_USERNAME_MAX_LENGTH } from '@kandy-park/domain';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../common/input';

export class LoginDto {
  // class-validator runs a property's decorators bottom-up: the type check first.
  @MaxLength(SIGN_IN_USERNAME_MAX_LENGTH, { message: 'Username must be at most 100 characters.' })
  @IsNotEmpty({ message: 'Please enter your username.' })
  @SingleLine('Username')
  @IsString({ message: 'Please enter your username.' })
  username!: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password must be at most 200 characters.' })
  @IsNotEmpty({ message: 'Please enter your password.' })
  @IsString({ message: 'Please enter your password.' })
  password!: string;
}
