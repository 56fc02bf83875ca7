package battleui

import (
	"fmt"
	"image"
	"math/bits"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
	"deepwood/scenes"
)

// press acts on the hex under the cursor: the legal action it stands for
// in this phase, or selecting the unit there.
func (f *Field) press(ctx *scenes.Context) {
	v := f.s.View()
	at := v.UnitAt(f.cursor)
	legal := f.s.Legal()
	try := func(match func(a battle.Action) bool) bool {
		for _, a := range legal {
			if match(a) {
				f.do(ctx, a)
				return true
			}
		}
		return false
	}
	switch v.Phase {
	case battle.PhaseDeploy:
		try(func(a battle.Action) bool { return a.Hex == f.cursor })
		return
	case battle.PhaseRetreat:
		if at >= 0 && try(func(a battle.Action) bool { return a.Kind == battle.ActLeave && a.Unit == at }) {
			return
		}
	case battle.PhaseQuick:
		if at >= 0 && v.Units[at].Side == v.Turn {
			f.quick ^= 1 << at
			if bits.OnesCount32(f.quick) > v.QuickCount(v.Turn) {
				f.quick = 1 << at
			}
			if bits.OnesCount32(f.quick) == v.QuickCount(v.Turn) {
				f.wantPanel = true // the Confirm button is next
			} else {
				f.snap()
			}
			return
		}
	case battle.PhaseMove:
		if f.sel >= 0 && at < 0 && try(func(a battle.Action) bool { return a.Kind == battle.ActMove && a.Unit == f.sel && a.Hex == f.cursor }) {
			f.sel = -1
			return
		}
	case battle.PhaseCombat:
		if try(func(a battle.Action) bool {
			switch a.Kind {
			case battle.ActShoot, battle.ActPushFrom:
				return a.Target == at && at >= 0
			case battle.ActPushBack, battle.ActStep:
				return a.Hex == f.cursor
			}
			return false
		}) {
			return
		}
	}
	if at >= 0 && at != f.sel {
		f.sel = at
		if v.Phase == battle.PhaseMove && v.Units[at].Side == v.Turn {
			f.snap() // to the first hex of its reach
		}
	} else {
		f.sel = -1
	}
}

// do commits an action through the session.
func (f *Field) do(ctx *scenes.Context, a battle.Action) {
	if err := f.s.Do(a); err != nil {
		ctx.Notify("That cannot be done: " + err.Error())
		return
	}
	if a.Kind == battle.ActQuick {
		f.quick = 0
	}
}

