package forest

import "fmt"

// GrowOption is one of the Grow phase's purchases as a screen lists it:
// the action, its cost, and why it cannot be bought now ("" when Legal
// offers it). It lets a screen show every option with its requirements and
// explain the disabled ones without deciding any rule itself.
type GrowOption struct {
	Action Action `json:"action"`
	Label  string `json:"label"`
	Cost   int    `json:"cost"`
	Why    string `json:"why,omitempty"`
}

// GrowOptions lists the Grow phase's purchases in a fixed order: raise each
// Nature Value, raise the Ally, raise each held Forest Ability, gain each
// Forest Ability of a type not yet held. Burst Forth and ending the Year
// are not listed (Burst Forth is chosen on the map). Why is filled from
// the same requirements Legal checks (seed ch. 4 Phase 4; RULES.md
// T26–T28), and an option is enabled exactly when Legal lists its action.
func (s *State) GrowOptions() []GrowOption {
	var out []GrowOption
	legal := Legal(s)
	add := func(a Action, label string, cost int, why string) {
		if why == "" && !has(legal, a) {
			why = "not now"
		}
		if has(legal, a) {
			why = ""
		}
		out = append(out, GrowOption{Action: a, Label: label, Cost: cost, Why: why})
	}
	gp := func(cost int) string {
		if s.Phase != PhaseGrow {
			return "only in the Grow phase"
		}
		if s.GP < cost {
			return fmt.Sprintf("needs %d GP", cost)
		}
		return ""
	}
	for n := range NumNatures {
		why := gp(CostValue)
		if s.Forest[n] >= 12 {
			why = n.Title() + " is at 12"
		}
		add(RaiseValue(n), fmt.Sprintf("%s %d → %d", n.Title(), s.Forest[n], min(12, s.Forest[n]+1)), CostValue, why)
	}
	if s.Ally >= 0 {
		why := gp(CostAlly)
		label := "Ally at level 3"
		if s.AllyLevel >= 3 {
			why = "the Ally is at level 3"
		} else {
			label = fmt.Sprintf("Ally level %d: %s", s.AllyLevel+1, s.AllyAbility(s.AllyLevel+1).Name)
		}
		add(RaiseAlly(), label, CostAlly, why)
	}
	for _, h := range s.Abilities {
		a, _ := s.data.Ability(h.ID)
		why := gp(CostAbility)
		label := fmt.Sprintf("%s level %d", a.Name, min(3, h.Level+1))
		switch {
		case h.Level >= 3:
			why = a.Name + " is at level 3"
		case s.Forest[a.Type] < levelNeeds(h.Level+1):
			why = fmt.Sprintf("needs %s %d+", a.Type.Title(), levelNeeds(h.Level+1))
		}
		add(RaiseAbility(h.ID), label, CostAbility, why)
	}
	for _, a := range s.data.Abilities {
		if s.HeldOf(a.Type) != nil {
			continue
		}
		why := gp(CostNewAbility)
		if s.Forest[a.Type] < levelNeeds(1) {
			why = fmt.Sprintf("needs %s 5+", a.Type.Title())
		}
		add(NewAbility(a.ID), "New: "+a.Name+" ("+a.Type.Title()+")", CostNewAbility, why)
	}
	return out
}
