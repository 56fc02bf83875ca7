// Shared pieces of the browser tests: a page on Debian's Chromium (the one
// browser the Go tests share, or one of the script's own), the frame of
// every script (run, report one JSON line, picture a failure), and waiting
// on the game's read-only hook.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

// launchOptions are the flags this machine's headless Chromium needs; the
// shared browser (server.mjs) starts with the same ones.
export const launchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    // Pages of parallel scripts share one browser; none may be slowed as
    // a page in the background.
    '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows'],
};

const viewport = { width: 1280, height: 720 };

// launch opens a page in a fresh browser context: on the shared Chromium
// whose endpoint DEEPWOOD_BROWSER_WS names (the Go tests start one for the
// whole run), else on a Chromium of its own with a fresh profile, as when
// a script is run by hand. close() ends the context (and that browser).
// device is a context's options (Playwright's device descriptors, such as
// devices['iPhone 13']: viewport, scale, touch, user agent); without it
// the page is a desktop's 1280×720.
export async function launch(device = { viewport }) {
  let context, done;
  const shared = process.env.DEEPWOOD_BROWSER_WS;
  // defaultBrowserType only says which browser the device is usually
  // emulated in; it is no option of a context.
  const { defaultBrowserType, ...options } = device;
  if (shared) {
    const browser = await chromium.connect(shared);
    context = await browser.newContext(options);
    done = async () => { await context.close(); await browser.close(); };
  } else {
    const profile = mkdtempSync(join(tmpdir(), 'deepwood-chromium-'));
    context = await chromium.launchPersistentContext(profile, { ...launchOptions, ...options });
    done = async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); };
  }
  await context.addInitScript(lookInPage);
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Headless Chromium on a machine without a sound device may report that
  // its AudioContext failed; the game then plays silent, which is not a
  // fault of the game.
  const noDevice = /AudioContext encountered an error from the audio device/;
  page.on('console', (m) => { if (m.type() === 'error' && !noDevice.test(m.text())) errors.push(m.text()); });
  return { page, errors, close: done };
}

// script is the frame of every browser script: it opens a page (on device,
// if given: see launch), runs body(page, result, b), and prints result as
// one JSON line with the console errors seen. A thrown error becomes result.failure, a picture
// named failureShot in the shots folder, and whatever stopped(page,
// result) adds about where the script was.
export async function script({ failureShot, result = {}, stopped = async () => {}, device }, body) {
  const shots = process.argv[3];
  const started = Date.now();
  const b = await launch(device);
  const { page } = b;
  try {
    await body(page, result, b);
  } catch (e) {
    result.failure = String(e.message || e);
    await stopped(page, result).catch(() => {});
    await page.screenshot({ path: `${shots}/${failureShot}` }).catch(() => {});
  } finally {
    result.errors = b.errors;
    result.timing = { ms: Date.now() - started, presses: pressTime.presses, pressMs: pressTime.ms };
    result.timing.frames = await page.evaluate(() => [window.deepwood.frames(), window.deepwood.ticks()]).catch(() => null);
    await b.close();
  }
  console.log(JSON.stringify(result));
}

// whereInGame is a script's stopped() for the game's screens: the scene,
// the stack's scenes (under a prompt to turn the phone, which "upright"
// hides) and what the screen reports.
export async function whereInGame(page, result) {
  result.scene = await scene(page).catch(() => '?');
  result.stack = await page.evaluate(() => window.deepwood.stack()).catch(() => null);
  result.end = await inspect(page).catch(() => null);
}

// waitFor polls fn in the page until it returns a truthy value.
// The timeout is generous: Chromium renders with SwiftShader on the CPU,
// and on a busy 2-core machine a frame can take a second or more.
export async function waitFor(page, fn, arg, what, timeout = 180000) {
  try {
    return await page.waitForFunction(fn, arg, { timeout, polling: 'raf' });
  } catch (e) {
    const scene = await page.evaluate(() => window.deepwood ? window.deepwood.scene() : '(no hook)').catch(() => '?');
    throw new Error(`timed out waiting for ${what} (scene: ${scene})`);
  }
}

// openGame loads the game at url and waits for its first frame.
export async function openGame(page, url, what = 'the first frame') {
  await page.goto(url);
  await firstFrame(page, what);
}

// openInstant loads the game with animations set to instant, for scripts
// that test play, not animation: on a software-rendered page every
// animation waited out costs seconds. The setting is stored before the
// page's first script runs, and only when the game has stored none, so a
// reload keeps what the game saved since.
export async function openInstant(page, url, what = 'the first frame with instant animations') {
  await page.addInitScript(() => {
    if (!localStorage.getItem('deepwood/settings.json')) localStorage.setItem('deepwood/settings.json', '{"animationSpeed": "instant"}');
  });
  await openGame(page, url, what);
}

// firstFrame waits until the game has drawn, after a load or a reload.
export const firstFrame = (page, what = 'the first frame') =>
  waitFor(page, () => window.deepwood && window.deepwood.frames() > 0, null, what);

// waitScene waits until the game shows the scene named name.
export const waitScene = (page, name, what = name) =>
  waitFor(page, (n) => window.deepwood.scene() === n, name, what);

export const scene = (page) => page.evaluate(() => window.deepwood.scene());

// look reads, in one round trip, what a script decides by: the scene, the
// screen's own report (inspect()), and the frames and updates so far. Each
// round trip waits while the page draws a frame, which under SwiftShader
// can take a tenth of a second or more, so scripts read the state once a
// step instead of asking the hook one thing at a time.
export const look = (page) => page.evaluate(() => window.deepwoodLook());

