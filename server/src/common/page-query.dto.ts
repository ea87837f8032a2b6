import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A page of a staff list by default: a screen of cards, and an answer whose cost does not grow with history. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
const PAGE_MESSAGE = 'page must be a whole number from 1.';
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** `page` and `pageSize` of a staff list, validated and defaulted alike on every list. */
export class PageQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @Min(1, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  @Type(() => Number)
  @IsOptional()
  page?: number;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Type(() => Number)
  @IsOptional()
  pageSize?: number;
}
