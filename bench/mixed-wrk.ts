/** bench:mixed's wrk load: the request sequence of mixed-urls.ts (Sequence) written as a wrk Lua script, one thread. */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWrk, type LoadResult } from './load.js';
import { API, WRITE_EVERY, type Read } from './mixed-urls.js';

/** A Lua string literal (the paths, keys and tags are plain ASCII, where JSON's escapes are Lua's). */
const lua = (text: string): string => JSON.stringify(text);

/**
 * The Lua script: request n (from 1) is a write when n % WRITE_EVERY == 0, else the next read; the key is n % K of
 * the workspace's — exactly what Sequence.next does, bodies included.
 */
export function luaScript(schedule: readonly Read[], keys: readonly (readonly string[])[], tag: string, writeEvery = WRITE_EVERY): string {
  const reads = schedule.map((r) => `  {${lua(r.path)}, ${r.workspace + 1}},`).join('\n');
  const keyTable = keys.map((list) => `  {${list.map(lua).join(', ')}},`).join('\n');
  return `-- bench:mixed (generated): ${schedule.length} reads over ${keys.length} workspaces, ${writeEvery > 0 ? `a write every ${writeEvery}th request` : 'no writes'}.
local reads = {
${reads}
}
local keys = {
${keyTable}
}
local tag = ${lua(tag)}
local W = #keys
local n, r = 0, 0

local function key(w)
  local list = keys[w]
  return list[(n % #list) + 1]
end

request = function()
  n = n + 1
  if ${writeEvery} > 0 and n % ${Math.max(1, writeEvery)} == 0 then
    local m = n / ${Math.max(1, writeEvery)}
    local w = (m % W) + 1
    local headers = { ["Authorization"] = "Bearer " .. key(w), ["Content-Type"] = "application/json" }
    if math.floor(m / W) % 2 == 0 then
      local body = '{"name":"Mixed ' .. tag .. ' ' .. n .. '","price_cents":' .. (100 + n % 9000) .. '}'
      return wrk.format("POST", ${lua(`${API}/products`)}, headers, body)
    end
    local body = '{"title":"Mixed ' .. tag .. ' ' .. n .. '","body":"A post written under load (' .. tag .. ', request ' .. n .. ')."}'
    return wrk.format("POST", ${lua(`${API}/posts`)}, headers, body)
  end
  local read = reads[(r % #reads) + 1]
  r = r + 1
  return wrk.format("GET", read[1], { ["Authorization"] = "Bearer " .. key(read[2]) })
end
`;
}

/** One wrk phase (`-t1`, `connections` connections, `--latency`) against `origin` with the script written into `dir`; `signal` kills it. */
export function wrkPhase(
  origin: string,
  schedule: readonly Read[],
  keys: readonly (readonly string[])[],
  tag: string,
  seconds: number,
  connections: number,
  dir: string,
  signal?: AbortSignal,
  writeEvery = WRITE_EVERY,
): Promise<LoadResult> {
  const script = join(dir, `mixed-${tag}.lua`);
  writeFileSync(script, luaScript(schedule, keys, tag, writeEvery));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, origin];
  return new Promise((resolve, reject) =>
    execFile('wrk', args, { signal }, (error, stdout) => {
      if (error) reject(error);
      else resolve(parseWrk(stdout));
    }),
  );
}
