// Live feed fan-out: two server instances (child processes, bench/feed-fanout-server.ts) share
// one PostgreSQL database and fan out through Redis. 2,000 websocket clients split over the
// two: per chat (200) the buyer's socket on instance A and the seller's on B, plus three more
// tabs each (alternating instances) and two concierge sockets watching the chat. Each chat
// exchanges ROUNDS messages through the real POST /v1/chat/{id}/message (buyer on A, seller on
// B, taking turns); latency is from just before the POST to the other party's receipt on the
// other instance. A second, feed-only phase publishes the same number of messages straight on
// the bus of the sender's instance (over IPC, leaving storage out) and times bus → receipt.
// Every watcher must receive every message of its chat in both phases (none lost).
// `npm run bench -- feed-fanout`. BENCH_DATABASE_URL names the PostgreSQL server (default
// postgres://postgres@127.0.0.1:5432/test; a database bench_feed_<random> is created and
// dropped), BENCH_REDIS_URL the Redis (default redis://127.0.0.1:6379). Bounded: ROUNDS
// messages per chat and a 180 s limit. Target: p99 < 50 ms.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { ROOT } from '../scripts/lib.mjs';
import { createBenchDatabase } from './bench-db.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const CHATS = Number(process.env.BENCH_CHATS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TABS = 3; // more tabs per party, beyond the primary socket
const STAFF_PER_CHAT = 2;
// A person reads before answering: each chat sends its next message 1-3 s after the last one
// arrived (BENCH_GAP_MS sets the lower bound), so 200 chats make about 100 messages a second.
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 1000);
const LIMIT_MS = 180_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startInstance(env) {
  const child = fork(path.join(ROOT, 'bench/feed-fanout-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`feed bench server exited with ${code} before it was ready`)));
  });
  return { child, ready };
}

async function stop(instance) {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((r) => instance.child.once('exit', r));
  instance.child.send('stop');
  await Promise.race([exited, sleep(5000).then(() => instance.child.kill('SIGKILL'))]);
}

