/** Which database a store is: the few places that write dialect-specific SQL ask this. */
export type Dialect = 'sqlite' | 'postgres';
