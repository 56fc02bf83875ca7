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
//   bench first-tap-ms phone-landscape 2225 (median of 3 loads: ...)
//   bench table profile               download  first frame ms  first key/tap ms  idle fps
//   bench table desktop 1280×720    5926358 br            1034              1250      58.9
//
// Each figure of start-up is taken on the desktop (1280×720, keys) and on
// a phone (issue 40: Playwright's iPhone 13, sideways and upright, touch),
// whose lines carry the profile's name; a table at the end sets the
// profiles side by side, with the download (bytes as served) and the
// title's idle rate (upright, the title is drawn in its portrait layout
// and timed alike). Only the desktop's figures have targets, and the
// download (at most 4.5 MB as served, issue 40) has one on every profile.
// First frame: from navigation (in a fresh browser that has finished its
// own start-up, browserStartMs) to the first animation frame after the game
// drew (the loader then goes). First key: from navigation until an arrow
// key, pressed from the first frame on until one is taken, has moved the
// title menu's focus; on a phone, the first tap, on the next item of the
// menu, timed alike. Idle: the page's animation frames per second on a
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
import { devices } from 'playwright-core';
import { launch, waitFor, firstFrame, waitScene, scene, press, chooseMenu, pressButton, inspect, settle, measureIdle } from './lib.mjs';

const [url, , loadsArg, secsArg] = process.argv.slice(2);
const loads = Number(loadsArg) || 3;
const idleMs = Math.round(1000 * (Number(secsArg) || 3));
const targets = { firstFrameMs: 1200, firstKeyMs: 1500, idleFps: 30, downloadBytes: 4500000 };

// profiles are the browsers the game is timed in (issue 40): the desktop
// (1280×720, keys), whose figures have targets, and a phone (Playwright's
// iPhone 13: its screen, its 3× pixels and touch; tapped, not keyed)
// held sideways and upright, whose figures are reported only: here the
// phone's pixels are drawn on the CPU too, three times over each way.
const profiles = [
  { name: 'desktop', label: 'desktop 1280×720', device: undefined, tap: false },
  { name: 'phone-landscape', label: 'iPhone 13 landscape', device: devices['iPhone 13 landscape'], tap: true },
  // Upright, the title is laid out for portrait (app/upright.go): its
  // first frame and first tap are timed as sideways.
  { name: 'phone-portrait', label: 'iPhone 13 portrait', device: devices['iPhone 13'], tap: true },
];

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
    const f = focus();
    if (f === f0) {
      requestAnimationFrame(watchKey);
      return;
    }
    window.deepwoodBench.firstKey = performance.now();
    window.deepwoodBench.focusTo = f;
  };
  const watch = () => {
    if (window.deepwood && window.deepwood.frames() > 0) {
      window.deepwoodBench.firstFrame = performance.now();
      const title = JSON.parse(window.deepwood.inspect());
      f0 = title.focus;
      window.deepwoodBench.tapAt = tapPoint(title);
      requestAnimationFrame(watchKey);
    } else requestAnimationFrame(watch);
  };
  // tapPoint is where a finger lands on the title's item after the
  // focused one, in CSS px: its centre on the game's screen (1280×720, or
  // upright the portrait size the title reports), which the engine scales
  // to fit its canvas and centres there.
  const tapPoint = (title) => {
    if (!title.centres) return null; // not the title (the engine floor)
    const item = (title.focus + 1) % title.centres.length;
    const [x, y] = title.centres[item];
    const [w, h] = title.screen || [1280, 720];
    window.deepwoodBench.tapItem = item;
    const r = document.querySelector('canvas').getBoundingClientRect();
    const k = Math.min(r.width / w, r.height / h);
    return { x: r.left + (r.width - w * k) / 2 + x * k, y: r.top + (r.height - h * k) / 2 + y * k };
  };
  requestAnimationFrame(watch);
  const noteTick = () => {
    if (window.deepwood) window.deepwoodBench.keyTick = window.deepwood.ticks();
  };
  window.addEventListener('keydown', noteTick, true);
  window.addEventListener('touchstart', noteTick, true);
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
  return firstTaken(page, () => page.keyboard.down('ArrowDown'), () => page.keyboard.up('ArrowDown'), 'key');
}

// firstTap is firstKey for a phone: a finger held on the title's next
// item (noteFirstFrame's tapPoint) from the first frame on until an update
// has had it, then lifted, until the menu's focus moves (the game moves it
// as the finger lands). Touches go straight to the browser (CDP), as
// Playwright's tap would lift the finger before the game's next update
// could see it.
async function firstTap(page, cdp, at) {
  return firstTaken(page,
    () => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] }),
    () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }), 'tap');
}

