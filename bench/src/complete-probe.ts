/**
 * Child process of the 10 MB upload bench: a gateway of its own (same handlers, same routes) in a
 * fresh process, so the process's peak RSS tells what one "complete" call costs. Reads the stack's
 * function configuration from the environment the parent passes (see infra/local/start.ts).
 * Protocol: prints `{"url": ...}` when listening; on a line `measure` on stdin prints the peak RSS
 * so far; exits when stdin ends.
 */
import { createInterface } from 'node:readline';
import { loadRouteDeclarations, startGateway } from '../../infra/local/gateway';

const { domains } = await loadRouteDeclarations();
// the gateway's request log goes to stderr: stdout carries the protocol only
const gateway = await startGateway({
  port: 0,
  domains,
  allowedOrigin: 'http://localhost',
  log: (line) => process.stderr.write(`[probe] ${line}\n`),
});
const peakRssBytes = () => process.resourceUsage().maxRSS * 1024;
process.stdout.write(`${JSON.stringify({ url: gateway.url })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === 'measure') {
    process.stdout.write(
      `${JSON.stringify({ peakRssBytes: peakRssBytes(), heapUsedBytes: process.memoryUsage().heapUsed })}\n`,
    );
  }
}
await gateway.stop();
