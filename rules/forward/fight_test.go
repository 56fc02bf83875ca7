package forward

import (
	"slices"
	"testing"
)

// startFight builds a run whose start card (space 9 of Termina) is the named
// monster, with dice chosen by ok, and flips it.
func fightWith(t *testing.T, seed, monster string, ok func(duel []int) bool, setup func(s *State)) *State {
	t.Helper()
	s := find(t, seed, func(s *State) bool { return ok(peek(s, "duel", 8)) }, func(sd string) *State {
		s := build(t, sd, 1, 0, map[int]string{9: monster, 8: "Hearthfire Inn"}, nil)
		if setup != nil {
			setup(s)
		}
		return s
	})
	do(t, s, Start(9))
	if s.Phase != PhaseFight {
		t.Fatalf("no fight: %s", s.Phase)
	}
	return s
}

// TestDuelVictory: a won duel puts the monster in XP (seed §4).
func TestDuelVictory(t *testing.T) {
	// Player hits (3) while the Militiaman (hp 2) misses (1): twice.
	s := fightWith(t, "win", "Hollow Militiaman", func(d []int) bool { return d[0] == 3 && d[1] == 1 && d[2] == 4 && d[3] == 1 }, nil)
	do(t, s, Roll())
	ev := do(t, s, Roll())
	if s.Phase != PhaseMap || !has(ev, EvMonsterDefeated) || !slices.Contains(s.XP, card(t, "Hollow Militiaman")) {
		t.Errorf("after victory: phase %s", s.Phase)
	}
}

// TestSimultaneousDeath: both at 0 in one round: the player loses (DESIGN
// decision 5), unless a Phoenix Tear triggers first.
func TestSimultaneousDeath(t *testing.T) {
	bothHit := func(d []int) bool { return d[0] >= 3 && d[0] <= 5 && d[1] >= 3 && d[1] <= 5 }
	s := fightWith(t, "both", "Hollow Militiaman", bothHit, func(s *State) { s.HP = 1 })
	s.Fight.Foe.HP = 1
	ev := do(t, s, Roll())
	if s.Phase != PhaseLost || !has(ev, EvLost) || s.Fight.Foe.HP != 0 {
		t.Errorf("simultaneous death: phase %s", s.Phase)
	}
	s = fightWith(t, "both", "Hollow Militiaman", bothHit, func(s *State) { s.HP = 1; give(t, s, "Phoenix Tear") })
	s.Fight.Foe.HP = 1
	ev = do(t, s, Roll())
	if s.Phase != PhaseMap || !has(ev, EvPhoenix) || s.HP != 10 || !slices.Contains(s.XP, card(t, "Phoenix Tear")) {
		t.Errorf("Phoenix Tear in a double KO: phase %s HP %d", s.Phase, s.HP)
	}
}

// TestPhoenixTear: when you would hit 0 HP, heal 10 instead; then to XP.
func TestPhoenixTear(t *testing.T) {
	s := find(t, "phoenix", func(s *State) bool { return peek(s, "pit", 1)[0] < 4 },
		func(sd string) *State { return build(t, sd, 1, 0, map[int]string{9: "Collapsed Crypt"}, nil) })
	s.HP = 2
	tear := give(t, s, "Phoenix Tear")
	if slices.Contains(Legal(s), Use(tear)) {
		t.Error("the Phoenix Tear is not used by choice")
	}
	ev := do(t, s, Start(9))
	if !has(ev, EvPhoenix) || s.HP != 10 || len(s.Items) != 0 || s.Phase == PhaseLost {
		t.Errorf("Phoenix: HP %d phase %s", s.HP, s.Phase)
	}
}

