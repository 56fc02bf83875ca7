package forward

import (
	"slices"
	"testing"

	"deepwood/rules/dice"
)

// TestResultOf is seed §5 step 2, with the Frozen Gaol blessing and the
// "miss first attack" snares (a forced 1 stays a Miss).
func TestResultOf(t *testing.T) {
	tests := []struct {
		face             int
		forced, hitOnOne bool
		want             Result
	}{
		{1, false, false, Miss}, {2, false, false, Parry}, {3, false, false, Hit}, {4, false, false, Hit},
		{5, false, false, Crit}, {6, false, false, Counter},
		{1, false, true, Hit},   // Frozen Gaol blessing: your 1 counts as a normal Hit
		{1, true, true, Miss},   // a snare's forced Miss stays a Miss (F23)
		{2, false, true, Parry}, // the blessing changes only 1s
	}
	for _, tt := range tests {
		if got := ResultOf(tt.face, tt.forced, tt.hitOnOne); got != tt.want {
			t.Errorf("ResultOf(%d, forced %v, hitOnOne %v) = %s; want %s", tt.face, tt.forced, tt.hitOnOne, got, tt.want)
		}
	}
}

// TestResolveRound is the duel round as one big table: both dice, the
// modifiers, and the damage each side takes.
func TestResolveRound(t *testing.T) {
	type side = Side
	tests := []struct {
		name         string
		p, f         side
		pTook, fTook int
		check        func(po, fo Outcome) bool
	}{
		{"miss vs miss", side{Face: 1}, side{Face: 1}, 0, 0, nil},
		{"hit vs miss", side{Face: 3}, side{Face: 1}, 0, 1, nil},
		{"hit 4 vs miss", side{Face: 4}, side{Face: 1}, 0, 1, nil},
		{"crit vs miss", side{Face: 5}, side{Face: 1}, 0, 2, nil},
		{"counter vs miss", side{Face: 6}, side{Face: 1}, 0, 1, nil},
		{"hit vs hit: simultaneous", side{Face: 3}, side{Face: 4}, 1, 1, nil},
		{"crit vs crit", side{Face: 5}, side{Face: 5}, 2, 2, nil},
		{"parry blocks a crit", side{Face: 2}, side{Face: 5}, 0, 0, func(po, fo Outcome) bool { return po.Taken.Blocked }},
		{"parry deals nothing", side{Face: 2}, side{Face: 1}, 0, 0, nil},
		{"counter blocks and deals 1", side{Face: 6}, side{Face: 5}, 0, 1, func(po, fo Outcome) bool { return po.Taken.Blocked }},
		{"both 6: both block, no counter damage", side{Face: 6, ATK: 2}, side{Face: 6, ATK: 2}, 0, 0,
			func(po, fo Outcome) bool { return po.Taken.Blocked && fo.Taken.Blocked }},
		{"parry vs counter: counter blocked", side{Face: 2}, side{Face: 6}, 0, 0, nil},
		{"+ATK on hit", side{Face: 3, ATK: 2}, side{Face: 1}, 0, 3, nil},
		{"+ATK on crit", side{Face: 5, ATK: 1}, side{Face: 1}, 0, 3, nil},
		{"+ATK on counter", side{Face: 6, ATK: 1}, side{Face: 3}, 0, 2, nil},
		{"no ATK on a miss", side{Face: 1, ATK: 3}, side{Face: 1}, 0, 0, nil},
		{"monster ATK", side{Face: 1}, side{Face: 3, ATK: 1}, 2, 0, nil},
		{"Brandy +1 on hits", side{Face: 3, Bonus: 1}, side{Face: 1}, 0, 2, nil},
		{"Brandy +1 on counters", side{Face: 6, Bonus: 1}, side{Face: 4}, 0, 2, nil},
		{"DEF reduces", side{Face: 1, DEF: 1}, side{Face: 5}, 1, 0, nil},
		{"DEF to a minimum of 0", side{Face: 1, DEF: 3}, side{Face: 5}, 0, 0, nil},
		{"monster DEF where stated", side{Face: 3}, side{Face: 1, DEF: 1}, 0, 0, nil},
		{"negative ATK never heals", side{Face: 3, ATK: -2}, side{Face: 1}, 0, 0, nil},
		{"Brume doubles the first hit, then DEF", side{Face: 1, Double: true, DEF: 1}, side{Face: 5}, 3, 0,
			func(po, fo Outcome) bool { return po.DoubleUsed && po.Taken.Doubled }},
		{"Brume not spent on a parried hit", side{Face: 2, Double: true}, side{Face: 5}, 0, 0,
			func(po, fo Outcome) bool { return !po.DoubleUsed }},
		{"Brume with ATK: (1+1)x2", side{Face: 1, Double: true}, side{Face: 3, ATK: 1}, 4, 0, nil},
		{"Perilous Climb: rolling 1 costs +1", side{Face: 1, Perilous: true}, side{Face: 1}, 1, 0, nil},
		{"Perilous Climb +1 with a hit", side{Face: 1, Perilous: true}, side{Face: 3}, 2, 0, nil},
		{"Perilous Climb +1 reduced by DEF", side{Face: 1, Perilous: true, DEF: 1}, side{Face: 1}, 0, 0, nil},
		{"Perilous Climb only on a 1", side{Face: 3, Perilous: true}, side{Face: 1}, 0, 1, nil},
		{"forced Miss still counts as a 1 for Perilous Climb", side{Face: 1, Forced: true, Perilous: true, HitOnOne: true}, side{Face: 1}, 1, 0, nil},
		{"Frozen Gaol blessing: 1 is a Hit", side{Face: 1, HitOnOne: true, ATK: 1}, side{Face: 1}, 0, 2, nil},
		{"Null (Dragon shield): you deal 0", side{Face: 5, ATK: 3, Null: true}, side{Face: 1}, 0, 0,
			func(po, fo Outcome) bool { return fo.Taken.Null }},
		{"Null side still blocks", side{Face: 6, Null: true}, side{Face: 5}, 0, 0, nil},
	}
	for _, tt := range tests {
		po, fo := ResolveRound(tt.p, tt.f)
		if po.Taken.Total != tt.pTook || fo.Taken.Total != tt.fTook {
			t.Errorf("%s: player took %d, foe took %d; want %d and %d (%+v / %+v)", tt.name, po.Taken.Total, fo.Taken.Total, tt.pTook, tt.fTook, po, fo)
			continue
		}
		if tt.check != nil && !tt.check(po, fo) {
			t.Errorf("%s: outcome %+v / %+v", tt.name, po, fo)
		}
	}
}

