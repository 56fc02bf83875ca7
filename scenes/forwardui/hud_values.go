package forwardui

import "deepwood/rules/forward"

// HUDValues is what the HUD shows, as plain values with JSON names, so the
// browser test hook and window tests can check the screen against the
// rules without reading pixels.
type HUDValues struct {
	Seed     string `json:"seed"`
	Phase    string `json:"phase"`
	Location string `json:"location"`
	Position int    `json:"position"` // 1–9 in the run; 10 at the Dragon

	// The hero's numbers, as the HUD's top line shows them.
	HP    int `json:"hp"`
	MaxHP int `json:"max_hp"`
	XP    int `json:"xp"`
	ATK   int `json:"atk"`
	DEF   int `json:"def"`

	// What the hero carries and who walks along, by card name ("absent",
	// "joined", "active" or "sacrificed" for the Princess and the Sage).
	Items     []string `json:"items"`
	Equipment []string `json:"equipment"`
	Princess  string   `json:"princess"`
	Sage      string   `json:"sage"`
	Snares    []string `json:"snares"`
	Blessings []string `json:"blessings"`

	// The location as it stands.
	DeckLeft int    `json:"deck_left"`
	DragonHP int    `json:"dragon_hp"`
	CanLeave bool   `json:"can_leave"`
	Eligible []int  `json:"eligible"`          // the spaces a flip may take
	FoeHP    int    `json:"foe_hp,omitempty"`  // the foe in a duel
	Warning  string `json:"warning,omitempty"` // why the run can no longer be won

	// How far the run is: actions taken and the game clock.
	Steps int   `json:"steps"`
	Ticks int64 `json:"ticks"`
}

var bondNames = [...]string{"absent", "joined", "active", "sacrificed"}

// HUD reads the values the HUD shows from the rules state.
func (s *Session) HUD() HUDValues {
	st := s.State
	p := st.Stats()
	h := HUDValues{
		Seed: st.Seed.Code(), Phase: st.Phase.String(), Position: st.At + 1,
		HP: st.HP, MaxHP: st.MaxHP(), XP: len(st.XP), ATK: p.ATK, DEF: p.DEF,
		Items: s.names(st.Items), Equipment: s.names(st.Equipment),
		Princess: bondNames[st.Princess.Bond], Sage: bondNames[st.Sage.Bond],
		Snares: s.names(st.Snares), Blessings: s.names(st.Blessings),
		DeckLeft: st.DeckLeft(), DragonHP: st.DragonNow(), CanLeave: st.CanLeave(),
		Eligible: st.Eligible(), Steps: st.Steps, Ticks: s.ticks,
	}
	if l := st.Location(); l != nil {
		h.Location = l.Name
	} else {
		h.Location = "Dragon of Chaos"
	}
	if st.Fight.Active {
		h.FoeHP = st.Fight.Foe.HP
	}
	if why := st.DoomReason(); why != forward.CauseNone {
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