// layoutButtons builds the panel's controls for the phase: only actions
// the rules list now are enabled.
func (f *Field) layoutButtons() {
	f.btns.reset()
	v := f.s.View()
	legal := f.s.Legal()
	human := f.s.HumanTurn()
	x0, w := mapW+20, 1280-mapW-40
	y := 720 - 20 - 44
	row := func(labels []string, enabled []bool, runs []func(*scenes.Context)) {
		n := len(labels)
		bw := (w - 10*(n-1)) / n
		for i := range labels {
			r := image.Rect(x0+i*(bw+10), y, x0+i*(bw+10)+bw, y+44)
			f.btns.add(r, labels[i], enabled[i], runs[i])
		}
		y -= 54
	}
	has := func(k battle.ActionKind) (battle.Action, bool) {
		for _, a := range legal {
			if a.Kind == k {
				return a, true
			}
		}
		return battle.Action{}, false
	}
	act := func(a battle.Action) func(*scenes.Context) { return func(ctx *scenes.Context) { f.do(ctx, a) } }
	threat := "Threats: off"
	if f.threat {
		threat = "Threats: on"
	}
	row([]string{threat, "Zoom", "Unit key"}, []bool{true, true, true}, []func(*scenes.Context){
		func(*scenes.Context) { f.threat = !f.threat },
		func(*scenes.Context) { f.zoom = 1 - f.zoom; f.centreOn(f.cursor) },
		func(ctx *scenes.Context) { ctx.Stack.Push(unitKey{}) },
	})
	if !human {
		return
	}
	switch v.Phase {
	case battle.PhaseZone:
		for i := len(legal) - 1; i >= 0; i-- {
			a := legal[i]
			dir := "and above"
			if a.Target == 1 {
				dir = "and below"
			}
			row([]string{fmt.Sprintf("Attacker: row %d %s", a.Option+1, dir)}, []bool{true}, []func(*scenes.Context){act(a)})
		}
	case battle.PhaseDecide:
		fi, _ := has(battle.ActFight)
		re, okR := has(battle.ActRetreat)
		su, okS := has(battle.ActSurrender)
		row([]string{"Fight on", "Retreat", "Surrender"}, []bool{true, okR, okS}, []func(*scenes.Context){act(fi), act(re), act(su)})
	case battle.PhaseRetreat:
		e, _ := has(battle.ActEndPhase)
		row([]string{"End retreat"}, []bool{true}, []func(*scenes.Context){act(e)})
	case battle.PhaseQuick:
		var pick battle.Action
		ok := false
		for _, a := range legal {
			if a.Mask == f.quick {
				pick, ok = a, true
			}
		}
		row([]string{fmt.Sprintf("Confirm quick units (%d/%d)", bits.OnesCount32(f.quick), v.QuickCount(v.Turn))}, []bool{ok}, []func(*scenes.Context){act(pick)})
	case battle.PhaseMove:
		e, _ := has(battle.ActEndPhase)
		row([]string{"End movement", "Undo move"}, []bool{true, f.s.CanUndo()}, []func(*scenes.Context){
			act(e), func(*scenes.Context) {
				if f.s.Undo() {
					f.sync()
				}
			}})
	case battle.PhaseCombat:
		if sk, ok := has(battle.ActSkip); ok {
			label := "Hold fire"
			if len(v.Combat.Prompts) > 0 {
				label = "Do not step"
			}
			row([]string{label}, []bool{true}, []func(*scenes.Context){act(sk)})
		}
		var opts []battle.Action
		for _, a := range legal {
			if a.Kind == battle.ActCluster {
				opts = append(opts, a)
			}
		}
		for i := len(opts) - 1; i >= 0 && i >= len(opts)-4; i-- {
			row([]string{fmt.Sprintf("Clustering %d: %s", opts[i].Option+1, f.clusterText(opts[i].Option))}, []bool{true}, []func(*scenes.Context){act(opts[i])})
		}
	}
}

// clusterText summarises one clustering option of the next contact group.
func (f *Field) clusterText(opt int) string {
	v := f.s.View()
	c := &v.Combat
	if len(c.Pending) == 0 || opt >= len(c.Pending[0]) {
		return ""
	}
	s := ""
	for i, cl := range c.Pending[0][opt] {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s vs %d", f.s.unitLabel(cl.Center), len(cl.Leaves))
	}
	return s
}

// overlayCache holds the overlays computed for one selection and state,
// so a frame does not search the field again.
type overlayCache struct {
	key     [3]int
	cursor  hex.Axial
	reach   map[hex.Axial]bool // hexes the selected unit may end on
	stop    map[hex.Axial]bool // of those, where contact stops it
	path    []hex.Axial
	preview []battle.ContactPreview
	shot    *battle.ShotPreview
	threat  map[hex.Axial]bool
	marks   map[hex.Axial]bool // legal target hexes of the phase
	units   map[int]bool       // legal target units of the phase
}