// TestItemsInFights: Brandy only at the start of a fight (lose 4, +1 to
// hits and counters), Mirror Shard's 2 true damage ignores DEF, Blacksap
// Thorn slays Humanoids (Hollows) only.
func TestItemsInFights(t *testing.T) {
	any := func([]int) bool { return true }
	s := fightWith(t, "brandy", "Dune Scorpion", any, func(s *State) { give(t, s, "Moonleaf Brandy"); give(t, s, "Mirror Shard") })
	brandy, shard := card(t, "Moonleaf Brandy"), card(t, "Mirror Shard")
	do(t, s, Use(brandy))
	if s.HP != 16 || s.Fight.Bonus != 1 {
		t.Errorf("Brandy: HP %d bonus %d", s.HP, s.Fight.Bonus)
	}
	ev := do(t, s, Use(shard)) // Dune Scorpion: hp 2 def 1; true damage ignores DEF
	if e := first(ev, EvDamage); !e.Damage.True || e.Damage.Total != 2 || s.Phase != PhaseMap {
		t.Errorf("Mirror Shard: %+v phase %s", e, s.Phase)
	}

	s = fightWith(t, "brandy2", "Dune Scorpion", any, func(s *State) { give(t, s, "Moonleaf Brandy") })
	do(t, s, Roll())
	if s.Phase == PhaseFight && slices.Contains(Legal(s), Use(brandy)) {
		t.Error("Brandy allowed after the first roll")
	}

	thorn := card(t, "Blacksap Thorn")
	s = fightWith(t, "thorn", "Rabid Hound", any, func(s *State) { give(t, s, "Blacksap Thorn") })
	if slices.Contains(Legal(s), Use(thorn)) {
		t.Error("Blacksap Thorn usable against a Beast")
	}
	s = fightWith(t, "thorn", "Hollow Militiaman", any, func(s *State) { give(t, s, "Blacksap Thorn") })
	do(t, s, Use(thorn))
	if s.Phase != PhaseMap || !slices.Contains(s.XP, card(t, "Hollow Militiaman")) {
		t.Errorf("Blacksap Thorn did not slay the Hollow: %s", s.Phase)
	}
}

// TestMirroredShield rolls when damage would be taken: 1–2 blocks it.
func TestMirroredShield(t *testing.T) {
	for _, block := range []bool{true, false} {
		// player misses (1), foe crits (5), then the shield's roll.
		s := fightWith(t, "shield", "Rabid Hound", func(d []int) bool { return d[0] == 1 && d[1] == 5 && (d[2] <= 2) == block },
			func(s *State) { give(t, s, "Mirrored Shield") })
		ev := do(t, s, Roll())
		e := first(ev, EvShieldRoll)
		want := 18 // a critical: 2 damage
		if block {
			want = 20
		}
		if e.Flag != block || s.HP != want {
			t.Errorf("block %v: shield %+v HP %d", block, e, s.HP)
		}
	}
}

// TestPrincessAndSage: revealed, they join you and the next card is flipped
// face-down into their space; the Bangle and the Bell activate them; at the
// Dragon she drops the shield and he halves its HP, rounded up.
func TestPrincessAndSage(t *testing.T) {
	s := build(t, "companions", 6, 8, map[int]string{8: "Ghostly Princess", 7: "Sage"},
		map[int]string{8: "Gilded Bangle", 7: "Ferryman's Bell"})
	give(t, s, "Ancient Sword")
	ev := do(t, s, Start(8))
	bangle := card(t, "Gilded Bangle")
	if s.Princess.Bond != BondJoined || !has(ev, EvReplacement) || s.Cells[7].Card != bangle || !s.Cells[7].Down {
		t.Fatalf("princess: %+v cell %+v", s.Princess, s.Cells[7])
	}
	do(t, s, Flip(8)) // the Bangle, flipped into her space
	do(t, s, Give(bangle))
	do(t, s, Flip(7))
	do(t, s, Flip(7))
	do(t, s, Give(card(t, "Ferryman's Bell")))
	if s.Princess.Bond != BondActive || s.Sage.Bond != BondActive || len(s.Items) != 0 {
		t.Fatalf("bonds %v %v", s.Princess, s.Sage)
	}
	for _, c := range []int{4, 1} {
		do(t, s, Flip(c))
		for s.Phase != PhaseMap {
			if s.Phase == PhaseTerror {
				do(t, s, BuryTerror())
			} else if s.Phase == PhaseFight {
				do(t, s, Roll())
			} else {
				do(t, s, Legal(s)[0])
			}
		}
	}
	s.HP = 20
	buried := len(s.Buried) + s.faceDown()
	ev = do(t, s, Leave())
	e := first(ev, EvDragonHP)
	if e.Damage.Base != 40 || e.Damage.Extra != buried || e.Value != 40+buried {
		t.Errorf("Dragon HP %+v; want 40 + %d", e, buried)
	}
	if !has(ev, EvShieldDown) || s.Fight.Foe.Shield || s.Fight.Foe.HP != HalveUp(40+buried) || s.Princess.Bond != BondSacrificed {
		t.Errorf("at the Dragon: foe %+v", s.Fight.Foe)
	}
	if s.Doomed {
		t.Error("a run with the Sword and the Princess is doomed")
	}
}

