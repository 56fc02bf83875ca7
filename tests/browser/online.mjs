// The game's boards in the browser, against a real server that also serves
// the game under /play/: a daily run finished in the page is submitted from
// its summary and ranked; the new-run screen then lists today's board with
// the player on it; a board line opens its run in the replay viewer.
// argv: the game's URL (/play/), the shots folder, the autosave (a daily
// run one action from its end), that last action. Prints one JSON line.
import { readFileSync } from 'node:fs';
import { script, waitFor, openGame, waitScene, scene, press, chooseMenu, inspect, pressButton } from './lib.mjs';

const [url, shots, savePath, lastAction] = process.argv.slice(2);
const save = readFileSync(savePath, 'utf8');
const boardAnswered = () => { const v = JSON.parse(window.deepwood.inspect()); return v.board && v.board.state !== 'asking'; };
const stopped = async (page, result) => { result.at = await scene(page); };
await script({ failureShot: 'browser-online-failure.png', stopped }, async (page, result) => {
  const board = async () => (await inspect(page)).board || {};
  // The player's settings and the run in progress, as an earlier visit
  // would have left them in localStorage.
  await page.addInitScript(([s]) => {
    if (localStorage.getItem('deepwood/forward-autosave.replay') !== null || sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('deepwood/settings.json', JSON.stringify({ version: 1, online: true, playerName: 'Dana' }));
    localStorage.setItem('deepwood/forward-autosave.replay', s);
  }, [save]);
  await openGame(page, url);
  await chooseMenu(page, 'Continue: Forward');
  await waitFor(page, () => ['forward-location', 'forward-duel'].includes(window.deepwood.scene()) && !JSON.parse(window.deepwood.inspect()).busy, null, 'the resumed run');
  result.resumed = await scene(page);
  for (let i = 0; i < 40 && !await pressButton(page, (x) => x.enabled && x.action === lastAction, lastAction); i++) {
    await press(page, 'Tab', 2); // hurry an animation still playing
  }
  await waitScene(page, 'forward-summary', 'the summary');
  if (!await pressButton(page, (x) => x.label === 'Submit to the board', 'Submit')) throw new Error('no Submit button');
  await waitFor(page, boardAnswered, null, 'the answer');
  result.submitted = await board();
  await page.screenshot({ path: `${shots}/browser-summary-board.png` });
  result.tokenKept = await page.evaluate(() => (localStorage.getItem('deepwood/tokens.json') || '').includes('"dana"'));

  // The web page of the offline daily's board (runners' claims, a link
  // from the home page, which shows the witnessed daily) lists the run.
  const home = await page.context().newPage();
  await home.goto(new URL('/', url).href);
  await home.getByRole('link', { name: 'Claims board of the offline daily' }).click();
  await home.waitForLoadState();
  result.homeHasDana = (await home.content()).includes('Dana');
  await home.close();

  // Back to the title, then the new-run screen: today's board, Dana on it.
  await press(page, 'Backspace', 20);
  await waitScene(page, 'title', 'the title');
  await chooseMenu(page, 'Forward');
  await waitFor(page, boardAnswered, null, 'the daily board');
  result.daily = await board();
  await page.screenshot({ path: `${shots}/browser-newrun-daily.png` });
  if (!await pressButton(page, (x) => x.label === 'Watch Ada', 'Ada\'s line')) throw new Error('no line for Ada');
  await waitScene(page, 'forward-viewer', 'the viewer');
  result.watched = await scene(page);
});
