// The game installed for offline play: the page loads once with the
// network, its service worker caches the build and takes the page over;
// then the network goes (the browser offline and the server refusing
// every request), the page is loaded again from the cache, a Forward run
// is started and its first location played by keys until the run stands
// in the next one, with Online on (its features must say they are
// offline) and the run autosaved. A second offline load offers to
// continue the run. Last, the network comes back with a new build (its
// worker names another build), which replaces the cached one: one cache
// left, the new build's. A Chromium with a profile of its own says the
// page can be installed. Prints one JSON line of results.
// argv: the game's URL (served under /play/ by wasm/offline_test.go,
// whose /__test/network/{off,on,newbuild} switch the server), the shots
// folder.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchOptions, script, whereInGame, waitFor, openGame, firstFrame, waitScene, scene, chooseMenu, inspect, pressButton } from './lib.mjs';
import { clearLocation } from './forwardplay.mjs';

const [url, shots] = process.argv.slice(2);
const network = async (what) => {
  const r = await fetch(new URL(`/__test/network/${what}`, url));
  if (!r.ok) throw new Error(`the test server refused network/${what}: ${r.status}`);
};
// cached is the page's caches: each name and the paths it holds.
const cached = (page) => page.evaluate(async () => {
  const out = {};
  for (const name of await caches.keys()) {
    out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  }
  return out;
});
// installable is what Chromium's "Install" says of the page: its
// manifest's problems and why it could not be installed (none, for each).
// It asks a Chromium of its own with a fresh profile: the shared browser's
// contexts are incognito, where Chromium installs nothing.
async function installable() {
  const profile = mkdtempSync(join(tmpdir(), 'deepwood-install-'));
  const context = await chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = context.pages()[0] || await context.newPage();
    await page.goto(url);
    await waitFor(page, () => navigator.serviceWorker.controller !== null, null, 'the service worker in a profile of its own');
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return { manifestErrors: manifest.errors.map((e) => e.message), installability: installabilityErrors.map((e) => e.errorId) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
// registration says which workers the page's registration holds and in
// what state, for a failure's message.
const registration = (page) => page.evaluate(async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg) return 'none';
  const w = (x) => (x ? `${new URL(x.scriptURL).pathname} ${x.state}` : '-');
  return `installing ${w(reg.installing)}, waiting ${w(reg.waiting)}, active ${w(reg.active)}`;
});
const controlled = (page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

await script({ failureShot: 'browser-offline-failure.png', result: { steps: 0 }, stopped: whereInGame }, async (page, result) => {
  const context = page.context();
  await page.addInitScript(() => {
    if (!localStorage.getItem('deepwood/settings.json')) {
      localStorage.setItem('deepwood/settings.json', JSON.stringify({ version: 1, animationSpeed: 'instant', online: true, playerName: 'Dana' }));
    }
  });
  await openGame(page, url);
  await waitFor(page, () => navigator.serviceWorker.controller !== null, null, 'the service worker to take the page');
  result.online = { caches: await cached(page) };

  await network('off');
  await context.setOffline(true);
  await page.reload();
  await firstFrame(page, 'the first frame offline');
  result.offline = { scene: await scene(page), controlled: await controlled(page), onLine: await page.evaluate(() => navigator.onLine) };
  await chooseMenu(page, 'Forward');
  await waitFor(page, () => { const b = JSON.parse(window.deepwood.inspect()).board; return b && b.state !== 'asking'; }, null, 'the daily board to fail');
  result.offline.board = (await inspect(page)).board;
  await page.screenshot({ path: `${shots}/browser-offline-newrun.png` });
  if (!await pressButton(page, (x) => x.label === 'Start with this seed', 'the start button')) throw new Error('no start button');
  await waitScene(page, 'forward-location', 'the location');
  result.start = (await inspect(page)).hud;
  await clearLocation(page, result);
  result.scene = await scene(page);
  result.hud = (await inspect(page)).hud;
  result.autosaved = await page.evaluate(() => localStorage.getItem('deepwood/forward-autosave.replay') !== null);
  await page.screenshot({ path: `${shots}/browser-offline-second-location.png` });

  // Offline again: the title offers the run saved offline.
  await page.reload();
  await firstFrame(page, 'the first frame of the second offline load');
  result.titleItems = (await inspect(page)).items;

  // A new build: its worker installs, takes over and deletes the old
  // cache; the page loaded next is the new build's.
  await context.setOffline(false);
  await network('on');
  await network('newbuild');
  await page.reload();
  await firstFrame(page, 'the first frame back online');
  // The reload's own check for a new worker can fail on a loaded machine
  // (the install's fetches race the page's); a browser asks again on the
  // next navigation or its hourly check, so the script asks again every
  // 15 s, as those would, and says what the registration held if the new
  // build never took over.
  const deadline = Date.now() + 180000;
  let nextAsk = Date.now() + 15000;
  for (;;) {
    const names = Object.keys(await cached(page));
    if (names.length === 1 && !(names[0] in result.online.caches)) break;
    if (Date.now() > deadline) throw new Error(`the new build did not replace the cache: ${names}; the registration: ${await registration(page)}`);
    if (Date.now() > nextAsk) {
      result.updatesAsked = (result.updatesAsked || 0) + 1;
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((reg) => reg && reg.update()).catch(() => {}));
      nextAsk = Date.now() + 15000;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await page.reload();
  await firstFrame(page, 'the first frame of the new build');
  result.newBuild = { caches: await cached(page), controlled: await controlled(page), scene: await scene(page) };
  result.installable = await installable();
});
