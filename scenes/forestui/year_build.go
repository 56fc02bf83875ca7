package forestui

import (
	"image"

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
	y.foc.Add(button{Rect: image.Rect(mapArea.Max.X-52, mapArea.Min.Y+10, mapArea.Max.X-12, mapArea.Min.Y+46), Label: "+", Kind: ui.Control, ID: idZoom, Enabled: true})
	y.foc.Add(button{Rect: image.Rect(mapArea.Max.X-52, mapArea.Min.Y+52, mapArea.Max.X-12, mapArea.Min.Y+88), Label: "−", Kind: ui.Control, ID: idUnzoom, Enabled: true})
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
// type), the Burst Forth hexes on the map and End Year.
func (y *yearScene) buildGrow(legal []forest.Action, cell func(forest.Action)) {
	v, d := y.p.sess.View(), y.p.sess.Data
	y.growOpts = v.GrowOptions(d)
	x0 := panelArea.Min.X + 16
	vals, held, row := 0, 0, 0
	var newRow [forest.NumNatures]int
	for i := range newRow {
		newRow[i] = -1
	}
	nextRow := 4
	for _, o := range y.growOpts {
		label := o.Label + " · " + itoa(o.Cost) + " GP"
		if o.Why != "" {
			label = o.Label + " — " + o.Why
		}
		var r image.Rectangle
		small := false
		switch o.Action.Kind {
		case forest.ActRaiseValue:
			c, rr := vals%2, vals/2
			r = image.Rect(x0+c*208, 168+rr*42, x0+c*208+200, 168+rr*42+36)
			vals++
			small = o.Why != ""
		case forest.ActRaiseAlly:
			r = image.Rect(x0, 168+2*42, x0+408, 168+2*42+36)
		case forest.ActRaiseAbility:
			row = 3 + held
			r = image.Rect(x0, 168+row*42, x0+408, 168+row*42+36)
			held++
			nextRow = max(nextRow, row+1)
		case forest.ActNewAbility:
			ab, _ := d.Ability(o.Action.Ability)
			if newRow[ab.Type] < 0 {
				newRow[ab.Type] = -2 // assigned below, after held rows are known
			}
			label = ab.Name
			small = true
			r = image.Rect(0, 0, 0, 0)
		}
		y.foc.Add(button{Rect: r, Label: label, Kind: ui.Action, Act: o.Action, Enabled: o.Why == "", Small: small})
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
		rr := rowOf[ab.Type]
		c := seen[ab.Type]
		seen[ab.Type]++
		x := x0 + 52 + c*120
		b.Rect = image.Rect(x, 168+rr*42, x+116, 168+rr*42+36)
		if c == 0 {
			y.newRows = append(y.newRows, newRowLabel{y: 168 + rr*42, label: ab.Type.Title()})
		}
	}
	for _, a := range legal {
		if a.Kind == forest.ActBurstForth {
			cell(a)
		}
	}
	y.foc.Add(button{Rect: image.Rect(panelArea.Max.X-216, 640, panelArea.Max.X-16, 688), Label: "End Year " + itoa(v.Year), Kind: ui.Action, Act: forest.EndYear(), Enabled: true})
}

// newRowLabel heads a row of new-ability buttons with its Nature Type.
type newRowLabel struct {
	y     int
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
