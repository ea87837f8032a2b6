import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetActiveDto {
  @ApiProperty({
    description: 'false deactivates the account (it cannot sign in, its tokens stop working); true reactivates it',
  })
  @IsBoolean({ message: 'isActive must be true or false.' })
  isActive!: boolean;
}
