package forest

import (
	"slices"
	"strings"
	"testing"

	"deepwood/rules/dice"
)

// A 5×5 Glade with the Enemy holding the middle three hexes of row 2.
const smallMap = `
. . . . .
 . . . . .
. E E E .
 . . . . .
. . . . .
`

// onSmallMap is a game from seed at the start of Year 1, moved onto
// smallMap.
func onSmallMap(t testing.TB, seed dice.Seed) *State {
	t.Helper()
	s := created(t, seed)
	withMap(t, s, smallMap)
	return s
}

// evenChopWood is onSmallMap with the Enemy's Chop and the Forest's Wood
// both at Potency 0 and no GP yet, so a clash between them is even.
func evenChopWood(t testing.TB, seed dice.Seed) *State {
	t.Helper()
	s := onSmallMap(t, seed)
	setEnemy(s, Chop, 0)
	s.Forest[Wood] = valueFor(0)
	s.GP, s.GPEarned = 0, 0
	return s
}

// TestLikeSlate is the seed's worked example (ch. 5, Example of Forest
// Ability Use): the Enemy encroaches on a lake with 6 and Chop +2 (8); the
// Forest defends with 7 and Water +1 (8), a tie; Like Slate at level 1 makes
// it 9, a win and a Growth Point.
func TestLikeSlate(t *testing.T) {
	s := onSmallMap(t, 11)
	lake := cell(t, s, 2, 1)
	s.Hexes[lake].Terrain = "Lakes"
	setEnemy(s, Chop, 2)
	s.Forest[Water] = valueFor(1)
	s.Abilities = []Held{{ID: "like-slate", Level: 1}}
	s.Used, s.GP, s.GPEarned = "", 0, 0
	clash(s, Enemy, lake, Chop, Water, []int{3, 4}, []int{2, 4})
	if f, e := s.ForestScore(), s.EnemyScore(); f != 8 || e != 8 {
		t.Fatalf("scores %d v %d, want the example's 8 v 8", f, e)
	}
	tie := s.Clone()
	evs := mustApply(t, tie, Resolve())
	if r, _ := find(evs, EvResolved); r.Side != Forest || r.Value != 1 || tie.GP != 0 || tie.Hexes[lake].Owner != Forest {
		t.Errorf("a tie: %+v, GP %d, owner %v (want held, no GP)", r, tie.GP, tie.Hexes[lake].Owner)
	}
	if !IsLegal(s, UseForest("like-slate")) {
		t.Fatalf("Like Slate not usable after the Defence roll: %v", Legal(s))
	}
	evs = mustApply(t, s, UseForest("like-slate"))
	if u, _ := find(evs, EvAbilityUsed); u.Bonus != 1 || u.Total != 9 {
		t.Errorf("ability event %+v, want bonus 1 total 9", u)
	}
	evs = mustApply(t, s, Resolve())
	if r, _ := find(evs, EvResolved); r.Side != Forest || r.Value != 0 || r.ForestScore != 9 || r.EnemyScore != 8 {
		t.Errorf("resolved %+v, want the Forest winning 9 v 8", r)
	}
	if s.GP != 1 || s.Phase != PhaseEncroach {
		t.Errorf("GP %d phase %s, want 1 GP and the Forest's Encroachment", s.GP, s.Phase)
	}
}

