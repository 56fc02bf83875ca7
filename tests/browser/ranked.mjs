// A ranked daily in the browser, against a real server that also serves
// the game under /play/: the new-run screen's "Ranked daily (one
// attempt)" starts an attempt the server deals and times over the page's
// own WebSocket; the script plays a line of actions it was given (a
// winning one on the server's dungeon) through the screens, reads the
// summary, and then today's witnessed daily board from the API.
// argv: the game's URL (/play/), the shots folder, the line (a JSON list
// of actions in replay text). Prints one JSON line.
import { readFileSync } from 'node:fs';
import { script, waitFor, openGame, waitScene, scene, press, chooseMenu, inspect, pressButton } from './lib.mjs';

const [url, shots, linePath] = process.argv.slice(2);
const line = JSON.parse(readFileSync(linePath, 'utf8'));
const stopped = async (page, result) => { result.at = await scene(page); };
await script({ failureShot: 'browser-ranked-failure.png', stopped }, async (page, result) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('deepwood/settings.json', JSON.stringify({ version: 1, online: true, playerName: 'Rue', animationSpeed: 'instant', showTimer: true }));
    window.deepwoodSockets = 0;
    const WS = window.WebSocket;
    window.WebSocket = function (...a) { window.deepwoodSockets++; return new WS(...a); };
    Object.assign(window.WebSocket, WS);
    window.WebSocket.prototype = WS.prototype;
  });
  await openGame(page, url);
  await chooseMenu(page, 'Forward');
  await waitScene(page, 'forward-newrun', 'the new-run screen');
  if (!await pressButton(page, (x) => x.label === 'Ranked daily (one attempt)', 'Ranked daily')) throw new Error('no Ranked daily button');
  await waitFor(page, () => ['forward-location', 'forward-duel'].includes(window.deepwood.scene()), null, 'the ranked daily\'s first location');
  result.hud = ((await inspect(page)).hud || {}).seed || '';
  await page.screenshot({ path: `${shots}/browser-ranked-location.png` });
  for (const [i, act] of line.entries()) {
    let pressed = null;
    for (let tries = 0; tries < 80 && !pressed; tries++) {
      pressed = await pressButton(page, (x) => x.enabled && x.action === act, act);
      if (!pressed) await press(page, 'Tab', 2); // an answer or an animation still on its way
    }
    if (!pressed) throw new Error(`action ${i + 1} (${act}) was never offered`);
    // The answer comes from the server a frame or more later; a press
    // while an action is on its way is not sent, so wait for it.
    await waitFor(page, (n) => { const v = JSON.parse(window.deepwood.inspect()); return v.steps >= n || window.deepwood.scene() === 'forward-summary'; }, i + 1, `the answer to action ${i + 1}`);
  }
  await waitScene(page, 'forward-summary', 'the summary');
  await waitFor(page, () => { const r = JSON.parse(window.deepwood.inspect()).rows || []; return r.length && !r[r.length - 1][1].startsWith('asking'); }, null, 'the rank');
  result.rows = (await inspect(page)).rows;
  await page.screenshot({ path: `${shots}/browser-ranked-summary.png` });
  result.sockets = await page.evaluate(() => window.deepwoodSockets);
  const board = await page.evaluate(async (u) => (await fetch(new URL('/api/v1/daily/forward', u))).json(), url);
  result.board = (board.entries || []).map((e) => e.player);
  const home = await (await fetch(new URL('/', url))).text();
  result.homeHasRue = home.includes('Rue');
  result.homeShowsSeed = home.includes(result.rows.find((r) => r[0] === 'Seed')[1]);
  const shot = await page.context().newPage();
  await shot.goto(new URL('/', url).href);
  await shot.screenshot({ path: `${shots}/web-home-witnessed.png`, fullPage: true });
  await shot.close();
});
