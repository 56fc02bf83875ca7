// Forward in the browser: start a run with the keyboard, clear the first
// location (flip every card, fight every duel, bury Terrors, leave), and
// check the scene and HUD values through the page's test hook. Prints one
// JSON line of results.
import { launch, waitFor, scene, press, chooseMenu, inspect, pressButton } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
const b = await launch();
const { page } = b;
const result = { steps: 0 };
const cellOf = (a) => Number((a || '').split(' ')[1] || 99);
try {
  await page.goto(url);
  await waitFor(page, () => window.deepwood && window.deepwood.frames() > 0, null, 'the first frame');
  await chooseMenu(page, 'Forward');
  result.newRunScene = await scene(page);
  if (!await pressButton(page, (x) => x.label === 'Start with this seed', 'the start button')) throw new Error('no start button');
  await waitFor(page, () => window.deepwood.scene() === 'forward-location', null, 'the location');
  result.start = (await inspect(page)).hud;
  for (let i = 0; i < 400; i++) {
    const sc = await scene(page);
    const v = await inspect(page);
    if (sc === 'forward-summary') throw new Error('the run ended in the first location');
    if (v && v.hud && v.hud.position > 1 && sc === 'forward-location' && !v.busy) break;
    if (!v || !v.buttons || v.busy) { await press(page, 'Tab', 2); continue; }
    result.steps++;
    const enabled = v.buttons.map((x, i) => ({ ...x, i })).filter((x) => x.enabled && x.action);
    const byPrefix = (p) => enabled.filter((x) => x.action.startsWith(p));
    let choice = byPrefix('bury')[0] || byPrefix('discard')[0] || byPrefix('roll')[0];
    if (!choice) {
      const cells = [...byPrefix('start'), ...byPrefix('flip')].sort((a, c) => cellOf(a.action) - cellOf(c.action));
      choice = cells[0] || byPrefix('leave')[0];
    }
    if (!choice) { await press(page, 'Tab', 2); continue; }
    if (result.steps === 3) await page.screenshot({ path: `${shots}/browser-forward-location.png` });
    await pressButton(page, (x) => x.enabled && x.action === choice.action, choice.action);
    if (choice.action === 'roll' && !result.duelShot) {
      result.duelShot = true;
      await page.screenshot({ path: `${shots}/browser-forward-duel.png` });
    }
  }
  result.scene = await scene(page);
  result.hud = (await inspect(page)).hud;
  await page.screenshot({ path: `${shots}/browser-forward-second-location.png` });
  result.errors = b.errors;
} catch (e) {
  result.failure = String(e.message || e);
  result.scene = await scene(page).catch(() => '?');
  result.errors = b.errors;
  await page.screenshot({ path: `${shots}/browser-forward-failure.png` }).catch(() => {});
} finally {
  await b.close();
}
console.log(JSON.stringify(result));
