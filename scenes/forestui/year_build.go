package forestui

import (
	"image"
	"strings"

	"deepwood/rules/forest"
	"deepwood/scenes/ui"
)

// Button grid of the phase panel: two columns.
func slot(col, row int) image.Rectangle {
	x := panelArea.Min.X + 16 + col*212
	y := 484 + row*52
	return image.Rect(x, y, x+200, y+44)
}

// build lays out the controls for the state at rest: the top bar, the
// map's hexes where a hex is to be chosen, and the phase's choices.
func (y *yearScene) build() {
	sess := y.p.sess
	v, d := sess.View(), sess.Data
	y.builtAt = v.Steps
	prev := y.foc.Focus
	prevAct := forest.Action{Kind: 255}
	if prev < len(y.foc.Btns) {
		prevAct = y.foc.Btns[prev].Act
	}
	y.foc.Reset()
	legal := sess.Legal()
	y.foc.Add(button{Rect: image.Rect(968, 14, 1060, 54), Label: "Sheet", Kind: ui.Control, ID: idSheet, Enabled: true})
	y.foc.Add(button{Rect: image.Rect(1068, 14, 1170, 54), Label: "Journal", Kind: ui.Control, ID: idJournal, Enabled: true})
	y.foc.Add(button{Rect: image.Rect(1178, 14, 1264, 54), Label: "Menu", Kind: ui.Control, ID: idMenu, Enabled: true})
	y.foc.Add(button{Rect: zoomRect, Label: "+", Kind: ui.Control, ID: idZoom, Enabled: true})
	y.foc.Add(button{Rect: unzoomRect, Label: "−", Kind: ui.Control, ID: idUnzoom, Enabled: true})
	y.addHint()
	for i := range y.mv.mark {
		y.mv.mark[i] = false
	}
	want := -1
	cell := func(a forest.Action) {
		if contains(legal, a) {
			y.mv.mark[a.Hex] = true
			idx := y.foc.Add(button{Rect: y.mv.cellRect(a.Hex), Kind: ui.Cell, Act: a, ID: a.Hex, Enabled: true})
			if want < 0 {
				want = idx
			}
		}
	}
	row := 0
	push := func(a forest.Action, label string, enabled bool) int {
		i := y.foc.Add(button{Rect: slot(row%2, row/2), Label: label, Kind: ui.Action, Act: a, Enabled: enabled})
		row++
		return i
	}
	switch v.Phase {
	case forest.PhaseDefend:
		for n := range forest.NumNatures {
			a := forest.Defend(n)
			i := push(a, actionLabel(&v, d, a), contains(legal, a))
			if want < 0 && contains(legal, a) {
				want = i
			}
		}
	case forest.PhaseEncroach:
		for n := range forest.NumNatures {
			o := v.EncroachOdds(d, n, 0)
			label := n.Title() + " · " + itoa(o.Percent()) + "%"
			if n == y.nature {
				label = "● " + label
			}
			y.foc.Add(button{Rect: slot(int(n)%2, int(n)/2), Label: label, Kind: ui.Control, ID: idNature + int(n), Enabled: true})
			row++
		}
		for _, c := range v.Valid(d, forest.Enemy) {
			cell(forest.Encroach(c, y.nature))
		}
	case forest.PhaseSecondHex:
		for _, a := range legal {
			if a.Kind == forest.ActTakeSecond {
				cell(a)
			}
		}
	case forest.PhaseGrow:
		y.buildGrow(legal, cell)
		y.foc.Settle(y.refocus(prevAct, prev))
		return
	}
	for _, a := range legal {
		switch a.Kind {
		case forest.ActDefend, forest.ActEncroach, forest.ActTakeSecond:
			continue
		}
		i := push(a, actionLabel(&v, d, a), true)
		if want < 0 && (a.Kind == forest.ActRollEnemy || a.Kind == forest.ActRollEnemyDefence || a.Kind == forest.ActResolve) {
			want = i
		}
	}
	y.foc.Settle(want)
}

// refocus keeps the focus on the same action after a purchase.
func (y *yearScene) refocus(a forest.Action, prev int) int {
	if i := y.foc.Find(a); i >= 0 {
		return i
	}
	for i, b := range y.foc.Btns {
		if b.Kind == ui.Action && b.Act.Kind == forest.ActEndYear {
			return i
		}
	}
	return prev
}

