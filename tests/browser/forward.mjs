// Forward in the browser: start a run with the keyboard, clear the first
// location (flip every card, fight every duel, bury Terrors, leave), and
// check the scene and HUD values through the page's test hook; the first
// location is measured idle on arrival (measureIdle). Prints one JSON line
// of results.
import { script, whereInGame, waitFor, openInstant, firstFrame, waitScene, scene, press, chooseMenu, inspect, pressButton, settle, measureIdle } from './lib.mjs';
import { clearLocation } from './forwardplay.mjs';

const [url, shots] = process.argv.slice(2);
await script({ failureShot: 'browser-forward-failure.png', result: { steps: 0 }, stopped: whereInGame }, async (page, result) => {
  await openInstant(page, url);
  await chooseMenu(page, 'Forward');
  result.newRunScene = await scene(page);
  if (!await pressButton(page, (x) => x.label === 'Start with this seed', 'the start button')) throw new Error('no start button');
  await waitScene(page, 'forward-location', 'the location');
  result.start = (await inspect(page)).hud;
  // The first location left alone for three seconds (its timer runs).
  await settle(page, 60);
  result.idle = await measureIdle(page, 3000);
  await clearLocation(page, result, {
    before: async () => {
      if (result.steps === 3) await page.screenshot({ path: `${shots}/browser-forward-location.png` });
    },
    after: async (choice) => {
      if (choice.action === 'roll' && !result.duelShot) {
        result.duelShot = true;
        await page.screenshot({ path: `${shots}/browser-forward-duel.png` });
      }
    },
  });
  result.scene = await scene(page);
  result.hud = (await inspect(page)).hud;
  await page.screenshot({ path: `${shots}/browser-forward-second-location.png` });

  // Hold R: the run is reset to the same seed, filed in the records and its
  // replay kept, both in localStorage.
  await page.keyboard.down('r');
  await waitFor(page, () => {
    const v = JSON.parse(window.deepwood.inspect());
    return window.deepwood.scene() === 'forward-location' && v.hud && v.hud.Position === 1 && v.hud.Ticks === 0;
  }, null, 'the reset run');
  await page.keyboard.up('r');
  const stored = () => page.evaluate(() => {
    const keys = Object.keys(localStorage);
    return {
      records: localStorage.getItem('deepwood/records.json'),
      replays: keys.filter((k) => k.startsWith('deepwood/replays/')).map((k) => ({ key: k, tail: localStorage.getItem(k).trim().split('\n').pop() })),
    };
  });
  result.stored = await stored();

  // After a reload the game finds the replay again and plays it back.
  await page.reload();
  await firstFrame(page, 'the first frame after reload');
  result.storedAfterReload = await stored();
  await chooseMenu(page, 'Forward');
  if (!await pressButton(page, (x) => x.label === 'Watch replays', 'the replays button')) throw new Error('no replays button');
  await waitScene(page, 'forward-replays', 'the replays list');
  result.replayRows = (await inspect(page)).buttons.filter((x) => x.label.includes('DEEP-W00D')).map((x) => x.label);
  if (!await pressButton(page, (x) => x.label.includes('DEEP-W00D'), 'the replay')) throw new Error('no replay row');
  await waitScene(page, 'forward-viewer', 'the viewer');
  // Play (Pause key). A press during the screen's fade-in is not seen, so
  // press until the viewer says it is playing.
  for (let i = 0; i < 6 && !(await inspect(page)).playing; i++) await press(page, 'Escape', 30);
  await waitFor(page, () => JSON.parse(window.deepwood.inspect()).next >= 3, null, 'three actions played back');
  result.viewer = await inspect(page);
  delete result.viewer.buttons;
  await page.screenshot({ path: `${shots}/browser-forward-viewer.png` });
});
