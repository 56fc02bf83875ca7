// The chassis test: load the served game, wait for its first frame, reach
// Settings with the keyboard, change a value, and check it through the
// page's test hook and localStorage. Prints one JSON line of results.
import { launch, waitFor, scene, press, chooseMenu, inspect } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
const b = await launch();
const { page } = b;
const result = {};
try {
  const t0 = Date.now();
  await page.goto(url);
  await waitFor(page, () => window.deepwood && window.deepwood.frames() > 0, null, 'the first frame');
  result.firstFrameMs = await page.evaluate(() => window.deepwood.firstFrameMs());
  result.wallToFirstFrameMs = Date.now() - t0;
  result.times = await page.evaluate(() => window.deepwoodTimes);
  result.titleScene = await scene(page);
  await waitFor(page, () => document.getElementById('loader').classList.contains('done'), null, 'the loader to hide');
  await page.waitForTimeout(1500); // let the title's fade-in settle before the picture
  await page.screenshot({ path: `${shots}/browser-title.png` });

  result.menu = (await inspect(page)).items;
  await chooseMenu(page, 'Settings');
  result.settingsScene = await scene(page);
  await press(page, 'ArrowRight', 3);
  const settings = JSON.parse(await page.evaluate(() => window.deepwood.settings()));
  result.masterVolume = settings.masterVolume;
  const stored = await page.evaluate(() => localStorage.getItem('deepwood/settings.json'));
  result.storedMasterVolume = stored ? JSON.parse(stored).masterVolume : null;
  await page.screenshot({ path: `${shots}/browser-settings.png` });

  await press(page, 'Backspace', 40);
  result.backScene = await scene(page);
  result.stack = await page.evaluate(() => window.deepwood.stack());
  result.errors = b.errors;
} catch (e) {
  result.failure = String(e.message || e);
  result.errors = b.errors;
  await page.screenshot({ path: `${shots}/browser-failure.png` }).catch(() => {});
} finally {
  await b.close();
}
console.log(JSON.stringify(result));
