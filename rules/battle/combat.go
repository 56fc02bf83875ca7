package battle

import (
	"slices"

	"deepwood/rules/hex"
)

// PromptKind is a decision the combat phase waits for.
type PromptKind int8

// The mid-combat decisions.
const (
	PromptPushFrom PromptKind = iota // the many choose whom the lone loser moves back from
	PromptPushBack                   // the loser's side picks the hex it moves back to
	PromptStep                       // light infantry may step 1 space (note 2)
)

// Prompt is one pending mid-combat decision of Side about Unit.
type Prompt struct {
	Kind    PromptKind `json:"kind"`
	Side    Side       `json:"side"`
	Unit    int        `json:"unit"`
	From    hex.Axial  `json:"from"`              // push-back: the hex to move away from
	Losses  int        `json:"losses"`            // push-back: losses, doubled if it cannot move
	Choices []int      `json:"choices,omitempty"` // push-from: the units of the many
}

// Combat is the combat phase in progress: contact groups awaiting the
// proactive side's clustering, the chosen clusters, bowmen still to shoot,
// the next cluster to resolve and pending decisions.
type Combat struct {
	Pending   [][][]Cluster `json:"pending,omitempty"` // options per group still to choose
	Clusters  []Cluster     `json:"clusters"`
	Announced bool          `json:"announced"`
	Shooters  []int         `json:"shooters,omitempty"`
	Next      int           `json:"next"`
	Prompts   []Prompt      `json:"prompts,omitempty"`
}

func (c *Combat) clone() *Combat {
	d := *c
	d.Pending = slices.Clone(c.Pending)
	d.Clusters = slices.Clone(c.Clusters)
	d.Shooters = slices.Clone(c.Shooters)
	d.Prompts = slices.Clone(c.Prompts)
	return &d
}

// startCombat builds the contact groups and their clusterings and lists the
// bowmen that may shoot: unengaged and moved at most 1 space (note 6).
func (s *State) startCombat(ev *[]Event) {
	s.Phase = PhaseCombat
	c := &Combat{}
	for _, g := range s.ContactGroups() {
		opts := s.Clusterings(g)
		if len(opts) == 1 {
			c.Clusters = append(c.Clusters, opts[0]...)
		} else if len(opts) > 1 {
			c.Pending = append(c.Pending, opts)
		}
	}
	for _, side := range [2]Side{s.Proactive, s.Proactive.Other()} {
		for _, id := range s.OnField(side) {
			u := &s.Units[id]
			if u.Troop == Bowmen && u.Spaces <= 1 && !s.Engaged(id) {
				c.Shooters = append(c.Shooters, id)
			}
		}
	}
	s.Combat = c
	s.advance(ev)
}

// advance runs the combat phase until a side must decide or the round ends.
func (s *State) advance(ev *[]Event) {
	c := s.Combat
	for s.Phase == PhaseCombat {
		if len(c.Prompts) > 0 {
			if s.autoPrompt(ev) {
				continue
			}
			s.Turn = c.Prompts[0].Side
			return
		}
		if len(c.Pending) > 0 {
			s.Turn = s.Proactive
			return
		}
		if !c.Announced {
			c.Announced = true
			*ev = append(*ev, Event{Kind: EvClusters, Side: s.Proactive, Clusters: slices.Clone(c.Clusters)})
			continue
		}
		if len(c.Shooters) > 0 {
			id := c.Shooters[0]
			if !s.Units[id].OnField() || len(s.Targets(id)) == 0 {
				c.Shooters = c.Shooters[1:]
				continue
			}
			s.Turn = s.Units[id].Side
			return
		}
		if c.Next < len(c.Clusters) {
			c.Next++
			s.resolve(c.Clusters[c.Next-1], ev)
			continue
		}
		s.endRound(ev)
	}
}