// buildGrow lists every Grow option, disabled ones with their reason
// (values and the Ally first, then held abilities, then new abilities by
// type), the Burst Forth hexes on the map and End Year. Each button holds
// its whole label (growLabel), on two lines where one is too short: the
// rows are growPitch apart, 7 at most (two of values, the Ally, one per
// Nature Type), and end above the focused option's words.
func (y *yearScene) buildGrow(legal []forest.Action, cell func(forest.Action)) {
	v, d := y.p.sess.View(), y.p.sess.Data
	y.growOpts = v.GrowOptions(d)
	x0 := panelArea.Min.X + 16
	row := func(r int) (int, int) { return growTop + r*growPitch, growTop + r*growPitch + growPitch - 4 }
	vals, held := 0, 0
	var newRow [forest.NumNatures]int
	for i := range newRow {
		newRow[i] = -1
	}
	nextRow := 4
	for _, o := range y.growOpts {
		var r image.Rectangle
		small := false
		switch o.Action.Kind {
		case forest.ActRaiseValue:
			c := vals % 2
			top, bottom := row(vals / 2)
			r = image.Rect(x0+c*208, top, x0+c*208+200, bottom)
			vals++
		case forest.ActRaiseAlly:
			top, bottom := row(2)
			r = image.Rect(x0, top, x0+408, bottom)
		case forest.ActRaiseAbility:
			top, bottom := row(3 + held)
			r = image.Rect(x0, top, x0+408, bottom)
			held++
			nextRow = max(nextRow, 3+held)
		case forest.ActNewAbility:
			ab, _ := d.Ability(o.Action.Ability)
			newRow[ab.Type] = -2 // assigned below, after held rows are known
			small = true         // one face along the row
		}
		y.foc.Add(button{Rect: r, Label: growLabel(&v, d, o), Kind: ui.Action, Act: o.Action, Enabled: o.Why == "", Small: small})
	}
	// New abilities: one row per type not held, three buttons each.
	rowOf := [forest.NumNatures]int{}
	for n := range forest.NumNatures {
		if newRow[n] == -2 {
			rowOf[n] = nextRow
			nextRow++
		}
	}
	y.newRows = y.newRows[:0]
	seen := [forest.NumNatures]int{}
	for i := range y.foc.Btns {
		b := &y.foc.Btns[i]
		if b.Act.Kind != forest.ActNewAbility || b.Kind != ui.Action {
			continue
		}
		ab, _ := d.Ability(b.Act.Ability)
		top, bottom := row(rowOf[ab.Type])
		c := seen[ab.Type]
		seen[ab.Type]++
		x := x0 + 52 + c*120
		b.Rect = image.Rect(x, top, x+116, bottom)
		if c == 0 {
			y.newRows = append(y.newRows, newRowLabel{y: top, h: bottom - top, label: ab.Type.Title()})
		}
	}
	for _, a := range legal {
		if a.Kind == forest.ActBurstForth {
			cell(a)
		}
	}
	y.foc.Add(button{Rect: image.Rect(panelArea.Max.X-216, 640, panelArea.Max.X-16, 688), Label: "End Year " + itoa(v.Year), Kind: ui.Action, Act: forest.EndYear(), Enabled: true})
}

// The Grow buttons' rows: the first's top, and from one top to the next.
const growTop, growPitch = 160, 44

// growLabel is a Grow option's words on its button: what it buys and its
// cost, or why it cannot be bought when that is not the GP (the line
// above the buttons counts those), said once: "Water 12 · max", not
// "Water 12 → 12 — Water is at 12". A new ability is its name (its row
// names its type, and the focused option its cost).
func growLabel(v *forest.SeatView, d *forest.Data, o forest.GrowOption) string {
	cost := " · " + itoa(o.Cost) + " GP"
	why := cost
	if o.Why != "" && !strings.HasSuffix(o.Why, " GP") {
		why = " — " + o.Why
	}
	switch o.Action.Kind {
	case forest.ActRaiseValue:
		if n := o.Action.Nature; v.Forest[n] >= 12 {
			return n.Title() + " 12 · max"
		}
	case forest.ActRaiseAlly:
		if v.AllyLevel >= 3 {
			return "Ally at level 3 · max"
		}
	case forest.ActRaiseAbility:
		if heldLevel(v, o.Action.Ability) >= 3 {
			return o.Label + " · max"
		}
	case forest.ActNewAbility:
		ab, _ := d.Ability(o.Action.Ability)
		return ab.Name
	}
	return o.Label + why
}

// newRowLabel heads a row of new-ability buttons with its Nature Type.
type newRowLabel struct {
	y, h  int
	label string
}

// actionLabel names a choice on its button, with the exact odds of
// winning the Encroachment if it is taken (the view's OddsIf), from the
// player's view v and the tables d.
func actionLabel(v *forest.SeatView, d *forest.Data, a forest.Action) string {
	label := ""
	switch a.Kind {
	case forest.ActRollEnemy:
		label = "The Enemy rolls"
	case forest.ActDefend:
		label = "Defend: " + a.Nature.Title()
	case forest.ActCommit:
		label = "Commit " + v.AllyAbility(d, 2).Name
	case forest.ActRollEnemyDefence:
		label = "Enemy defends"
	case forest.ActRerollEnemyType:
		label = "Reroll its type"
	case forest.ActUseForest:
		ab, _ := d.Ability(a.Ability)
		label = ab.Name + " +" + itoa(heldLevel(v, a.Ability))
	case forest.ActUseAlly:
		ab := v.AllyAbility(d, a.Roll)
		label = ab.Name
		switch {
		case a.Roll == 3:
			label += " (die " + itoa(a.Die+1) + ")"
		case ab.Effect == forest.EffEnemyReroll:
			label += ": Enemy rerolls"
		}
	case forest.ActResolve:
		return "Compare the scores"
	default:
		return a.String()
	}
	if o, ok := v.OddsIf(d, a); ok && o.Total > 0 {
		label += " · " + itoa(o.Percent()) + "%"
	}
	return label
}

// heldLevel is the level of the Forest Ability id the Forest holds, 0 if
// none.
func heldLevel(v *forest.SeatView, id string) int {
	for _, h := range v.Abilities {
		if h.ID == id {
			return h.Level
		}
	}
	return 0
}
