package forward

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestSetup is seed §2 and DESIGN decision 1: 84 cards in the main deck,
// the Dragon not in it, the Mirror Knight roughly halfway, the Princess and
// the Sage shuffled in, the nine locations in a seeded order.
func TestSetup(t *testing.T) {
	d := testData(t)
	for _, seed := range RunSeeds(1, 200) {
		s, ev := New(d, seed)
		if len(s.Deck) != 84 || slices.Contains(s.Deck, d.Dragon) || !slices.Contains(s.Deck, d.Princess) || !slices.Contains(s.Deck, d.Sage) {
			t.Fatalf("%s: deck of %d", seed, len(s.Deck))
		}
		if k := slices.Index(s.Deck, d.Knight); k < knightLow || k > knightLow+knightSpan+1 {
			t.Errorf("%s: Mirror Knight at %d", seed, k)
		}
		order := s.Order
		slices.Sort(order[:])
		if order != [9]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8} {
			t.Errorf("%s: order %v", seed, s.Order)
		}
		if s.HP != 20 || s.MaxHP() != 20 || len(s.XP) != 0 || s.Phase != PhaseStart || count(ev, EvDealt) != 9 {
			t.Errorf("%s: start HP %d/%d phase %s", seed, s.HP, s.MaxHP(), s.Phase)
		}
	}
}

// TestStartRow: the start card is any of the bottom row (DESIGN decision 3).
func TestStartRow(t *testing.T) {
	tests := []struct {
		loc  int
		want []Action
	}{
		{1, []Action{Start(9)}},
		{3, []Action{Start(6), Start(7), Start(8), Start(9)}},
		{6, []Action{Start(7), Start(8), Start(9)}},
		{8, []Action{Start(8), Start(9)}},
	}
	for _, tt := range tests {
		s := build(t, "start", tt.loc, 0, map[int]string{}, nil)
		if got := Legal(s); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("location %d: %v; want %v", tt.loc, got, tt.want)
		}
	}
}

// TestEligibility walks layouts: orthogonal to any flipped space, diagonal
// only when no orthogonal card is left (DESIGN decision 4).
func TestEligibility(t *testing.T) {
	tests := []struct {
		name  string
		loc   int
		flips []int
		want  []int
	}{
		// 1 2 3 / 4 5 6 / 7 8 9
		{"wastes from 8", 6, []int{8}, []int{5, 7, 9}},
		{"wastes revisit freely", 6, []int{8, 5, 2}, []int{1, 3, 4, 6, 7, 9}},
		// 1 2 / 3 . 4 / . 5 / 6 . 7 / . 8 9
		{"brume from 8", 5, []int{8}, []int{9}},
		{"brume 9 then 7 orthogonally", 5, []int{8, 9}, []int{7}},
		{"brume: no orthogonal card left, so diagonal", 5, []int{8, 9, 7}, []int{5, 6}},
		{"brume centre: diagonals only", 5, []int{8, 9, 7, 5}, []int{3, 4, 6}},
		// Spiremaze: the right column is never eligible.
		{"spiremaze", 4, []int{9, 7, 5, 3, 1}, nil},
	}
	for _, tt := range tests {
		s := build(t, "elig", tt.loc, 0, map[int]string{1: "Hearthfire Inn", 2: "Market Square", 3: "Eyrie Lookout", 4: "Wisp-Lit Clearing",
			5: "Hidden Oasis", 6: "Mushroom Ring", 7: "Warden's Brazier", 8: "Lighthouse Keeper", 9: "Votive Candles"}, nil)
		for _, c := range tt.flips { // flipped and resolved, without the location's effects
			s.Cells[c-1] = Cell{Card: NoCard, Visited: true}
		}
		s.syncCells()
		if got := s.Eligible(); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: eligible %v; want %v", tt.name, got, tt.want)
		}
	}
}

var calm = map[int]string{1: "Hearthfire Inn", 2: "Market Square", 3: "Eyrie Lookout", 4: "Wisp-Lit Clearing",
	5: "Hidden Oasis", 6: "Mushroom Ring", 7: "Warden's Brazier", 8: "Lighthouse Keeper", 9: "Votive Candles"}