// lookInPage is look's reading, installed in every page as
// window.deepwoodLook (launch), so that press can read it in the same
// round trip as its wait.
function lookInPage() {
  window.deepwoodLook = () => {
    const d = window.deepwood;
    return { scene: d.scene(), view: JSON.parse(d.inspect()), frames: d.frames(), ticks: d.ticks() };
  };
}

// press sends a key and waits until the game has drawn a frame since and
// run ticks more updates, so the next check sees the result. Updates, not
// frames: a slow page runs several updates a frame, and what a script waits
// for (a fade, an animation, a transition) is counted in updates. from is
// the state look() or the last press() returned just before, if the
// caller has it (it saves a round trip); press returns the state after.
export async function press(page, key, ticks = 3, from = null) {
  const t0 = Date.now();
  const start = from ? [from.frames, from.ticks] : await page.evaluate(() => [window.deepwood.frames(), window.deepwood.ticks()]);
  await page.keyboard.press(key);
  const after = await waitFor(page, ([f, t, n]) => {
    const d = window.deepwood;
    return d.frames() > f && d.ticks() >= t + n && window.deepwoodLook();
  }, [...start, ticks], `updates after ${key}`);
  pressTime.presses++;
  pressTime.ms += Date.now() - t0;
  return after.jsonValue();
}

// pressTime is how many keys the script pressed and how long it waited on
// them; script() reports it with the whole script's time, so a slow test
// shows where its time went.
const pressTime = { presses: 0, ms: 0 };

export const inspect = (page) => page.evaluate(() => JSON.parse(window.deepwood.inspect()));

// chooseMenu moves the title menu's focus to the item labelled label (with
// the arrow keys, as a player would) and confirms it.
export async function chooseMenu(page, label) {
  let st = await look(page);
  for (let i = 0; i < 12; i++) {
    const m = st.view;
    if (!m || !m.items) throw new Error('no menu on screen');
    if (m.items[m.focus] === label) {
      await press(page, 'Enter', 40, st);
      return;
    }
    if (!m.items.includes(label)) throw new Error(`no "${label}" in the menu: ${m.items}`);
    st = await press(page, 'ArrowDown', 2, st);
  }
  throw new Error(`could not reach "${label}"`);
}

// pressButton steers a screen's focus to the control pick() chooses, with
// the arrow keys as a player would, and presses Enter. The screen reports
// its controls (label, action, centre) through inspect(). It returns null
// when the control goes away meanwhile (the game moved on), so the caller
// can look again.
export async function pressButton(page, pick, what) {
  let last = -1, stuck = 0;
  let st = await look(page);
  for (let i = 0; i < 60; i++) {
    const v = st.view;
    const target = v && v.buttons ? v.buttons.findIndex(pick) : -1;
    if (target < 0) return null;
    if (v.focus === target) {
      await press(page, 'Enter', 3, st);
      return v.buttons[target];
    }
    const f = v.buttons[v.focus], t = v.buttons[target];
    const dx = t.x - f.x, dy = t.y - f.y;
    stuck = v.focus === last ? stuck + 1 : 0;
    last = v.focus;
    // Move along the longer axis; if that stalls, try the other one.
    const horizontal = (Math.abs(dx) > Math.abs(dy)) !== (stuck % 2 === 1);
    const key = horizontal ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : (dy > 0 ? 'ArrowDown' : 'ArrowUp');
    st = await press(page, key, 2, st);
  }
  throw new Error(`could not reach ${what}`);
}

// focusLabel moves a screen's focus to the button labelled label with Up
// and Down (its buttons a list, as the Forsaken table's menu) and presses
// Enter; false when the screen has no such button. The Forsaken scripts,
// alone and at a table, both steer so.
export async function focusLabel(page, label) {
  for (let i = 0; i < 12; i++) {
    const v = await inspect(page);
    const want = (v.buttons || []).indexOf(label);
    if (want < 0) return false;
    if (v.focus === want) {
      await press(page, 'Enter', 3);
      return true;
    }
    await press(page, want > v.focus ? 'ArrowDown' : 'ArrowUp', 2);
  }
  return false;
}

// settle waits for n more updates, so a screen's fade-in and first
// animations are over before it is measured.
export async function settle(page, n) {
  const t = await page.evaluate(() => window.deepwood.ticks());
  await waitFor(page, ([t0, k]) => window.deepwood.ticks() >= t0 + k, [t, n], `${n} updates`);
}

// measureIdle counts, in the page, over ms milliseconds, the page's
// animation frames (requestAnimationFrame, the pace the game's loop runs
// at), the frames the game drew and its updates, each per second, with the
// scene measured.
export const measureIdle = (page, ms) => page.evaluate((ms) => new Promise((resolve) => {
  const d = window.deepwood;
  const f0 = d.frames(), t0 = d.ticks();
  let raf = 0, start = -1;
  const step = (now) => {
    if (start < 0) start = now;
    else raf++;
    if (now - start < ms) { requestAnimationFrame(step); return; }
    const s = (now - start) / 1000;
    const r = (x) => Math.round(x * 10) / 10;
    resolve({ scene: d.scene(), pageFps: r(raf / s), drawnFps: r((d.frames() - f0) / s), tps: r((d.ticks() - t0) / s) });
  };
  requestAnimationFrame(step);
}), ms);
