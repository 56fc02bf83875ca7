package forwardui

import (
	"image"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// side is one side's last roll and the damage it took, for the duel's
// display.
type side struct {
	line   string // the round's arithmetic for the damage this side deals
	note   string // why the face differs from the die
	face   int
	raw    int
	result forward.Result
	forced bool
	chill  bool
	dmg    forward.Damage
	hasDmg bool
	rolled bool
}

// duelScene is a fight: the foe's card and HP, both dice, the results and
// the arithmetic of the damage, and the items usable before each roll.
type duelScene struct {
	p       *play
	f       focusList
	hud     hud
	builtAt int
	you     side
	foe     side
	ban     banner
	tick    int
	salt    int
	done    bool
	// fitted is the screen size the duel was laid out for.
	fitted image.Point
	still  layer
	onEv   func(forward.Event)
	foeHP  float64 // the foe's HP as the bar shows it, easing after the dice land
	hpKey  [2]int
	hpStr  string
	ctx    *scenes.Context
	air    bool        // the dice were tumbling last tick
	shown  screenShown // what Draw last showed, for Still and Retouch
}

func newDuel(p *play) *duelScene {
	s := &duelScene{p: p, builtAt: -1, foeHP: -1}
	s.onEv = s.onEvent
	s.hud.shownHP = float64(p.sess.View().HP)
	return s
}

// Name is "forward-duel".
func (s *duelScene) Name() string { return "forward-duel" }

// Session is the run this screen shows.
func (s *duelScene) Session() *Session { return s.p.sess }

// Ready reports the duel waiting for the player's roll or item.
func (s *duelScene) Ready() bool {
	return !s.p.sess.Anim.Busy() && s.p.sess.View().Phase == forward.PhaseFight && !s.done
}

// Plan is the next input that brings the player to taking a.
func (s *duelScene) Plan(a forward.Action) (input.Action, bool) {
	s.rebuild()
	return s.f.Plan(s.f.Find(a))
}

// endsDuel marks the events that belong to the map again.
func endsDuel(e forward.Event) bool {
	switch e.Kind {
	case forward.EvRotRolled, forward.EvReplacement, forward.EvLocationEntered, forward.EvTurnStarted,
		forward.EvFlipped, forward.EvLocationLeft:
		return true
	}
	return false
}

// Update animates the round, then offers the roll and the items.
func (s *duelScene) Update(ctx *scenes.Context) error {
	sess := s.p.sess
	s.ctx = ctx
	s.fit(ctx)
	fac, goOn := s.p.advance(ctx, true, &s.hud, s.onEv, endsDuel, func() { s.foeHP = -1 })
	if !goOn {
		return nil
	}
	s.tick++
	air := s.tumbling()
	if s.air && !air {
		landed(ctx, s.you.result)
	}
	s.air = air
	v := sess.View()
	s.hud.step(&v, fac, s.air)
	s.easeFoe(fac)
	if _, waiting := sess.Anim.Waiting(); sess.Anim.Busy() && !waiting {
		return nil
	}
	if sess.Over() {
		if !sess.Anim.Busy() && !s.done {
			s.done = true
			s.p.toSummary(ctx)
		}
		return nil
	}
	if v.Phase != forward.PhaseFight {
		if !s.done {
			s.done = true
			ctx.Stack.Pop()
		}
		return nil
	}
	if s.p.paused(ctx) {
		return nil
	}
	s.rebuild()
	if i := s.f.Update(ctx); i >= 0 {
		s.p.act(ctx, s.f.Btns[i].Act)
	}
	return nil
}

// onEvent records the round as its events begin.
func (s *duelScene) onEvent(e forward.Event) {
	s.hud.event(e, &s.p.g)
	s.p.sound(s.ctx, e)
	switch e.Kind {
	case forward.EvFightStarted:
		s.you, s.foe = side{}, side{}
	case forward.EvDieRolled:
		sd := &s.you
		if e.Who == forward.WhoFoe {
			sd = &s.foe
		} else {
			s.you.hasDmg, s.foe.hasDmg = false, false
			s.salt++
		}
		sd.face, sd.raw, sd.result, sd.forced, sd.chill, sd.rolled = e.Value, int(e.Raw), e.Result, e.Flag, e.Chill, true
		sd.note = ""
		switch {
		case sd.forced:
			sd.note = "snared: counts as a Miss"
		case sd.chill:
			sd.note = "Chill to the Bone: -1"
		case sd.face != sd.raw:
			sd.note = "counts as " + itoa(sd.face)
		}
		if e.Who == forward.WhoFoe {
			s.you.line = "You deal nothing (" + resultWord(s.you.result) + ")"
			s.foe.line = "You take nothing (" + resultWord(s.foe.result) + ")"
		}
	case forward.EvDamage:
		sd := &s.you
		if e.Who == forward.WhoFoe {
			sd = &s.foe
		}
		sd.dmg, sd.hasDmg = e.Damage, true
		if e.Who == forward.WhoFoe {
			s.you.line = dmgText("You deal", e.Damage, s.you.result)
		} else {
			s.foe.line = dmgText("You take", e.Damage, s.foe.result)
		}
	case forward.EvHP:
		if e.Who == forward.WhoFoe && e.Value != e.From {
			s.hud.pop(itoa(e.Value-e.From), float64(s.p.g.foeCard.Max.X-40), float64(s.p.g.foeCard.Min.Y+40), sprites.ColBad)
		}
	}
	if Duration(e) >= 14 && e.Kind != forward.EvDieRolled && e.Kind != forward.EvDamage {
		s.ban = banner{text: describe(s.p.sess.Data, e), kind: e.Kind}
		if e.Kind == forward.EvShieldRoll {
			s.ban.die = e.Value
		}
	}
}

// easeFoe moves the foe's shown HP to the true value once the dice land.
func (s *duelScene) easeFoe(factor float64) {
	target := float64(s.p.sess.View().Fight.Foe.HP)
	switch {
	case s.foeHP < 0 || factor <= 0:
		s.foeHP = target
	case s.tumbling():
	default:
		s.foeHP += (target - s.foeHP) * min(1, 0.15*factor)
		if d := target - s.foeHP; d*d < 0.0004 {
			s.foeHP = target
		}
	}
}

// fit lays the duel's controls out again when the screen's shape has
// changed (a phone turned).
func (s *duelScene) fit(ctx *scenes.Context) {
	if s.p.place(ctx, &s.fitted) {
		s.builtAt = -1
	}
}

// rebuild lists the roll and the usable items, once per action.
func (s *duelScene) rebuild() {
	steps := s.p.sess.View().Steps
	if s.builtAt == steps {
		return
	}
	s.builtAt = steps
	keep := s.f.Focus
	s.f.Reset()
	s.f.Add(button{Rect: s.p.g.roll, Label: "Roll the die", Kind: ui.Action, Act: forward.Roll(), Enabled: s.p.sess.IsLegal(forward.Roll())})
	var uses []forward.Action
	for _, a := range s.p.sess.Legal() {
		if a.Kind == forward.ActUse && len(uses) < 2 {
			uses = append(uses, a)
		}
	}
	g := &s.p.g
	x, w := g.roll.Max.X+16, 224
	if g.upright && len(uses) > 0 {
		// Upright the uses share the rest of the row.
		x = g.roll.Max.X + 12
		w = (g.arena.Max.X - 12 - x - 12*(len(uses)-1)) / len(uses)
	}
	for _, a := range uses {
		r := image.Rect(x, g.roll.Min.Y, x+w, g.roll.Max.Y)
		s.f.Add(button{Rect: r, Label: "Use " + s.p.sess.Card(a.Card).Name, Kind: ui.Action, Act: a, Enabled: true})
		x += w + 12
	}
	if keep >= len(s.f.Btns) {
		keep = 0
	}
	s.f.Settle(keep)
}
