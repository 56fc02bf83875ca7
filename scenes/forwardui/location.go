package forwardui

import (
	"image"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
)

// paused opens the pause menu when the player asks for it, with Pause,
// Back or a click on the Pause button, and reports it.
func (p *play) paused(ctx *scenes.Context) bool {
	if ctx.Input.Just(input.Pause) || ctx.Input.Just(input.Back) || p.g.pause.Clicked(ctx) {
		p.sess.Checkpoint() // the clock stops here: keep what it counted
		ctx.Stack.Push(newPause(p))
		return true
	}
	return false
}

// flipAnim is the card turning over on a space.
type flipAnim struct {
	cell int
	card forward.CardID
}

// locationScene is the location being explored: the layout, the path
// walked, the HUD, and the Terror and discard dialogs.
type locationScene struct {
	p        *play
	f        focusList
	hud      hud
	builtAt  int
	builtFor int
	at       int
	cells    [9]image.Rectangle
	cellBtn  [9]int
	cw, ch   int
	flip     flipAnim
	ban      banner
	dealt    uint16
	dealing  bool
	last     forward.CardID // the card shown in the preview
	duelOpen bool
	tick     int
	still    layer
	onEv     func(forward.Event)
	ctx      *scenes.Context
	shown    screenShown // what Draw last showed, for Still and Retouch
	// tab is, upright, what the board shows: the Map or the Pack.
	tab int
	// fitted is the screen size the location was laid out for.
	fitted image.Point
	// zoom is the card shown large over the board (a tap on the preview),
	// NoCard when none is.
	zoom forward.CardID
}

func newLocation(p *play) *locationScene {
	s := &locationScene{p: p, builtAt: -1, at: -1, last: forward.NoCard, zoom: forward.NoCard}
	s.onEv = s.onEvent
	s.hud.shownHP = float64(p.sess.View().HP)
	return s
}

// Name is "forward-location".
func (s *locationScene) Name() string { return "forward-location" }

// Session is the run this screen shows.
func (s *locationScene) Session() *Session { return s.p.sess }

// Enter runs when the screen comes to the top: a run begun or continued,
// or back from the duel or the pause menu. The controls are laid out at
// once, so that the focus shows while the screen fades in (issue 27: after
// Continue no card was focused until the first key).
func (s *locationScene) Enter(ctx *scenes.Context) {
	s.fit(ctx)
	s.duelOpen, s.builtAt = false, -1
	if !s.p.sess.Anim.Busy() {
		s.rebuild()
	}
}

// Ready reports the screen waiting for the player.
func (s *locationScene) Ready() bool {
	ph := s.p.sess.View().Phase
	return !s.p.sess.Anim.Busy() && !s.duelOpen && (ph == forward.PhaseStart || ph == forward.PhaseMap ||
		ph == forward.PhaseTerror || ph == forward.PhaseDiscard)
}

// Plan is the next input that brings the player to taking a.
func (s *locationScene) Plan(a forward.Action) (input.Action, bool) {
	s.rebuild()
	return s.f.Plan(s.f.Find(a))
}

// startsDuel marks the events the duel screen shows: the fight beginning
// and the Dragon's arrival.
func startsDuel(e forward.Event) bool {
	return e.Kind == forward.EvFightStarted || e.Kind == forward.EvDragonHP
}

