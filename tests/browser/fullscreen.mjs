// Fullscreen saved On, then the page loaded again: the game must not ask
// for fullscreen before the player's first gesture (the browser refuses,
// warns and throws "Permissions check failed"), the settings must say Off
// while the page is windowed, and the first key must take the page
// fullscreen, the settings then saying On. Prints one JSON line of
// results.
//
// The page is read through a CDP session of its own, not page.evaluate:
// Playwright evaluates as if the user had acted, which would let the page
// go fullscreen without a key and hide the bug.
import { script, whereInGame } from './lib.mjs';

const [url] = process.argv.slice(2);
await script({ failureShot: 'browser-fullscreen-failure.png', stopped: whereInGame }, async (page, result, b) => {
  await page.addInitScript(() => localStorage.setItem('deepwood/settings.json', '{"fullscreen": true}'));
  const cdp = await page.context().newCDPSession(page);
  const read = async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
  const until = async (expression, what) => {
    const deadline = Date.now() + 180000;
    for (;;) {
      const v = await read(expression).catch(() => null);
      if (v) return v;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const state = `({
    page: document.fullscreenElement !== null,
    setting: JSON.parse(window.deepwood.settings()).fullscreen === true,
    activated: navigator.userActivation.hasBeenActive,
    ticks: window.deepwood.ticks(),
  })`;
  await page.goto(url);
  await until('window.deepwood && window.deepwood.frames() > 0 && window.deepwood.ticks() > 60', 'the first second of the game');
  result.beforeGesture = await read(state);
  result.errorsBeforeGesture = [...b.errors];
  await page.keyboard.press('ArrowDown'); // the first gesture, harmless on the title
  const t = result.beforeGesture.ticks;
  await until(`window.deepwood.ticks() > ${t + 90}`, 'the request to land and the window to be asked again');
  result.afterGesture = await read(state);
});
