/**
 * The play path's benchmark (issue 18): play-session starts per second (each counts a gameplay,
 * creates an anonymous player and its play in the database) and play moves per second (a Wordle
 * guess each, checked by the engine; on plays the instance started and on plays it does not know),
 * both compared with the bare Fastify route measured in the same run.
 */
import autocannon from 'autocannon';

/** Five dictionary words none of the demo Wordle's secrets: five moves that keep a play going. */
const GUESSES = ['house', 'plant', 'chair', 'water', 'table'];

interface Started {
  session: { session_id: string };
  player_token: string;
}

async function startOne(base: string, gameId: string): Promise<Started> {
  const res = await fetch(`${base}/play/games/${gameId}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 201) throw new Error(`start: ${res.status} ${await res.text()}`);
  return (await res.json()) as Started;
}

/** Fewer plays than the 5 000 an instance keeps (LIVE_PLAYS_MAX), and more. */
const KNOWN_PLAYS = 4_900;
const UNKNOWN_PLAYS = 12_000;

/**
 * Starts `plays` plays, then guesses on them in turn, for a duration or a number of moves: five
 * guesses at most per play, none of which ends it (a sixth would be refused, and is reported).
 */
export async function movesOn(
  base: string,
  gameId: string,
  plays: number,
  connections: number,
  length: { duration: number } | { amount: number },
  /** Called once the plays are started, just before the moves (e.g. to read CPU counters). */
  started?: () => Promise<void>,
): Promise<{ rps: number; p50: number; p99: number; total: number }> {
  const sessions: { id: string; token: string; moves: number }[] = [];
  for (let i = 0; i < plays; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, plays - i) }, () => startOne(base, gameId)),
    );
    for (const s of batch)
      sessions.push({ id: s.session.session_id, token: s.player_token, moves: 0 });
  }
  let next = 0;
  await started?.();
  const acted = await autocannon({
    url: base,
    connections,
    ...length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const s = sessions[next % sessions.length]!;
          next += 1;
          const word = GUESSES[s.moves % GUESSES.length]!;
          s.moves += 1;
          return {
            ...req,
            path: `${new URL(base).pathname}/play/sessions/${s.id}/actions`,
            headers: { 'content-type': 'application/json', 'x-player': s.token },
            body: JSON.stringify({ action: { type: 'guess', word } }),
          };
        },
      },
    ],
  });
  const overused = sessions.filter((s) => s.moves > GUESSES.length).length;
  if (acted.non2xx > 0 || acted.errors > 0 || overused > 0)
    console.warn(
      `  ! moves: ${acted.non2xx} non-2xx answers, ${acted.errors} errors (${overused} plays over 5 moves)`,
    );
  return {
    // Over the run's own time: a run of a number of moves ends within a second, and autocannon's
    // average is over whole seconds (24 500 moves in 7.1 s read as 3 063/s, as in 8).
    rps: acted.requests.total / ((acted.finish.getTime() - acted.start.getTime()) / 1000),
    p50: acted.latency.p50,
    p99: acted.latency.p99,
    total: acted.requests.total,
  };
}

/** Play starts (an empty body: a new player each) for `duration` seconds; warns of any refused. */
export async function loadStarts(
  base: string,
  gameId: string,
  connections: number,
  duration: number,
): Promise<autocannon.Result> {
  const started = await autocannon({
    url: `${base}/play/games/${gameId}/sessions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    connections,
    duration,
  });
  if (started.non2xx > 0 || started.errors > 0)
    console.warn(`  ! starts: ${started.non2xx} non-2xx answers, ${started.errors} errors`);
  return started;
}

export interface PlayBenchResult {
  startRps: number;
  actionRps: number;
}

export async function playBench(
  base: string,
  gameId: string,
  bareRps: number,
  /** `connections`: the bare route's own, so both rates are measured under the same load. */
  opts: { duration: number; database: string; connections: number },
): Promise<PlayBenchResult> {
  const started = await loadStarts(base, gameId, opts.connections, opts.duration);
  const startRps = started.requests.average;
  console.log(
    `session starts:           ${startRps.toFixed(0)} per second (${opts.database}; each counts a gameplay)`,
  );
  console.log(`  ratio to bare route:    ${(startRps / bareRps).toFixed(3)}   (aim ≥ 0.1)`);
  console.log(
    `  latency p50/p99:        ${started.latency.p50} / ${started.latency.p99} ms (${opts.connections} connections)\n`,
  );

  // Moves, twice: on plays this instance started (it keeps its last copy of up to 5 000 plays and
  // moves them with one compare-and-set statement), and on plays it does not know — as after a
  // move on another instance — taken in turn from more plays than it keeps, so none is known.
  // As many moves as the known plays allow (about eight seconds at 3 000 moves/s).
  const known = await movesOn(base, gameId, KNOWN_PLAYS, opts.connections, {
    amount: KNOWN_PLAYS * GUESSES.length,
  });
  const actionRps = known.rps;
  console.log(
    `play moves (actions):     ${actionRps.toFixed(0)} per second (${opts.database}; a Wordle guess each, on ${KNOWN_PLAYS} plays this instance started)`,
  );
  console.log(
    `  ratio to bare route:    ${(actionRps / bareRps).toFixed(3)}   (aim ≥ 0.05, set from the first profile)`,
  );
  console.log(`  latency p50/p99:        ${known.p50} / ${known.p99} ms`);
  const unknown = await movesOn(base, gameId, UNKNOWN_PLAYS, opts.connections, {
    duration: opts.duration,
  });
  console.log(
    `  on plays it does not know (${UNKNOWN_PLAYS} in turn): ${unknown.rps.toFixed(0)} per second, ratio ${(unknown.rps / bareRps).toFixed(3)}, p50/p99 ${unknown.p50} / ${unknown.p99} ms\n`,
  );
  return { startRps, actionRps };
}
