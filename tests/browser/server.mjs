// The one Chromium of a test run: the Go tests start this once, read the
// endpoint it prints, and hand it to every script (DEEPWOOD_BROWSER_WS),
// which opens a fresh context there instead of starting a browser of its
// own. It stops the browser when its standard input closes, so a test run
// that ends, or dies, leaves no Chromium behind.
import { chromium } from 'playwright-core';
import { launchOptions } from './lib.mjs';

const server = await chromium.launchServer(launchOptions);
console.log(server.wsEndpoint());
process.stdin.on('end', async () => {
  await server.close();
  process.exit(0);
});
process.stdin.resume();
