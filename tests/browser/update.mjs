// A new build noticed while the game runs, on a phone held sideways (the
// smallest screen height the game meets): the first load installs the
// build's service worker and shows no notice (there was no build before);
// offline, the worker's check for a new build fails quietly and shows none
// either; back online with a new build served, the running page's check
// (registration.update(), as the hourly one and a load's make) installs
// it, its worker takes the page over, and a notice offers the new build
// over the game, which keeps running, whole on screen held either way.
// Later hides it, the game's canvas keeping the keys; Reload loads the new
// build (its page, from its cache). Prints one JSON line of results.
// argv: the game's URL (served under /play/ by wasm/offline_test.go's
// testNetwork, whose /__test/network/{off,on,newbuild} switch the server),
// the shots folder.
import { devices } from 'playwright-core';
import { script, whereInGame, waitFor, openGame, firstFrame, scene } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
const network = async (what) => {
  const r = await fetch(new URL(`/__test/network/${what}`, url));
  if (!r.ok) throw new Error(`the test server refused network/${what}: ${r.status}`);
};
// notice is what the page shows of the notice: whether it is shown, its
// text, its box and its Reload button's (CSS px), the button's text size,
// and the window's size.
const notice = (page) => page.evaluate(() => {
  const el = document.getElementById('update'), button = document.getElementById('reload');
  const box = (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; };
  return {
    shown: !el.hidden && getComputedStyle(el).display !== 'none',
    text: el.innerText.replace(/\s+/g, ' ').trim(),
    box: box(el), button: box(button), fontPx: parseFloat(getComputedStyle(button).fontSize),
    window: { w: innerWidth, h: innerHeight },
  };
});
// check asks the worker for a new build, as the page's hourly check does:
// it says whether the check succeeded (offline it fails, quietly).
const check = (page) => page.evaluate(async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  try {
    await reg.update();
    return 'checked';
  } catch (e) {
    return 'failed: ' + e.message;
  }
});
const caches = (page) => page.evaluate(() => window.caches.keys());
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

await script({ failureShot: 'browser-update-failure.png', stopped: whereInGame, device: devices['iPhone 13 landscape'] }, async (page, result) => {
  const context = page.context();
  await openGame(page, url);
  await waitFor(page, () => navigator.serviceWorker.controller !== null, null, 'the service worker to take the page');
  await pause(1000);
  result.first = { notice: (await notice(page)).shown, caches: await caches(page) };

  await network('off');
  await context.setOffline(true);
  await page.reload();
  await firstFrame(page, 'the first frame offline');
  result.offline = { check: await check(page) };
  await pause(2000);
  result.offline.notice = (await notice(page)).shown;

  // Back online, and the server has a new build; the page runs on.
  await context.setOffline(false);
  await network('on');
  await network('newbuild');
  result.check = await check(page);
  await waitFor(page, () => !document.getElementById('update').hidden, null, 'the notice of the new build');
  result.notice = await notice(page);
  const before = await page.evaluate(() => window.deepwood.ticks());
  await pause(1000);
  result.running = { ticks: await page.evaluate(() => window.deepwood.ticks()) - before, scene: await scene(page) };
  await page.screenshot({ path: `${shots}/browser-update-notice.png` });
  // The phone turned upright: the notice wraps, still whole on screen.
  await page.setViewportSize(devices['iPhone 13'].viewport);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  result.portrait = await notice(page);
  await page.screenshot({ path: `${shots}/browser-update-notice-portrait.png` });
  // Later hides it and gives the keys back to the game's canvas; the
  // notice is then shown again (as the next new build would show it) to
  // try its Reload.
  await page.tap('#later');
  result.later = await page.evaluate(() => ({
    notice: !document.getElementById('update').hidden,
    canvasFocused: document.activeElement === document.querySelector('canvas'),
  }));
  await page.evaluate(() => { document.getElementById('update').hidden = false; });

  await Promise.all([page.waitForEvent('load'), page.tap('#reload')]);
  await firstFrame(page, 'the first frame of the new build');
  result.reloaded = {
    title: await page.evaluate(() => document.title),
    controlled: await page.evaluate(() => navigator.serviceWorker.controller !== null),
    caches: await caches(page),
    notice: (await notice(page)).shown,
    scene: await scene(page),
  };
});
