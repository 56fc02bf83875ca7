package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/audio"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// wizard is the creation wizard: one page per step of the seed's chapter 2,
// every roll shown as dice with the table row it picked, the rerolls and
// choices the rules allow as buttons, and a summary page before Year 1.
type wizard struct {
	p       *play
	mv      *mapView
	foc     focusList
	builtAt int
	// builtFor is the page the controls were laid out for: while the
	// next page animates in, the previous page's controls are not drawn.
	builtFor wizardView
	// revealed marks the rolls whose events have begun showing, so a
	// result appears when its die lands, not before.
	revealed map[string]bool
	vals     [2][4]bool
	origins  bool
	names    *namePad
	// picking is the oracle slot whose table is open to choose a row from
	// ("" when none).
	picking string
	// tick is the game's tick at the last Update, which moves the
	// backdrop; bd is the backdrop drawn and the page drawn over it.
	tick int
	bd   ui.OnBackdrop[wizardShown]
}

// UI control ids of the wizard.
const (
	idBegin = iota + 1
	idName
	idZoomIn
	idZoomOut
	idCancelPick
	idPick = 100 // + the slot's index on the page: open its table
)

func newWizard(p *play) *wizard {
	w := &wizard{p: p, mv: newMapView(image.Rect(316, 100, 916, 612)), builtAt: -1, revealed: map[string]bool{}}
	w.names = newNamePad(p.sess)
	return w
}

// Name is "forest-wizard".
func (w *wizard) Name() string { return "forest-wizard" }

// Session is the game being created.
func (w *wizard) Session() *Session { return w.p.sess }

// Ready reports the wizard waiting for the player: no roll is still
// showing and no name is being typed.
func (w *wizard) Ready() bool { return !w.p.sess.Anim.Busy() && !w.names.editing() }

// Inspect reports the page, the values rolled and the focused control.
func (w *wizard) Inspect() any {
	v := w.p.sess.View()
	focus := ""
	if w.foc.Focus < len(w.foc.Btns) {
		focus = w.foc.Btns[w.foc.Focus].Label
	}
	return map[string]any{"step": int(v.Step), "page": stepTitles[v.Step], "summary": v.Phase != forest.PhaseCreate,
		"forest": v.Forest, "enemy": v.Enemy, "forest_hexes": v.Count(forest.Forest), "enemy_hexes": v.Count(forest.Enemy),
		"focus": focus, "busy": w.p.sess.Anim.Busy(), "names": w.p.sess.Names, "editing": w.names.editing()}
}

func (w *wizard) start(e forest.Event) {
	switch e.Kind {
	case forest.EvValueRolled:
		k := int(e.Nature)
		if e.Side == forest.Enemy {
			k = int(e.Harm)
		}
		w.vals[e.Side][k] = true
	case forest.EvOracle:
		w.revealed[e.Slot] = true
	case forest.EvOriginsRolled:
		w.origins = true
	case forest.EvStep:
		if e.Step == forest.StepForest || e.Step == forest.StepEnemy {
			w.vals = [2][4]bool{}
		}
	}
	v := w.p.sess.View()
	w.mv.event(&v, w.p.sess.Data, e)
}

// Update plays the rolls' animations, then takes one press.
func (w *wizard) Update(ctx *scenes.Context) error {
	sess := w.p.sess
	in := ctx.Input
	w.tick = int(ctx.Tick)
	if w.names.editing() {
		w.names.update(ctx)
		return nil
	}
	if in.Just(input.Pause) {
		ctx.Stack.Push(newPause(w.p))
		return nil
	}
	if in.Just(input.Back) {
		if w.back(ctx) {
			ctx.Audio.Play(audio.SfxMenuBack)
		}
		return nil
	}
	if in.Just(input.Skip) {
		sess.Anim.Skip(w.start)
	}
	sess.Anim.Step(ctx.AnimFactor(), Duration, w.start)
	if sess.Anim.Busy() {
		return nil
	}
	v := sess.View()
	w.mv.sync(&v, sess.Data)
	if w.builtAt != v.Steps {
		w.build()
	}
	if v.Step == forest.StepLandscape || v.Step == forest.StepTerritory {
		w.mv.input(ctx)
	}
	b, ok := w.mv.pressed(ctx, &w.foc)
	if !ok {
		return nil
	}
	switch b.Kind {
	case ui.Action, ui.Cell:
		w.p.act(ctx, b.Act)
		w.picking = ""
	case ui.Control:
		switch b.ID {
		case idBegin:
			ctx.Stack.Replace(newYear(w.p))
		case idZoomIn:
			w.mv.zoomBy(1.25)
		case idZoomOut:
			w.mv.zoomBy(0.8)
		default:
			switch {
			case b.ID >= idPick:
				if slots := pageSlots(&v); b.ID-idPick < len(slots) {
					w.picking = slots[b.ID-idPick].slot
				}
				w.builtAt = -1
			case b.ID == idCancelPick:
				w.picking, w.builtAt = "", -1
			case b.ID >= idName*10:
				w.names.edit(b.ID - idName*10)
			}
		}
	}
	return nil
}