// TestFaunalTransfiguration is the seed's worked example (ch. 6, 2nd Level
// Ability Timing): the Forest encroaches with 5 and 1 and Potency +1 (7),
// commits Faunal Transfiguration before the Enemy's Defence, which rolls 3
// and 6 with Potency +2. The seed calls that 12; 3+6+2 is 11 (its own
// arithmetic is off by one), and it beats 7 either way. Removing the
// Forest's lowest die (1) and the Enemy's highest (6) leaves 6 v 5: the
// Forest wins, as the seed says.
func TestFaunalTransfiguration(t *testing.T) {
	s := onSmallMap(t, 12)
	target := cell(t, s, 2, 2)
	s.Ally, s.AllyLevel, s.Used = 3, 2, ""
	if s.data.Allies[3].Name != "Shaman" {
		t.Fatalf("ally 3 is %s", s.data.Allies[3].Name)
	}
	s.Forest[Earth] = valueFor(1)
	setEnemy(s, Burn, 2)
	s.Phase = PhaseEnemyDefend
	s.Clash = Clash{Attacker: Forest, Target: target, Nature: Earth, Harm: Burn, ForestDice: []int{5, 1}}
	if s.ForestScore() != 7 {
		t.Fatalf("Forest score %d, want 7", s.ForestScore())
	}
	evs := mustApply(t, s, Commit())
	if c, _ := find(evs, EvCommitted); c.Ability != "faunal-transfiguration" {
		t.Fatalf("committed %+v", c)
	}
	s.Clash.EnemyDice = []int{3, 6}
	if s.EnemyScore() != 11 {
		t.Fatalf("Enemy score %d; 3+6+2 is 11 (the seed prints 12)", s.EnemyScore())
	}
	tr := &turn{s: s, d: s.data}
	tr.afterDefence()
	s.Phase = PhaseResolve
	if f, e := s.ForestScore(), s.EnemyScore(); f != 6 || e != 5 {
		t.Fatalf("after removal %d v %d, want 6 v 5", f, e)
	}
	if len(tr.ev) != 2 || tr.ev[0].Cause != "remove" || !slices.Equal(tr.ev[1].Before, []int{3, 6}) {
		t.Errorf("removal events %+v", tr.ev)
	}
	evs = mustApply(t, s, Resolve())
	if r, _ := find(evs, EvResolved); r.Side != Forest || s.Hexes[target].Owner != Forest {
		t.Errorf("resolved %+v, owner %v", r, s.Hexes[target].Owner)
	}
}

// TestTiesToDefender: a tie holds the hex for the defender and gives no GP
// (seed ch. 4; DESIGN.md Forest 5), in both directions.
func TestTiesToDefender(t *testing.T) {
	for _, attacker := range []Side{Enemy, Forest} {
		s := onSmallMap(t, 13)
		target := cell(t, s, 2, 1)
		if attacker == Forest {
			target = cell(t, s, 2, 2)
		}
		setEnemy(s, Carve, 0)
		s.Forest[Earth] = valueFor(0)
		s.GP, s.GPEarned = 0, 0
		clash(s, attacker, target, Carve, Earth, []int{2, 5}, []int{3, 4})
		owner := s.Hexes[target].Owner
		evs := mustApply(t, s, Resolve())
		r, _ := find(evs, EvResolved)
		if r.Side != attacker.Other() || r.Value != 1 || s.GP != 0 || s.Hexes[target].Owner != owner {
			t.Errorf("%s encroaching, tie: %+v GP %d owner %v", attacker, r, s.GP, s.Hexes[target].Owner)
		}
	}
}

