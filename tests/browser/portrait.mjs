// A phone held upright (issue 40): Playwright's iPhone 13, 390×844 CSS
// pixels, touch. The title and Settings are laid out for portrait there
// (app/upright.go): this opens them by taps, reads every target and the
// faces from the page's hook (inspect(): rectangles in the game's logical
// pixels, and its screen's size), turns them into CSS pixels by the
// canvas's size on the page, and reports, for each screen, the scale, the
// smallest target and face in CSS pixels, and every target under 44×44,
// face under 12 px or rectangle outside the viewport. Prints one JSON
// line; screenshots go to the shots folder.
import { devices } from 'playwright-core';
import { script, whereInGame, firstFrame, waitScene, waitFor, inspect, settle } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
const minTarget = 44, minText = 12;

await script({ failureShot: 'portrait-browser-failure.png', stopped: whereInGame, device: devices['iPhone 13'] }, async (page, result) => {
  result.screens = [];
  await page.goto(url);
  await firstFrame(page);
  const cdp = await page.context().newCDPSession(page);
  // where maps the game's logical screen (w×h) onto the page: the engine
  // scales it to fit its canvas and centres it there.
  const where = () => page.evaluate(() => {
    const r = document.querySelector('canvas').getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height, vw: innerWidth, vh: innerHeight };
  });
  const toCSS = (c, screen) => {
    const [w, h] = screen;
    const k = Math.min(c.width / w, c.height / h);
    return { k, at: ([x, y, rw, rh]) => ({ x: c.left + (c.width - w * k) / 2 + x * k, y: c.top + (c.height - h * k) / 2 + y * k, w: rw * k, h: rh * k }) };
  };
  // tap puts a finger on a logical point of the screen, held until an
  // update has had it, then lifts it.
  const tap = async (screen, [x, y, w, h]) => {
    const m = toCSS(await where(), screen);
    const r = m.at([x, y, w, h]);
    const t = await page.evaluate(() => window.deepwood.ticks());
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: r.x + r.w / 2, y: r.y + r.h / 2 }] });
    await waitFor(page, (t) => window.deepwood.ticks() > t + 2, t, 'an update with the finger down');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page, 30);
  };
  // measure checks the screen shown against the phone's minimums.
  const measure = async (name, targets) => {
    const v = await inspect(page);
    const c = await where();
    const m = toCSS(c, v.screen);
    const s = { name, scene: await page.evaluate(() => window.deepwood.scene()), screen: v.screen, scale: m.k, problems: [] };
    s.smallestTarget = [Infinity, Infinity];
    for (const t of targets(v)) {
      const r = m.at(t.rect);
      s.smallestTarget = [Math.min(s.smallestTarget[0], r.w), Math.min(s.smallestTarget[1], r.h)];
      if (r.w < minTarget || r.h < minTarget) s.problems.push(`${t.name} is ${r.w.toFixed(1)}×${r.h.toFixed(1)} CSS px`);
      if (r.x < 0 || r.y < 0 || r.x + r.w > c.vw + 0.5 || r.y + r.h > c.vh + 0.5) s.problems.push(`${t.name} at ${JSON.stringify(r)} leaves the ${c.vw}×${c.vh} viewport`);
    }
    s.smallestText = Math.min(...v.textPx) * m.k;
    if (s.smallestText < minText) s.problems.push(`a face of ${s.smallestText.toFixed(1)} CSS px`);
    if (!v.upright) s.problems.push('not laid out upright');
    result.screens.push(s);
    await page.screenshot({ path: `${shots}/portrait-browser-${name}.png` });
    return v;
  };

  await waitScene(page, 'title', 'the title drawn upright');
  await waitFor(page, () => JSON.parse(window.deepwood.inspect()).artSettled, null, 'the art to settle');
  const title = await measure('title', (v) => v.items.map((name, i) => ({ name, rect: v.rects[i] })));
  await tap(title.screen, title.rects[title.items.indexOf('Settings')]);
  await waitScene(page, 'settings', 'Settings, tapped');
  await settle(page, 30);
  for (const tab of ['General', 'Speedrun', 'Controls', 'Online']) {
    let v = await inspect(page);
    if (v.page !== tab) {
      await tap(v.screen, v.targets.find((t) => t.name === `tab ${tab}`).rect);
      v = await inspect(page);
      if (v.page !== tab) throw new Error(`the ${tab} tab, tapped, shows ${v.page}`);
    }
    await measure(`settings-${tab.toLowerCase()}`, (v) => v.targets);
  }
  const v = await inspect(page);
  await tap(v.screen, v.targets.find((t) => t.name === 'Back').rect);
  await waitScene(page, 'title', 'the title, after Back');
  result.back = await page.evaluate(() => window.deepwood.scene());
});
