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
import { phone } from './phone.mjs';

const [url, shots] = process.argv.slice(2);

await script({ failureShot: 'portrait-browser-failure.png', stopped: whereInGame, device: devices['iPhone 13'] }, async (page, result) => {
  result.screens = [];
  await page.goto(url);
  await firstFrame(page);
  const { tap, measure } = await phone(page, shots, result);

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