// Update animates pending events, then turns the player's input into one
// legal action.
func (s *locationScene) Update(ctx *scenes.Context) error {
	sess := s.p.sess
	s.ctx = ctx
	s.fit(ctx)
	sess.askRace(ctx, s.p.h.Boards)
	fac, goOn := s.p.advance(ctx, false, &s.hud, s.onEv, startsDuel, func() { s.flip.cell, s.dealing = 0, false })
	if !goOn {
		return nil
	}
	s.tick++
	v := sess.View()
	s.hud.step(&v, fac, false)
	if _, ok := sess.Anim.Waiting(); ok || !sess.Anim.Busy() && v.Phase == forward.PhaseFight {
		if !s.duelOpen {
			s.duelOpen = true
			ctx.Stack.Push(newDuel(s.p))
		}
		return nil
	}
	if sess.Anim.Busy() {
		return nil
	}
	s.flip.cell, s.dealing = 0, false
	if sess.Over() {
		s.p.toSummary(ctx)
		return nil
	}
	if s.zoomed(ctx) {
		return nil
	}
	if s.p.paused(ctx) {
		return nil
	}
	s.pickTab(ctx)
	s.rebuild()
	s.zoneKeys(ctx)
	if i := s.f.Update(ctx); i >= 0 {
		s.p.act(ctx, s.f.Btns[i].Act)
	}
	return nil
}

// zoneKeys jumps the focus between the layout and the HUD's slot
// controls: NextPage to the first Use or Give, PrevPage back to a card.
func (s *locationScene) zoneKeys(ctx *scenes.Context) {
	in := ctx.Input
	if !in.Just(input.NextPage) && !in.Just(input.PrevPage) {
		return
	}
	slots := in.Just(input.NextPage)
	if slots {
		s.showTab(tabPack)
	} else {
		s.showTab(tabMap)
	}
	s.rebuild()
	for i := range s.f.Btns {
		b := &s.f.Btns[i]
		k := b.Act.Kind
		if b.Enabled && b.Kind != ui.Control && (slots && (k == forward.ActUse || k == forward.ActGive) || !slots && b.Kind == ui.Cell) {
			s.f.Focus = i
			return
		}
	}
}

// onEvent starts the motion for an event as it begins.
func (s *locationScene) onEvent(e forward.Event) {
	s.hud.event(e, &s.p.g)
	s.p.sound(s.ctx, e)
	switch e.Kind {
	case forward.EvLocationEntered:
		s.dealt, s.dealing = 0, true
		s.last = forward.NoCard // the preview starts empty at a new place
	case forward.EvDealt:
		s.dealt |= 1 << (e.Cell - 1)
	case forward.EvFlipped:
		s.flip = flipAnim{cell: int(e.Cell), card: e.Card}
		s.last = e.Card
	case forward.EvReplacement:
		s.dealt |= 1 << (e.Cell - 1)
	}
	if Duration(e) >= 14 && e.Kind != forward.EvFlipped && e.Kind != forward.EvDieRolled {
		s.ban = banner{text: describe(s.p.sess.Data, e), kind: e.Kind}
		switch e.Kind {
		case forward.EvPitRolled, forward.EvItemStolen, forward.EvMists, forward.EvRotRolled, forward.EvShieldRoll:
			s.ban.die, s.ban.target = e.Value, int(e.Target)
		}
	}
}

// layout places the current location's spaces on the grid.
func (s *locationScene) layout() {
	v := s.p.sess.View()
	if s.at == v.At {
		return
	}
	s.at = v.At
	l := v.Place(s.p.sess.Data)
	if l == nil {
		return
	}
	rows, cols := l.Layout.Rows, l.Layout.Cols
	const gap = 10
	ch := min(168, (s.p.g.grid.Dy()-(rows-1)*gap)/rows)
	cw := ch * 5 / 7
	if w := (s.p.g.grid.Dx() - (cols-1)*gap) / cols; cw > w {
		cw, ch = w, w*7/5
	}
	s.cw, s.ch = cw, ch
	totalW, totalH := cols*cw+(cols-1)*gap, rows*ch+(rows-1)*gap
	x0 := s.p.g.grid.Min.X + (s.p.g.grid.Dx()-totalW)/2
	y0 := s.p.g.grid.Min.Y + (s.p.g.grid.Dy()-totalH)/2
	for i, pos := range l.Layout.Cells {
		x, y := x0+pos.Col*(cw+gap), y0+pos.Row*(ch+gap)
		s.cells[i] = image.Rect(x, y, x+cw, y+ch)
	}
}

