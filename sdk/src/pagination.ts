/** Lists: await one page, or `for await` over every item of every page from the one asked for. */
import type { components } from './schema.js';

/** One page of a list, as the API answers it. */
export interface Page<T> {
  data: T[];
  meta: components['schemas']['PageMeta'];
}

/**
 * A list call. `await` it for one page (`{ data, meta }`); iterate it with `for await` for every item, page after
 * page (100 per request unless `per_page` was given), until the last page.
 */
export class Paginated<T> implements AsyncIterable<T>, PromiseLike<Page<T>> {
  constructor(
    private readonly fetchPage: (page: number, perPage: number | undefined) => Promise<Page<T>>,
    private readonly firstPage: number,
    private readonly perPage: number | undefined,
  ) {}

  then<A = Page<T>, B = never>(onFulfilled?: ((page: Page<T>) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    return this.fetchPage(this.firstPage, this.perPage).then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page<T> | B> {
    return this.then(undefined, onRejected);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    const perPage = this.perPage ?? 100;
    for (let page = this.firstPage; ; page += 1) {
      const { data, meta } = await this.fetchPage(page, perPage);
      yield* data;
      if (data.length === 0 || page >= meta.pages) return;
    }
  }

  /** Every item, in one array (mind the size of long lists). */
  async toArray(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}