// TestRollFace covers the roll modifiers: "miss first attack(s)" snares
// force the first 1 or 2 rolls of each fight to 1; Chill to the Bone takes 1
// off the first roll (minimum 1) after the others.
func TestRollFace(t *testing.T) {
	tests := []struct {
		raw, index, missFirst int
		chill                 bool
		face                  int
		forced, chilled       bool
	}{
		{5, 0, 0, false, 5, false, false},
		{5, 0, 1, false, 1, true, false},
		{5, 1, 1, false, 5, false, false},
		{6, 1, 2, false, 1, true, false},
		{6, 2, 2, false, 6, false, false},
		{5, 0, 0, true, 4, false, true},
		{1, 0, 0, true, 1, false, true}, // minimum 1
		{2, 0, 0, true, 1, false, true}, // a 2 becomes a 1
		{5, 1, 0, true, 5, false, false},
		{6, 0, 1, true, 1, true, true}, // forced then chilled: still 1
	}
	for _, tt := range tests {
		face, forced, chilled := rollFace(tt.raw, tt.index, tt.missFirst, tt.chill)
		if face != tt.face || forced != tt.forced || chilled != tt.chilled {
			t.Errorf("rollFace(%d, %d, %d, %v) = %d %v %v; want %d %v %v", tt.raw, tt.index, tt.missFirst, tt.chill, face, forced, chilled, tt.face, tt.forced, tt.chilled)
		}
	}
}

// TestSmallRolls covers the Mirrored Shield, Pits and the Sage's halving.
func TestSmallRolls(t *testing.T) {
	for roll, want := range map[int]bool{1: true, 2: true, 3: false, 6: false} {
		if ShieldBlocks(roll, 2) != want {
			t.Errorf("Mirrored Shield (block on 1–2) roll %d: blocks %v", roll, !want)
		}
	}
	pits := []struct {
		roll, target int
		ok           bool
	}{{4, 0, true}, {3, 0, false}, {3, 3, true}, {2, 3, false}, {5, 5, true}, {4, 5, false}, {6, 0, true}}
	for _, p := range pits {
		if PitEscaped(p.roll, p.target) != p.ok {
			t.Errorf("pit roll %d target %d: escaped %v", p.roll, p.target, !p.ok)
		}
	}
	for hp, want := range map[int]int{40: 20, 41: 21, 1: 1, 57: 29, 2: 1} {
		if HalveUp(hp) != want {
			t.Errorf("HalveUp(%d) = %d; want %d", hp, HalveUp(hp), want)
		}
	}
}

// TestStalemate: when neither side can ever wound the other, the duel ends.
func TestCanHurt(t *testing.T) {
	tests := []struct {
		a, d Side
		want bool
	}{
		{Side{}, Side{}, true},
		{Side{ATK: -2}, Side{}, false},
		{Side{}, Side{DEF: 2}, false},
		{Side{}, Side{DEF: 2, Double: true}, true},
		{Side{}, Side{DEF: 2, Perilous: true}, true},
		{Side{Null: true, ATK: 5}, Side{}, false},
		{Side{ATK: 1}, Side{DEF: 2}, true},
	}
	for _, tt := range tests {
		if canHurt(tt.a, tt.d) != tt.want {
			t.Errorf("canHurt(%+v, %+v) = %v", tt.a, tt.d, !tt.want)
		}
	}
}

