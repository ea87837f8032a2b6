import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { NotFoundError } from '../common/domain-error';
import { IdParam } from '../common/id-param';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedAdmin, CurrentAdmin, Public } from '../common/auth.decorators';
import { NewsItemDto } from './dto/news-item.dto';
import { NEWS_NOT_FOUND, NewsService } from './news.service';
import { NewsDeletedResponse, NewsItemResponse, NewsListResponse } from './news.view';
import { PublicCache } from '../common/public-cache/public-cache.decorator';

@ApiTags('news')
@Controller('news')
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @Public()
  @PublicCache('news_items')
  @Get()
  @ApiOperation({ summary: 'Published news, newest first' })
  @ApiOkResponse({ type: NewsListResponse })
  async list(): Promise<NewsListResponse> {
    return { newsItems: await this.news.list() };
  }

  @Post()
  @ApiOperation({ summary: 'Publish a news item (staff)' })
  @ApiCreatedResponse({ type: NewsItemResponse })
  async create(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() body: NewsItemDto): Promise<NewsItemResponse> {
    return { newsItem: await this.news.create(actor, body), message: 'News item created' };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a news item (staff)' })
  @ApiOkResponse({ type: NewsItemResponse })
  @ApiNotFoundResponse({ description: 'No news item with that id' })
  async update(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @IdParam('id', () => new NotFoundError(NEWS_NOT_FOUND)) id: string,
    @Body() body: NewsItemDto,
  ): Promise<NewsItemResponse> {
    return { newsItem: await this.news.update(actor, id, body), message: 'News item updated' };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a news item (staff)' })
  @ApiOkResponse({ type: NewsDeletedResponse })
  @ApiNotFoundResponse({ description: 'No news item with that id' })
  async delete(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @IdParam('id', () => new NotFoundError(NEWS_NOT_FOUND)) id: string,
  ): Promise<NewsDeletedResponse> {
    await this.news.delete(actor, id);
    return { message: 'News item deleted' };
  }
}
