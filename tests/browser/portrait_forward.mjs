// Forward on a phone held upright (issue 40): Playwright's iPhone 13,
// touch only. From the title it taps Forward, measures the new-run
// screen, opens the seed pad and measures it, taps the field (the page's
// hidden input takes the focus, which raises a phone's keyboard), types
// a code on the keyboard and takes it, starts the run, measures the
// location, its Pack and, tapping cards until a duel comes, the duel.
// Every screen is measured against the phone's minimums (phone.mjs).
// Prints one JSON line; screenshots go to the shots folder.
import { devices } from 'playwright-core';
import { script, whereInGame, openInstant, waitScene, waitFor, inspect, scene } from './lib.mjs';
import { phone } from './phone.mjs';

const [url, shots] = process.argv.slice(2);

await script({ failureShot: 'portrait-forward-failure.png', stopped: whereInGame, device: devices['iPhone 13'] }, async (page, result) => {
  await openInstant(page, url);
  const { tap, measure } = await phone(page, shots, result);
  await waitScene(page, 'title', 'the title drawn upright');
  const title = await inspect(page);
  await tap(title.screen, title.rects[title.items.indexOf('Forward')]);
  await waitScene(page, 'forward-newrun', 'the new run, tapped');
  const nr = await measure('newrun', (v) => v.targets);
  const target = (v, name) => {
    const t = v.targets.find((t) => t.name === name);
    if (!t) throw new Error(`no ${name} among ${v.targets.map((t) => t.name).join(', ')}`);
    return t.rect;
  };
  // The seed pad: its field and buttons, then the phone's keyboard.
  await tap(nr.screen, target(nr, 'Type or paste a seed code'));
  await waitFor(page, () => JSON.parse(window.deepwood.inspect()).pad, null, 'the seed pad');
  const pad = await measure('seedpad', (v) => [{ name: 'field', rect: v.pad.field }, { name: 'Cancel', rect: v.pad.cancel }, { name: 'Take the code', rect: v.pad.take }], (v) => v.pad.textPx);
  result.padHint = pad.pad.hint;
  await tap(pad.screen, pad.pad.field);
  result.keyboardFocus = await page.evaluate(() => document.activeElement && document.activeElement.id);
  await page.keyboard.type('1st4game');
  await tap(pad.screen, pad.pad.take);
  const taken = await inspect(page);
  result.seedTaken = taken.seed;
  result.padClosed = !taken.pad;
  await tap(taken.screen, target(taken, 'Start with this seed'));
  await waitScene(page, 'forward-location', 'the run, started by a tap');
  await waitFor(page, () => !JSON.parse(window.deepwood.inspect()).busy, null, 'the deal');
  const loc = await measure('location', (v) => v.targets);
  await tap(loc.screen, target(loc, 'tab Pack'));
  await measure('pack', (v) => v.targets);
  const packed = await inspect(page);
  await tap(packed.screen, target(packed, 'tab Map'));
  // Cards tapped (the first that can be flipped, else Leave) until a
  // duel comes.
  for (let i = 0; i < 60 && (await scene(page)) === 'forward-location'; i++) {
    await waitFor(page, () => !JSON.parse(window.deepwood.inspect()).busy || window.deepwood.scene() !== 'forward-location', null, 'the location at rest');
    if ((await scene(page)) !== 'forward-location') break;
    const v = await inspect(page);
    const b = v.buttons.find((b) => b.enabled && b.action && b.action !== 'leave') || v.buttons.find((b) => b.enabled);
    if (!b) throw new Error('nothing to tap on the location');
    const t = v.targets.find((t) => t.rect[0] <= b.x && b.x < t.rect[0] + t.rect[2] && t.rect[1] <= b.y && b.y < t.rect[1] + t.rect[3]);
    await tap(v.screen, t.rect);
  }
  await waitScene(page, 'forward-duel', 'a duel, met by tapping cards');
  await waitFor(page, () => !JSON.parse(window.deepwood.inspect()).busy, null, 'the duel at rest');
  const duel = await measure('duel', (v) => v.targets);
  await tap(duel.screen, target(duel, 'roll'));
  await waitFor(page, (n) => JSON.parse(window.deepwood.inspect()).steps > n, duel.steps, 'the roll');
  await waitFor(page, () => !JSON.parse(window.deepwood.inspect()).busy || window.deepwood.scene() !== 'forward-duel', null, 'the dice at rest');
  if ((await scene(page)) === 'forward-duel') await measure('duel-rolled', (v) => v.targets);
  result.finalScene = await scene(page);
});
