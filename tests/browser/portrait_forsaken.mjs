// Forsaken Forest's table on a phone held upright (issue 40): Playwright's
// iPhone 13, touch. The set-up is reached with the phone on its side (by
// keys, as forsaken.mjs does); then the phone is turned upright and the
// set-up, laid out for portrait, is measured, a traveler added by a tap,
// its How to play opened, turned and closed by taps, and the table dealt
// by a tap on Deal the roles; the table is measured on each of its tabs,
// reached by taps, and its pause menu,
// opened and left by taps: for each screen the scale, the smallest
// target and face in CSS pixels, and every target under 44×44, face under
// 12 px or rectangle outside the viewport. Turned on its side again, the
// table is the landscape one. Prints one JSON line; screenshots go to the
// shots folder.
import { devices } from 'playwright-core';
import { script, whereInGame, openInstant, waitScene, waitFor, inspect, settle, chooseMenu, press, scene } from './lib.mjs';
import { phone } from './phone.mjs';

const [url, shots] = process.argv.slice(2);
const iphone = devices['iPhone 13'];
const upright = iphone.viewport;
const sideways = { width: upright.height, height: upright.width };
const layoutIs = (page, up, what) => waitFor(page, (up) => { const v = JSON.parse(window.deepwood.inspect()); return v.upright === up; }, up, what);

await script({ failureShot: 'portrait-forsaken-browser-failure.png', stopped: whereInGame, device: iphone }, async (page, result) => {
  result.screens = [];
  await page.setViewportSize(sideways);
  await openInstant(page, url);
  const { tap, measure } = await phone(page, shots, result);
  // tapNamed taps the target named name on the screen shown.
  const tapNamed = async (name) => {
    const v = await inspect(page);
    const t = (v.targets || []).find((t) => t.name === name);
    if (!t) throw new Error(`no "${name}" to tap on ${JSON.stringify((v.targets || []).map((t) => t.name))}`);
    await tap(v.screen, t.rect);
  };
  const targets = (v) => v.targets;
  await chooseMenu(page, 'Forsaken Forest');
  await waitScene(page, 'forsaken-setup', 'the set-up, sideways');
  await page.setViewportSize(upright);
  await layoutIs(page, true, 'the set-up laid out upright');
  await settle(page, 10);
  await measure('forsaken-setup', targets);
  await tapNamed('Travelers ›');
  await measure('forsaken-setup-7', targets);
  await tapNamed('How to play');
  await waitScene(page, 'forsaken-howto', 'How to play, tapped');
  await settle(page, 10);
  await measure('forsaken-howto', targets);
  await tapNamed('Next');
  await measure('forsaken-howto-next', targets);
  await tapNamed('Close');
  await waitScene(page, 'forsaken-setup', 'the set-up again, How to play closed by a tap');
  await settle(page, 10);
  await tapNamed('Deal the roles');
  await waitScene(page, 'forsaken-table', 'the table, dealt by taps upright');
  await layoutIs(page, true, 'the table laid out upright');
  await settle(page, 30);
  for (const tab of ['Table', 'Forest', 'Hand', 'Role', 'Log']) {
    await tapNamed(tab);
    await measure(`forsaken-${tab.toLowerCase()}`, targets);
  }
  await tapNamed('Pause');
  await waitScene(page, 'forsaken-pause', 'the pause menu, tapped');
  await settle(page, 10);
  await measure('forsaken-pause', targets);
  await tapNamed('Resume');
  await waitScene(page, 'forsaken-table', 'the table, resumed by a tap');
  result.back = await scene(page);
  await page.setViewportSize(sideways);
  await layoutIs(page, false, 'the table laid out sideways again');
  result.sideways = (await inspect(page)).screen;
});
