// The browser benchmark (issue 27): how soon the game shows and answers
// after a fresh load, and how fast each mode's main screen runs while the
// player does nothing. Prints one line per figure, for people and CI's log,
// after the machine's load (the figures are times on a shared machine):
//
//   bench load-average 0.42 0.61 0.80 (2 cores)
//   bench first-frame-ms 1034 (median of 3 loads: 1010 1034 1120; target <= 1200)
//   bench first-frame-work 40 draw calls, 4 shader programs (loads: 40 40 40; 4 4 4)
//   bench first-frame-ms engine-floor 690 (median of 3 loads: 664 690 769)
//   bench idle-fps title 58.9 (drawn 3.9/s, 59.8 updates/s; target >= 30)
//   bench idle-fps engine-floor-10 14.7 (drawn 10.1/s: a bare Ebitengine program ...)
//
// First frame: from navigation (in a fresh browser that has finished its
// own start-up, browserStartMs) to the first animation frame after the game
// drew (the loader then goes). First key: from navigation until an arrow
// key, pressed from the first frame on until one is taken, has moved the
// title menu's focus. Idle: the page's animation frames per second on a
// settled screen (see measureIdle in lib.mjs). It exits 1 only when it
// could not take a figure; a missed target is printed, not fatal, because
// a shared machine's timings are noisy. Where the server also has
// floor.html (tests/browser/floor, which CI builds beside the game), it
// measures that bare program the same way: the frame rate the engine and
// the browser allow a screen that changes ten or two times a second,
// whatever it draws, so that a missed target can be read against the
// machine.
// Usage: node bench.mjs URL [SHOTS] [LOADS] [SECONDS]
import os from 'node:os';
import { launch, waitFor, firstFrame, waitScene, scene, press, chooseMenu, pressButton, inspect, settle, measureIdle } from './lib.mjs';

const [url, , loadsArg, secsArg] = process.argv.slice(2);
const loads = Number(loadsArg) || 3;
const idleMs = Math.round(1000 * (Number(secsArg) || 3));
const targets = { firstFrameMs: 1200, firstKeyMs: 1500, idleFps: 30 };

