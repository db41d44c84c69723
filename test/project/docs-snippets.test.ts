/** The verification snippets of docs/webhooks.md work: the Python one is run on signed bodies (when python3 is here). */
import { test } from 'node:test';
import { strict as assert } from 'node:assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signatureHeaders } from '@creator-workspace/sdk';
import { ROOT } from '../helpers/process.js';

const doc = readFileSync(join(ROOT, 'docs/webhooks.md'), 'utf8');
const block = (language: string) => new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(doc)?.[1] ?? '';

test('the Python snippet verifies both schemes and refuses a tampered body, a wrong secret and a stale timestamp', (context) => {
  if (spawnSync('python3', ['--version']).status !== 0) return context.skip('python3 is not installed');
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"id":1,"event":"order.paid","created_at":"2026-01-15 12:00:00","tenant_id":1,"data":{}}';
  const fresh = signatureHeaders([secret], 'msg_2fQ8cKbV3xN7pL0rT5wYz1Hd', body);
  const stale = signatureHeaders([secret], 'msg_2fQ8cKbV3xN7pL0rT5wYz1Hd', body, Math.floor(Date.now() / 1000) - 3600);
  const { 'X-Service-Signature': ours, ...standard } = fresh;
  const cases = [
    [body, fresh, secret, true],
    [body, standard, secret, true],
    [body, { 'X-Service-Signature': ours }, secret, true],
    [`${body} `, standard, secret, false],
    [body, standard, 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', false],
    [body, { ...stale, 'X-Service-Signature': 'sha256=00' }, secret, false],
  ] as const;
  const script = `${block('python')}\nimport json, sys\nfor raw, headers, key, _ in json.load(sys.stdin):\n    print(verify(raw.encode(), headers, key))\n`;
  const output = execFileSync('python3', ['-c', script], { input: JSON.stringify(cases) }).toString().trim().split('\n');
  assert.deepEqual(output, cases.map((c) => (c[3] ? 'True' : 'False')));
});

test('the Go snippet uses the same algorithm names as the others (and is vetted where Go is installed)', (context) => {
  const go = block('go');
  for (const part of ['X-Service-Signature', 'webhook-signature', 'hmac.Equal', 'strings.TrimPrefix(secret, "whsec_")', '"v1,"']) assert.ok(go.includes(part), part);
  if (spawnSync('go', ['version']).status !== 0) return context.diagnostic('go is not installed here: the snippet was read, not compiled');
  const dir = execFileSync('mktemp', ['-d']).toString().trim();
  execFileSync('sh', ['-c', `cat > ${dir}/verify.go && cd ${dir} && go mod init example.com/webhooks >/dev/null 2>&1 && go vet ./...`], { input: go });
});
