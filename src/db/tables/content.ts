/** What a workspace runs and publishes: game servers and their overlay tokens, streams, posts, reports, automations. */
import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.js';

export interface ServerTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  game: string | null;
  address: string | null;
  region: string | null;
  max_players: number;
  status: string;
  players_online: number;
  last_heartbeat_at: Timestamp | null;
  /** JSON array of `{ name, min: [x, z], max: [x, z] }` rectangles. */
  zones: string;
  /** JSON array of `{ name, players }`: the latest per-zone counts, never positions. */
  zone_counts: string;
  ingest_token_hash: string | null;
  ingest_token_prefix: string | null;
  created_at: Timestamp;
  /** The base the published counts were rounded to; 0 when nothing is published (offline, or the base changed). */
  published_base: Generated<number>;
  /** The published total: rounded down, with hysteresis (servers/privacy.ts). */
  published_players: Generated<number>;
  /** JSON array of `{ name, players }`: the published per-zone counts, rounded like the total. */
  published_zones: Generated<string>;
}

/** A public overlay token of a server's live status; the token itself is never stored. */
export interface StatusTokenTable {
  id: Generated<number>;
  workspace_id: number;
  server_id: number;
  /** SHA-256 hex of the token. */
  token_hash: string;
  prefix: string;
  created_by: number | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A live stream (docs/webhooks.md, Events). */
export interface StreamTable {
  id: Generated<number>;
  workspace_id: number;
  title: string;
  platform: string;
  url: string | null;
  status: string;
  started_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface PostTable {
  id: Generated<number>;
  workspace_id: number;
  title: string | null;
  body: string;
  status: string;
  scheduled_at: Timestamp | null;
  published_at: Timestamp | null;
  /** JSON array of media URLs. */
  media: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The API key that made it, when it was made through the API. */
  api_key_id: Generated<number | null>;
}

/** A report of a period (docs/webhooks.md, Reports): weekly and monthly ones made by the worker, custom ones on request. */
export interface ReportTable {
  id: Generated<number>;
  workspace_id: number;
  period: string;
  starts_on: string;
  ends_on: string;
  /** The analytics summary of those days, as JSON. */
  summary: string;
  /** `weekly:<starts_on>` or `monthly:<starts_on>` for the worker's reports (unique: each made once); null for custom ones. */
  scheduled_key: string | null;
  created_at: Timestamp;
}

/** A rule (docs/webhooks.md, Automations): when `trigger_event` happens (for `trigger_product_id`, if set), do `action`. */
export interface AutomationTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  enabled: number;
  trigger_event: string;
  trigger_product_id: number | null;
  /** The action as JSON: grant_entitlement, publish_post or notify. */
  action: string;
  /** The last event this rule has been run for (or was created after): each event runs a rule once. */
  last_event_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One run of a rule for one event; (automation_id, trigger_event_id) is unique, so a run happens once. */
export interface AutomationRunTable {
  id: Generated<number>;
  workspace_id: number;
  automation_id: number;
  trigger_event_id: number;
  /** The action as it was when it ran, as JSON. */
  action: string;
  outcome: string;
  error: string | null;
  created_at: Timestamp;
}
