import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startCluster } from './startCluster.mjs';

/**
 * Regular users who comment and vote in the mixed workload, per connection (each cycle takes the
 * next user). A user with a toggle still unanswered when autocannon stops has an undetermined vote,
 * so there are more users than requests in flight: most votes are checked.
 */
const USERS_PER_CONNECTION = 2;
const PASSWORD = 'bench walk through the stacks';
/** Seconds of warm-up (JIT, caches, connections, the pool) before each measured run. */
const WARM_UP_SECONDS = 2;
/** Long enough that a write is never sent twice by autocannon's retry after a timeout. */
const TIMEOUT_SECONDS = 30;

/** Clock ticks per second of /proc/{pid}/stat's CPU times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** The CPU time a process has used (user + system), in seconds; undefined without /proc. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  } catch {
    return undefined;
  }
}

/** The middle value (mean of the two middle ones). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function post(url, body, token) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** `connections` split over the targets: 10 over two is 5 and 5. */
function split(connections, count) {
  return Array.from(
    { length: count },
    (_, i) => Math.floor(connections / count) + (i < connections % count ? 1 : 0),
  );
}

/**
 * One autocannon per target, all at once, `connections` shared between them: req/s summed, p99
 * the worst of them, the answers by class summed.
 */
async function cannons(targets, connections, duration, options, serverPids = []) {
  const serversBefore = serverPids.map(cpuSeconds);
  const benchBefore = process.cpuUsage();
  const results = await Promise.all(
    split(connections, targets.length).map((share, i) =>
      autocannon({
        url: targets[i],
        connections: share,
        duration,
        timeout: TIMEOUT_SECONDS,
        ...options,
      }),
    ),
  );
  const bench = process.cpuUsage(benchBefore);
  const serversAfter = serverPids.map(cpuSeconds);
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const elapsed = results[0].duration;
  return {
    reqPerSec: sum((r) => r.requests.average),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    requests: sum((r) => r.requests.total),
    '2xx': sum((r) => r['2xx']),
    '4xx': sum((r) => r['4xx']),
    '5xx': sum((r) => r['5xx']),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    perProcess: results.map((r) => ({
      reqPerSec: r.requests.average,
      p99Ms: r.latency.p99,
    })),
    // Share of one CPU each used during the run: the servers (both, whether loaded or idle) and
    // the bench's own process, where autocannon runs.
    cpu: {
      servers: serverPids.map((_, i) =>
        serversBefore[i] === undefined || serversAfter[i] === undefined
          ? undefined
          : Number(((serversAfter[i] - serversBefore[i]) / elapsed).toFixed(2)),
      ),
      autocannon: Number(((bench.user + bench.system) / 1e6 / elapsed).toFixed(2)),
    },
    loadAverage1m: loadavg()[0],
  };
}

/**
 * The mixed workload on a fresh suggestion: each connection in turn reads a library and the
 * suggestion, comments on it and toggles its vote, as the next of `users` (so a user's toggles
 * may meet on both processes at once). Counts every write sent and acknowledged; then reads the
 * suggestion back from every process and checks that nothing acknowledged is missing.
 */
