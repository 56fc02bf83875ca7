package forsaken

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// Phase is where the game is, below any window open on the Frames stack.
type Phase uint8

const (
	PhaseNightOne Phase = iota // the Forsaken place the Destinations; the Navigator peeks
	PhaseFugue                 // every traveler Forges a Path, no cards
	PhaseDawn                  // each traveler may make one statement as the Day begins
	PhaseAction                // the turn player's Action Phase
	PhaseForest                // the Forest Turn: its card flipped (step 0) and resolved (1)
	PhaseNight                 // Night Two and after, in the moderation order
	PhaseOver
)

var phaseWords = game.Words[Phase]{Names: []string{"night-one", "fugue", "dawn", "action", "forest", "night", "over"}, Kind: "phase"}

func (p Phase) String() string                { return phaseWords.Name(p) }
func (p Phase) MarshalText() ([]byte, error)  { return phaseWords.Text(p) }
func (p *Phase) UnmarshalText(b []byte) error { return phaseWords.Read(p, b) }

// Seat is one traveler at the table.
type Seat struct {
	Role        Role    `json:"role"`      // the Role Card dealt: the truth
	Card        Role    `json:"card"`      // the card in front of them after Night One: what a Peek shows
	Hand        []int   `json:"hand"`      // Travelers card ids
	Finds       []int   `json:"finds"`     // Finder's Action Artifacts kept face up
	Alive       bool    `json:"alive"`     // false: a Spirit
	Doorstep    bool    `json:"doorstep"`  // on Death's Doorstep
	Entangled   int     `json:"entangled"` // Entangled through this Turn Cycle (0: not)
	BlessedUsed bool    `json:"blessed"`   // the Blessed's guardian has saved them
	Revealed    bool    `json:"revealed"`  // the Role Card is public (the Blessed)
	Acted       bool    `json:"acted"`     // has taken this turn's Action
	Know        Knowing `json:"know"`
}

// Knowing is what one traveler knows for certain: Role Cards seen and
// Destinations peeked (statements are in the log, not here).
type Knowing struct {
	Roles []Role         `json:"roles"` // per seat, as the card showed; NoRole unknown
	Dests [NumSlots]Dest `json:"dests"`
}

// CurseInPlay is a Curse card in play.
type CurseInPlay struct {
	Card   int `json:"card"`   // Forest card id
	Target int `json:"target"` // the afflicted traveler, -1 the group
	Until  int `json:"until"`  // wears off at the end of this Turn Cycle; 0 until Destroyed
}

// Decks are the game's three decks, each a draw pile of card indices
// (Travelers and Forest with their discard piles; Artifacts have none).
// State embeds it, so its piles are State's fields and save in State's
// JSON in this order.
type Decks struct {
	Draw          []int `json:"draw"`
	Discard       []int `json:"discard"`
	Forest        []int `json:"forest"`
	ForestDiscard []int `json:"forest_discard"`
	ArtifactDeck  []int `json:"artifacts"`
}

// State is one game of Forsaken Forest, whole: it holds everything every
// traveler knows and more; View hands a traveler their share.
type State struct {
	Rules   string         `json:"rules"` // the data fingerprint it was made with
	Seed    dice.Seed      `json:"seed"`
	Dice    *dice.Set      `json:"dice"`
	Phase   Phase          `json:"phase"`
	Step    int            `json:"step"` // the step within Night One, a Night, or whose go in the Fugue and Dawn
	Seats   []Seat         `json:"seats"`
	Voice   int            `json:"voice"` // the Forsaken seat deciding for the team
	Humans  []int          `json:"humans,omitempty"`
	Paths   []bool         `json:"paths"` // per square
	Slots   [NumSlots]Dest `json:"slots"`
	Flipped [NumSlots]bool `json:"flipped"`
	Dug     [NumSlots]bool `json:"dug"` // Excavation Sites reached

	Decks
	Curses []CurseInPlay `json:"curses,omitempty"`

	First        int  `json:"first"`          // the traveler who went first
	Turn         int  `json:"turn"`           // whose turn, -1 the Forest's
	TurnsInCycle int  `json:"turns_in_cycle"` // player turns taken this Turn Cycle
	Cycle        int  `json:"cycle"`          // Turn Cycles begun
	Day          int  `json:"day"`
	Night        int  `json:"night"` // Nights fallen, Night One included
	NightFalls   bool `json:"night_falls"`
	Sunstone     bool `json:"sunstone"`
	Played       bool `json:"played"` // the turn player has played a card this turn
	Foraged      bool `json:"foraged"`
	Said         int  `json:"said"` // statements made in this turn or testimony
	Next         int  `json:"next"` // whose turn comes after the Night (and speaks first at dawn)

	// Night choices, revealed at dawn.
	Sacrifice int   `json:"sacrifice"`
	Shelter   int   `json:"shelter"`
	Tangle    int   `json:"tangle"`
	Suggested []int `json:"suggested,omitempty"` // per seat, the victim a Forsaken suggested

	Frames []Frame `json:"frames,omitempty"`
	Log    []Event `json:"log"`

	Winner Team   `json:"winner"`
	WinBy  string `json:"win_by,omitempty"`
}

