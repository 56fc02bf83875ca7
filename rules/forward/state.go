// Package forward is the rules engine of Forward (seed 004): a solo card
// dungeon crawl through nine locations to the Dragon of Chaos. A run is a
// State changed only by Apply(state, action), which returns the Events a
// screen animates; Legal lists every action the player may take. Randomness
// comes only from named dice streams derived from the run seed, so the same
// seed and actions give the same run on every platform.
package forward

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// Phase is what the run is waiting for, which decides the legal actions.
type Phase uint8

// The phases of a run.
const (
	PhaseStart   Phase = iota // choose the start card of a location
	PhaseMap                  // take a map turn, use or give an item, or leave
	PhaseFight                // a duel: roll or use an item
	PhaseTerror               // a Terror is revealed: take the loss or bury it
	PhaseDiscard              // a slot is over its limit: discard one to XP
	PhaseWon
	PhaseLost
)

var phaseWords = game.Words[Phase]{Kind: "phase", Names: []string{"start", "map", "fight", "terror", "discard", "won", "lost"}}

// String names the phase; MarshalText and UnmarshalText write and read it
// as that word in JSON.
func (p Phase) String() string                { return phaseWords.Name(p) }
func (p Phase) MarshalText() ([]byte, error)  { return phaseWords.Text(p) }
func (p *Phase) UnmarshalText(b []byte) error { return phaseWords.Read(p, b) }

// Over is true once the run is won or lost.
func (p Phase) Over() bool { return p == PhaseWon || p == PhaseLost }

// Cell is one layout space: the card on it (NoCard when empty), whether it
// is face-down, and whether the player has flipped a card here (which makes
// its neighbours eligible).
type Cell struct {
	Card    CardID `json:"card"`
	Down    bool   `json:"down,omitempty"`
	Visited bool   `json:"visited,omitempty"`
}

// Bond is where a companion stands with the player.
type Bond uint8

// The companion states: not met, beside the player, activated by a gift,
// sacrificed at the Dragon.
const (
	BondAbsent Bond = iota
	BondJoined
	BondActive
	BondSacrificed
)

// Companion is the Ghostly Princess or the Sage once revealed.
type Companion struct {
	Bond Bond   `json:"bond"`
	Gift CardID `json:"gift"`
}

// Special kinds index State.Reserve.
const (
	resPrincess = iota
	resSage
	resKnight
)

// Foe is what the player is fighting: a monster, the Mirror Knight (with the
// player's own modifiers copied) or the Dragon.
type Foe struct {
	Card        CardID `json:"card"`
	Cell        int8   `json:"cell"` // layout space 1–9; 0 for the Dragon
	HP          int    `json:"hp"`
	MaxHP       int    `json:"max_hp"`
	ATK         int    `json:"atk"`
	DEF         int    `json:"def"`
	Mirror      bool   `json:"mirror,omitempty"` // the Knight: rolls under the player's modifiers
	MissFirst   int    `json:"miss_first,omitempty"`
	DoubleFirst bool   `json:"double_first,omitempty"`
	HitOnOne    bool   `json:"hit_on_one,omitempty"`
	Block       int    `json:"block,omitempty"`
	Dragon      bool   `json:"dragon,omitempty"`
	Shield      bool   `json:"shield,omitempty"`
}

// Fight is the duel in progress.
type Fight struct {
	Active  bool `json:"active"`
	Foe     Foe  `json:"foe"`
	Rolls   int  `json:"rolls"`              // rounds rolled so far
	Bonus   int  `json:"bonus,omitempty"`    // Moonleaf Brandy's +1 this combat
	Hurt    bool `json:"hurt,omitempty"`     // the player has taken a damaging hit this fight
	FoeHurt bool `json:"foe_hurt,omitempty"` // the foe has
}

// State is one run of Forward. Every card is in exactly one of its places:
// the deck, a reserve, a cell, a slot, the snares or blessings in play, a
// companion, the XP pile, the buried pile (beneath the Dragon), the spent
// pile, the location pile, or the fixed places of the Player, the Dragon and
// the spare cards.
type State struct {
	Rules   string    `json:"rules"` // the data fingerprint the run was made with
	Seed    dice.Seed `json:"seed"`
	Dice    *dice.Set `json:"dice"`
	Phase   Phase     `json:"phase"`
	Order   [9]uint8  `json:"order"` // locations (0-based) in the order drawn
	At      int       `json:"at"`    // index into Order; 9 at the Dragon
	Deck    []CardID  `json:"deck"`  // the main deck in order, top first
	Drawn   int       `json:"drawn"` // cards dealt from the top so far
	Reserve [3]CardID `json:"reserve"`
	Cells   [9]Cell   `json:"cells"`
	Reached bool      `json:"reached,omitempty"` // the farthest row has been reached here
	Thief   bool      `json:"thief,omitempty"`   // Thieves in the Crowd has had its roll here
	Drown   int       `json:"drown,omitempty"`   // flips the Drowning Pull will bury
	Pending CardID    `json:"pending"`           // the Terror or the card over a limit
	HP      int       `json:"hp"`
	Piles
	Buried   []CardID  `json:"buried"`
	Spent    []CardID  `json:"spent"`
	Princess Companion `json:"princess"`
	Sage     Companion `json:"sage"`
	Fight    Fight     `json:"fight"`
	DragonHP int       `json:"dragon_hp,omitempty"` // the Dragon's HP when the fight began
	Doomed   bool      `json:"doomed,omitempty"`    // the run can no longer be won
	Steps    int       `json:"steps"`               // actions applied

	data    *Data
	streams [numStreams]*dice.Stream
	// deckPos is each card's place in the deck, 255 when it is not there
	// (indexDeck); it spans every CardID, so it is indexed without a check.
	deckPos [256]uint8
	// spare is store room for the piles that start nil (snares, blessings,
	// spent): a pile takes its room at its first card, so the JSON, which
	// tells a nil pile from an empty one, is what it always was.
	spare []CardID
	masks cellMasks
	loc   *Location // Location(), kept by enter, dragon and syncCells
	// doomKey and doomWhy cache checkDoom's answer (doomCached).
	doomKey uint64
	doomWhy Cause
	// keysLow is the lowest deck position of the three key cards (the
	// Sword, the Bangle, the Princess), or -1 when one of them is not in
	// the deck or the Dragon fight is on: while Drawn ≤ keysLow all three
	// are still to come, which DoomReason answers with CauseNone, so
	// checkDoom skips the key it would otherwise build on every action.
	keysLow int
}