async function mixedRun({
  targets,
  connections,
  duration,
  libraryId,
  acceptEncoding,
  setup,
  tag,
  serverPids,
}) {
  const { author, users } = setup;
  const suggestion = await json(
    await post(
      `${targets[0]}/api/suggestions`,
      { type: 'feature', content: { en: `A suggestion the bench discusses (${tag}).` } },
      author.token,
    ),
  );
  const sid = suggestion.id;
  const state = {
    nextUser: 0,
    commentsSent: 0,
    commentIds: new Set(),
    votesSent: new Map(users.map((user) => [user.id, 0])),
    votesAcked: new Map(users.map((user) => [user.id, 0])),
    refused: {},
  };
  const refuse = (what, status) => {
    const key = `${what} ${status}`;
    state.refused[key] = (state.refused[key] ?? 0) + 1;
  };
  const read = { method: 'GET', headers: { 'accept-encoding': acceptEncoding } };
  const signedIn = (request, context, extra = {}) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${context.user.token}`, ...extra },
  });
  const requests = [
    {
      ...read,
      path: `/api/libraries/${libraryId}`,
      // The context starts afresh with each cycle: the cycle's user is chosen here.
      setupRequest: (request, context) => {
        context.user = users[state.nextUser % users.length];
        state.nextUser += 1;
        return request;
      },
    },
    { ...read, path: `/api/suggestions/${sid}` },
    {
      // Without Accept-Encoding: the new comment's id is read from the answer.
      method: 'POST',
      path: `/api/suggestions/${sid}/comments`,
      setupRequest: (request, context) => {
        state.commentsSent += 1;
        return {
          ...signedIn(request, context, { 'content-type': 'application/json' }),
          body: JSON.stringify({ content: `Bench comment ${tag} #${state.commentsSent}` }),
        };
      },
      onResponse: (status, body) => {
        if (status === 201) state.commentIds.add(JSON.parse(body).id);
        else refuse('comment', status);
      },
    },
    {
      method: 'POST',
      path: `/api/suggestions/${sid}/vote`,
      headers: { 'accept-encoding': acceptEncoding },
      setupRequest: (request, context) => {
        state.votesSent.set(context.user.id, state.votesSent.get(context.user.id) + 1);
        return signedIn(request, context);
      },
      onResponse: (status, _body, context) => {
        if (status === 200) {
          state.votesAcked.set(context.user.id, state.votesAcked.get(context.user.id) + 1);
        } else refuse('vote', status);
      },
    },
  ];
  const run = await cannons(targets, connections, duration, { requests }, serverPids);

  // Read back from every process: each must show every acknowledged write.
  const readBacks = await Promise.all(
    targets.map(async (target) => json(await fetch(`${target}/api/suggestions/${sid}`))),
  );
  let lostComments = 0;
  let inconsistentVotes = 0;
  let votesDetermined = 0;
  const onServer = [];
  for (const back of readBacks) {
    const ids = new Set(back.comments.map((comment) => comment.id));
    onServer.push(back.comments.length);
    for (const id of state.commentIds) if (!ids.has(id)) lostComments += 1;
    // A comment stored twice, or one never sent, would show as more than were sent.
    if (back.comments.length > state.commentsSent || ids.size !== back.comments.length) {
      lostComments += 1;
    }
    const voters = new Set(back.votes);
    votesDetermined = 0;
    for (const user of users) {
      const acked = state.votesAcked.get(user.id);
      // A toggle still unanswered when the run ended may or may not have been applied: the
      // user's vote is then undetermined, and not counted either way.
      if (state.votesSent.get(user.id) !== acked) continue;
      votesDetermined += 1;
      if (voters.has(user.id) !== (acked % 2 === 1)) inconsistentVotes += 1;
    }
  }
  const votesAcked = [...state.votesAcked.values()].reduce((a, b) => a + b, 0);
  return {
    ...run,
    suggestionId: sid,
    comments: {
      sent: state.commentsSent,
      acknowledged: state.commentIds.size,
      onServer,
    },
    votes: {
      users: users.length,
      sent: [...state.votesSent.values()].reduce((a, b) => a + b, 0),
      acknowledged: votesAcked,
      usersDetermined: votesDetermined,
      inconsistent: inconsistentVotes,
    },
    writesAcknowledged: state.commentIds.size + votesAcked,
    lostWrites: lostComments + inconsistentVotes,
    refused: state.refused,
  };
}

function cpuLine(run) {
  const servers = run.cpu.servers.map((share) => (share === undefined ? '?' : share.toFixed(2)));
  return `CPU servers ${servers.join(' + ')}, autocannon ${run.cpu.autocannon.toFixed(2)}`;
}

