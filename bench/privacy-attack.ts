/**
 * bench:privacy-attack (issue "Accounts that only their owner controls", item 3): an observer who controls players
 * against the published counts (src/servers/privacy.ts), replayed many times. The observer knows the rule (it is
 * documented) and the published count, adds its own players one heartbeat at a time until the published count steps
 * up, and so reads the unknown count; then parks the total one above the lower boundary and watches for one victim
 * leaving. Counted: how often each inference is exactly right, with the unknown players still, and with each unknown
 * player leaving or arriving with probability 2 % per heartbeat meanwhile.
 */
import { publishCount } from '../src/servers/privacy.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 20_000);
const BASE = 5;
let seed = 20261128;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

function replay(churn: number): { count: boolean; move: boolean } {
  let unknown = 1 + Math.floor(random() * 40);
  // The server comes online with the unknown players: the first publication rounds their count down.
  let published = publishCount(undefined, unknown, BASE);
  const drift = () => {
    if (random() < churn) unknown += 1;
    if (unknown > 0 && random() < churn) unknown -= 1;
  };
  // 1. Add own players one at a time until the published count steps up: then unknown + own = published + 2 × base.
  let own = 0;
  const before = published;
  while (published === before && own < 10 * BASE) {
    own += 1;
    drift();
    published = publishCount(published, unknown + own, BASE);
  }
  const guessed = before + 2 * BASE - own;
  const count = guessed === unknown;
  // 2. Park the total one above the lower boundary (published − base + 1), then watch: a step down is one leaving.
  own = Math.max(0, published - BASE + 1 - guessed);
  published = publishCount(published, unknown + own, BASE);
  const parked = published;
  const leaving = random() < 0.5;
  drift();
  if (leaving && unknown > 0) unknown -= 1;
  published = publishCount(published, unknown + own, BASE);
  const move = (published < parked) === leaving;
  return { count, move };
}

for (const churn of [0, 0.02]) {
  let counts = 0;
  let moves = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const { count, move } = replay(churn);
    if (count) counts += 1;
    if (move) moves += 1;
  }
  console.log(`churn ${churn * 100} % per heartbeat: exact count recovered in ${((100 * counts) / RUNS).toFixed(1)} % of ${RUNS} replays; one player's leaving told right in ${((100 * moves) / RUNS).toFixed(1)} %`);
}
