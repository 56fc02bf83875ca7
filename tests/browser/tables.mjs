// Play with friends in the browser: two people, each in their own
// Chromium profile, at one table the server hosts. Ada opens the game,
// chooses Play with friends and creates a table of six; Bo opens the link
// she would give (/play/?table=CODE), which joins it; Ada deals, and both
// play their seats by keys (the first choice when asked; Pass in a window
// someone else was asked first) through a Day, until the table reaches
// Day 2 or the game ends. Prints one JSON line.
import { script, launch, openGame, waitScene, waitFor, scene, press, chooseMenu, inspect, focusLabel } from './lib.mjs';

const [url, shots] = process.argv.slice(2);

// as makes page a person of that name with Online on and instant
// animations, before the game loads.
async function as(page, name) {
  await page.addInitScript((n) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('deepwood/settings.json', JSON.stringify({ version: 1, online: true, playerName: n, animationSpeed: 'instant' }));
  }, name);
}

// turn gives one page's seat one press when the table asks it something,
// and reports what it saw.
async function turn(page) {
  const v = await inspect(page);
  if (v.over || v.covered) return v;
  if (v.asked === v.human) {
    if (v.window === 'respond' && (v.buttons || []).includes('Pass')) await focusLabel(page, 'Pass');
    else await press(page, 'Enter', 3);
  } else if ((v.buttons || []).includes('Pass')) {
    await focusLabel(page, 'Pass');
  }
  return v;
}

await script({ failureShot: 'browser-tables-failure.png', result: { presses: 0 } }, async (ada, result) => {
  const b2 = await launch();
  const bo = b2.page;
  try {
    await as(ada, 'Ada');
    await as(bo, 'Bo');
    await openGame(ada, url);
    await chooseMenu(ada, 'Play with friends');
    await waitScene(ada, 'forsaken-friends', 'Play with friends');
    for (let i = 0; i < 20 && (await inspect(ada)).focus !== 3; i++) await press(ada, 'ArrowDown', 3);
    await press(ada, 'Enter', 3);
    const code = await (await waitFor(ada, () => JSON.parse(window.deepwood.inspect()).code, null, 'the table\'s code')).jsonValue();
    result.code = code;
    await openGame(bo, `${url}?table=${code}`, 'Bo\'s first frame');
    await waitScene(bo, 'forsaken-friends', 'the link\'s table');
    result.boJoined = await (await waitFor(bo, () => JSON.parse(window.deepwood.inspect()).code, null, 'Bo at the table')).jsonValue();
    await waitFor(ada, () => JSON.parse(window.deepwood.inspect()).people === 2, null, 'Bo in Ada\'s lobby');
    await ada.screenshot({ path: `${shots}/browser-tables-lobby.png` });
    result.boHost = (await inspect(bo)).host;
    await press(ada, 'Enter', 3);
    await waitScene(ada, 'forsaken-table', 'Ada\'s table');
    await waitScene(bo, 'forsaken-table', 'Bo\'s table');
    const began = Date.now();
    let a = await inspect(ada), o = await inspect(bo);
    result.seats = [a.human, o.human];
    result.roles = [a.role, o.role];
    while (!(a.over || o.over) && Math.max(a.day, o.day) < 2) {
      if (Date.now() - began > 300000) throw new Error(`no Day 2 in 300 s (Ada ${a.phase} day ${a.day}, Bo ${o.phase} day ${o.day})`);
      a = await turn(ada);
      o = await turn(bo);
      result.presses++;
    }
    await ada.screenshot({ path: `${shots}/browser-tables-ada.png` });
    await bo.screenshot({ path: `${shots}/browser-tables-bo.png` });
    result.end = { ada: { day: a.day, over: a.over, winner: a.winner, scene: await scene(ada) }, bo: { day: o.day, over: o.over, winner: o.winner, scene: await scene(bo) } };
    result.boErrors = b2.errors;
  } finally {
    await b2.close();
  }
});