// Setup is how a game is dealt.
type Setup struct {
	Players int
	// Roles are the Role Cards in play, one per traveler, before dealing;
	// nil deals DefaultRoles(Players).
	Roles []Role
	// Humans are the seats people drive: the Forsaken team's shared
	// choices fall to the first Forsaken among them.
	Humans []int
}

// NewGame deals a game: roles, three cards each, the shuffled decks; then
// Night One begins (its automatic steps already done).
func NewGame(d *Data, seed dice.Seed, setup Setup) (*State, error) {
	roles := setup.Roles
	if roles == nil {
		var err error
		if roles, err = DefaultRoles(d, setup.Players); err != nil {
			return nil, err
		}
	}
	if err := CheckRoles(d, setup.Players, roles); err != nil {
		return nil, err
	}
	for _, h := range setup.Humans {
		if h < 0 || h >= setup.Players {
			return nil, fmt.Errorf("seat %d is not at a table of %d", h, setup.Players)
		}
	}
	s := &State{Rules: d.Fingerprint, Seed: seed, Dice: dice.NewSet(seed), Turn: -1,
		Sacrifice: -1, Shelter: -1, Tangle: -1, Humans: append([]int(nil), setup.Humans...),
		Paths: make([]bool, d.Board.Squares()), Winner: NoTeam}
	s.Paths[d.Board.Start] = true
	for i := range s.Slots {
		s.Slots[i] = NoDest
	}
	dealt := append([]Role(nil), roles...)
	s.Dice.Get("roles").Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
	s.Seats = make([]Seat, setup.Players)
	for i := range s.Seats {
		st := &s.Seats[i]
		st.Role, st.Card, st.Alive = dealt[i], dealt[i], true
		st.Know.Roles = make([]Role, setup.Players)
		for j := range st.Know.Roles {
			st.Know.Roles[j] = NoRole
		}
		st.Know.Roles[i] = dealt[i]
		for k := range st.Know.Dests {
			st.Know.Dests[k] = NoDest
		}
	}
	s.Draw = shuffled(TravelersCards, s.Dice.Get("travelers")) // the Artifacts join later (RULES S23)
	s.Forest = shuffled(len(d.ForestDeck), s.Dice.Get("forest"))
	s.ArtifactDeck = shuffled(len(d.Artifacts), s.Dice.Get("artifacts"))
	for i := range s.Seats {
		for range 3 {
			s.drawCard(i, s.Dice.Get("travelers"))
		}
	}
	s.Voice = s.firstVoice()
	t := &turn{s: s, d: d}
	t.beginNightOne()
	return s, nil
}

func shuffled(n int, st *dice.Stream) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	st.Shuffle(n, func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// firstVoice is the living Forsaken who decides for the team: the first
// Forsaken a person drives, else the first by seat.
func (s *State) firstVoice() int {
	for _, h := range s.Humans {
		if s.Seats[h].Alive && s.Seats[h].Role.Killer() {
			return h
		}
	}
	for i, st := range s.Seats {
		if st.Alive && st.Role.Killer() {
			return i
		}
	}
	return -1
}

// Players is how many travelers sit at the table.
func (s *State) Players() int { return len(s.Seats) }

// Over says whether a team has won.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// TeamOf is the team a seat wins with.
func (s *State) TeamOf(seat int) Team { return s.Seats[seat].Role.Team() }

// Fingerprint hashes the whole state.
func (s *State) Fingerprint() string { return game.Fingerprint(s) }

// UnmarshalState reads a saved state, refusing one made with other data
// or one that breaks the rules.
func UnmarshalState(b []byte, d *Data) (*State, error) {
	s, err := game.Restore(b, func(s *State) string { return s.Rules }, d.Fingerprint, "Forsaken Forest data")
	if err != nil {
		return nil, err
	}
	if len(s.Seats) < 4 || len(s.Seats) > 12 || len(s.Paths) != d.Board.Squares() || s.Dice == nil {
		return nil, fmt.Errorf("state has %d seats and %d squares", len(s.Seats), len(s.Paths))
	}
	return s, game.Sound(CheckInvariants(s, d))
}
