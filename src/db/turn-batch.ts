/**
 * Work asked for in one turn of the event loop, done together: under load many requests wait on the same kind of
 * statement at once, and one statement (one round trip) for all of them costs the process and the database far
 * less than one each. `add` resolves with the item's own answer; the batch runs in the turn's check phase, after
 * every request that arrived with it was read.
 */
export class TurnBatch<In, Out> {
  private pending: { item: In; resolve(out: Out): void; reject(error: unknown): void }[] = [];

  /**
   * @param run answers a batch, one answer per item in the items' order; an Error among them fails its item alone,
   *   a rejection (or a count of answers other than the items') the whole batch
   * @param most the most items one run is given; a larger turn is split into several runs
   */
  constructor(
    private readonly run: (items: readonly In[]) => Promise<readonly (Out | Error)[]>,
    private readonly most = 128,
  ) {}

  /** The item's answer, from the run of this turn's batch. */
  add(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ item, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    for (let start = 0; start < batch.length; start += this.most) {
      const part = batch.slice(start, start + this.most);
      let answered: Promise<readonly (Out | Error)[]>;
      try {
        answered = this.run(part.map((p) => p.item));
      } catch (error) {
        answered = Promise.reject(error as Error);
      }
      answered
        .then((answers) => {
          if (answers.length !== part.length) throw new Error(`a batch of ${part.length} was given ${answers.length} answers`);
          part.forEach((p, i) => {
            const answer = answers[i] as Out | Error;
            if (answer instanceof Error) p.reject(answer);
            else p.resolve(answer);
          });
        })
        .catch((error: unknown) => part.forEach((p) => p.reject(error)));
    }
  }
}
