// The boards' web pages in a real browser: today's page, a board, a run
// (its chart, the verify commands) and a player, followed by clicks as a
// reader would, then the run's Watch link into the game, which must open
// that run in its replay viewer. Screenshots at desktop and phone sizes.
// Prints one JSON line of results.
import { script, waitFor, firstFrame, waitScene, inspect } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
const base = url.replace(/\/$/, '');
const stopped = async (page, result) => {
  result.at = page.url();
  result.scene = await page.evaluate(() => window.deepwood ? window.deepwood.scene() : '').catch(() => '?');
  result.end = await page.evaluate(() => window.deepwood ? JSON.parse(window.deepwood.inspect()) : null).catch(() => null);
};
await script({ failureShot: 'web-failure.png', stopped }, async (page, result, b) => {
  // shoot takes a full-page picture at the desktop size, then one the size
  // of a phone's screen.
  const shoot = async (name) => {
    await page.screenshot({ path: `${shots}/web-${name}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    result.widest = Math.max(result.widest || 0, await page.evaluate(() => document.documentElement.scrollWidth));
    await page.screenshot({ path: `${shots}/web-${name}-phone.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  };
  const text = (sel) => page.locator(sel).first().innerText();

  await page.goto(base + '/');
  result.homeTitle = await text('h1');
  result.homeEntries = await page.locator('.entry').count();
  result.latest = await page.locator('.latest li').count();
  // The fonts are the server's own Go fonts, and the palette is the game's.
  await page.evaluate(() => document.fonts.ready);
  result.fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')));
  result.background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  result.homeClaimsLink = await page.getByRole('link', { name: 'Claims board of the offline daily' }).count();
  await shoot('home');

  // Today's witnessed daily is on the home page (the runs below are
  // submitted replays): the offline daily's claims board is a link away.
  await page.getByRole('link', { name: 'Claims board of the offline daily' }).click();
  await page.waitForLoadState();
  result.boardPath = new URL(page.url()).pathname + new URL(page.url()).search;
  result.boardEntries = await page.locator('.entry').count();
  result.sumOfBest = await page.locator('.sob .big').count() ? await text('.sob .big') : '';
  await page.locator('.entry summary .rank').first().click();
  result.openSegments = await page.locator('.entry[open] .segments li').count();
  await shoot('board');

  // The second line's time opens its run: a run with a better one to
  // compare against.
  await page.locator('.entry .num.mono a').nth(1).click();
  await page.waitForLoadState();
  result.runPath = new URL(page.url()).pathname;
  result.runTitle = await text('h1');
  result.chartLines = await page.locator('.chart polyline').count();
  result.chartBars = await page.locator('.chart rect.bar').count();
  result.splitRows = await page.locator('.splits-table tbody tr').count();
  result.verify = await text('.verify pre');
  result.watchHref = await page.getByRole('link', { name: /Watch this run/ }).getAttribute('href');
  await shoot('run');
  const replay = await fetch(base + await page.getByRole('link', { name: 'Download the replay' }).getAttribute('href'));
  result.replayStatus = replay.status;
  result.replayHead = (await replay.text()).split('\n')[0];

  await page.locator('h1 a').first().click();
  await page.waitForLoadState();
  result.playerPath = new URL(page.url()).pathname;
  result.playerTitle = await text('h1');
  result.playerBests = await page.locator('.bests .entry').count();
  await shoot('player');

  // A missing run's page is a 404 document, which Chromium reports on the
  // console; that one report is expected, any other is not.
  const before = b.errors.length;
  await page.goto(base + '/runs/999999');
  result.missingTitle = await text('h1');
  const during = b.errors.splice(before);
  b.errors.push(...during.filter((e) => !/status of 404/.test(e)));
  await page.goto(base + result.runPath);
  result.pageErrors = [...b.errors];

  // Watch: the game loads under /play/ and opens the run in its viewer.
  await page.getByRole('link', { name: /Watch this run/ }).click();
  result.watchURL = page.url();
  await firstFrame(page, 'the game\'s first frame');
  await waitScene(page, 'forward-viewer', 'the replay viewer on the watched run');
  result.watchScene = await page.evaluate(() => window.deepwood.scene());
  result.viewer = await inspect(page);
  delete result.viewer.buttons;
  // The picture waits half a second of the game's own frames.
  const seen = await page.evaluate(() => [window.deepwood.frames(), window.deepwood.ticks()]);
  await waitFor(page, ([f, t]) => window.deepwood.frames() > f && window.deepwood.ticks() >= t + 30, seen, 'the viewer to settle');
  await page.screenshot({ path: `${shots}/web-watch.png` });
});
