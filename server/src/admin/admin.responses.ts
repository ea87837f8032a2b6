import { ApiProperty } from '@nestjs/swagger';
import { AdminView } from './admin.view';

/** Answer shapes of the account routes, for the OpenAPI description the client's types come from. */

export class AdminResponse {
  @ApiProperty({ type: () => AdminView }) admin!: AdminView;
}

export class AdminWithMessageResponse {
  @ApiProperty({ type: () => AdminView }) admin!: AdminView;
  @ApiProperty() message!: string;
}

export class AdminListResponse {
  @ApiProperty({ type: () => AdminView, isArray: true }) admins!: AdminView[];
}

export class AdminDeletedResponse {
  @ApiProperty() message!: string;
}