// TestFarthestRowAndLeaving: leaving is allowed once the top row is reached;
// what is left face-down is buried under the Dragon; a full clear puts the
// Location card in XP (seed §3A steps 5–6).
func TestFarthestRowAndLeaving(t *testing.T) {
	s := build(t, "leave", 1, 0, calm, nil)
	for i, c := range []int{9, 8, 6, 4} {
		a := Flip(c)
		if i == 0 {
			a = Start(c)
		}
		do(t, s, a)
		if slices.Contains(Legal(s), Leave()) {
			t.Fatalf("leave allowed before the farthest row (after %d)", c)
		}
	}
	ev := do(t, s, Flip(2))
	if !has(ev, EvFarthestReached) || !slices.Contains(Legal(s), Leave()) {
		t.Fatal("reaching row 1 does not allow leaving")
	}
	loc := s.Location().Card
	ev = do(t, s, Leave())
	if got := count(ev, EvBuried); got != 4 || len(s.Buried) != 4 || s.Beneath() != 4 {
		t.Errorf("buried %d on leaving; want 4 (spaces 1, 3, 5, 7)", got)
	}
	if slices.Contains(s.XP, loc) || !slices.Contains(s.Spent, loc) || s.At != 1 || s.Phase != PhaseStart {
		t.Errorf("after leaving: location card in XP %v, at %d, phase %s", slices.Contains(s.XP, loc), s.At, s.Phase)
	}

	s = build(t, "clear", 6, 0, calm, nil)
	for i, c := range []int{8, 7, 4, 1, 2, 3, 5, 6, 9} {
		a := Flip(c)
		if i == 0 {
			a = Start(c)
		}
		do(t, s, a)
	}
	loc = s.Location().Card
	xp := len(s.XP)
	ev = do(t, s, Leave())
	if !has(ev, EvLocationCleared) || !slices.Contains(s.XP, loc) || len(s.XP) != xp+1 {
		t.Errorf("full clear: location card not in XP")
	}
}

// TestSacredDevotion: at the Shrine you cannot leave until all 9 are
// resolved, farthest row or not.
func TestSacredDevotion(t *testing.T) {
	s := build(t, "shrine", 2, 0, calm, nil)
	for i, c := range []int{9, 7, 5, 3, 1} {
		a := Flip(c)
		if i == 0 {
			a = Start(c)
		}
		do(t, s, a)
	}
	if !s.Reached {
		t.Fatal("row 1 not reached")
	}
	before := s.Fingerprint()
	if _, err := Apply(s, Leave()); err == nil || !strings.Contains(err.Error(), "Sacred Devotion") || s.Fingerprint() != before {
		t.Fatalf("leaving the Shrine early: %v", err)
	}
	for _, c := range []int{2, 4, 6, 8} {
		do(t, s, Flip(c))
	}
	do(t, s, Leave())
}

// TestSceneHealsAndMaxHP: a Scene heals, never above Max HP, and goes to XP;
// Max HP is 20 plus the XP pile (DESIGN decision 7).
func TestSceneHealsAndMaxHP(t *testing.T) {
	s := build(t, "scene", 1, 0, calm, nil)
	s.HP = 5
	ev := do(t, s, Start(9)) // Votive Candles: heal 6 cleanse
	if s.HP != 11 || len(s.XP) != 1 || s.MaxHP() != 21 || first(ev, EvToXP).Value != 21 {
		t.Errorf("HP %d XP %d Max %d", s.HP, len(s.XP), s.MaxHP())
	}
	s.HP = 19
	do(t, s, Flip(8)) // heal 9, capped at Max HP 21
	if s.HP != 21 || s.MaxHP() != 22 {
		t.Errorf("capped heal: HP %d Max %d", s.HP, s.MaxHP())
	}
}

// TestSlotLimits: a third item or equipment asks for a discard to XP.
func TestSlotLimits(t *testing.T) {
	tests := []struct {
		name  string
		cards map[int]string
	}{
		{"items", map[int]string{9: "Phoenix Tear", 8: "Foxfire Draught", 6: "Climber's Tonic"}},
		{"equipment", map[int]string{9: "Spire Spear", 8: "Bark Mail", 6: "Mirrored Shield"}},
	}
	for _, tt := range tests {
		s := build(t, "slots", 1, 0, tt.cards, nil)
		do(t, s, Start(9))
		do(t, s, Flip(8))
		ev := do(t, s, Flip(6))
		if s.Phase != PhaseDiscard || !has(ev, EvSlotFull) {
			t.Fatalf("%s: phase %s", tt.name, s.Phase)
		}
		legal := Legal(s)
		if len(legal) != 3 || legal[0].Kind != ActDiscard {
			t.Fatalf("%s: legal %v", tt.name, legal)
		}
		if _, err := Apply(s, Flip(4)); err == nil {
			t.Errorf("%s: flipped with a full slot", tt.name)
		}
		victim := card(t, tt.cards[8])
		do(t, s, Discard(victim))
		if s.Phase != PhaseMap || !slices.Contains(s.XP, victim) || len(s.Items)+len(s.Equipment) != 2 {
			t.Errorf("%s: after discard phase %s", tt.name, s.Phase)
		}
	}
}

