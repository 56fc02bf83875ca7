// Playing a Forward location by keys, shared by the scripts that play one
// (forward.mjs, offline.mjs).
import { look, press, pressButton } from './lib.mjs';

const cellOf = (a) => Number((a || '').split(' ')[1] || 99);

// clearLocation plays the first location on screen as a player would, by
// keys: bury Terrors, discard, roll in duels, start and flip the cells in
// order, then leave, until the run stands in the next location.
// result.steps counts the actions chosen; before(choice) runs before an
// action is pressed and after(choice) after.
export async function clearLocation(page, result, { before = async () => {}, after = async () => {} } = {}) {
  for (let i = 0; i < 400; i++) {
    const { scene: sc, view: v } = await look(page);
    if (sc === 'forward-summary') throw new Error('the run ended in the first location');
    if (v && v.hud && v.hud.Position > 1 && sc === 'forward-location' && !v.busy) break;
    if (!v || !v.buttons || v.busy) { await press(page, 'Tab', 2); continue; }
    result.steps++;
    const enabled = v.buttons.map((x, i) => ({ ...x, i })).filter((x) => x.enabled && x.action);
    const byPrefix = (p) => enabled.filter((x) => x.action.startsWith(p));
    let choice = byPrefix('bury')[0] || byPrefix('discard')[0] || byPrefix('roll')[0];
    if (!choice) {
      const cells = [...byPrefix('start'), ...byPrefix('flip')].sort((a, c) => cellOf(a.action) - cellOf(c.action));
      choice = cells[0] || byPrefix('leave')[0];
    }
    if (!choice) { await press(page, 'Tab', 2); continue; }
    await before(choice);
    await pressButton(page, (x) => x.enabled && x.action === choice.action, choice.action);
    await after(choice);
  }
}
