// I am the Forest in the browser: create a Forest with the keyboard
// (Confirm through each creation page, accepting the dice), then play one
// whole Year by keys, checking the scenes through the page's test hook.
// Prints one JSON line of results.
import { script, whereInGame, openInstant, waitScene, scene, press, chooseMenu, inspect, look } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
await script({ failureShot: 'browser-forest-failure.png', result: { presses: 0, scenes: [] }, stopped: whereInGame }, async (page, result) => {
  await openInstant(page, url);
  await chooseMenu(page, 'I am the Forest');
  await waitScene(page, 'forest-level', 'the level choice');
  // Tale, the first game's level, is focused; a key during the screen's
  // fade-in is not taken, so press until the wizard opens.
  for (let i = 0; i < 10 && await scene(page) === 'forest-level'; i++) await press(page, 'Enter', 10);
  await waitScene(page, 'forest-wizard', 'the creation wizard');
  result.wizardStart = await inspect(page);
  let shotWizard = false;
  let st = await look(page);
  for (let i = 0; i < 400; i++) {
    const sc = st.scene, v = st.view;
    if (!result.scenes.includes(sc)) result.scenes.push(sc);
    if (sc === 'forest-year' && v.year >= 2) break;
    if (sc === 'forest-over') break;
    if (v && v.busy) { st = await press(page, 'Tab', 3, st); continue; }
    if (sc === 'forest-wizard' && v.summary && !shotWizard) {
      shotWizard = true;
      result.summary = v;
      await page.screenshot({ path: `${shots}/browser-forest-summary.png` });
      st = await look(page);
    }
    if (sc === 'forest-year' && !result.yearStart) {
      result.yearStart = v;
      await page.screenshot({ path: `${shots}/browser-forest-year.png` });
      st = await look(page);
    }
    result.presses++;
    st = await press(page, 'Enter', 3, st);
  }
  result.scene = await scene(page);
  result.end = await inspect(page);
  await page.screenshot({ path: `${shots}/browser-forest-year2.png` });
});