// noteFirstFrame records, in the page, the time of the first animation
// frame at which the game has drawn.
// It also counts the draw calls and shader programs the first frame drew
// with (WebGL's drawElements and useProgram, wrapped before the game
// starts): a browser without a GPU compiles each program and rasterises
// every triangle before the page answers a key, and unlike the times
// these counts do not move with the machine's load.
const noteFirstFrame = () => {
  window.deepwoodBench = { draws: 0, programs: new Set() };
  const gl = WebGL2RenderingContext.prototype;
  const drawElements = gl.drawElements, useProgram = gl.useProgram;
  const first = () => !window.deepwood || window.deepwood.frames() <= 1;
  gl.drawElements = function (...a) {
    if (first()) window.deepwoodBench.draws++;
    return drawElements.apply(this, a);
  };
  gl.useProgram = function (p) {
    if (first()) window.deepwoodBench.programs.add(p);
    return useProgram.call(this, p);
  };
  // The first frame, then the first change of the title menu's focus,
  // each noted at the animation frame that sees it; and the game's tick at
  // each key pressed, so the script knows when an update has had it.
  const focus = () => JSON.parse(window.deepwood.inspect()).focus;
  let f0;
  const watchKey = () => {
    if (focus() !== f0) window.deepwoodBench.firstKey = performance.now();
    else requestAnimationFrame(watchKey);
  };
  const watch = () => {
    if (window.deepwood && window.deepwood.frames() > 0) {
      window.deepwoodBench.firstFrame = performance.now();
      f0 = focus();
      requestAnimationFrame(watchKey);
    } else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  window.addEventListener('keydown', () => {
    if (window.deepwood) window.deepwoodBench.keyTick = window.deepwood.ticks();
  }, true);
};

// firstKey presses ArrowDown on the title as soon as the first frame has
// been drawn, holding it until an update has had it, and again until the
// menu's focus moves; it returns the page's time at the first animation
// frame that saw the focus moved. The watching is done in the page
// (noteFirstFrame), and a key goes out with no round trip to the page
// before it: under SwiftShader each round trip waits for a frame of the
// busy page, and the three it used to make came to about half a second
// before the first key was even sent.
async function firstKey(page) {
  for (let i = 0; i < 400; i++) {
    await page.keyboard.down('ArrowDown');
    await page.waitForFunction(() => {
      const b = window.deepwoodBench;
      return b.firstKey || (b.keyTick !== undefined && window.deepwood.ticks() > b.keyTick);
    }, null, { polling: 'raf', timeout: 30000 });
    await page.keyboard.up('ArrowDown');
    const at = await page.evaluate(() => {
      const b = window.deepwoodBench;
      b.keyTick = undefined;
      return b.firstKey;
    });
    if (at) return at;
  }
  throw new Error('no key was taken on the title');
}

// browserStartMs is how long a freshly launched Chromium is left to finish
// its own start-up before the game is opened: for a second or two it
// loads its built-in pages (the omnibox popup's WebUI), which on a 2-core
// machine competed with the game's download and first frame, and a
// player's browser has long finished that when they open the game.
const browserStartMs = 3000;

// oneLoad opens the page (the game, or the engine floor) in a fresh
// browser context and times its start.
async function oneLoad(page = url) {
  const b = await launch();
  try {
    if (!process.env.DEEPWOOD_BROWSER_WS) await new Promise((r) => setTimeout(r, browserStartMs));
    await b.page.addInitScript(noteFirstFrame);
    const res = await b.page.goto(page);
    if (!res || !res.ok()) return null;
    await waitFor(b.page, () => window.deepwoodBench && window.deepwoodBench.firstFrame, null, 'the first frame noted');
    const firstKeyAt = await firstKey(b.page);
    const t = await b.page.evaluate(() => ({ ...window.deepwoodTimes, firstDraw: window.deepwood.firstFrameMs(), firstFrame: window.deepwoodBench.firstFrame }));
    t.firstKey = firstKeyAt;
    Object.assign(t, await b.page.evaluate(() => ({ firstDraws: window.deepwoodBench.draws, firstPrograms: window.deepwoodBench.programs.size })));
    if (b.errors.length) throw new Error(`console errors: ${b.errors}`);
    return t;
  } finally {
    await b.close();
  }
}

const median = (xs) => [...xs].sort((a, c) => a - c)[Math.floor(xs.length / 2)];
const ms = (x) => Math.round(x);

const startupLine = (times, name, key, target) => {
  const xs = times.map((t) => t[key]);
  const verdict = target ? `; target <= ${target}${median(xs) <= target ? '' : ', MISSED'}` : '';
  console.log(`bench ${name} ${ms(median(xs))} (median of ${xs.length} loads: ${xs.map(ms).join(' ')}${verdict})`);
};

function printStartup(times) {
  const line = (name, key, target) => startupLine(times, name, key, target);
  line('wasm-fetched-ms', 'fetched');
  line('wasm-instantiated-ms', 'compiled');
  line('first-draw-ms', 'firstDraw');
  line('first-frame-ms', 'firstFrame', targets.firstFrameMs);
  line('first-key-ms', 'firstKey', targets.firstKeyMs);
  const counts = (key) => times.map((t) => t[key]).join(' ');
  console.log(`bench first-frame-work ${median(times.map((t) => t.firstDraws))} draw calls, ${median(times.map((t) => t.firstPrograms))} shader programs (loads: ${counts('firstDraws')}; ${counts('firstPrograms')})`);
}

// The screens measured idle, each reached from the title by keys as a
// player would; reach() leaves the page on the screen.
const screens = [
  // The title's art grows in over its first seconds (a few where the
  // browser draws on the CPU); idle is once it has settled.
  { scene: 'title', reach: async (page) => waitFor(page, () => JSON.parse(window.deepwood.inspect()).artSettled, null, 'the title art to settle') },
  { scene: 'settings', reach: async (page) => chooseMenu(page, 'Settings') },
  { scene: 'forward-location', reach: async (page) => {
    await chooseMenu(page, 'Forward');
    if (!await pressButton(page, (x) => x.label === 'Start with this seed', 'the start button')) throw new Error('no start button');
  } },
  { scene: 'forest-year', reach: async (page) => {
    await chooseMenu(page, 'I am the Forest');
    await waitScene(page, 'forest-level', 'the level choice');
    for (let i = 0; i < 400 && await scene(page) !== 'forest-year'; i++) {
      const v = await inspect(page);
      await press(page, v && v.busy ? 'Tab' : 'Enter', 3);
    }
  } },
  { scene: 'battle-field', reach: async (page) => {
    await chooseMenu(page, 'Mass Combat');
    for (let i = 0; i < 12 && (await inspect(page)).focus !== 8; i++) await press(page, 'ArrowDown', 2);
    for (let i = 0; i < 10 && await scene(page) === 'battle-setup'; i++) await press(page, 'Enter', 10);
  } },
  { scene: 'forsaken-table', reach: async (page) => {
    await chooseMenu(page, 'Forsaken Forest');
    await waitScene(page, 'forsaken-setup', 'the set-up');
    // Keys during the screen's fade-in are not taken: press until the
    // focus is on the deal, then until the table opens.
    for (let i = 0; i < 20; i++) {
      const v = await inspect(page);
      if (v.rows ? v.rows[v.focus] === 'Deal the roles' : v.focus === 4) break;
      await press(page, 'ArrowDown', 4);
    }
    for (let i = 0; i < 10 && await scene(page) === 'forsaken-setup'; i++) await press(page, 'Enter', 10);
    // The computer travelers open the game (Night One, their Fugue Paths,
    // their words at Dawn); the table is idle once it waits on the player.
    await waitFor(page, () => {
      const v = JSON.parse(window.deepwood.inspect());
      return v.asked === v.human && !v.window;
    }, null, 'the table to wait on the player');
  } },
];

// idle measures every screen in one fresh context, reloading the page
// between screens so that each starts from the title with no run saved.
// A screen it cannot reach is printed as such, and the others are still
// measured; it returns how many failed.
async function idle() {
  const b = await launch();
  let failed = 0;
  try {
    const { page } = b;
    for (const s of screens) {
      try {
        await page.goto(url);
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await firstFrame(page);
        await waitFor(page, () => getComputedStyle(document.getElementById('loader')).opacity === '0', null, 'the loader to hide');
        await settle(page, 60);
        await s.reach(page);
        await waitScene(page, s.scene);
        await settle(page, 120);
        const m = await measureIdle(page, idleMs);
        if (m.scene !== s.scene) throw new Error(`measured ${m.scene}, not ${s.scene}`);
        const verdict = m.pageFps >= targets.idleFps ? '' : ', MISSED';
        console.log(`bench idle-fps ${s.scene} ${m.pageFps} (drawn ${m.drawnFps}/s, ${m.tps} updates/s; target >= ${targets.idleFps}${verdict})`);
      } catch (e) {
        failed++;
        console.log(`bench idle-fps ${s.scene} failed: ${e.message || e}`);
      }
    }
    if (b.errors.length) {
      failed++;
      console.log(`bench console errors: ${b.errors}`);
    }
  } finally {
    await b.close();
  }
  return failed;
}

// engineFloorStartup times the floor program's start as the game's is
// timed (oneLoad): a 12 MB program that draws one rectangle and reads one
// key, so its first frame and first key are the least the engine and the
// browser allow a page here, before any game's code, art or text.
const floorStartRate = 2;
async function engineFloorStartup() {
  try {
    const times = [];
    for (let i = 0; i < loads; i++) {
      const t = await oneLoad(new URL(`floor.html#${floorStartRate}`, url).href);
      if (!t) return; // no floor.html here: engineFloor says so
      times.push(t);
    }
    startupLine(times, 'first-frame-ms engine-floor', 'firstFrame');
    startupLine(times, 'first-key-ms engine-floor', 'firstKey');
  } catch (e) {
    console.log(`bench start-up engine-floor failed: ${e.message || e}`);
    process.exitCode = 1;
  }
}

// engineFloor measures floor.html idle, if the server has it: Ebitengine
// presents each frame that drew something a few more times, and under a
// software WebGL every present is a full-screen copy and read-back, so a
// screen's frame rate falls with how often it changes before anything it
// draws counts.
async function engineFloor(rate) {
  const b = await launch();
  try {
    const page = b.page;
    const res = await page.goto(new URL(`floor.html#${rate}`, url).href);
    if (!res || !res.ok()) {
      console.log('bench idle-fps engine-floor not measured (no floor.html on this server; CI builds it from tests/browser/floor)');
      return;
    }
    await firstFrame(page, 'the floor program to draw');
    await new Promise((r) => setTimeout(r, 2000));
    const m = await measureIdle(page, idleMs);
    console.log(`bench idle-fps engine-floor-${rate} ${m.pageFps} (drawn ${m.drawnFps}/s: a bare Ebitengine program filling the screen ${rate} times a second, the most a screen changing that often can reach here; no target)`);
  } catch (e) {
    console.log(`bench idle-fps engine-floor failed: ${e.message || e}`);
    process.exitCode = 1;
  } finally {
    await b.close();
  }
}

// The machine's load, for reading the figures below: they are times on a
// shared machine.
console.log(`bench load-average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
try {
  const times = [];
  for (let i = 0; i < loads; i++) times.push(await oneLoad());
  printStartup(times);
} catch (e) {
  console.log(`bench start-up failed: ${e.message || e}`);
  process.exitCode = 1;
}
await engineFloorStartup();
if (await idle() > 0) process.exitCode = 1;
// Ten changes a second is a running clock; two is a backdrop's art step
// (and Forward's clock) where frames are costly.
for (const rate of [10, 2]) await engineFloor(rate);