// firstTaken is firstKey's and firstTap's loop, whatever the device: hold
// (down) until an update has had it, let go (up), and again until the
// title's focus has moved, returning the time noteFirstFrame saw that;
// what names the input in the error when none is taken.
async function firstTaken(page, down, up, what) {
  for (let i = 0; i < 400; i++) {
    await down();
    await page.waitForFunction(() => {
      const b = window.deepwoodBench;
      return b.firstKey || (b.keyTick !== undefined && window.deepwood.ticks() > b.keyTick);
    }, null, { polling: 'raf', timeout: 30000 });
    await up();
    const at = await page.evaluate(() => {
      const b = window.deepwoodBench;
      b.keyTick = undefined;
      return b.firstKey;
    });
    if (at) return at;
  }
  throw new Error(`no ${what} was taken on the title`);
}

// browserStartMs is how long a freshly launched Chromium is left to finish
// its own start-up before the game is opened: for a second or two it
// loads its built-in pages (the omnibox popup's WebUI), which on a 2-core
// machine competed with the game's download and first frame, and a
// player's browser has long finished that when they open the game.
const browserStartMs = 3000;

// oneLoad opens the page (the game, or the engine floor) in a fresh
// browser context (on a profile's device: a phone is tapped, not keyed)
// and times its start. It also notes what the page downloaded, in bytes
// as served (compressed): the page's own requests, and the .wasm with its
// encoding.
async function oneLoad(page = url, profile = profiles[0]) {
  const b = await launch(profile.device);
  try {
    if (!process.env.DEEPWOOD_BROWSER_WS) await new Promise((r) => setTimeout(r, browserStartMs));
    await b.page.addInitScript(noteFirstFrame);
    let encoding = 'identity';
    b.page.on('response', (r) => {
      if (r.url().endsWith('.wasm')) encoding = r.headers()['content-encoding'] || 'identity';
    });
    // The touches' channel is opened before the load, not in the moments
    // the first tap is timed.
    const cdp = profile.tap ? await b.page.context().newCDPSession(b.page) : null;
    const res = await b.page.goto(page);
    if (!res || !res.ok()) return null;
    let firstKeyAt;
    if (profile.tap) {
      // One round trip: the first frame's wait brings back where to tap.
      const at = await b.page.evaluate(() => new Promise((resolve, reject) => {
        const poll = () => (window.deepwoodBench && window.deepwoodBench.firstFrame) ? resolve(window.deepwoodBench.tapAt) : requestAnimationFrame(poll);
        poll();
        setTimeout(() => reject(new Error('no first frame in 180 s')), 180000);
      }));
      firstKeyAt = await firstTap(b.page, cdp, at);
    } else {
      await waitFor(b.page, () => window.deepwoodBench && window.deepwoodBench.firstFrame, null, 'the first frame noted');
      firstKeyAt = await firstKey(b.page);
    }
    const t = await b.page.evaluate(() => ({ ...window.deepwoodTimes, firstDraw: window.deepwood.firstFrameMs(), firstFrame: window.deepwoodBench.firstFrame, tapItem: window.deepwoodBench.tapItem, focusTo: window.deepwoodBench.focusTo }));
    t.firstKey = firstKeyAt;
    // A tap is timed only if it landed where it was aimed.
    if (profile.tap && t.focusTo !== t.tapItem) throw new Error(`a tap aimed at the title's item ${t.tapItem} moved the focus to ${t.focusTo}`);
    Object.assign(t, await b.page.evaluate(() => {
      const got = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      const wasm = got.find((e) => e.name.endsWith('.wasm'));
      return { download: got.reduce((n, e) => n + (e.encodedBodySize || 0), 0), wasmBytes: wasm ? wasm.encodedBodySize : 0 };
    }));
    t.encoding = encoding;
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

// printStartup prints a profile's start-up figures; the desktop's are
// named as they always were, a phone's carry its profile's name, a tap
// where the desktop has a key, and no targets.
function printStartup(times, profile) {
  const desktop = !profile.tap;
  const line = (name, key, target) => startupLine(times, desktop ? name : `${name} ${profile.name}`, key, desktop ? target : undefined);
  line('wasm-fetched-ms', 'fetched');
  line('wasm-instantiated-ms', 'compiled');
  line('first-draw-ms', 'firstDraw');
  line('first-frame-ms', 'firstFrame', targets.firstFrameMs);
  line(desktop ? 'first-key-ms' : 'first-tap-ms', 'firstKey', targets.firstKeyMs);
  const counts = (key) => times.map((t) => t[key]).join(' ');
  console.log(`bench first-frame-work${desktop ? '' : ' ' + profile.name} ${median(times.map((t) => t.firstDraws))} draw calls, ${median(times.map((t) => t.firstPrograms))} shader programs (loads: ${counts('firstDraws')}; ${counts('firstPrograms')})`);
  const d = times[0];
  const budget = `; target <= ${targets.downloadBytes}${d.download <= targets.downloadBytes ? '' : ', MISSED'}`;
  console.log(`bench download${desktop ? '' : ' ' + profile.name} ${d.download} bytes as served (the .wasm ${d.wasmBytes}, ${d.encoding}; the first load's page, wasm_exec.js and .wasm${budget})`);
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

// idle measures the screens in one fresh context on profile's device,
// reloading the page between screens so that each starts from the title
// with no run saved. A screen it cannot reach is printed as such, and the
// others are still measured; it returns how many failed. A phone's lines
// carry its profile's name and no target; the title's rate goes in the
// table.
async function idle(profile, list) {
  const b = await launch(profile.device);
  const desktop = !profile.tap;
  let failed = 0;
  try {
    const { page } = b;
    for (const s of list) {
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
        const verdict = !desktop ? 'no target' : `target >= ${targets.idleFps}${m.pageFps >= targets.idleFps ? '' : ', MISSED'}`;
        console.log(`bench idle-fps ${desktop ? '' : profile.name + ' '}${s.scene} ${m.pageFps} (drawn ${m.drawnFps}/s, ${m.tps} updates/s; ${verdict})`);
        if (s.scene === 'title') table[profile.name].idleFps = m.pageFps;
      } catch (e) {
        failed++;
        console.log(`bench idle-fps ${desktop ? '' : profile.name + ' '}${s.scene} failed: ${e.message || e}`);
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

// printTable prints the profiles side by side: the download (bytes as
// served, with the .wasm's encoding), the first frame and the first key
// (a tap on a phone; medians of the loads) and the title's idle rate.
function printTable() {
  const cell = (x, w) => String(x === undefined ? '-' : x).padStart(w);
  console.log(`bench table ${'profile'.padEnd(20)} ${cell('download', 16)} ${cell('first frame ms', 15)} ${cell('first key/tap ms', 17)} ${cell('idle fps', 9)}`);
  for (const p of profiles) {
    const r = table[p.name];
    const dl = r.download === undefined ? undefined : `${r.download} ${r.encoding}`;
    console.log(`bench table ${p.label.padEnd(20)} ${cell(dl, 16)} ${cell(r.firstFrameMs && ms(r.firstFrameMs), 15)} ${cell(r.firstKeyMs && ms(r.firstKeyMs), 17)} ${cell(r.idleFps, 9)}`);
  }
}

// The machine's load, for reading the figures below: they are times on a
// shared machine.
console.log(`bench load-average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
// table gathers each profile's figures for the table printed last.
const table = Object.fromEntries(profiles.map((p) => [p.name, {}]));
for (const profile of profiles) {
  try {
    const times = [];
    for (let i = 0; i < loads; i++) times.push(await oneLoad(url, profile));
    printStartup(times, profile);
    const row = table[profile.name];
    row.download = times[0].download;
    row.encoding = times[0].encoding;
    row.firstFrameMs = median(times.map((t) => t.firstFrame));
    row.firstKeyMs = median(times.map((t) => t.firstKey));
    // Sanity, for the phones, whose times have no target: the tap was
    // answered after the first frame, and the game came compressed.
    if (row.firstKeyMs <= row.firstFrameMs || row.encoding === 'identity') throw new Error(`implausible: ${JSON.stringify(row)}`);
  } catch (e) {
    console.log(`bench start-up${profile.tap ? ' ' + profile.name : ''} failed: ${e.message || e}`);
    process.exitCode = 1;
  }
}
await engineFloorStartup();
if (await idle(profiles[0], screens) > 0) process.exitCode = 1;
// A phone's idle is the title's: the other screens' are the desktop's
// story told slower.
for (const profile of profiles.slice(1)) {
  if (await idle(profile, screens.slice(0, 1)) > 0) process.exitCode = 1;
}
// Ten changes a second is a running clock; two is a backdrop's art step
// (and Forward's clock) where frames are costly.
for (const rate of [10, 2]) await engineFloor(rate);
printTable();
