/** The categories a news item can have; unknown ones are shown as General. */
export const NEWS_CATEGORIES = ['General', 'Events', 'Exhibitions', 'Awards', 'Announcements', 'Community'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
