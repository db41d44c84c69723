#!/usr/bin/env node
// Plays a game server: random players wander between zones and a heartbeat goes out every few seconds.
// Create a server first (the zones below match this example):
//   bin/creator-workspace server create --workspace demo --name "Sim" --max-players 64 \
//     --zones '[{"name":"spawn","min":[0,0],"max":[50,50]},{"name":"market","min":[100,0],"max":[150,50]},{"name":"arena","min":[0,100],"max":[50,150]}]'
// then: INGEST_TOKEN=cwi_… node examples/game-server/simulate.mjs
// Heartbeats go through @creator-workspace/sdk's ingest client (retries on 429/503 and lost answers).
import { CreatorWorkspaceError, CreatorWorkspaceIngest } from '@creator-workspace/sdk';

const token = process.env.INGEST_TOKEN;
// INGEST_URL is the ingest base (…/ingest/v1); the full heartbeat address is accepted too.
const baseUrl = (process.env.INGEST_URL ?? 'http://127.0.0.1:3000/ingest/v1').replace(/\/heartbeat\/?$/, '');
const playerCount = Number(process.env.PLAYERS ?? 30);
// The capacity the server was created with (the --max-players above); each heartbeat reports it.
const maxPlayers = Number(process.env.MAX_PLAYERS ?? 64);
const intervalMs = Number(process.env.INTERVAL_MS ?? 2000);
const heartbeats = Number(process.env.HEARTBEATS ?? Infinity);
if (!token?.startsWith('cwi_')) {
  console.error('Set INGEST_TOKEN to the cwi_… token printed by `creator-workspace server create`.');
  process.exit(2);
}

// Points of interest the players drift towards: the centres of the example zones, and the wilderness.
const spots = [
  [25, 25],
  [125, 25],
  [25, 125],
  [300, 300],
];
const players = Array.from({ length: playerCount }, (_, i) => {
  const [x, z] = spots[i % spots.length];
  return { id: `player-${i + 1}`, x, y: 64, z, target: i % spots.length };
});

function move() {
  for (const player of players) {
    if (Math.random() < 0.1) player.target = Math.floor(Math.random() * spots.length);
    const [tx, tz] = spots[player.target];
    player.x += (tx - player.x) * 0.5 + (Math.random() - 0.5) * 20;
    player.z += (tz - player.z) * 0.5 + (Math.random() - 0.5) * 20;
  }
  // Players come and go.
  return players.filter(() => Math.random() > 0.1);
}

const ingest = new CreatorWorkspaceIngest({ token, baseUrl });

async function beat(n) {
  const online = move().map(({ id, x, y, z }) => ({ id, x, y, z }));
  let status;
  try {
    status = await ingest.sendHeartbeat({ players: online, max_players: maxPlayers });
  } catch (error) {
    if (!(error instanceof CreatorWorkspaceError)) throw error;
    console.error(`heartbeat ${n}: ${error.status} ${error.code}: ${error.message}`);
    return;
  }
  const zones = status.zones.map((zone) => `${zone.name}=${zone.players}`).join(' ') || '(no zone at the threshold)';
  console.log(`heartbeat ${n}: ${status.players_online}/${status.max_players} online, ${status.status}; zones: ${zones}`);
}

for (let n = 1; n <= heartbeats; n += 1) {
  await beat(n).catch((error) => console.error(`heartbeat ${n} failed: ${error.message}`));
  if (n < heartbeats) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
