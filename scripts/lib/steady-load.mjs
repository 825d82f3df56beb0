// One load run for `npm run bench`: `connections` opened at once, a ramp-up while they all get
// going, then the measured seconds. Only responses that end inside the measured window count for
// requests/s and latency; errors and non-2xx answers count over the whole run.
//
// Why a ramp-up: Node (libuv) accepts one new connection per turn of its event loop. When 50
// connections open at once against a server that is already saturated, the last one is accepted
// after ~50 turns, each longer than the one before, so its first answer comes up to ~2 s late
// while the others are answered in steady time (docs/performance.md, "Why the bench has a
// ramp-up"). That is the connections opening, not the page's steady speed; the slowest answer
// of the ramp-up is still reported, next to the steady figures.
import autocannon from "autocannon";

/**
 * @returns {Promise<{ rps: number, p50: number, p99: number, total: number, errors: number,
 *   timeouts: number, non2xx: number, rampUpMaxMs: number }>}
 */
export function loadSteadily({ url, headers = {}, connections, durationS, rampUpS }) {
  return new Promise((resolve, reject) => {
    let startedAt = 0;
    const steady = [];
    let rampUpMaxMs = 0;
    let non2xx = 0;
    const instance = autocannon(
      { url, headers, connections, duration: rampUpS + durationS },
      (error, result) => {
        process.off("SIGINT", stop);
        if (error) return reject(error);
        steady.sort((a, b) => a - b);
        resolve({
          rps: steady.length / durationS,
          p50: percentile(steady, 0.5),
          p99: percentile(steady, 0.99),
          total: steady.length,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx,
          rampUpMaxMs: Math.round(rampUpMaxMs),
        });
      },
    );
    startedAt = performance.now();
    instance.on("start", () => (startedAt = performance.now()));
    instance.on("response", (_client, status, _bytes, responseMs) => {
      if (status < 200 || status > 299) non2xx++;
      const at = (performance.now() - startedAt) / 1000;
      if (at < rampUpS) rampUpMaxMs = Math.max(rampUpMaxMs, responseMs);
      else if (at <= rampUpS + durationS) steady.push(responseMs);
    });
    // Ctrl-C: stop the load at once; the shared handler in lib/server.mjs stops the servers.
    const stop = () => instance.stop();
    process.once("SIGINT", stop);
  });
}

/** The value below which `share` of the sorted `values` fall, in whole milliseconds. */
function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
}