// build lays out the page's controls from the legal actions.
func (w *wizard) build() {
	sess := w.p.sess
	v := sess.View()
	w.builtAt = v.Steps
	w.builtFor = w.view()
	prev := w.foc.Focus
	w.foc.Reset()
	legal := sess.Legal()
	if v.Phase != forest.PhaseCreate {
		for i := range 3 {
			w.foc.Add(button{Rect: image.Rect(700, 170+i*90, 1220, 216+i*90), Label: "Name " + nameLabels[i], Kind: ui.Control, ID: idName*10 + i, Enabled: true})
		}
		w.foc.Add(button{Rect: image.Rect(960, 640, 1240, 688), Label: "Begin Year 1", Kind: ui.Control, ID: idBegin, Enabled: true})
		w.foc.Settle(len(w.foc.Btns) - 1)
		return
	}
	if w.picking != "" {
		w.buildPicker(legal)
		return
	}
	y := 0
	for _, d := range pageSlots(&v) {
		row := image.Rect(0, 0, 0, 0)
		_ = row
		ry := 150 + y*64
		y++
		if d.fixed {
			continue
		}
		re := forest.Reroll(d.slot)
		p := v.Pick(d.slot)
		left := forest.MaxRerolls - p.Rerolls
		w.foc.Add(button{Rect: image.Rect(1000, ry, 1116, ry+40), Label: "Reroll " + itoa(left), Kind: ui.Action, Act: re, Enabled: contains(legal, re)})
		w.foc.Add(button{Rect: image.Rect(1124, ry, 1240, ry+40), Label: "Choose…", Kind: ui.Control, ID: idPick + y - 1, Enabled: w.picking == ""})
	}
	switch v.Step {
	case forest.StepLandscape:
		for i := range v.Hexes {
			a := forest.PlaceFeature(i)
			if contains(legal, a) {
				w.foc.Add(button{Rect: w.mv.cellRect(i), Kind: ui.Cell, Act: a, ID: i, Enabled: true})
			}
		}
		for i, m := range sess.Data.Maps {
			a := forest.ChooseMap(m.ID)
			w.foc.Add(button{Rect: image.Rect(940, 380+i*54, 1240, 426+i*54), Label: "Redraw: " + m.Name, Kind: ui.Action, Act: a, Enabled: contains(legal, a)})
		}
	case forest.StepAbility:
		i := 0
		for _, a := range legal {
			if a.Kind != forest.ActPickAbility {
				continue
			}
			ab, _ := sess.Data.Ability(a.Ability)
			col, row := i%3, i/3
			w.foc.Add(button{Rect: image.Rect(330+col*300, 190+row*58, 614+col*300, 236+row*58), Label: ab.Name, Kind: ui.Action, Act: a, Enabled: true})
			i++
		}
	}
	if contains(legal, forest.Next()) {
		label := "Continue"
		if v.Step == forest.StepStart {
			label = "Awaken"
		} else if v.Step == forest.StepAbility {
			label = "Begin without an ability"
		}
		w.foc.Add(button{Rect: image.Rect(960, 640, 1240, 688), Label: label, Kind: ui.Action, Act: forest.Next(), Enabled: true})
		prev = len(w.foc.Btns) - 1
	} else if v.Step == forest.StepAbility {
		prev = 0
	}
	w.foc.Settle(prev)
}