/** A socket on `port` as the session `token`, watching `targetIds`; `onChild` sees chat messages. */
function openSocket(port, token, targetIds, onChild) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/v1/feed`, { headers: { cookie: `revy_session=${token}` } });
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      if (m.type === 'watched') return m.denied.length ? reject(new Error(`denied ${m.denied}`)) : resolve(ws);
      if (m.action === 'child') onChild(m);
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'watch', targetIds })));
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`socket closed ${code}`)));
  });
}

const quantile = (sorted, q) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;

export async function benchFeedFanout() {
  const db = await createBenchDatabase('bench_feed');
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    BENCH_PREFIX: `revy:bench:${randomBytes(4).toString('hex')}:`,
    BENCH_CHATS: String(CHATS),
  };
  let a;
  let b;
  const sockets = [];
  try {
    a = startInstance({ ...env, BENCH_SEED: '1' });
    const seeded = await a.ready;
    b = startInstance(env);
    const { port: portB } = await b.ready;
    const ports = [seeded.port, portB];
    const { chats, staff } = seeded.seed;

    // Receipts: per chat, which message tokens each socket saw; the other party's primary
    // socket also resolves the waiting sender.
    const pending = new Map(); // content → {t0, resolve}
    const latencies = [];
    const feedLatencies = [];
    let delivered = 0;
    const tStart = performance.now();
    const connectChat = async (c, i) => {
      const listen = (primaryOf) => (m) => {
        if (m.targetId !== c.chatId) return;
        delivered++;
        if (m.data?.sentAt !== undefined) {
          if (primaryOf && m.data.to === primaryOf)
            feedLatencies.push(performance.timeOrigin + performance.now() - m.data.sentAt);
          return;
        }
        const waiting = pending.get(m.data?.content);
        if (primaryOf && waiting && waiting.to === primaryOf) {
          latencies.push(performance.now() - waiting.t0);
          pending.delete(m.data.content);
          waiting.resolve();
        }
      };
      const targets = (userId) => [c.chatId, userId];
      const opens = [
        openSocket(ports[0], c.buyer.token, targets(c.buyer.id), listen('buyer')),
        openSocket(ports[1], c.seller.token, targets(c.seller.id), listen('seller')),
      ];
      for (let k = 0; k < TABS; k++) {
        opens.push(openSocket(ports[(k + 1) % 2], c.buyer.token, targets(c.buyer.id), listen(null)));
        opens.push(openSocket(ports[k % 2], c.seller.token, targets(c.seller.id), listen(null)));
      }
      for (let k = 0; k < STAFF_PER_CHAT; k++)
        opens.push(openSocket(ports[(i + k) % 2], staff.token, [c.chatId], listen(null)));
      sockets.push(...(await Promise.all(opens)));
    };
    for (let i = 0; i < chats.length; i += 20)
      await Promise.all(chats.slice(i, i + 20).map((c, k) => connectChat(c, i + k)));
    const connectMs = Math.round(performance.now() - tStart);
    const perChat = 2 + 2 * TABS + STAFF_PER_CHAT;

    const statuses = {};
    const postLatencies = [];
    let timedOut = 0;
    const deadline = Date.now() + LIMIT_MS;
    const t0 = performance.now();
    await Promise.all(
      chats.map(async (c) => {
        await sleep(Math.random() * 3 * GAP_MS); // chats do not start in lockstep
        for (let r = 0; r < ROUNDS && Date.now() < deadline; r++) {
          const fromBuyer = r % 2 === 0;
          const content = `bench ${c.chatId} ${r}`;
          const sentAt = performance.now();
          const received = new Promise((resolve) =>
            pending.set(content, { t0: performance.now(), to: fromBuyer ? 'seller' : 'buyer', resolve }),
          );
          const res = await fetch(`http://127.0.0.1:${ports[fromBuyer ? 0 : 1]}/v1/chat/${c.chatId}/message`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: `revy_session=${(fromBuyer ? c.buyer : c.seller).token}`,
            },
            body: JSON.stringify({ content }),
          });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          await res.arrayBuffer();
          postLatencies.push(performance.now() - sentAt);
          if (res.status !== 200) pending.delete(content);
          else if ((await Promise.race([received.then(() => true), sleep(5000).then(() => false)])) === false)
            timedOut++;
          await sleep(GAP_MS + Math.random() * 2 * GAP_MS);
        }
      }),
    );
    const exchangeMs = Math.round(performance.now() - t0);
    await sleep(500); // stragglers to the extra tabs
    const sent = statuses[200] ?? 0;
    const deliveredByPost = delivered;

    // Feed only: the same traffic published on the sender's instance, timed bus → receipt.
    let published = 0;
    const t1 = performance.now();
    await Promise.all(
      chats.map(async (c) => {
        await sleep(Math.random() * 3 * GAP_MS);
        for (let r = 0; r < ROUNDS && Date.now() < deadline; r++) {
          const fromBuyer = r % 2 === 0;
          const data = {
            content: `feed ${c.chatId} ${r}`,
            to: fromBuyer ? 'seller' : 'buyer',
            sentAt: performance.timeOrigin + performance.now(),
          };
          (fromBuyer ? a : b).child.send({
            publish: { targetId: c.chatId, action: 'child', createdAt: new Date().toISOString(), data },
          });
          published++;
          await sleep(GAP_MS + Math.random() * 2 * GAP_MS);
        }
      }),
    );
    const feedPhaseMs = Math.round(performance.now() - t1);
    await sleep(1000);
    const deliveredByFeed = delivered - deliveredByPost;
    feedLatencies.sort((x, y) => x - y);
    latencies.sort((x, y) => x - y);
    return {
      instances: 2,
      sockets: sockets.length,
      chats: chats.length,
      socketsPerChat: perChat,
      connectAndWatchMs: connectMs,
      messagesSent: sent,
      httpStatuses: statuses,
      exchangeMs,
      messagesPerSecond: Math.round((sent / exchangeMs) * 1000),
      deliveriesExpected: sent * perChat,
      deliveriesReceived: deliveredByPost,
      lost: sent * perChat - deliveredByPost,
      otherPartyTimeouts: timedOut,
      p50Ms: quantile(latencies, 0.5),
      p95Ms: quantile(latencies, 0.95),
      p99Ms: quantile(latencies, 0.99),
      maxMs: quantile(latencies, 1),
      // The POST's own answer time, for scale: a message is stored (and its notification) first.
      postP50Ms: quantile(
        postLatencies.sort((x, y) => x - y),
        0.5,
      ),
      postP99Ms: quantile(postLatencies, 0.99),
      feedOnly: {
        published,
        phaseMs: feedPhaseMs,
        deliveriesExpected: published * perChat,
        deliveriesReceived: deliveredByFeed,
        lost: published * perChat - deliveredByFeed,
        p50Ms: quantile(feedLatencies, 0.5),
        p95Ms: quantile(feedLatencies, 0.95),
        p99Ms: quantile(feedLatencies, 0.99),
        maxMs: quantile(feedLatencies, 1),
      },
      loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await Promise.all([stop(a), stop(b)]);
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchFeedFanout(), null, 2));
}
