import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 500;
const PAGE_MESSAGE = 'page must be a whole number from 1.';
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** The page size of the dashboard's grouped list (`admin/list`): a screen of cards. */
export const GROUP_PAGE_SIZE = 20;
/** The page size of staff's `GET /api/bookings` (SPEC.md's "every booking"): enough for a client that reads one page. */
export const EVERY_BOOKING_PAGE_SIZE = 100;

/**
 * `page` and `pageSize` of a staff list, validated alike on every list; each list documents its own default size.
 * A function of that size because decorators (and so the OpenAPI document) are fixed per class.
 */
export function PageQuery(defaultPageSize: number) {
  class PageQueryOfSize {
    @ApiPropertyOptional({ default: 1, minimum: 1 })
    @Min(1, { message: PAGE_MESSAGE })
    @IsInt({ message: PAGE_MESSAGE })
    @Type(() => Number)
    @IsOptional()
    page?: number;

    @ApiPropertyOptional({ default: defaultPageSize, minimum: 1, maximum: MAX_PAGE_SIZE })
    @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
    @Min(1, { message: PAGE_SIZE_MESSAGE })
    @IsInt({ message: PAGE_SIZE_MESSAGE })
    @Type(() => Number)
    @IsOptional()
    pageSize?: number;
  }
  return PageQueryOfSize;
}
