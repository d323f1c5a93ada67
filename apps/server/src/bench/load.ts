import autocannon from 'autocannon';

export type LoadResult = {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarise(latencies: number[], seconds: number, errors: number, non2xx: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    non2xx,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export type HttpScenario = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** a fresh body per request (e.g. unique keys for creates) */
  body?: () => unknown;
};

/** closed-loop HTTP load with autocannon; latencies are recorded per response (exact percentiles) */
export async function httpLoad(baseUrl: string, s: HttpScenario, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const started = Date.now();
  let resolveResult!: (r: autocannon.Result) => void;
  let rejectResult!: (e: unknown) => void;
  const done = new Promise<autocannon.Result>((res, rej) => {
    resolveResult = res;
    rejectResult = rej;
  });
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: s.method ?? 'GET',
        path: s.path,
        headers: { 'content-type': 'application/json', ...s.headers },
        setupRequest: (req: autocannon.Request) => (s.body ? { ...req, body: JSON.stringify(s.body()) } : req),
      },
    ],
  }, (err, r) => (err ? rejectResult(err) : resolveResult(r)));
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await done;
  const elapsed = Math.max(1, (Date.now() - started) / 1000);
  return summarise(latencies, elapsed, result.errors + result.timeouts, non2xx);
}

/** the same closed loop for any async operation (used for raw driver queries) */
export async function loopLoad(op: () => Promise<unknown>, concurrency: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        try {
          await op();
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return summarise(latencies, (Date.now() - started) / 1000, errors, 0);
}