// Plan is the press that brings the wizard nearer to taking a.
func (w *wizard) Plan(a forest.Action) (input.Action, bool) {
	v := w.p.sess.View()
	if v.Phase != forest.PhaseCreate {
		for i, b := range w.foc.Btns {
			if b.Kind == ui.Control && b.ID == idBegin {
				return w.foc.Plan(i)
			}
		}
		return 0, false
	}
	if a.Kind == forest.ActChoose && w.picking != a.Slot {
		if w.picking != "" {
			return w.planUI(idCancelPick)
		}
		for i, d := range pageSlots(&v) {
			if d.slot == a.Slot {
				return w.planUI(idPick + i)
			}
		}
	}
	if a.Kind != forest.ActChoose && w.picking != "" {
		return w.planUI(idCancelPick)
	}
	return w.foc.Plan(w.foc.Find(a))
}

func (w *wizard) planUI(id int) (input.Action, bool) {
	for i, b := range w.foc.Btns {
		if b.Kind == ui.Control && b.ID == id {
			return w.foc.Plan(i)
		}
	}
	return 0, false
}

// buildPicker lays out the open table's rows as buttons: choosing one is
// the rules' Choose (T12), the current row disabled.
func (w *wizard) buildPicker(legal []forest.Action) {
	v := w.p.sess.View()
	p := v.Pick(w.picking)
	tab := w.p.sess.Data.Table(p.Table)
	first := -1
	for i, r := range tab.Rows {
		a := forest.Choose(w.picking, r.Lo)
		col, row := i%3, i/3
		x, y := 330+col*300, 180+row*56
		label := r.Text
		if r.Lo != r.Hi {
			label = itoa(r.Lo) + "–" + itoa(r.Hi) + "  " + label
		} else {
			label = itoa(r.Lo) + "  " + label
		}
		idx := w.foc.Add(button{Rect: image.Rect(x, y, x+288, y+46), Label: label, Kind: ui.Action, Act: a, Enabled: contains(legal, a)})
		if first < 0 && contains(legal, a) {
			first = idx
		}
	}
	w.foc.Add(button{Rect: image.Rect(960, 640, 1240, 688), Label: "Keep the roll", Kind: ui.Control, ID: idCancelPick, Enabled: true})
	w.foc.Settle(first)
}

// Draw paints the backdrop and the page.
func (w *wizard) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	w.bd.Draw(dst, sprites.SharedBackdrop(ctx.Palette), w.tick, w.current(), func(dst *ebiten.Image) { w.drawControls(dst, ctx) })
}

// drawControls paints everything but the backdrop.
func (w *wizard) drawControls(dst *ebiten.Image, ctx *scenes.Context) {
	w.drawSteps(dst, ctx)
	w.drawPage(dst, ctx)
	if w.builtFor == w.view() {
		w.foc.DrawButtons(dst, ctx, sprites.StyleBody)
	}
	if w.names.editing() {
		w.names.draw(dst, ctx)
	}
}

// wizardView is what decides the wizard's controls besides the rolls: the
// page and the table open on it.
type wizardView struct {
	page    forest.Step
	picking string
}

// view is the page shown now.
func (w *wizard) view() wizardView {
	v := w.p.sess.View()
	return wizardView{page: wizardPage(&v), picking: w.picking}
}

// pageSlots are the oracle slots the view shows on the current page.
func pageSlots(v *forest.SeatView) []slotView {
	var out []slotView
	for _, p := range v.Picks {
		if p.Step == v.Step {
			out = append(out, slotView{slot: p.Slot, table: p.Table, fixed: p.Slot == "culture"})
		}
	}
	return out
}

type slotView struct {
	slot, table string
	fixed       bool
}

func contains(legal []forest.Action, a forest.Action) bool {
	for _, b := range legal {
		if a == b {
			return true
		}
	}
	return false
}

// Enter starts the Forest's music, quietly.
func (w *wizard) Enter(ctx *scenes.Context) { ctx.Audio.SetMusic(audio.ThemeForest, 0.1) }
