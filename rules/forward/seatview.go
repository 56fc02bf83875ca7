package forward

import "slices"

// Hidden stands in a view for a card the runner has not seen: a face-down
// space shows Hidden rather than the card beneath. It is no card of the
// data (those are 0 to DeckSize-1) and not NoCard (an empty place), so a
// screen can tell "something lies here, face down" from "nothing".
const Hidden CardID = 254

// SeatCell is one layout space as the runner sees it: a face-down card is
// only Hidden, so a view can be sent to a player without giving the deal
// away.
type SeatCell struct {
	Card     CardID `json:"card"` // NoCard when empty, Hidden when face down
	Down     bool   `json:"down,omitempty"`
	Visited  bool   `json:"visited,omitempty"`
	Eligible bool   `json:"eligible,omitempty"` // the next map turn may flip it
}

// SeatView is what the runner of a Forward run may see: everything the
// screens show of it, and nothing else. Online, the server keeps the State
// and sends each action's SeatView, so the view holds no face-down card,
// nothing of the undealt deck's order, the reserve beneath the special
// cards or the locations still to come, no seed and no dice stream: a
// roll already made shows in the state it left (HP, the fight's rounds),
// a roll to come is nowhere here. It is plain data (its slices are its
// own) and marshals to JSON.
type SeatView struct {
	Seat  int   `json:"seat"` // always 0: Forward is played alone
	Phase Phase `json:"phase"`

	// At is the location's place in the run, 0–8, or 9 at the Dragon;
	// Location is the one being explored (an index into Data.Locations),
	// -1 at the Dragon; Entered lists every location entered so far, in
	// order. The locations still to come are not shown.
	At       int   `json:"at"`
	Location int   `json:"location"`
	Entered  []int `json:"entered"`

	// Cells is the layout as it lies; Reached, Thief and Drown are the
	// location's marks (the farthest row reached, Thieves in the Crowd
	// rolled, flips the Drowning Pull will bury). CanLeave says whether
	// leaving is allowed now.
	Cells    [9]SeatCell `json:"cells"`
	Reached  bool        `json:"reached,omitempty"`
	Thief    bool        `json:"thief,omitempty"`
	Drown    int         `json:"drown,omitempty"`
	CanLeave bool        `json:"can_leave,omitempty"`

	// Pending is the Terror revealed or the card over a slot's limit.
	Pending CardID `json:"pending"`

	HP    int         `json:"hp"`
	MaxHP int         `json:"max_hp"`
	Stats PlayerStats `json:"stats"`

	// The player's piles, every card in them seen face up.
	Piles
	Spent []CardID `json:"spent"`
	// Buried counts the cards beneath the Dragon. Only the count: leaving
	// a location buries its face-down cards unseen, and the state does not
	// keep which buried cards were seen.
	Buried int `json:"buried"`

	Princess Companion `json:"princess"`
	Sage     Companion `json:"sage"`

	// Fight is the duel as it stands (rounds rolled, HP, the foe's
	// modifiers); DragonHP is the Dragon's HP when its fight began, and
	// DragonNow its HP now (DragonNow).
	Fight     Fight `json:"fight"`
	DragonHP  int   `json:"dragon_hp,omitempty"`
	DragonNow int   `json:"dragon_now"`

	// DeckLeft counts the cards still to come from the deck, the
	// replacements reserved beneath face-down special cards among them, as
	// they are at the table: the engine deals those replacements with the
	// location, so State.DeckLeft would tell which spaces hide a special
	// card.
	DeckLeft int `json:"deck_left"`

	Doomed bool `json:"doomed,omitempty"` // the run can no longer be won
	Steps  int  `json:"steps"`
}