// overlays recomputes the cache when the selection, the cursor or the
// state changed.
func (f *Field) overlays() *overlayCache {
	c := &f.cache
	v := f.s.View()
	field := f.s.Field()
	key := [3]int{f.sel, f.s.Version(), int(v.Phase)}
	if key != c.key || c.reach == nil {
		c.key, c.cursor = key, hex.Axial{Q: -999}
		c.reach, c.stop, c.threat, c.marks, c.units = map[hex.Axial]bool{}, map[hex.Axial]bool{}, map[hex.Axial]bool{}, map[hex.Axial]bool{}, map[int]bool{}
		human := f.s.HumanTurn()
		if v.Phase == battle.PhaseMove && f.sel >= 0 && v.Units[f.sel].OnField() && v.Units[f.sel].Side == v.Turn {
			u := &v.Units[f.sel]
			for _, h := range v.Destinations(field, f.sel) {
				c.reach[h] = true
				for _, n := range h.Neighbors() {
					if e := v.UnitAt(n); e >= 0 && v.Units[e].Side != u.Side && field.Adjacent(h, n) {
						c.stop[h] = true
					}
				}
			}
		}
		for _, a := range f.s.Legal() {
			if !human {
				break
			}
			switch a.Kind {
			case battle.ActPlace, battle.ActPushBack, battle.ActStep:
				c.marks[a.Hex] = true
			case battle.ActShoot, battle.ActPushFrom:
				c.units[a.Target] = true
			case battle.ActLeave:
				c.units[a.Unit] = true
			case battle.ActMove:
				c.units[a.Unit] = true
			}
		}
		for _, id := range v.OnField(f.viewer().Other()) {
			for _, h := range v.Reach(field, id).Hexes() {
				c.threat[h.Hex] = true
				for _, n := range h.Hex.Neighbors() {
					if field.Adjacent(h.Hex, n) {
						c.threat[n] = true
					}
				}
			}
		}
	}
	if c.cursor != f.cursor {
		c.cursor = f.cursor
		c.path, c.preview, c.shot = nil, nil, nil
		if c.reach[f.cursor] {
			c.path, _ = v.Reach(field, f.sel).Path(f.cursor)
			c.preview = v.PreviewMove(field, f.sel, f.cursor)
		}
		if v.Phase == battle.PhaseCombat && len(v.Combat.Prompts) == 0 && len(v.Combat.Pending) == 0 && len(v.Combat.Shooters) > 0 {
			if t := v.UnitAt(f.cursor); t >= 0 && c.units[t] {
				p := v.PreviewShot(field, v.Combat.Shooters[0], t)
				c.shot = &p
			}
		}
		if f.sel >= 0 && v.Phase != battle.PhaseMove {
			if t := v.UnitAt(f.cursor); t >= 0 && v.Units[t].Side != v.Units[f.sel].Side && field.Adjacent(v.Units[t].Hex, v.Units[f.sel].Hex) {
				c.preview = []battle.ContactPreview{v.MeleePreview(field, f.sel, t)}
			}
		}
	}
	return c
}

// snap puts the cursor where the next keyboard Confirm is most likely
// wanted, so a player on keys or a gamepad does not walk it hex by hex: the
// nearest hex to place on, the next own unit to mark quick, the first unit
// able to move (or, with one selected, the first hex of its reach), the
// first target of a shot or a push. It only moves the cursor; nothing is
// chosen for the player.
func (f *Field) snap() {
	v := f.s.View()
	if !f.s.HumanTurn() {
		return
	}
	if v.Phase == battle.PhaseDeploy {
		f.nextDeployHex()
		return
	}
	best, bestD := hex.Axial{}, 1<<30
	consider := func(h hex.Axial) {
		if d := hex.Distance(h, f.cursor); d < bestD {
			best, bestD = h, d
		}
	}
	for _, a := range f.s.Legal() {
		switch a.Kind {
		case battle.ActPlace, battle.ActPushBack, battle.ActStep:
			consider(a.Hex)
		case battle.ActShoot, battle.ActPushFrom:
			consider(v.Units[a.Target].Hex)
		case battle.ActLeave:
			consider(v.Units[a.Unit].Hex)
		case battle.ActMove:
			if f.sel < 0 {
				consider(v.Units[a.Unit].Hex)
			} else if a.Unit == f.sel && bestD == 1<<30 {
				best, bestD = a.Hex, 0 // the first, cheapest hex of its reach
			}
		}
	}
	if v.Phase == battle.PhaseQuick {
		for _, id := range v.OnField(v.Turn) {
			if f.quick&(1<<id) == 0 {
				consider(v.Units[id].Hex)
			}
		}
	}
	if bestD < 1<<30 {
		f.cursor = best
		f.follow()
	}
}

func abs(n int) int { return max(n, -n) }
