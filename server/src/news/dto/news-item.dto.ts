import {
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_DESCRIPTION_MAX_LENGTH,
  NEWS_IMAGE_ALT_MAX_LENGTH,
  NEWS_IMAGE_URL_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
} from '@kandy-park/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength, ValidateNested } from 'class-validator';
import { MultiLine, SingleLine, Trim } from '../../common/input';
import { NEWS_CATEGORIES, type NewsCategory } from '../../database/schema';

export class NewsImageDto {
  @ApiProperty({ example: 'https://images.example.lk/perahera.jpg', description: 'An http(s) address' })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'Invalid image URL: please give a web address starting with http:// or https://.' },
  )
  @MaxLength(NEWS_IMAGE_URL_MAX_LENGTH, { message: 'Image URL must be at most 2000 characters.' })
  @IsNotEmpty({ message: 'Please give the image URL, or leave the image out.' })
  @SingleLine('The image URL')
  @IsString({ message: 'Please give the image URL, or leave the image out.' })
  @Trim()
  url!: string;

  @ApiPropertyOptional({
    example: 'Dancers at the Esala Perahera',
    description: 'Text for screen readers; the title when left out',
  })
  @MaxLength(NEWS_IMAGE_ALT_MAX_LENGTH, { message: 'Image description (alt) must be at most 300 characters.' })
  @SingleLine('The image description')
  @IsString({ message: 'Image description (alt) must be text.' })
  @IsOptional()
  @Trim()
  alt?: string;
}

/** A news item's body, for both create and replace. Text is stored and served as plain text. */
export class NewsItemDto {
  @ApiProperty({ maxLength: 200 })
  @MaxLength(NEWS_TITLE_MAX_LENGTH, { message: 'Title must be at most 200 characters.' })
  @IsNotEmpty({ message: 'Please enter a title.' })
  @SingleLine('Title')
  @IsString({ message: 'Please enter a title.' })
  @Trim()
  title!: string;

  @ApiProperty({ maxLength: 1000, description: 'Short summary shown on the news card' })
  @MaxLength(NEWS_DESCRIPTION_MAX_LENGTH, { message: 'Description must be at most 1000 characters.' })
  @IsNotEmpty({ message: 'Please enter a description.' })
  @MultiLine('Description')
  @IsString({ message: 'Please enter a description.' })
  @Trim()
  description!: string;

  @ApiProperty({ maxLength: 20000, description: 'Full text, plain text (no HTML)' })
  @MaxLength(NEWS_CONTENT_MAX_LENGTH, { message: 'Content must be at most 20000 characters.' })
  @IsNotEmpty({ message: 'Please enter the content.' })
  @MultiLine('Content')
  @IsString({ message: 'Please enter the content.' })
  @Trim()
  content!: string;

  @ApiPropertyOptional({ enum: NEWS_CATEGORIES, default: 'General' })
  @IsIn(NEWS_CATEGORIES, { message: `Category must be one of: ${NEWS_CATEGORIES.join(', ')}.` })
  @IsOptional()
  category?: NewsCategory;

  @ApiPropertyOptional({ enum: ['published'], description: 'News items are always published' })
  @IsIn(['published'], { message: 'News items are always published: status must be "published" or left out.' })
  @IsOptional()
  status?: 'published';

  @ApiPropertyOptional({ type: () => NewsImageDto, nullable: true, description: 'null or left out: no image' })
  @Type(() => NewsImageDto)
  @ValidateNested({ message: 'Image must be an object such as { "url": "https://…", "alt": "…" }, or null for none.' })
  @IsOptional()
  image?: NewsImageDto | null;
}
