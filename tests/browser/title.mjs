// The chassis test: load the served game, wait for its first frame, reach
// Settings with the keyboard, change a value, and check it through the
// page's test hook and localStorage. On the way it measures the idle title
// and Settings for three seconds each (measureIdle). Prints one JSON line of
// results.
import { script, waitFor, openGame, scene, press, chooseMenu, inspect, settle, measureIdle } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
const idleMs = 3000;
await script({ failureShot: 'browser-failure.png', result: { idle: [] } }, async (page, result) => {
  const t0 = Date.now();
  await openGame(page, url);
  result.firstFrameMs = await page.evaluate(() => window.deepwood.firstFrameMs());
  result.wallToFirstFrameMs = Date.now() - t0;
  result.times = await page.evaluate(() => window.deepwoodTimes);
  result.titleScene = await scene(page);
  await waitFor(page, () => document.getElementById('loader').classList.contains('done'), null, 'the loader to hide');
  // The picture waits for the loader's .4 s fade-out and the title art's
  // fade-in: the art's ten or so layers are born a frame apart and each
  // fades in over 24 frames, so by the 40th frame it stands still.
  await waitFor(page, () => getComputedStyle(document.getElementById('loader')).opacity === '0' && window.deepwood.ticks() >= 40 && window.deepwood.frames() >= 2, null, 'the title to settle');
  await page.screenshot({ path: `${shots}/browser-title.png` });
  await settle(page, 80);
  result.idle.push(await measureIdle(page, idleMs));

  result.menu = (await inspect(page)).items;
  await chooseMenu(page, 'Settings');
  result.settingsScene = await scene(page);
  await settle(page, 60);
  result.idle.push(await measureIdle(page, idleMs));
  await press(page, 'ArrowRight', 3);
  const settings = JSON.parse(await page.evaluate(() => window.deepwood.settings()));
  result.masterVolume = settings.masterVolume;
  const stored = await page.evaluate(() => localStorage.getItem('deepwood/settings.json'));
  result.storedMasterVolume = stored ? JSON.parse(stored).masterVolume : null;
  await page.screenshot({ path: `${shots}/browser-settings.png` });

  await press(page, 'Backspace', 40);
  result.backScene = await scene(page);
  result.stack = await page.evaluate(() => window.deepwood.stack());
});