// TestDoubles covers chapter 6: an event, two hexes and two GP at stake.
func TestDoubles(t *testing.T) {
	t.Run("enemy wins and takes two", func(t *testing.T) {
		s := onSmallMap(t, 14)
		target := cell(t, s, 2, 1)
		setEnemy(s, Pollute, 0)
		s.Forest[Air] = valueFor(0)
		s.Hexes[target].Terrain = "Swamps"
		clash(s, Enemy, target, Pollute, Air, []int{1, 2}, []int{5, 5})
		evs := mustApply(t, s, Resolve())
		var taken []int
		for _, e := range evs {
			if e.Kind == EvHexChanged {
				taken = append(taken, e.Hex)
			}
		}
		if len(taken) != 2 || taken[0] != target || s.Hexes[target].Structure != "sludge pit" {
			t.Fatalf("taken %v, structure %q", taken, s.Hexes[target].Structure)
		}
		if d := s.grid.At(taken[1]).Distance(s.grid.At(target)); d != 1 {
			t.Errorf("second hex %d is %d away; want the nearest valid hex", taken[1], d)
		}
		if _, ok := find(evs, EvDoublesEvent); !ok || !s.Facts.Enemy.Doubles || s.Facts.Enemy.Event == "" {
			t.Errorf("no doubles event: %+v", s.Facts.Enemy)
		}
	})
	t.Run("forest defends and gains two GP", func(t *testing.T) {
		s := evenChopWood(t, 15)
		clash(s, Enemy, cell(t, s, 2, 1), Chop, Wood, []int{6, 6}, []int{3, 3})
		evs := mustApply(t, s, Resolve())
		if g, _ := find(evs, EvGP); g.Value != 2 || s.GP != 2 {
			t.Errorf("GP event %+v, GP %d; want +2", g, s.GP)
		}
	})
	t.Run("forest wins and chooses a second hex", func(t *testing.T) {
		s := evenChopWood(t, 16)
		clash(s, Forest, cell(t, s, 1, 2), Chop, Wood, []int{4, 4}, []int{1, 2})
		mustApply(t, s, Resolve())
		if s.Phase != PhaseSecondHex || s.GP != 2 {
			t.Fatalf("phase %s GP %d", s.Phase, s.GP)
		}
		if IsLegal(s, TakeSecond(cell(t, s, 0, 0))) {
			t.Error("a Forest hex offered as the second hex")
		}
		mustApply(t, s, TakeSecond(cell(t, s, 2, 2)))
		if s.Count(Enemy) != 1 || s.Phase != PhaseGrow || s.Facts.Forest.Second != cell(t, s, 2, 2) {
			t.Errorf("enemy hexes %d phase %s", s.Count(Enemy), s.Phase)
		}
	})
	t.Run("ability-made and ability-unmade doubles both count", func(t *testing.T) {
		made, unmade := false, false
		for seed := dice.Seed(1); seed < 200 && !(made && unmade); seed++ {
			for _, start := range [][]int{{3, 5}, {2, 2}} {
				s := onSmallMap(t, 17)
				s.Dice = dice.NewSet(seed)
				s.Ally, s.AllyLevel, s.Used = 0, 3, "" // Flora: Frantic Growth
				clash(s, Forest, cell(t, s, 1, 2), Chop, Wood, slices.Clone(start), []int{1, 1})
				wasDoubles := s.Clash.Doubles
				mustApply(t, s, UseAlly(3, 0))
				d := s.Clash.ForestDice
				if d[0] < start[0] {
					t.Fatalf("Frantic Growth kept the lower die: %v from %v", d, start)
				}
				switch {
				case !wasDoubles && d[0] == d[1]:
					made = true
					if !s.Clash.Doubles {
						t.Error("doubles made by an ability do not count")
					}
				case wasDoubles && d[0] != d[1]:
					unmade = true
					if !s.Clash.Doubles {
						t.Error("doubles unmade by an ability were dropped")
					}
				}
			}
		}
		if !made || !unmade {
			t.Errorf("cases not reached: made %v unmade %v", made, unmade)
		}
	})
}

// TestNarrativeMatrix: Wood cannot defend against Burn (the seed's own
// example); the refusal says why and changes nothing.
func TestNarrativeMatrix(t *testing.T) {
	s := created(t, 18)
	s.Phase = PhaseDefend
	s.Clash = Clash{Attacker: Enemy, Target: s.Clockwise()[0], Harm: Burn, EnemyDice: []int{3, 4}}
	for _, a := range Legal(s) {
		if a.Kind == ActDefend && a.Nature == Wood {
			t.Error("Wood offered against Burn")
		}
	}
	fp := s.Fingerprint()
	_, err := Apply(s, Defend(Wood))
	if err == nil || !strings.Contains(err.Error(), "feeds the fire") || s.Fingerprint() != fp {
		t.Errorf("Defend(Wood) v Burn: %v", err)
	}
	for h := range NumHarms {
		open := 0
		for n := range NumNatures {
			if s.data.BarredWhy(h, n) == "" {
				open++
			}
		}
		if open < 3 {
			t.Errorf("%s leaves %d defences", h, open)
		}
	}
}

