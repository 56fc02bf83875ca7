// Mass Combat in the browser: set up a battle with the keyboard, deploy
// and play one whole round by keys (Confirm, and Next page then Confirm to
// end a movement phase when nothing more moves), checking the scene
// through the page's test hook. Prints one JSON line of results.
import { script, whereInGame, openInstant, waitScene, scene, press, chooseMenu, inspect, look } from './lib.mjs';

const [url, shots] = process.argv.slice(2);
await script({ failureShot: 'browser-battle-failure.png', result: { presses: 0 }, stopped: whereInGame }, async (page, result) => {
  await openInstant(page, url);
  await chooseMenu(page, 'Mass Combat');
  result.setupScene = await scene(page);
  for (let i = 0; i < 12; i++) {
    const m = await inspect(page);
    if (m.focus === 8) break;
    await press(page, 'ArrowDown', 2);
  }
  result.setup = await inspect(page);
  await press(page, 'Enter', 10);
  await waitScene(page, 'battle-field', 'the battlefield');
  result.start = await inspect(page);
  let firstRound = -1, idle = 0, lastActions = -1;
  let st = await look(page);
  for (let i = 0; i < 900; i++) {
    const sc = st.scene, v = st.view;
    if (sc === 'battle-handover') { st = await press(page, 'Enter', 12, st); continue; }
    if (sc !== 'battle-field') throw new Error(`left the field for ${sc}`);
    if (v.phase !== 'deploy' && firstRound < 0 && v.round > 0) firstRound = v.round;
    if (firstRound > 0 && (v.round > firstRound + 1 || v.phase === 'over')) break;
    if (v.thinking || v.animating || !v.human_turn) { st = await press(page, 'Tab', 6, st); continue; }
    result.presses++;
    idle = v.actions === lastActions ? idle + 1 : 0;
    lastActions = v.actions;
    if (v.phase === 'move' && idle >= 3) {
      idle = 0;
      if (!result.moveShot) {
        result.moveShot = true;
        await page.screenshot({ path: `${shots}/browser-battle-move.png` });
      }
      st = await press(page, 'e', 3); // Next page: the panel, with End movement
      st = await press(page, 'Enter', 4, st);
      continue;
    }
    st = await press(page, 'Enter', 4, st);
  }
  result.end = await inspect(page);
  result.firstRound = firstRound;
  result.scene = await scene(page);
  await page.screenshot({ path: `${shots}/browser-battle-round.png` });
});