// TestTerror: take the loss and the XP, or bury it (seed §4).
func TestTerror(t *testing.T) {
	for _, take := range []bool{true, false} {
		s := build(t, "terror", 1, 0, map[int]string{9: "The Weeping Statue"}, nil)
		ev := do(t, s, Start(9))
		if s.Phase != PhaseTerror || !reflect.DeepEqual(Legal(s), []Action{TakeTerror(), BuryTerror()}) || !has(ev, EvTerrorRevealed) {
			t.Fatalf("terror: phase %s legal %v", s.Phase, Legal(s))
		}
		a := BuryTerror()
		if take {
			a = TakeTerror()
		}
		do(t, s, a)
		statue := card(t, "The Weeping Statue")
		if take && (s.HP != 17 || !slices.Contains(s.XP, statue)) || !take && (s.HP != 20 || !slices.Contains(s.Buried, statue)) {
			t.Errorf("take %v: HP %d XP %v buried %v", take, s.HP, s.XP, s.Buried)
		}
	}
}

// TestDrowningPull: burying a card at the Nightsea buries the next card you
// flip too, unresolved; leaving does not trigger it (DESIGN decision 8).
func TestDrowningPull(t *testing.T) {
	s := build(t, "drown", 9, 0, map[int]string{8: "The Deep Calls", 7: "Hollow Sailor", 5: "Market Square", 4: "Eyrie Lookout"}, nil)
	do(t, s, Start(8))
	ev := do(t, s, BuryTerror())
	if !has(ev, EvDrowning) || s.Drown != 1 {
		t.Fatalf("no drowning after a bury: %v", s.Drown)
	}
	ev = do(t, s, Flip(7))
	sailor := card(t, "Hollow Sailor")
	if s.Phase != PhaseMap || !slices.Contains(s.Buried, sailor) || has(ev, EvFightStarted) || s.Drown != 0 {
		t.Errorf("drowned flip: phase %s buried %v", s.Phase, s.Buried)
	}
	do(t, s, Flip(5))
	do(t, s, Flip(4))
	if len(s.Buried) != 2 {
		t.Errorf("the pull buried more than the next card: %v", s.Buried)
	}
}

// TestPit rolls the d6 against the target (4+ when none): fail loses HP,
// and the Pit goes to XP either way.
func TestPit(t *testing.T) {
	for _, escape := range []bool{true, false} {
		s := find(t, "pit", func(s *State) bool { return (peek(s, "pit", 1)[0] >= 4) == escape },
			func(seed string) *State { return build(t, seed, 1, 0, map[int]string{9: "Collapsed Crypt"}, nil) })
		ev := do(t, s, Start(9))
		e := first(ev, EvPitRolled)
		wantHP := 20
		if !escape {
			wantHP = 18
		}
		if e.Flag != escape || e.Target != 4 || s.HP != wantHP || !slices.Contains(s.XP, card(t, "Collapsed Crypt")) {
			t.Errorf("escape %v: %+v HP %d", escape, e, s.HP)
		}
	}
}

// TestSnaresAndBlessings: a snare lasts until cleansed (then to XP), across
// locations; a blessing lasts until you leave.
func TestSnaresAndBlessings(t *testing.T) {
	s := build(t, "snare", 6, 0, map[int]string{8: "Tangled Washline", 5: "Desert Wind", 2: "Dryad's Favour"}, nil)
	do(t, s, Start(8))
	do(t, s, Flip(5))
	if p := s.Stats(); p.MissFirst != 1 || p.ATK != 1 {
		t.Errorf("stats %+v", p)
	}
	ev := do(t, s, Flip(2))
	washline := card(t, "Tangled Washline")
	if !has(ev, EvSnareCleansed) || !slices.Contains(s.XP, washline) || len(s.Snares) != 0 {
		t.Errorf("cleanse: snares %v", s.Snares)
	}
	do(t, s, Leave())
	if len(s.Blessings) != 0 || s.Stats().ATK != 0 || len(s.Spent) < 2 {
		t.Errorf("blessings outlived the location: %v", s.Blessings)
	}

	s = build(t, "snare2", 1, 0, map[int]string{9: "Penitent's Chain", 8: "Hearthfire Inn", 6: "Market Square", 4: "Eyrie Lookout", 2: "Mushroom Ring"}, nil)
	for i, c := range []int{9, 8, 6, 4, 2} {
		a := Flip(c)
		if i == 0 {
			a = Start(c)
		}
		do(t, s, a)
	}
	do(t, s, Leave())
	if s.Stats().MissFirst != 2 {
		t.Errorf("snare did not follow to the next location")
	}
}