// rebuild lists the controls the rules allow now, once per action.
func (s *locationScene) rebuild() {
	v := s.p.sess.View()
	s.layout()
	if s.builtAt == v.Steps && s.builtFor == int(v.Phase)+s.tab<<8 {
		return
	}
	keep := -1
	if s.f.Focus < len(s.f.Btns) {
		keep = s.f.Focus
	}
	s.builtAt, s.builtFor = v.Steps, int(v.Phase)+s.tab<<8
	s.f.Reset()
	for i := range s.cellBtn {
		s.cellBtn[i] = -1
	}
	switch v.Phase {
	case forward.PhaseTerror:
		s.addDialogButtons([]forward.Action{forward.TakeTerror(), forward.BuryTerror()})
		s.f.Settle(0)
		return
	case forward.PhaseDiscard:
		s.addDialogButtons(s.p.sess.Legal())
		s.f.Settle(0)
		return
	case forward.PhaseStart, forward.PhaseMap:
	default:
		return
	}
	if s.tab == tabPack {
		s.p.addSlotButtons(&s.f)
		s.f.Settle(0)
		return
	}
	first := -1
	for i := range v.Cells {
		c := &v.Cells[i]
		if c.Card == forward.NoCard || !c.Down {
			continue
		}
		act := forward.Flip(i + 1)
		if v.Phase == forward.PhaseStart {
			act = forward.Start(i + 1)
		}
		ok := c.Eligible
		s.cellBtn[i] = s.f.Add(button{Rect: s.cells[i], Kind: ui.Cell, Act: act, Enabled: ok})
		if ok && first < 0 {
			first = s.cellBtn[i]
		}
	}
	leave := forward.Leave()
	s.f.Add(button{Rect: s.p.g.leave, Label: "Leave location", Kind: ui.Action, Act: leave, Enabled: s.p.sess.IsLegal(leave)})
	if !s.p.g.upright {
		s.p.addSlotButtons(&s.f)
	}
	if keep >= 0 && keep < len(s.f.Btns) && s.f.Btns[keep].Enabled && s.f.Btns[keep].Kind == ui.Cell {
		first = keep
	}
	s.f.Settle(first)
}

// addDialogButtons stacks one button per choice in the dialog.
func (s *locationScene) addDialogButtons(acts []forward.Action) {
	d, g := s.p.sess.Data, &s.p.g
	h, step, pad := 46, 58, 24
	if g.upright {
		h, step, pad = 64, 72, 16
	}
	y := g.dialog.Max.Y - pad - len(acts)*step
	for _, a := range acts {
		label := ""
		switch a.Kind {
		case forward.ActTakeTerror:
			label = "Take the loss: -" + itoa(d.Card(s.p.sess.View().Pending).Stats.Lose) + " HP, +1 XP"
		case forward.ActBuryTerror:
			label = "Bury it: no XP, Dragon +1 HP"
		case forward.ActDiscard:
			label = "Discard " + d.Card(a.Card).Name
			if st := &d.Card(a.Card).Stats; st.Dragonbane || st.GiftPrincess || st.GiftSage {
				label += " (needed for the Dragon)"
			}
		default:
			continue
		}
		r := image.Rect(g.dialog.Min.X+pad, y, g.dialog.Max.X-pad, y+h)
		s.f.Add(button{Rect: r, Label: label, Kind: ui.Action, Act: a, Enabled: true})
		y += step
	}
}

// focusedCard is the card the preview shows: a face-up card under the
// focus, else the last one revealed.
func (s *locationScene) focusedCard() forward.CardID {
	v := s.p.sess.View()
	if v.Phase == forward.PhaseTerror || v.Phase == forward.PhaseDiscard {
		return v.Pending
	}
	if f := s.f.Focus; f < len(s.f.Btns) && s.f.Btns[f].Enabled {
		if k := s.f.Btns[f].Act.Kind; k == forward.ActUse || k == forward.ActGive {
			return s.f.Btns[f].Act.Card
		}
	}
	if s.last == forward.NoCard {
		return s.p.sess.LastRevealed()
	}
	return s.last
}
