import { NEWS_CATEGORIES, type NewsCategory } from '@kandy-park/domain';

/** The news categories, in the order the staff form offers them; General is the default. */
export { NEWS_CATEGORIES, type NewsCategory };
