// Forsaken Forest in the browser: type a seed code on the set-up's Seed
// row (the real keyboard into the game's text field) and deal that table
// by keyboard; play the player's seat by keys through Night One, the
// Fugue, a Day's Dawn and a Gallows vote into their own turn (the first
// choice at each step; Pass in Priority windows others were asked
// first), reload the page, Continue from the title and check the table
// came back at the same point: the same Day, turn, phase, step and hand;
// then play on. Prints one JSON line of results.
import { script, whereInGame, openInstant, firstFrame, waitScene, waitFor, scene, press, chooseMenu, inspect, focusLabel, settle } from './lib.mjs';

// seedCode deals a six-traveler table (the set-up's defaults) on which,
// played as below, the player votes at the Gallows on Day 1 and reaches
// their own turn 24 steps in, after 6 presses of theirs: of 20,000 seeds
// tried, the table with the fewest presses (each costs seconds on a
// software-rendered page) that holds a Day, a vote and the player's own
// turn. The seed is fixed so the test's length is too: a clock's seed ran
// from 72 to 183 s.
const seedCode = 'EMVE-H4CY';

// focusRow moves the set-up's focus to the row labelled label. A key
// during the screen's fade-in is not taken: it presses until the focus
// gets there.
async function focusRow(page, label) {
  for (let i = 0; i < 20; i++) {
    const v = await inspect(page);
    if (v.rows[v.focus] === label) return;
    await press(page, 'ArrowDown', 4);
  }
  throw new Error(`could not reach the set-up's "${label}" row`);
}

// point is what must come back after a reload.
const point = (v) => ({ day: v.day, phase: v.phase, turn: v.turn, asked: v.asked, steps: v.steps, hand: v.hand, role: v.role, window: v.window });

const [url, shots] = process.argv.slice(2);
await script({ failureShot: 'browser-forsaken-failure.png', result: { presses: 0 }, stopped: whereInGame }, async (page, result) => {
  // The computer travelers take their time at normal speed, and a
  // software-rendered page on a busy machine runs few ticks a second:
  // with instant animations they act at once, so a Day fits the test.
  await openInstant(page, url);
  const began = Date.now();
  await dealTyped(page, result);
  await playToOwnTurn(page, result);
  result.playMs = Date.now() - began;
  await page.screenshot({ path: `${shots}/browser-forsaken-before-reload.png` });
  await page.reload();
  await firstFrame(page, 'the first frame after reload');
  await chooseMenu(page, 'Continue: Forsaken Forest');
  await waitScene(page, 'forsaken-table', 'the table continued');
  const back = await inspect(page);
  result.after = point(back);
  result.restored = back.restored;
  result.continuedSeed = back.seed;
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

// dealTyped opens the set-up from the title, types the seed code into the
// Seed row's field and deals the table.
async function dealTyped(page, result) {
  await chooseMenu(page, 'Forsaken Forest');
  await waitScene(page, 'forsaken-setup', 'the set-up');
  result.setup = await inspect(page);
  await focusRow(page, 'Seed');
  await press(page, 'Enter', 3);
  await waitFor(page, () => JSON.parse(window.deepwood.inspect()).typing, null, 'the seed code field');
  await page.keyboard.type(seedCode, { delay: 40 });
  await press(page, 'Enter', 3);
  const typed = await waitFor(page, () => { const v = JSON.parse(window.deepwood.inspect()); return !v.typing && v.seed; }, null, 'the seed code taken');
  result.typed = await typed.jsonValue();
  await page.screenshot({ path: `${shots}/browser-forsaken-seed.png` });
  await focusRow(page, 'Deal the roles');
  for (let i = 0; i < 10 && await scene(page) === 'forsaken-setup'; i++) await press(page, 'Enter', 10);
  await waitScene(page, 'forsaken-table', 'the table');
  const v = await inspect(page);
  result.dealt = v.seed;
  result.start = point(v);
}

// playToOwnTurn plays the player's seat by keys until the table waits on
// the player with no window open, in the player's own turn once they have
// acted in it. It answers windows with Pass where it may, votes with the
// first choice at the Gallows, and fails if the game ends first.
async function playToOwnTurn(page, result) {
  let ownTurn = false, played = 0;
  const began = Date.now();
  result.trace = [];
  for (;;) {
    if (Date.now() - began > 240000) throw new Error('the table never waited on the player in 240 s');
    const v = await inspect(page);
    result.trace.push(`${v.phase} asked ${v.asked} turn ${v.turn} steps ${v.steps} ${v.window} ${v.buttons.slice(0, 2)}`);
    if (result.trace.length > 12) result.trace.shift();
    if (v.over) throw new Error(`the table ended before the player's turn: ${v.winner}`);
    const mine = v.phase === 'action' && v.turn === v.human;
    if (mine) ownTurn = true;
    if (v.asked === v.human && v.window === '' && result.presses >= 2 && ownTurn && mine && played > 0) {
      result.before = point(v);
      result.ownTurn = true;
      result.guided = v.guided;
      result.hint = v.hint;
      return;
    }
    if (v.asked === v.human && v.window === 'respond' && v.buttons.includes('Pass') && await focusLabel(page, 'Pass')) {
      result.presses++;
      continue;
    }
    if (v.asked === v.human) {
      result.presses++;
      if (mine) played++;
      if (v.window === 'gallows' && !result.vote) {
        result.vote = { day: v.day, choice: v.buttons[v.focus] };
        await page.screenshot({ path: `${shots}/browser-forsaken-gallows.png` });
      }
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
    await settle(page, 10);
  }
}
