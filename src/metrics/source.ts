/** Where /metrics gets its text: this process's registry, or (WORKERS=N) every process's through the primary. */
export type MetricsSource = () => Promise<string>;