// TestWoundAgrees: the simulator's lean damage gives the same totals and
// spent doublings as ResolveRound for every face and modifier.
func TestWoundAgrees(t *testing.T) {
	var sides []Side
	for face := 0; face <= 7; face++ {
		for flags := 0; flags < 32; flags++ {
			for atk := -2; atk <= 3; atk++ {
				for def := -1; def <= 3; def += 2 {
					sides = append(sides, Side{Face: face, Forced: flags&1 != 0, HitOnOne: flags&2 != 0,
						Double: flags&4 != 0, Perilous: flags&8 != 0, Null: flags&16 != 0,
						ATK: atk, Bonus: (face + atk) & 1, DEF: def})
				}
			}
		}
	}
	for i, p := range sides {
		for j := i % 7; j < len(sides); j += 7 {
			f := sides[j]
			po, fo := ResolveRound(p, f)
			pr, fr := ResultOf(p.Face, p.Forced, p.HitOnOne), ResultOf(f.Face, f.Forced, f.HitOnOne)
			pt, pu := wound(&f, fr, &p, pr)
			ft, fu := wound(&p, pr, &f, fr)
			if pt != po.Taken.Total || ft != fo.Taken.Total || pu != po.DoubleUsed || fu != fo.DoubleUsed {
				t.Fatalf("%+v vs %+v: wound %d %v, %d %v; ResolveRound %+v %+v", p, f, pt, pu, ft, fu, po, fo)
			}
		}
	}
}

// TestD6Agrees: the simulator's d6 draws what D6 draws, from many streams.
func TestD6Agrees(t *testing.T) {
	for seed := dice.Seed(0); seed < 64; seed++ {
		a, b := dice.NewStream(seed, "duel"), dice.NewStream(seed, "duel")
		for i := 0; i < 2000; i++ {
			if x, y := d6(a), b.D6(); x != y {
				t.Fatalf("seed %d draw %d: d6 %d, D6 %d", seed, i, x, y)
			}
			x1, x2 := twoD6(a)
			if y1, y2 := b.D6(), b.D6(); x1 != y1 || x2 != y2 {
				t.Fatalf("seed %d draw %d: twoD6 %d %d, D6 %d %d", seed, i, x1, x2, y1, y2)
			}
		}
	}
}

// TestQuickTablesAgree: quickRoll's damage tables give wound's totals for
// every pair of faces and every modifier a quick round can carry (no
// forced face, no doubling pending).
func TestQuickTablesAgree(t *testing.T) {
	var sides []Side
	for flags := 0; flags < 8; flags++ {
		for atk := -3; atk <= 3; atk++ {
			for def := -1; def <= 3; def++ {
				sides = append(sides, Side{HitOnOne: flags&1 != 0, Perilous: flags&2 != 0, Null: flags&4 != 0,
					ATK: atk, Bonus: (atk + def) & 1, DEF: def})
			}
		}
	}
	for _, a := range sides {
		for _, d := range sides {
			var dt damageTable
			dt.fill(&a, &d)
			for af := 1; af <= 6; af++ {
				for df := 1; df <= 6; df++ {
					a.Face, d.Face = af, df
					want, _ := wound(&a, ResultOf(af, false, a.HitOnOne), &d, ResultOf(df, false, d.HitOnOne))
					if got := dt.taken(af, df); got != want {
						t.Fatalf("%+v hits %+v: table %d, wound %d", a, d, got, want)
					}
					a.Face = 1 // a forced Miss, whatever was rolled
					want, _ = wound(&a, ResultOf(1, true, a.HitOnOne), &d, ResultOf(df, false, d.HitOnOne))
					if got := dt.forcedTaken(df); got != want {
						t.Fatalf("%+v forced to miss %+v: table %d, wound %d", a, d, got, want)
					}
				}
			}
		}
	}
}

// TestBuildDeckShuffleAgrees: buildDeck's written-out Fisher–Yates deals
// what dice.Stream.Shuffle would, before the special cards go in.
func TestBuildDeckShuffleAgrees(t *testing.T) {
	d := testData(t)
	for seed := dice.Seed(0); seed < 300; seed++ {
		want := append([]CardID(nil), d.main...)
		ref := dice.NewStream(seed, streamDeck)
		ref.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
		k := knightLow + ref.IntN(knightSpan)
		want = insertAt(want, k, d.Knight)
		want = insertAt(want, ref.IntN(len(want)+1), d.Princess)
		want = insertAt(want, ref.IntN(len(want)+1), d.Sage)
		settleBottom(d, want)
		got := buildDeck(d, dice.NewStream(seed, streamDeck), make([]CardID, 0, DeckSize))
		if !slices.Equal(got, want) {
			t.Fatalf("seed %d: buildDeck %v, Shuffle %v", seed, got, want)
		}
	}
}
