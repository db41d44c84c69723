/** The fixed parts of the demo data set (docs/decisions.md#8-demo-data). */

/** Demo creator profiles. */
export const PROFILES = [
  { handle: 'pixelforge', display_name: 'PixelForge', bio: 'Survival builds and weekly events.', website_url: 'https://pixelforge.example' },
  { handle: 'mira-plays', display_name: 'Mira Plays', bio: 'Cozy streams, hard mode raids.', website_url: null },
  { handle: 'the-redstone-lab', display_name: 'The Redstone Lab', bio: 'Contraptions explained, slowly.', website_url: 'https://redstone-lab.example' },
];

/** Demo products: 12, 2 inactive, 4 recurring, one in a second currency. */
export const PRODUCTS = [
  { name: 'Starter Pack', kind: 'one_time', price_cents: 499, interval: null, active: true, currency: null },
  { name: 'VIP Rank', kind: 'recurring', price_cents: 999, interval: 'month', active: true, currency: null },
  { name: 'Legend Rank', kind: 'recurring', price_cents: 9999, interval: 'year', active: true, currency: null },
  { name: 'Cosmetic Crate', kind: 'one_time', price_cents: 299, interval: null, active: true, currency: null },
  { name: 'Server Booster', kind: 'recurring', price_cents: 1999, interval: 'month', active: true, currency: null },
  { name: 'Sticker Set', kind: 'one_time', price_cents: 799, interval: null, active: true, currency: null },
  { name: 'Hoodie', kind: 'one_time', price_cents: 4500, interval: null, active: true, currency: null },
  { name: 'Map Pack', kind: 'one_time', price_cents: 1500, interval: null, active: true, currency: null },
  { name: 'Discord Supporter', kind: 'recurring', price_cents: 300, interval: 'month', active: true, currency: null },
  { name: 'Signed Poster', kind: 'one_time', price_cents: 2500, interval: null, active: true, currency: 'EUR' },
  { name: 'Old Season Pass', kind: 'one_time', price_cents: 999, interval: null, active: false, currency: null },
  { name: 'Beta Access', kind: 'one_time', price_cents: 0, interval: null, active: false, currency: null },
] as const;

/** Demo game servers: three online (one with zones either side of the threshold), one offline. */
export const SERVERS = [
  {
    name: 'Survival EU',
    game: 'minecraft',
    region: 'eu-west',
    address: 'survival.pixelforge.example:25565',
    max_players: 100,
    status: 'online',
    zones: [
      { name: 'spawn', players: 12 },
      { name: 'market', players: 7 },
      { name: 'arena', players: 3 },
      { name: 'forest', players: 1 },
    ],
  },
  { name: 'Creative US', game: 'minecraft', region: 'us-east', address: 'creative.pixelforge.example:25565', max_players: 50, status: 'online', zones: [{ name: 'lobby', players: 6 }, { name: 'plots', players: 2 }] },
  { name: 'Minigames', game: 'minecraft', region: 'eu-central', address: 'mini.pixelforge.example:25565', max_players: 80, status: 'online', zones: [{ name: 'queue', players: 4 }] },
  { name: 'Legacy 1.8', game: 'minecraft', region: 'us-west', address: 'legacy.pixelforge.example:25565', max_players: 40, status: 'offline', zones: [] },
] as const;

/** Zone rectangles by zone name, on the horizontal (x, z) plane. */
export function zoneRectangle(index: number, name: string) {
  const x = index * 200;
  return { name, min: [x, 0], max: [x + 150, 150] };
}

/** Demo posts: drafts, a scheduled one and published ones. */
export const POSTS = [
  { title: 'Season 4 is live', body: 'New biomes, new ranks, same old chaos. See you on Survival EU!', status: 'published' },
  { title: 'Patch notes 4.1', body: 'Fixed the arena spawn, rebalanced the market prices.', status: 'published' },
  { title: 'Community build contest', body: 'Theme: floating islands. Entries close on Sunday.', status: 'scheduled' },
  { title: 'Draft: merch drop', body: 'Hoodies are back. Write the announcement here.', status: 'draft' },
  { title: null, body: 'Ideas for the next event: treasure hunt? boss rush?', status: 'draft' },
] as const;

/** Roles of the demo members added by seed (the workspace owner is the 40th). */
export const MEMBER_ROLES = [...Array<string>(3).fill('admin'), ...Array<string>(6).fill('moderator'), ...Array<string>(30).fill('member')];

/** Names the demo members are made of. */
export const FIRST_NAMES = ['Alex', 'Sam', 'Robin', 'Kai', 'Noor', 'Jules', 'Ari', 'Mika', 'Lee', 'Tess', 'Ravi', 'Ines', 'Oskar'];
