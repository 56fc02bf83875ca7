// Forsaken Forest in the browser: deal a table from the set-up with the
// keyboard, play the player's seat by keys from Night One into their own
// turn (the first choice at each step; Pass in Priority windows others
// were asked first), reload the page, Continue from the title and check
// the table came back at the same point: the same Day, turn, phase, step
// and hand; then play on. Prints one JSON line of results.
import { script, whereInGame, openInstant, firstFrame, waitScene, waitFor, scene, press, chooseMenu, inspect } from './lib.mjs';

// idle waits for n more updates of the game, pressing nothing.
async function idle(page, n) {
  const t = await page.evaluate(() => window.deepwood.ticks());
  await waitFor(page, ([t0, k]) => window.deepwood.ticks() >= t0 + k, [t, n], `${n} updates`);
}

// focusLabel moves the menu's focus to the button labelled label with the
// arrow keys and presses Enter; false when the menu has no such button.
async function focusLabel(page, label) {
  for (let i = 0; i < 12; i++) {
    const v = await inspect(page);
    if (!v.buttons) return false;
    const want = v.buttons.indexOf(label);
    if (want < 0) return false;
    if (v.focus === want) {
      await press(page, 'Enter', 3);
      return true;
    }
    await press(page, want > v.focus ? 'ArrowDown' : 'ArrowUp', 2);
  }
  return false;
}

// point is what must come back after a reload.
const point = (v) => ({ day: v.day, phase: v.phase, turn: v.turn, asked: v.asked, steps: v.steps, hand: v.hand, role: v.role, window: v.window });

const [url, shots] = process.argv.slice(2);
await script({ failureShot: 'browser-forsaken-failure.png', result: { presses: 0 }, stopped: whereInGame }, async (page, result) => {
  // The computer travelers take their time at normal speed, and a
  // software-rendered page on a busy machine runs few ticks a second:
  // with instant animations they act at once, so a Day fits the test.
  await openInstant(page, url);
  // The seed is the clock's, and a table can end before the player's own
  // turn (a Path to the Void, a lynching): then the script goes back to
  // the title and deals again, up to four tables.
  let began = 0;
  result.tables = 0;
  for (;;) {
    result.tables++;
    began = Date.now();
    if (await dealAndPlay(page, result)) break;
    if (result.tables >= 4) throw new Error(`four tables ended before the player's turn`);
    await press(page, 'Enter', 10); // Back to the title
    await waitScene(page, 'title', 'the title after a game that ended early');
  }
  result.playMs = Date.now() - began;
  await page.screenshot({ path: `${shots}/browser-forsaken-before-reload.png` });
  await page.reload();
  await firstFrame(page, 'the first frame after reload');
  await chooseMenu(page, 'Continue Forsaken Forest');
  await waitScene(page, 'forsaken-table', 'the table continued');
  const back = await inspect(page);
  result.after = point(back);
  result.restored = back.restored;
  await page.screenshot({ path: `${shots}/browser-forsaken-continued.png` });
  // The continued table plays on by keys.
  for (let i = 0; i < 4; i++) {
    const v = await inspect(page);
    if (v.steps > back.steps || v.asked !== v.human) break;
    result.presses++;
    await press(page, 'Enter', 3);
  }
  result.end = point(await inspect(page));
  result.scene = await scene(page);
});

// dealAndPlay deals a table from the title and plays the player's seat by
// keys until the table waits on the player with no window open, in the
// player's own turn once they have acted in it (a slow page stops at the
// first such wait after 30 s instead, wherever it is). It answers windows
// with Pass where it may, and reports false when the game ended first.
async function dealAndPlay(page, result) {
  await chooseMenu(page, 'Forsaken Forest');
  await waitScene(page, 'forsaken-setup', 'the set-up');
  if (!result.setup) result.setup = await inspect(page);
  // A key during the screen's fade-in is not taken: press until the
  // focus reaches the deal.
  for (let i = 0; i < 20; i++) {
    const v = await inspect(page);
    if (v.rows[v.focus] === 'Deal the roles') break;
    await press(page, 'ArrowDown', 4);
  }
  for (let i = 0; i < 10 && await scene(page) === 'forsaken-setup'; i++) await press(page, 'Enter', 10);
  await waitScene(page, 'forsaken-table', 'the table');
  result.start = point(await inspect(page));
  // Play by keys until the table waits on the player with no window
  // open, in the player's own turn once they have acted in it; a slow page
  // stops at the first such wait after 30 s instead, wherever it is.
  let ownTurn = false, played = 0;
  const began = Date.now();
  result.trace = [];
  for (;;) {
    const late = Date.now() - began > 30000;
    if (Date.now() - began > 240000) throw new Error('the table never waited on the player in 240 s');
    const v = await inspect(page);
    result.trace.push(`${v.phase} asked ${v.asked} turn ${v.turn} steps ${v.steps} ${v.window} ${v.buttons.slice(0, 2)}`);
    if (result.trace.length > 12) result.trace.shift();
    if (v.over) return false;
    const mine = v.phase === 'action' && v.turn === v.human;
    if (mine) ownTurn = true;
    const waits = v.asked === v.human && v.window === '' && result.presses >= 2;
    if (waits && (ownTurn && mine && played > 0 || late)) {
      result.before = point(v);
      result.ownTurn = ownTurn && mine;
      result.guided = v.guided;
      result.hint = v.hint;
      return true;
    }
    if (v.asked === v.human && v.window === 'respond' && v.buttons.includes('Pass') && await focusLabel(page, 'Pass')) {
      result.presses++;
      continue;
    }
    if (v.asked === v.human) {
      result.presses++;
      if (mine) played++;
      if (!result.shotTurn && mine) {
        result.shotTurn = true;
        await page.screenshot({ path: `${shots}/browser-forsaken-turn.png` });
      }
      await press(page, 'Enter', 3);
      continue;
    }
    if (v.buttons.includes('Pass') && await focusLabel(page, 'Pass')) {
      result.presses++;
      continue;
    }
    await idle(page, 10);
  }
}
