package forsaken

import "deepwood/rules/game"

// Team is the side a traveler wins with.
type Team uint8

const (
	Villagers Team = iota
	ForsakenTeam
	NoTeam
)

var teamWords = game.Words[Team]{Names: []string{"villagers", "forsaken", "none"}, Kind: "team"}

func (t Team) String() string                { return teamWords.Name(t) }
func (t Team) MarshalText() ([]byte, error)  { return teamWords.Text(t) }
func (t *Team) UnmarshalText(b []byte) error { return teamWords.Read(t, b) }

// Role is a Role Card. NoRole marks a role a traveler does not know.
type Role uint8

const (
	Commonfolk Role = iota
	Oracle
	Navigator
	Priest
	Blessed
	Cursed
	Forsaken
	Silencer
	Shrouded
	Coward
	NoRole
)

// NumRoles is how many Role Cards differ.
const NumRoles = int(NoRole)

var roleWords = game.Words[Role]{Names: []string{"commonfolk", "oracle", "navigator", "priest",
	"blessed", "cursed", "forsaken", "silencer", "shrouded", "coward", "unknown"}, Kind: "role"}

func (r Role) String() string                { return roleWords.Name(r) }
func (r Role) MarshalText() ([]byte, error)  { return roleWords.Text(r) }
func (r *Role) UnmarshalText(b []byte) error { return roleWords.Read(r, b) }

// ParseRole reads a role's word ("unknown" is not a role).
func ParseRole(s string) (Role, bool) { return known(roleWords, NoRole, s) }

// Killer says whether the role counts as Forsaken for the victories: the
// Forsaken, the Silencer and the Shrouded (the Coward does not; seed "How
// to Win").
func (r Role) Killer() bool { return r == Forsaken || r == Silencer || r == Shrouded }

// Team is the team a role wins with (seed "The Roles"): the Cursed is a
// Villager, the Coward wins with the Forsaken.
func (r Role) Team() Team {
	switch r {
	case Forsaken, Silencer, Shrouded, Coward:
		return ForsakenTeam
	case NoRole:
		return NoTeam
	}
	return Villagers
}

// Special is every role but the Commonfolk and the Forsaken.
func (r Role) Special() bool { return r != Commonfolk && r != Forsaken && r != NoRole }

// Dest is a Destination Card.
type Dest uint8

const (
	DeadEnd Dest = iota
	Village
	Void
	NoDest
)

var destWords = game.Words[Dest]{Names: []string{"dead-end", "village", "void", "unknown"}, Kind: "destination"}

func (d Dest) String() string                { return destWords.Name(d) }
func (d Dest) MarshalText() ([]byte, error)  { return destWords.Text(d) }
func (d *Dest) UnmarshalText(b []byte) error { return destWords.Read(d, b) }

// ParseDest reads a destination's word ("unknown" is not one).
func ParseDest(s string) (Dest, bool) { return known(destWords, NoDest, s) }

// Speed is when a card may be played.
type Speed uint8

const (
	Slow Speed = iota
	Fast
)

var speedWords = game.Words[Speed]{Names: []string{"slow", "fast"}, Kind: "speed"}

func (s Speed) String() string { return speedWords.Name(s) }

// SubType is a Travelers Deck sub-type (and the Forest's three, and the
// two Artifact kinds).
type SubType uint8

const (
	Navigation SubType = iota
	Resistance
	Discovery
	Insight
	Suspicion
	Weapon
	Revival
	Alliance
	Betrayal
	Darkness
	Disaster
	Curse
	FinderAction
	GroupAction
)

var subTypeWords = game.Words[SubType]{Names: []string{"navigation", "resistance", "discovery",
	"insight", "suspicion", "weapon", "revival", "alliance", "betrayal",
	"darkness", "disaster", "curse", "finder", "group"}, Kind: "sub-type"}

func (t SubType) String() string { return subTypeWords.Name(t) }
