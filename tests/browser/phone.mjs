// A phone's finger and ruler for the scripts that hold the game upright
// (issue 40): where the game's logical screen sits on the page, a tap on
// a logical rectangle by touch, and a measure of the screen shown against
// a phone's minimums (targets of 44×44 CSS pixels, faces of 12, all in
// the viewport), from the game's own report (inspect(): "screen",
// "upright", "targets", "textPx").
import { waitFor, inspect, settle } from './lib.mjs';

export const minTarget = 44, minText = 12;

// phone is the finger and ruler on page: measure(name, targets) pushes a
// report of the screen shown onto result.screens and saves its picture
// as portrait-browser-<name>.png in shots.
export async function phone(page, shots, result) {
  const cdp = await page.context().newCDPSession(page);
  // where maps the game's logical screen (w×h) onto the page: the engine
  // scales it to fit its canvas and centres it there.
  const where = () => page.evaluate(() => {
    const r = document.querySelector('canvas').getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height, vw: innerWidth, vh: innerHeight };
  });
  const toCSS = (c, [w, h]) => {
    const k = Math.min(c.width / w, c.height / h);
    return { k, at: ([x, y, rw, rh]) => ({ x: c.left + (c.width - w * k) / 2 + x * k, y: c.top + (c.height - h * k) / 2 + y * k, w: rw * k, h: rh * k }) };
  };
  // tap puts a finger on the middle of a logical rectangle, held until
  // an update has had it, then lifts it.
  const tap = async (screen, rect) => {
    const r = toCSS(await where(), screen).at(rect);
    const t = await page.evaluate(() => window.deepwood.ticks());
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: r.x + r.w / 2, y: r.y + r.h / 2 }] });
    await waitFor(page, (t) => window.deepwood.ticks() > t + 2, t, 'an update with the finger down');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page, 30);
  };
  // tapNamed taps the target named name on the screen shown.
  const tapNamed = async (name) => {
    const v = await inspect(page);
    const t = (v.targets || []).find((t) => t.name === name);
    if (!t) throw new Error(`no "${name}" to tap on ${JSON.stringify((v.targets || []).map((t) => t.name))}`);
    await tap(v.screen, t.rect);
  };
  const measure = async (name, targets = (v) => v.targets) => {
    const v = await inspect(page);
    const c = await where();
    const m = toCSS(c, v.screen);
    const s = { name, scene: await page.evaluate(() => window.deepwood.scene()), screen: v.screen, scale: m.k, problems: [] };
    s.smallestTarget = [Infinity, Infinity];
    for (const t of targets(v)) {
      const r = m.at(t.rect);
      s.smallestTarget = [Math.min(s.smallestTarget[0], r.w), Math.min(s.smallestTarget[1], r.h)];
      if (r.w < minTarget || r.h < minTarget) s.problems.push(`${t.name} is ${r.w.toFixed(1)}×${r.h.toFixed(1)} CSS px`);
      if (r.x < 0 || r.y < 0 || r.x + r.w > c.vw + 0.5 || r.y + r.h > c.vh + 0.5) s.problems.push(`${t.name} at ${JSON.stringify(r)} leaves the ${c.vw}×${c.vh} viewport`);
    }
    s.smallestText = Math.min(...v.textPx) * m.k;
    if (s.smallestText < minText) s.problems.push(`a face of ${s.smallestText.toFixed(1)} CSS px`);
    if (!v.upright) s.problems.push('not laid out upright');
    result.screens.push(s);
    await page.screenshot({ path: `${shots}/portrait-browser-${name}.png` });
    return v;
  };
  return { tap, tapNamed, measure };
}
