import { useQuery } from '@tanstack/react-query';
import { callApi, type Schemas } from '@/lib/api';

/**
 * A published news item as GET /api/news answers it. Text fields are plain text; the category
 * is one of NEWS_CATEGORIES (config/news.ts), and one the page does not know is shown in the General style.
 */
export type NewsItem = Omit<Schemas['NewsItemView'], 'category' | 'status' | 'updatedAt'> & {
  category: string;
  status: string;
  updatedAt?: string;
};

/** Shown when the news cannot be fetched: three items the park would really publish. */
export const SAMPLE_NEWS: NewsItem[] = [
  {
    _id: 'sample-perahera-night-market',
    title: 'Esala Perahera Night Market on the Open Area',
    description:
      'For the ten nights of the Kandy Esala Perahera, the Open Area becomes a night market with craft stalls, street food and live drumming until midnight.',
    content:
      'More than sixty vendors from Kandy, Matale and Nuwara Eliya will sell lacquerware, brassware, handloom and batik, alongside Helabojun’s kottu and hopper stations. Entry is free, as always.\n\nVisitors heading to the procession can park with us and walk to the lake road in fifteen minutes; wardens will guide the way after each night’s procession.',
    category: 'Events',
    status: 'published',
    image: null,
    createdAt: '2025-07-18T09:00:00+05:30',
  },
  {
    _id: 'sample-vesak-lanterns',
    title: 'Vesak lantern exhibition returns to the park',
    description:
      'Hand-made Vesak kudu from schools and village societies across the Central Province light up the park for three nights.',
    content:
      'This year’s exhibition brings together more than 200 lanterns, from paper-and-bamboo octagons to a twelve-metre pandol telling the Vessantara Jataka. Judging takes place on the first night, with prizes in school, village and open categories.\n\nThe lanterns can be seen from 6:30 PM to 11:00 PM each night. Dansal stalls will serve free drinks and food to all visitors.',
    category: 'Exhibitions',
    status: 'published',
    image: null,
    createdAt: '2025-05-02T10:30:00+05:30',
  },
  {
    _id: 'sample-helabojun-award',
    title: 'Helabojun wins the Central Province clean kitchen award',
    description:
      'Our food court has been named the cleanest large kitchen in the Central Province by the provincial health services.',
    content:
      'The award recognises Helabojun’s open kitchens, daily inspections and the training every cook and server completes before their first shift. Thank you to our kitchen team, and to every family who eats with us.',
    category: 'Awards',
    status: 'published',
    image: null,
    createdAt: '2025-03-12T08:15:00+05:30',
  },
];

function newestFirst(items: NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export interface NewsList {
  items: NewsItem[];
  fromSamples: boolean;
}

/** The published news, newest first; when the API cannot answer, the sample items (and the failure is logged). */
export function useNews() {
  return useQuery({
    queryKey: ['news'],
    queryFn: async ({ signal }): Promise<NewsList> => {
      try {
        const { newsItems } = await callApi('get', '/api/news', { signal });
        return { items: newestFirst(newsItems), fromSamples: false };
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('News could not be loaded; showing the sample items.', error);
        return { items: SAMPLE_NEWS, fromSamples: true };
      }
    },
  });
}
