package forwardui

import "deepwood/rules/forward"

// HUDValues is what the HUD shows, as plain values, so the browser test
// hook and window tests can check the screen against the rules without
// reading pixels. Only tests read it, so its JSON names are the Go names
// and fields that the HUD shows side by side share a line.
type HUDValues struct {
	Seed, Phase, Location string
	Position              int // 1–9 in the run; 10 at the Dragon

	// The hero's numbers, as the HUD's top line shows them.
	HP, MaxHP, XP, ATK, DEF int

	// What the hero carries, by card name, and who walks along ("absent",
	// "joined", "active" or "sacrificed" for the Princess and the Sage).
	Items, Equipment, Snares, Blessings []string
	Princess, Sage                      string

	// The location as it stands: the spaces a flip may take, the foe's HP
	// in a duel and why the run can no longer be won (or "").
	DeckLeft, DragonHP, FoeHP int
	CanLeave                  bool
	Eligible                  []int
	Warning                   string

	// How far the run is: actions taken and the game clock.
	Steps int
	Ticks int64
}

var bondNames = [...]string{"absent", "joined", "active", "sacrificed"}

// HUD reads the values the HUD shows from the runner's view, as the HUD
// does, so a test of them holds the screen to what the runner may see.
func (s *Session) HUD() HUDValues {
	v := s.View()
	h := HUDValues{
		Seed: s.SeedCode(), Phase: v.Phase.String(), Position: v.At + 1,
		HP: v.HP, MaxHP: v.MaxHP, XP: len(v.XP), ATK: v.Stats.ATK, DEF: v.Stats.DEF,
		Items: s.names(v.Items), Equipment: s.names(v.Equipment),
		Princess: bondNames[v.Princess.Bond], Sage: bondNames[v.Sage.Bond],
		Snares: s.names(v.Snares), Blessings: s.names(v.Blessings),
		DeckLeft: v.DeckLeft, DragonHP: v.DragonNow, CanLeave: v.CanLeave,
		Eligible: v.Eligible(), Steps: v.Steps, Ticks: s.Ticks(),
	}
	if l := v.Place(s.Data); l != nil {
		h.Location = l.Name
	} else {
		h.Location = "Dragon of Chaos"
	}
	if v.Fight.Active {
		h.FoeHP = v.Fight.Foe.HP
	}
	if why := s.DoomReason(); why != forward.CauseNone {
		h.Warning = why.String()
	}
	return h
}

func (s *Session) names(ids []forward.CardID) []string {
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		out = append(out, s.Data.Cards[id].Name)
	}
	return out
}
