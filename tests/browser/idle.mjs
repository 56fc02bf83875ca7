// Idle frame rates: how fast the page runs while the player does nothing,
// on the title, on Settings and on Forward's first location (whose
// speedrun timer keeps changing). For each screen it lets the screen
// settle, then for a few seconds counts the page's own animation frames
// (requestAnimationFrame, the pace the game's loop runs at), the frames
// the game drew (the hook's frames()) and its updates (ticks()). Prints one
// JSON line: {screens: [{scene, pageFps, drawnFps, tps}], ...}.
// Usage: node idle.mjs URL SHOTS [SECONDS]
import { script, whereInGame, waitFor, openGame, waitScene, scene, press, chooseMenu, pressButton, settle, measureIdle } from './lib.mjs';

const [url, shots, secs] = process.argv.slice(2);
const ms = Math.round(1000 * (Number(secs) || 4));

await script({ failureShot: 'browser-idle-failure.png', result: { screens: [] }, stopped: whereInGame }, async (page, result) => {
  await openGame(page, url);
  await waitFor(page, () => getComputedStyle(document.getElementById('loader')).opacity === '0', null, 'the loader to hide');
  await settle(page, 120);
  result.screens.push(await measureIdle(page, ms));

  await chooseMenu(page, 'Settings');
  await waitScene(page, 'settings');
  await settle(page, 60);
  result.screens.push(await measureIdle(page, ms));

  await press(page, 'Backspace', 40);
  await waitScene(page, 'title');
  await chooseMenu(page, 'Forward');
  if (!await pressButton(page, (x) => x.label === 'Start with this seed', 'the start button')) throw new Error('no start button');
  await waitScene(page, 'forward-location', 'the location');
  await settle(page, 60);
  result.screens.push(await measureIdle(page, ms));
  result.scene = await scene(page);
});
