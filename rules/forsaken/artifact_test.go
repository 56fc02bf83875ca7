package forsaken

import (
	"slices"
	"testing"
)

// artifactNamed is the Artifact of that name.
func artifactNamed(t *testing.T, d *Data, name string) int {
	return firstNamed(t, len(d.Artifacts), func(a int) string { return d.Artifacts[a].Name }, "Artifact "+name, name)
}

// A used Artifact goes on the Travelers Discard Pile like any card that
// fulfilled its effect (seed "The Discard Pile": "When an Artifact Card
// fulfills its effect, it goes into the Travelers Discard Pile"; RULES
// S23): a Finder's Action once played, a Group Action once it happened,
// a Spirit's Finder's Actions when they die. A reshuffle then deals it
// like a Travelers card, and it is played as a Fast Action.
func TestUsedArtifactIsDiscarded(t *testing.T) {
	tests := []struct {
		artifact string
		use      func(t *testing.T, s *State, d *Data, me, a int)
	}{
		{"Ancient Compass", func(t *testing.T, s *State, d *Data, me, a int) { // played by its finder
			s.Seats[me].Finds = append(s.Seats[me].Finds, a)
			playAndSettle(t, s, d, me, -1, a)
		}},
		{"Star Map", func(t *testing.T, s *State, d *Data, me, a int) { // dug up: a Group Action
			s.ArtifactDeck = append(s.ArtifactDeck, a)
			site := d.Board.Sites[0]
			x, y := d.Board.XY(site)
			s.Paths[d.Board.At(x, y+1)] = true
			(&turn{s: s, d: d}).forge(me, site)
		}},
		{"Silver Blade", func(t *testing.T, s *State, d *Data, me, a int) { // its finder dies
			spirit := 1 + me%2 // a Commonfolk, not the turn player
			s.Seats[spirit].Finds = append(s.Seats[spirit].Finds, a)
			(&turn{s: s, d: d}).die(spirit, "a test")
		}},
	}
	dealt := 0 // Artifacts a reshuffle dealt and that could be played
	for _, tt := range tests {
		s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk, Commonfolk)
		me := s.Turn
		a := artifactNamed(t, d, tt.artifact)
		s.ArtifactDeck = removeCard(s.ArtifactDeck, a)
		tt.use(t, s, d, me, a)
		card := TravelersCards + a // the Artifact among the Travelers cards
		if !slices.Contains(s.Discard, card) {
			t.Errorf("%s used: the Travelers discard pile is %v, want card %d in it", tt.artifact, s.Discard, card)
			continue
		}
		if broken := CheckInvariants(s, d); len(broken) > 0 {
			t.Errorf("%s used: %v", tt.artifact, broken)
		}
		if d.Card(card).Name != tt.artifact || d.Card(card).Speed != Fast {
			t.Errorf("card %d is %s (%s), want the %s, Fast", card, d.Card(card).Name, d.Card(card).Speed, tt.artifact)
		}
		s.Draw, s.Discard = nil, []int{card}
		if s.Seats[me].Acted || s.Phase != PhaseAction || len(s.Frames) > 0 {
			continue // the turn moved on: the rest needs the turn player's Action unspent
		}
		(&turn{s: s, d: d}).draw(me)
		if !slices.Contains(s.Seats[me].Hand, card) {
			t.Errorf("%s: the reshuffled deck dealt %v", tt.artifact, s.Seats[me].Hand)
			continue
		}
		playable := false
		for _, x := range LegalFor(s, d, me) {
			playable = playable || x.Kind == ActPlay && x.Card == card
		}
		if !playable {
			t.Errorf("%s drawn from the Travelers Deck cannot be played", tt.artifact)
		}
		dealt++
	}
	if dealt < 2 {
		t.Errorf("only %d Artifacts were dealt again", dealt)
	}
}