function summary(runs) {
  return {
    reqPerSec: median(runs.map((run) => run.reqPerSec)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    '5xx': runs.reduce((sum, run) => sum + run['5xx'], 0),
    errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
    ...(runs[0]?.writesAcknowledged === undefined
      ? {}
      : {
          writesAcknowledged: runs.reduce((sum, run) => sum + run.writesAcknowledged, 0),
          lostWrites: runs.reduce((sum, run) => sum + run.lostWrites, 0),
        }),
  };
}

/**
 * The cluster part of `npm run bench` (issue 17): two production server processes on one
 * throwaway PostgreSQL (scripts/startCluster.mjs), and the same load sent to one of them directly
 * and then shared between both (two autocannon instances at once, `connections / 2` each, each
 * to one process's own address: the round-robin proxy would add its own cost): req/s (summed)
 * and p99 (the worse process) of
 *   - reads: GET /api/libraries/{id};
 *   - a mixed workload on a fresh suggestion each run: a library, the suggestion, a comment and a
 *     vote toggle by signed-in regular users; after each run the suggestion is read back from each
 *     process, and every acknowledged comment must be there and every user's vote must match the
 *     parity of their acknowledged toggles (`lostWrites`, which must be 0).
 * Each is the median of `rounds` rounds, one and two taking turns at going first, each run after a
 * short warm-up; the warm-ups of the mixed workload are checked too. `cleanups` gets the cluster's
 * stop while it runs, for the caller's SIGINT handler. Answers `{ reads, mixed }`, each with
 * `one`, `two`, `ratio` and the rounds.
 */
export async function benchCluster({
  connections,
  duration,
  rounds,
  acceptEncoding,
  cleanups = [],
  log = console.log,
}) {
  let stopped;
  let cluster;
  const stop = () => (stopped ??= cluster?.stop());
  cleanups.push(stop);
  try {
    cluster = await startCluster({
      backends: 2,
      env: {
        ADMIN_PASSWORD: `bench-${process.pid}-${Date.now()}`,
        LOG_LEVEL: 'warn',
        // Counted in the database across the processes: the load would otherwise be refused.
        LOGIN_RATE_LIMIT: '1000000',
        WRITE_RATE_LIMIT: '1000000',
      },
    });
    const [first, second] = cluster.backends.map((backend) => backend.url);
    const serverPids = cluster.backends.map((backend) => backend.pid);
    const setups = { one: [first], two: [first, second] };

    const list = await json(await fetch(`${first}/api/libraries`));
    const libraryId = list.some((library) => library.id === 'fr-bnf') ? 'fr-bnf' : list[0].id;
    const signUp = async (name, slug) => {
      const email = `bench-${slug}-${process.pid}-${Date.now()}@example.org`;
      await json(await post(`${first}/api/users`, { name, email, password: PASSWORD }));
      const { token, user } = await json(
        await post(`${first}/api/users/login`, { email, password: PASSWORD }),
      );
      return { id: user.id, token };
    };
    const setup = { author: await signUp('Bench author', 'author'), users: [] };
    for (let i = 1; i <= connections * USERS_PER_CONNECTION; i += 1)
      setup.users.push(await signUp(`Bench reader ${i}`, i));

    const readPath = `/api/libraries/${libraryId}`;
    const readOptions = { headers: { 'accept-encoding': acceptEncoding } };
    const reads = { one: [], two: [] };
    const mixed = { one: [], two: [] };
    const warmUps = [];
    let runNumber = 0;
    for (let round = 0; round < rounds; round += 1) {
      // One and two take turns at going first, so neither always meets a fuller database.
      const order = round % 2 === 0 ? ['one', 'two'] : ['two', 'one'];
      for (const name of order) {
        const targets = setups[name].map((url) => `${url}${readPath}`);
        await cannons(targets, connections, WARM_UP_SECONDS, readOptions);
        reads[name].push(await cannons(targets, connections, duration, readOptions, serverPids));
        log(
          `  reads, ${name}: ${Math.round(reads[name].at(-1).reqPerSec)} req/s, p99 ${reads[name].at(-1).p99Ms} ms, ${cpuLine(reads[name].at(-1))}`,
        );
      }
      for (const name of order) {
        const common = {
          targets: setups[name],
          connections,
          libraryId,
          acceptEncoding,
          setup,
          serverPids,
        };
        runNumber += 1;
        warmUps.push({
          setup: name,
          ...(await mixedRun({ ...common, duration: WARM_UP_SECONDS, tag: `w${runNumber}` })),
        });
        const run = await mixedRun({ ...common, duration, tag: `r${runNumber}` });
        mixed[name].push(run);
        log(
          `  mixed, ${name}: ${Math.round(run.reqPerSec)} req/s, p99 ${run.p99Ms} ms, ` +
            `${run.writesAcknowledged} writes acknowledged, ${run.lostWrites} lost, ${run['5xx']} 5xx, ${cpuLine(run)}`,
        );
      }
    }
    const part = (runs) => {
      const one = summary(runs.one);
      const two = summary(runs.two);
      return { one, two, ratio: two.reqPerSec / one.reqPerSec, rounds: runs };
    };
    return {
      processes: 2,
      database: 'postgres (throwaway PostgreSQL 15, one for both processes)',
      path: '/api/libraries/{id}',
      libraryId,
      mixedSequence: [
        'GET /api/libraries/{id}',
        'GET /api/suggestions/{sid}',
        'POST /api/suggestions/{sid}/comments',
        'POST /api/suggestions/{sid}/vote',
      ],
      users: setup.users.length,
      reads: part(reads),
      mixed: part(mixed),
      warmUps: {
        lostWrites: warmUps.reduce((sum, run) => sum + run.lostWrites, 0),
        '5xx': warmUps.reduce((sum, run) => sum + run['5xx'], 0),
        runs: warmUps,
      },
    };
  } finally {
    cleanups.splice(cleanups.indexOf(stop), 1);
    await stop();
  }
}