// autoPrompt settles the first prompt when it offers no real choice and
// reports whether it did.
func (s *State) autoPrompt(ev *[]Event) bool {
	c := s.Combat
	p := &c.Prompts[0]
	u := &s.Units[p.Unit]
	switch p.Kind {
	case PromptPushFrom:
		var alive []int
		for _, id := range p.Choices {
			if s.Units[id].OnField() {
				alive = append(alive, id)
			}
		}
		p.Choices = alive
		if !u.OnField() || len(alive) == 0 {
			c.Prompts = c.Prompts[1:]
			return true
		}
		if len(alive) == 1 {
			s.pushFrom(alive[0])
			return true
		}
	case PromptPushBack:
		if !u.OnField() {
			c.Prompts = c.Prompts[1:]
			return true
		}
		opts := s.PushOptions(p.Unit, p.From)
		switch len(opts) {
		case 0:
			n := p.Losses
			c.Prompts = c.Prompts[1:]
			s.applyLosses(p.Unit, 2*n, true, ev)
			return true
		case 1:
			s.pushBack(opts[0], ev)
			return true
		}
	case PromptStep:
		if !u.OnField() || len(s.StepOptions(p.Unit)) == 0 {
			c.Prompts = c.Prompts[1:]
			return true
		}
	}
	return false
}

// pushFrom turns the lone loser's push-from prompt into its push-back.
func (s *State) pushFrom(from int) {
	p := &s.Combat.Prompts[0]
	lone := p.Unit
	*p = Prompt{Kind: PromptPushBack, Side: s.Units[lone].Side, Unit: lone, From: s.Units[from].Hex, Losses: s.LossUnit}
}

// pushBack takes the loser's losses and moves it to h.
func (s *State) pushBack(h hex.Axial, ev *[]Event) {
	c := s.Combat
	p := c.Prompts[0]
	c.Prompts = c.Prompts[1:]
	s.applyLosses(p.Unit, p.Losses, false, ev)
	u := &s.Units[p.Unit]
	if !u.OnField() {
		return
	}
	from := u.Hex
	u.Hex = h
	s.Seq++
	u.Seq = s.Seq
	*ev = append(*ev, Event{Kind: EvPushed, Side: u.Side, Unit: p.Unit, From: from, To: h})
}

// PushOptions lists the hexes a loser may move back to: adjacent, on the
// field, passable, not across a hard barrier, empty, and farther from the
// winner's hex (5.04, RULES M22).
func (s *State) PushOptions(id int, from hex.Axial) []hex.Axial {
	u := &s.Units[id]
	var out []hex.Axial
	for _, n := range u.Hex.Neighbors() {
		if s.Field.CanCross(u.Hex, n) && s.UnitAt(n) < 0 && hex.Distance(n, from) > hex.Distance(u.Hex, from) {
			out = append(out, n)
		}
	}
	return out
}

// StepOptions lists light infantry's step after melee (note 2): one space
// into an empty hex it may enter, when it is in closed terrain, steps into
// closed terrain or crosses a soft barrier.
func (s *State) StepOptions(id int) []hex.Axial {
	u := &s.Units[id]
	if u.Troop != LightInfantry || !u.OnField() {
		return nil
	}
	f := s.Field
	var out []hex.Axial
	for _, n := range u.Hex.Neighbors() {
		if !f.CanCross(u.Hex, n) || s.UnitAt(n) >= 0 {
			continue
		}
		if f.Terrain(u.Hex) == Closed || f.Terrain(n) == Closed || f.SoftAcross(u.Hex, n) || f.SoftAcross(n, u.Hex) {
			out = append(out, n)
		}
	}
	return out
}

// applyLosses adds losses to a unit, capped at its size; a unit whose losses
// reach its size is lost with all its troops (5.04).
func (s *State) applyLosses(id, n int, doubled bool, ev *[]Event) {
	u := &s.Units[id]
	n = min(n, u.Present())
	u.Losses += n
	*ev = append(*ev, Event{Kind: EvLosses, Side: u.Side, Unit: id, Amount: n, Doubled: doubled})
	if u.Losses >= u.Size {
		u.Lost = true
		*ev = append(*ev, Event{Kind: EvUnitLost, Side: u.Side, Unit: id, Amount: u.Size})
		s.checkAnnihilation(ev)
	}
}