// TestDragonShieldAndSword: without the Princess the shield holds; without
// the Ancient Sword you deal 0; the run is flagged as unwinnable.
func TestDragonShieldAndSword(t *testing.T) {
	s := build(t, "dragon", 6, 8, map[int]string{8: "Hidden Oasis"}, nil)
	do(t, s, Start(8))
	for !s.CanLeave() {
		do(t, s, Legal(s)[0])
		if s.Phase == PhaseTerror {
			do(t, s, BuryTerror())
		}
		for s.Phase == PhaseFight {
			do(t, s, Roll())
		}
		if s.Phase == PhaseDiscard {
			do(t, s, Legal(s)[0])
		}
	}
	ev := do(t, s, Leave())
	if !s.Fight.Foe.Dragon || !s.Fight.Foe.Shield || !s.Doomed {
		t.Fatalf("dragon %+v doomed %v", s.Fight.Foe, s.Doomed)
	}
	_ = ev
	for i := 0; i < 30 && s.Phase == PhaseFight; i++ {
		ev := do(t, s, Roll())
		for _, e := range ev {
			if e.Kind == EvDamage && e.Who == WhoFoe && e.Damage.Total != 0 {
				t.Fatalf("shielded Dragon took %d", e.Damage.Total)
			}
		}
	}
}

// TestMirrorKnight copies HP, ATK, DEF and ongoing modifiers but no items,
// and is replaced by the next card after the battle.
func TestMirrorKnight(t *testing.T) {
	s := build(t, "knight", 1, 0, map[int]string{9: "Mirror Knight"}, map[int]string{9: "Market Square"})
	give(t, s, "Spire Spear")
	give(t, s, "Bark Mail")
	give(t, s, "Phoenix Tear")
	s.Snares = append(s.Snares, card(t, "Tangled Washline"))
	take(t, s, card(t, "Tangled Washline"))
	s.HP = 13
	do(t, s, Start(9))
	f := s.Fight.Foe
	if !f.Mirror || f.HP != 13 || f.ATK != 1 || f.DEF != 1 || f.MissFirst != 1 {
		t.Fatalf("knight %+v", f)
	}
	for s.Phase == PhaseFight {
		do(t, s, Roll())
	}
	if s.Phase == PhaseMap && (s.Cells[8].Card != card(t, "Market Square") || !s.Cells[8].Down) {
		t.Errorf("knight not replaced: %+v", s.Cells[8])
	}
}

// TestLocationEffects covers Scorching Sun, Thieves in the Crowd, Creeping
// Rot and Lost in the Mists.
func TestLocationEffects(t *testing.T) {
	s := build(t, "sun", 6, 0, calm, nil)
	s.HP = 10
	ev := do(t, s, Start(8)) // Lighthouse Keeper heals 9 after the sun's 1
	if e := first(ev, EvHP); e.Cause != CauseSun || e.From != 10 || e.Value != 9 {
		t.Errorf("Scorching Sun: %+v", e)
	}

	for _, stolen := range []bool{true, false} {
		s = find(t, "thieves", func(s *State) bool { return (peek(s, "location-effects", 1)[0] <= 3) == stolen },
			func(sd string) *State {
				return build(t, sd, 3, 0, map[int]string{8: "Phoenix Tear", 7: "Foxfire Draught"}, nil)
			})
		do(t, s, Start(8))
		do(t, s, Flip(7)) // only the first item revealed here is at risk
		tear := card(t, "Phoenix Tear")
		if stolen != slices.Contains(s.Buried, tear) || stolen == slices.Contains(s.Items, tear) || !slices.Contains(s.Items, card(t, "Foxfire Draught")) {
			t.Errorf("thieves (stolen %v): items %v buried %v", stolen, s.Items, s.Buried)
		}
	}

	for _, hurt := range []bool{true, false} {
		s = find(t, "rot", func(s *State) bool {
			d := peek(s, "duel", 4)
			return d[0] == 5 && d[1] == 1 && (peek(s, "location-effects", 1)[0] <= 3) == hurt
		}, func(sd string) *State { return build(t, sd, 7, 0, map[int]string{9: "Hollow Militiaman"}, nil) })
		do(t, s, Start(9))
		ev := do(t, s, Roll()) // a critical kills the Militiaman (hp 2)
		if e := first(ev, EvRotRolled); e.Flag != hurt || hurt && s.HP != 19 || !hurt && s.HP != 20 {
			t.Errorf("Creeping Rot hurt %v: %+v HP %d", hurt, e, s.HP)
		}
	}

	s = find(t, "mists", func(s *State) bool {
		r := peek(s, "location-effects", 2)
		return r[0] <= 2
	}, func(sd string) *State { return build(t, sd, 5, 0, calm, nil) })
	ev = do(t, s, Start(9))
	if e := first(ev, EvMists); !e.Flag || e.Value > 2 || first(ev, EvFlipped).Cell != e.Cell {
		t.Errorf("Lost in the Mists: %+v", e)
	}
}
