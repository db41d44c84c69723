/**
 * Metrics text read by Prometheus's own parser (the official Python client's, Debian's python3-prometheus-client,
 * installed by `npm test` where it may: scripts/provision.mjs): a line it cannot read fails the test.
 */
import { execFile } from 'node:child_process';

/** One sample as the parser reads it. */
export interface Sample {
  readonly family: string;
  readonly type: string;
  readonly name: string;
  readonly labels: Record<string, string>;
  /** A number, or 'nan', 'inf' or '-inf'. */
  readonly value: number | string;
}

const SCRIPT = `
import json, math, sys
from prometheus_client.parser import text_string_to_metric_families
out = []
for family in text_string_to_metric_families(sys.stdin.read()):
    for s in family.samples:
        # NaN and the infinities are valid sample values, but not JSON: they travel as strings.
        value = s.value if math.isfinite(s.value) else str(s.value)
        out.append({"family": family.name, "type": family.type, "name": s.name, "labels": s.labels, "value": value})
print(json.dumps(out))
`;

/** Parses `text`; rejects with the parser's complaint when it is not valid exposition format. */
export function parseMetrics(text: string): Promise<Sample[]> {
  return new Promise((resolve, reject) => {
    const child = execFile('/usr/bin/python3', ['-c', SCRIPT], { maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`the Prometheus parser refused the metrics: ${stderr.trim().split('\n').at(-1) ?? ''}`));
      try {
        resolve(JSON.parse(stdout) as Sample[]);
      } catch (parseError) {
        reject(parseError as Error);
      }
    });
    child.stdin?.end(text);
  });
}

/** The value of the sample `name` whose labels include `labels` (0 when there is none). */
export function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  const sample = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return sample === undefined ? 0 : Number(sample.value);
}

/** Prometheus's own linter, from Debian's `prometheus` package (installed by `npm test`: scripts/provision.mjs). */
export const PROMTOOL = '/usr/bin/promtool';

/** Resolves when `promtool check metrics` finds nothing to say of `text`; rejects with what it says. */
export function promtoolAccepts(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(PROMTOOL, ['check', 'metrics'], (error, stdout, stderr) => {
      const said = `${stdout}${stderr}`.trim();
      if (error || said !== '') reject(new Error(`promtool check metrics: ${said || String(error)}`));
      else resolve();
    });
    child.stdin?.end(text);
  });
}
