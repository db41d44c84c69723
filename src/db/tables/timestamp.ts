/** A `YYYY-MM-DD HH:MM:SS` UTC timestamp, stored as text in every dialect. */
export type Timestamp = string;
