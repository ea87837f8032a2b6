// Seeds a database with plain SQL before the server starts (not through HTTP): news, and bookings spread over a
// span of days with the shape a park's history has. Every row respects the schema's rules: at most one confirmed
// booking per venue and day, at most one active rental per stall.

const PARK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Colombo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const todayInPark = () => PARK_DATE.format(new Date());
export const addDays = (date, days) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

const VENUES = ['Open Air Arena', 'Open Area', 'Conference Hall', 'Banquet Hall', 'Auditorium', 'Vendor Stalls'];
const BLOCKS = [
  ['A', 16],
  ['B', 24],
  ['C', 20],
  ['D', 16],
  ['E', 12],
  ['F', 12],
];
const STALLS = BLOCKS.flatMap(([letter, count]) => Array.from({ length: count }, (_, i) => `${letter}${i + 1}`));
const list = (values) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * `total` bookings, `total / days` a day on average, over `days` days ending `daysAhead` days after today. Row i
 * falls on day (i mod days); on each day the venues take turns. The first booking of a venue and day is confirmed
 * (in the past three in ten of them, as staff often leave past events confirmed; ahead of today one day in three)
 * or completed; the others are pending ahead of today and cancelled before it. Stall rentals in the past are
 * completed or cancelled; then 60 stalls get an active (confirmed) rental that started in the last months.
 */
export async function seedBookings(query, { total, days, daysAhead }) {
  const today = todayInPark();
  const first = addDays(today, daysAhead - days + 1);
  await query(`
    insert into bookings (venue, event_type, event_date, duration, customer_name, customer_email, customer_phone,
      guests, status, total_amount, is_admin_block, stall_id, stall_block, stall_number, stall_block_name, notes,
      created_at, updated_at)
    select s.venue, case when s.stall then 'vendor stall rental' else 'wedding' end, s.day, 1,
      'Customer ' || s.i, 'customer' || s.i || '@example.lk', '+94 77 ' || lpad(s.i::text, 7, '0'), 120,
      s.status, case when s.stall then 30000 else 150000 end, s.block_day and s.status = 'confirmed',
      case when s.stall then s.stall_id end, case when s.stall then left(s.stall_id, 1) end,
      case when s.stall then substring(s.stall_id from 2)::int end,
      case when s.stall then 'Block ' || left(s.stall_id, 1) end, 'Seeded for the benchmark',
      s.day - 30, s.day - 30
    from (
      select g.i, d.day, v.venue, v.venue = 'Vendor Stalls' as stall, (${list(STALLS)})[1 + g.i % 100] as stall_id,
        (g.i % ${days}) % 17 = 0 as block_day,
        case
          when v.venue = 'Vendor Stalls' then case when g.i % 5 = 0 then 'cancelled' else 'completed' end
          when k.round = 0 and d.day < '${today}'::date
            then case when (g.i % ${days} * 7 + k.venue_index) % 10 < 3 then 'confirmed' else 'completed' end
          when k.round = 0 then case when (g.i % ${days} + k.venue_index) % 3 = 0 then 'confirmed' else 'pending' end
          when d.day < '${today}'::date then 'cancelled'
          else 'pending'
        end as status
      from generate_series(0, ${total - 1}) as g(i)
      cross join lateral (select (g.i / ${days}) % 6 as venue_index, (g.i / ${days}) / 6 as round) as k
      cross join lateral (select '${first}'::date + (g.i % ${days}) as day) as d
      cross join lateral (select (${list(VENUES)})[1 + k.venue_index] as venue) as v
    ) as s;
  `);
  const active = STALLS.slice(0, 60).map(
    (stallId, n) =>
      `('Vendor Stalls', 'vendor stall rental', '${addDays(today, -3 * n)}', 1, 'Stall holder ${n}',
        'holder${n}@example.lk', '+94 71 000 00${String(n).padStart(2, '0')}', 1, 'confirmed', 30000, false,
        '${stallId}', '${stallId[0]}', ${Number(stallId.slice(1))}, 'Block ${stallId[0]}', 'Monthly rental')`,
  );
  await query(`
    insert into bookings (venue, event_type, event_date, duration, customer_name, customer_email, customer_phone,
      guests, status, total_amount, is_admin_block, stall_id, stall_block, stall_number, stall_block_name, notes)
    values ${active.join(',\n')};
  `);
  await query('analyze bookings');
}

/** News without images: an image is a link to another site, which the benchmark machines cannot reach. */
export async function seedNews(query, count) {
  const categories = ['General', 'Events', 'Exhibitions', 'Awards', 'Announcements', 'Community'];
  await query(`
    insert into news_items (title, description, content, category, created_at, updated_at)
    select 'Park news ' || i, 'What is new at the park this week, in a sentence or two for the list.',
      repeat('The lake walk, the food court and the arena have news for visitors. ', 12),
      (${list(categories)})[1 + i % 6], now() - make_interval(days => i), now() - make_interval(days => i)
    from generate_series(1, ${count}) as i;
  `);
}

/** A park in ordinary use: a year of bookings, the next two months of them ahead, and a dozen news items. */
export async function seedTypical(query) {
  await seedBookings(query, { total: 3_000, days: 365, daysAhead: 60 });
  await seedNews(query, 12);
}
