// The phone's measures (issue 40), shared by the scripts that hold a
// phone upright: every target at least 44×44 CSS pixels, every face at
// least 12, everything inside the viewport. The game's hook reports
// rectangles in its logical pixels and its screen's size; these helpers
// turn them into CSS pixels by the canvas's size on the page.
import { waitFor, inspect, settle } from './lib.mjs';

export const minTarget = 44, minText = 12;

// phone returns the helpers a script uses on page: where (the canvas on
// the page), tap (a finger on a logical rectangle's middle) and measure
// (the screen shown against the minimums, added to result.screens with
// a screenshot in shots).
export async function phone(page, shots, result) {
  result.screens = result.screens || [];
  const cdp = await page.context().newCDPSession(page);
  // where maps the game's logical screen (w×h) onto the page: the engine
  // scales it to fit its canvas and centres it there.
  const where = () => page.evaluate(() => {
    const r = document.querySelector('canvas').getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height, vw: innerWidth, vh: innerHeight };
  });
  const toCSS = (c, screen) => {
    const [w, h] = screen;
    const k = Math.min(c.width / w, c.height / h);
    return { k, at: ([x, y, rw, rh]) => ({ x: c.left + (c.width - w * k) / 2 + x * k, y: c.top + (c.height - h * k) / 2 + y * k, w: rw * k, h: rh * k }) };
  };
  // tap puts a finger on a logical rectangle's middle, held until an
  // update has had it, then lifts it.
  const tap = async (screen, [x, y, w, h]) => {
    const m = toCSS(await where(), screen);
    const r = m.at([x, y, w, h]);
    const t = await page.evaluate(() => window.deepwood.ticks());
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: r.x + r.w / 2, y: r.y + r.h / 2 }] });
    await waitFor(page, (t) => window.deepwood.ticks() > t + 2, t, 'an update with the finger down');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settle(page, 30);
  };
  // measure checks the screen shown against the phone's minimums: the
  // targets targets(v) names and the faces faces(v) lists.
  const measure = async (name, targets, faces = (v) => v.textPx) => {
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
    s.smallestText = Math.min(...faces(v)) * m.k;
    if (s.smallestText < minText) s.problems.push(`a face of ${s.smallestText.toFixed(1)} CSS px`);
    if (!v.upright) s.problems.push('not laid out upright');
    result.screens.push(s);
    await page.screenshot({ path: `${shots}/portrait-browser-${name}.png` });
    return v;
  };
  return { where, tap, measure };
}