// TestAbilityTiming: one ability per Year, level 2 committed before the
// Defence roll, level 3s only on their own side's roll.
func TestAbilityTiming(t *testing.T) {
	s := onSmallMap(t, 19)
	s.Ally, s.AllyLevel, s.Used = 2, 3, "" // Archons
	s.Forest[Wood] = 12
	s.Abilities = []Held{{ID: "stonewood", Level: 3}}
	tests := []struct {
		phase    Phase
		attacker Side
		fd, ed   []int
		want     []Action
		not      []Action
	}{
		{PhaseEnemyRoll, Enemy, nil, nil, []Action{Commit()}, []Action{UseAlly(1, 0), UseForest("stonewood")}},
		{PhaseDefend, Enemy, nil, []int{3, 4}, []Action{Commit(), UseAlly(1, 0)}, []Action{UseAlly(3, 0), UseForest("stonewood")}},
		{PhaseResolve, Enemy, []int{2, 3}, []int{3, 4}, []Action{UseAlly(1, 0), UseForest("stonewood")}, []Action{Commit(), UseAlly(3, 0)}},
		{PhaseEncroach, Forest, nil, nil, []Action{Commit()}, []Action{UseAlly(1, 0)}},
		{PhaseEnemyDefend, Forest, []int{2, 3}, nil, []Action{Commit(), UseForest("stonewood")}, []Action{UseAlly(1, 0), UseAlly(3, 0)}},
		{PhaseResolve, Forest, []int{2, 3}, []int{3, 4}, []Action{UseAlly(1, 0), UseAlly(3, 0), UseAlly(3, 1), UseForest("stonewood")}, []Action{Commit()}},
	}
	for _, tt := range tests {
		c := s.Clone()
		c.Phase = tt.phase
		c.Clash = Clash{Attacker: tt.attacker, Target: cell(t, c, 2, 1), Nature: Wood, ForestDice: tt.fd, EnemyDice: tt.ed}
		for _, a := range tt.want {
			if !IsLegal(c, a) {
				t.Errorf("%s/%s: %s not legal", tt.phase, tt.attacker, a)
			}
		}
		for _, a := range tt.not {
			if IsLegal(c, a) {
				t.Errorf("%s/%s: %s legal", tt.phase, tt.attacker, a)
			}
		}
		c.Used = "stonewood"
		for _, a := range Legal(c) {
			switch a.Kind {
			case ActCommit, ActUseAlly, ActUseForest:
				t.Errorf("%s: %s offered after this Year's ability", tt.phase, a)
			}
		}
	}
}

// TestOdds checks the exact odds against brute force over 6^4 dice.
func TestOdds(t *testing.T) {
	if o := WinChance(0, 0); o != (Odds{575, 146, 575, 1296}) {
		t.Errorf("WinChance(0,0) = %+v", o)
	}
	if o := BeatScore(0, 7); o != (Odds{15, 6, 15, 36}) {
		t.Errorf("BeatScore(0,7) = %+v", o)
	}
	for _, m := range [][2]int{{2, 0}, {-1, 3}, {5, -2}, {0, 7}} {
		var want Odds
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				for c := 1; c <= 6; c++ {
					for d := 1; d <= 6; d++ {
						want.add(a+b+m[0], c+d+m[1])
					}
				}
			}
		}
		if got := WinChance(m[0], m[1]); got != want {
			t.Errorf("WinChance%v = %+v, want %+v", m, got, want)
		}
	}
	if !WinChance(1, 0).Better(WinChance(0, 0)) || WinChance(0, 1).Better(WinChance(0, 0)) {
		t.Error("odds not monotone")
	}
}

// TestOddsIf: the odds a screen shows before a choice agree with the rules.
func TestOddsIf(t *testing.T) {
	s := onSmallMap(t, 24)
	s.Ally, s.AllyLevel, s.Used = 1, 2, ""
	s.Forest = [NumNatures]int{6, 10, 6, 6}
	s.Abilities = []Held{{ID: "like-slate", Level: 1}}
	setEnemy(s, Chop, 2)
	s.Phase = PhaseDefend
	s.Clash = Clash{Attacker: Enemy, Target: cell(t, s, 2, 1), Harm: Chop, EnemyDice: []int{2, 4}}
	if o, ok := s.OddsIf(Defend(Water)); !ok || o != BeatScore(1, 8) {
		t.Errorf("Defend(Water) odds %+v", o)
	}
	committed, ok := s.OddsIf(Commit())
	if !ok || committed.Total != 36 || !committed.Better(BeatScore(1, 8)) {
		t.Errorf("commit odds %+v", committed)
	}
	s.Phase = PhaseResolve
	s.Clash.Nature, s.Clash.ForestDice = Water, []int{3, 4}
	if o, _ := s.OddsIf(Resolve()); o != (Odds{0, 1, 0, 1}) {
		t.Errorf("a tie as it stands: %+v", o)
	}
	if o, _ := s.OddsIf(UseForest("like-slate")); o != (Odds{1, 0, 0, 1}) {
		t.Errorf("Like Slate turns it: %+v", o)
	}
	s.Phase = PhaseEncroach
	if o, ok := s.OddsIf(Encroach(cell(t, s, 2, 2), Water)); !ok || o.Total != 4*1296 {
		t.Errorf("encroach odds %+v", o)
	}
}