// pile is *p ready for appending: a nil pile first takes n cards of spare
// room, when there is that much, so the append does not allocate.
func (s *State) pile(p *[]CardID, n int) []CardID {
	if *p == nil && len(s.spare) >= n {
		*p, s.spare = s.spare[:0:n], s.spare[n:]
	}
	return *p
}

// The named streams play draws from. Setup uses "locations" and "deck".
const (
	streamDuel = iota
	streamPit
	streamLocation
	numStreams
)

var streamNames = [numStreams]string{"duel", "pit", "location-effects"}

func (s *State) stream(i int) *dice.Stream {
	if s.streams[i] == nil {
		s.streams[i] = s.Dice.Get(streamNames[i])
	}
	return s.streams[i]
}

// Data is the card data the run plays with.
func (s *State) Data() *Data { return s.data }

// StartHP is the player's starting HP and the base of Max HP (seed §2).
const StartHP = 20

// MaxHP is 20 plus the cards in the XP pile (DESIGN decision 7).
func (s *State) MaxHP() int { return StartHP + len(s.XP) }

// Location is the location being explored, or nil at the Dragon.
func (s *State) Location() *Location { return s.loc }

// locationAt is Location computed from At and Order.
func (s *State) locationAt() *Location {
	if s.At >= len(s.Order) {
		return nil
	}
	return &s.data.Locations[s.Order[s.At]]
}

// effect is the current location's effect (none at the Dragon).
func (s *State) effect() LocEffect {
	if l := s.Location(); l != nil {
		return l.Effect
	}
	return EffectNone
}

// Beneath counts the cards beneath the Dragon: every buried card.
func (s *State) Beneath() int { return len(s.Buried) }

// Clone copies the state, dice included, so a bot or a screen can look ahead
// without touching the run.
func (s *State) Clone() *State {
	c := *s
	c.Dice = s.Dice.Clone()
	c.streams = [numStreams]*dice.Stream{}
	c.spare = nil // the room is the original's
	c.Deck = append([]CardID(nil), s.Deck...)
	for _, p := range []*[]CardID{&c.XP, &c.Items, &c.Equipment, &c.Snares, &c.Blessings, &c.Buried, &c.Spent} {
		*p = append([]CardID(nil), (*p)...)
	}
	return &c
}

// UnmarshalState restores a state saved with json.Marshal (its whole truth,
// dice positions included), refusing one made with other card data.
func UnmarshalState(d *Data, b []byte) (*State, error) {
	s, err := game.Restore(b, rulesOf, d.Fingerprint, "card data")
	if err != nil {
		return nil, err
	}
	if s.Dice == nil || len(s.Deck) != len(d.main)+3 {
		return nil, fmt.Errorf("state is incomplete")
	}
	s.data = d
	s.indexDeck()
	s.syncCells()
	if err := game.Sound(CheckInvariants(s)); err != nil {
		return nil, err
	}
	return s, nil
}

// rulesOf is the card data a state was made with, for game.Restore.
func rulesOf(s *State) string { return s.Rules }

// Fingerprint hashes the state's canonical JSON to a short hex string that
// tests compare across platforms.
func (s *State) Fingerprint() string { return game.Fingerprint(s) }

func (s *State) indexDeck() {
	s.deckPos = noDeckPos // one copy, not a loop of byte stores
	for i, c := range s.Deck {
		s.deckPos[c] = uint8(i)
	}
	s.deckPos[NoCard] = 255 // never in the deck, even in a broken state
	s.keysLow = -1
	if d := s.data; d != nil && !(s.Fight.Active && s.Fight.Foe.Dragon) {
		sw, bg, pr := s.deckPos[d.Sword], s.deckPos[d.Bangle], s.deckPos[d.Princess]
		if max(sw, bg, pr) != 255 {
			s.keysLow = int(min(sw, bg, pr))
		}
	}
}

// noDeckPos is deckPos with no card in the deck.
var noDeckPos = func() (p [256]uint8) {
	for i := range p {
		p[i] = 255
	}
	return p
}()

// inDeck reports whether c is still in the undealt deck.
func (s *State) inDeck(c CardID) bool {
	p := s.deckPos[c]
	return p != 255 && int(p) >= s.Drawn
}