// ViewFor is seat's SeatView of s (Forward has the one seat, 0; any other
// seat sees the same run). It copies what it keeps, so a later Apply
// cannot change a view already taken, and it reads no stream: taking a
// view changes nothing.
func ViewFor(s *State, seat int) SeatView {
	v := SeatView{
		Seat: seat, Phase: s.Phase, At: s.At, Location: -1,
		Reached: s.Reached, Thief: s.Thief, Drown: s.Drown, CanLeave: s.CanLeave(),
		Pending: s.Pending, HP: s.HP, MaxHP: s.MaxHP(), Stats: s.Stats(),
		Piles: s.Piles.seen(), Spent: cardsCopy(s.Spent),
		Buried: len(s.Buried), Princess: s.Princess, Sage: s.Sage,
		Fight: s.Fight, DragonHP: s.DragonHP, DragonNow: s.DragonNow(),
		DeckLeft: s.DeckLeft(), Doomed: s.Doomed, Steps: s.Steps,
	}
	entered := min(s.At+1, len(s.Order))
	v.Entered = make([]int, entered)
	for i := range entered {
		v.Entered[i] = int(s.Order[i])
	}
	if s.At < len(s.Order) {
		v.Location = int(s.Order[s.At])
	}
	for _, r := range s.Reserve {
		if r != NoCard {
			v.DeckLeft++
		}
	}
	for i, c := range s.Cells {
		sc := SeatCell{Card: c.Card, Down: c.Down, Visited: c.Visited, Eligible: s.IsEligible(i + 1)}
		if c.Down && c.Card != NoCard {
			sc.Card = Hidden
		}
		v.Cells[i] = sc
	}
	return v
}

// Piles are the player's piles of cards the State and the SeatView hold
// alike, every card in them seen face up: the view shows them as they are,
// so both embed the one struct, where the State always kept them in its
// JSON. (The spent pile, also seen, stands elsewhere in each; the buried
// pile is the State's alone.)
type Piles struct {
	XP        []CardID `json:"xp"`
	Items     []CardID `json:"items"`
	Equipment []CardID `json:"equipment"`
	Snares    []CardID `json:"snares"`
	Blessings []CardID `json:"blessings"`
}

// seen is p copied for a view, every pile its own (cardsCopy).
func (p Piles) seen() Piles {
	return Piles{XP: cardsCopy(p.XP), Items: cardsCopy(p.Items), Equipment: cardsCopy(p.Equipment),
		Snares: cardsCopy(p.Snares), Blessings: cardsCopy(p.Blessings)}
}

// cardsCopy is a pile copied for a view: never nil, so the JSON shows an
// empty pile as [] whichever way the state keeps it.
func cardsCopy(p []CardID) []CardID { return append(make([]CardID, 0, len(p)), p...) }

// Place is the location being explored, from the card data (which every
// player has), or nil at the Dragon: what a screen names and lays out.
func (v *SeatView) Place(d *Data) *Location {
	if v.Location < 0 || v.Location >= len(d.Locations) {
		return nil
	}
	return &d.Locations[v.Location]
}

// Eligible lists the spaces (1–9) the view marks as the next flip's, so a
// test or a hook can read them as State.Eligible gives them on a map turn.
func (v *SeatView) Eligible() []int {
	var out []int
	for i := range v.Cells {
		if v.Cells[i].Eligible {
			out = append(out, i+1)
		}
	}
	return out
}

// LeaveWouldBury lists the spaces (1–9) with a card face down, which
// leaving now would bury: the runner sees the backs, never the cards, so
// a screen can mark them before the player confirms.
func (v *SeatView) LeaveWouldBury() []int {
	var out []int
	for i, c := range v.Cells {
		if c.Down && c.Card != NoCard {
			out = append(out, i+1)
		}
	}
	return out
}

// DoomReason is why the run can no longer be won, as the runner may know
// it: in the Dragon's fight, what the fight shows (the shield holding, no
// Ancient Sword equipped); before it, announced, the cause the rules gave
// with their warning (EvDoomed), once the view is Doomed. State.DoomReason
// would go on reading the face-down cards, the reserves and the deck after
// the warning (a key card lost unseen since), and before the first action
// (a key card dealt where it cannot be reached), so a view never asks it.
func (v *SeatView) DoomReason(d *Data, announced Cause) Cause {
	if v.Fight.Active && v.Fight.Foe.Dragon {
		switch {
		case v.Fight.Foe.Shield:
			return CauseShield
		case !slices.Contains(v.Equipment, d.Sword):
			return CauseNoSword
		}
		return CauseNone
	}
	if !v.Doomed {
		return CauseNone
	}
	return announced
}
