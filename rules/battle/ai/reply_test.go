package ai

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

// TestReplyHasTheEnemyJoinIn: once red's cavalry has charged into a line
// of four enemies that all still move this round, the reply plays blue's
// moves after it (as normal would make them): more enemies close on the
// cavalry, and the position is worth less to red than its own static odds
// said. With blue already moved, nothing follows and the two agree.
func TestReplyHasTheEnemyJoinIn(t *testing.T) {
	for _, blueMoved := range []bool{false, true} {
		s := loneCavalryBoard(t, blueMoved)
		// The cavalry (unit 4) charges the two blue units in columns 2 and 3.
		cav := s.Unit(4)
		cav.Hex, cav.Spaces = hex.Offset{Col: 3, Row: 2}.Axial(), 4
		a := New(Hard, dice.Seed(1))
		j := a.judgement(s, battle.Red)
		static := a.score(s, battle.Red, j)
		s.Step = 1
		replied := a.reply(s, battle.Red, j, Normal)
		if blueMoved && replied != static {
			t.Errorf("blue moved: reply %d, static %d, want equal", replied, static)
		}
		if !blueMoved && replied >= static {
			t.Errorf("blue to move: reply %d, want below the static %d", replied, static)
		}
	}
}

// TestPlayOutMovesTheEnemyAsItsLevelWould: the played-out reply moves
// blue's last movers to the very hexes a normal AI playing blue picks
// itself. In the second half of the rounds normal presses on, closing in
// twice as keenly (a trait hard does not have): it then leaves its hilltop
// (height 3) to close two hexes, which early on it would not. Each side's
// cavalry, far off, was its quick unit and has moved.
func TestPlayOutMovesTheEnemyAsItsLevelWould(t *testing.T) {
	drawing := `
. . . M . . . . C
 . . . . . . . . .
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
 . . . . . . . . .
. . . m . . . . c
`
	for _, tt := range []struct {
		round int
		moves bool
	}{{1, false}, {11, true}} {
		s := board(t, drawing)
		s.Round, s.Step, s.Turn = tt.round, 4, battle.Blue
		hill := s.Unit(0).Hex
		s.Field.SetHeight(hill, 3)
		s.Unit(1).Quick, s.Unit(1).Moved = true, true
		s.Unit(2).Spaces, s.Unit(3).Spaces = 1, 1
		want := firstMoves(t, New(Normal, dice.Seed(2)), s)
		if moved := want.Unit(0).Hex != hill; moved != tt.moves {
			t.Fatalf("round %d: normal leaves the hill %v, want %v", tt.round, moved, tt.moves)
		}
		prior := s.Clone()
		prior.Step, prior.Turn = 3, battle.Red
		a := New(Hard, dice.Seed(1))
		got := a.playOut(prior, battle.Red, a.judgement(prior, battle.Red), Normal)
		if g, w := got.Unit(0).Hex, want.Unit(0).Hex; g != w {
			t.Errorf("round %d: played out to %v, normal moves to %v", tt.round, g.Offset(), w.Offset())
		}
	}
}

// TestRefinePullsBackALoneCharge: a plan that sends red's cavalry into the
// blue line while all four blue units still move is refined by the reply:
// the cavalry is moved where blue cannot gang up on it this round, and the
// reply scores the refined plan higher than the charge.
func TestRefinePullsBackALoneCharge(t *testing.T) {
	s := board(t, loneCavalry)
	a := New(Hard, dice.Seed(1))
	j := a.judgement(s, battle.Red)
	l := newLayout(s, battle.Red, []int{4})
	pre := s.Clone()
	cav := pre.Unit(4)
	cav.Hex = hex.Offset{Col: 3, Row: 2}.Axial()
	cav.Spaces = hex.Distance(l.start[4], cav.Hex)
	planned := pre.Clone()
	freeze(planned, l)
	charge := a.reply(planned, battle.Red, j, Normal)
	got, score := a.refine(pre, planned, charge, l, j)
	if at := got.Unit(4).Hex; at == cav.Hex {
		t.Fatalf("refined plan keeps the charge to %v", at.Offset())
	}
	if n := len(contactsOf(a.playOut(got, battle.Red, j, Normal), 4)); n > 1 {
		t.Errorf("refined plan: cavalry on %v meets %d enemies after blue moves, want at most 1", got.Unit(4).Hex.Offset(), n)
	}
	if sc := a.reply(got, battle.Red, j, Normal); sc <= charge || sc != score {
		t.Errorf("refined plan's reply %d (refine said %d), want above the charge's %d", sc, score, charge)
	}
}

// TestPlayOutForecastsAsNormalDoes: with blue proactive, blue's last
// movers move before red's. Normal, forecasting red's unmoved cavalry and
// infantry closing in, holds its two infantry units back rather than meet
// them one by one; the reply red plays out from its own phase before must
// move them to the very same hexes. Judged as the position stands, the
// play-out charged instead. Each side's light cavalry, far off, was its
// quick unit and has moved.
func TestPlayOutForecastsAsNormalDoes(t *testing.T) {
	s := board(t, `
. . . . . . . . C
 . . M . M . . . .
. . . . . . . . .
 . . . . . . . . .
. . . . d . . . .
 . . . . . m . . .
. . . . . . . . c
`)
	s.Proactive, s.Step, s.Turn = battle.Blue, 3, battle.Blue
	for i := range s.Units {
		u := &s.Units[i]
		u.Quick = u.Troop == battle.LightCavalry // the others move last
		u.Moved = u.Quick
	}
	want := firstMoves(t, New(Normal, dice.Seed(2)), s)
	prior := s.Clone()
	prior.Step, prior.Turn = 2, battle.Red
	a := New(Hard, dice.Seed(1))
	got := a.playOut(prior, battle.Red, a.judgement(prior, battle.Red), Normal)
	for _, id := range s.OnField(battle.Blue) {
		if n := len(contactsOf(want, id)); n > 0 {
			t.Errorf("normal moves unit %d into contact with %d red units, want it held back", id, n)
		}
		if g, w := got.Unit(id).Hex, want.Unit(id).Hex; g != w {
			t.Errorf("unit %d: played out to %v, normal moves to %v", id, g.Offset(), w.Offset())
		}
	}
}

// TestQuickGuessIsNormalsChoice: the quick units hard's play-out expects
// of normal are the very ones a normal AI picks (its fastest half, here
// the two cavalry units of five), made from what red sees; a level that
// picks at random is not guessed.
func TestQuickGuessIsNormalsChoice(t *testing.T) {
	s := board(t, `
. . . . . . . . .
 . . M C L K B . .
. . . . . . . . .
 . . . . . . . . .
. . . . m . . . .
`)
	s.Phase, s.Turn, s.Proactive = battle.PhaseQuick, battle.Blue, battle.Blue
	act := New(Normal, dice.Seed(3)).Choose(battle.View(s, battle.Blue), battle.Legal(s))
	if act.Kind != battle.ActQuick {
		t.Fatalf("normal chose %v", act)
	}
	var fast uint32
	for _, id := range s.OnField(battle.Blue) {
		if s.Unit(id).Troop.Cavalry() {
			fast |= 1 << id
		}
	}
	if act.Mask != fast {
		t.Fatalf("normal picked %b as quick, want its two cavalry units %b", act.Mask, fast)
	}
	seen := battle.View(s, battle.Red)
	if got := quickGuess(seen, battle.Blue, Normal); got != act.Mask {
		t.Errorf("guessed %b, normal picked %b", got, act.Mask)
	}
	if got := quickGuess(seen, battle.Blue, Easy); got != 0 {
		t.Errorf("guessed %b for easy, want no guess", got)
	}
}

// TestNormalDoesNotChargeAlone: a quick cavalry unit that could hit one of
// four enemies who all still move this round holds off instead, since the
// others would join the fight and it would have to win every roll; with
// no enemies left to move, the same charge is taken.
func TestNormalDoesNotChargeAlone(t *testing.T) {
	for _, blueMoved := range []bool{false, true} {
		s := loneCavalryBoard(t, blueMoved)
		after := firstMoves(t, New(Normal, dice.Seed(1)), s)
		cav := 4
		if after.Unit(cav).Troop != battle.MediumCavalry {
			t.Fatal("unit numbering changed")
		}
		if got := after.Engaged(cav); got != blueMoved {
			t.Errorf("blue still to move %v: cavalry charged %v, want %v", !blueMoved, got, blueMoved)
		}
	}
}

// TestLoneUnitAgainstTheWall: a lone unit fighting two enemies with
// impassable ground behind it is worth less to its side than the same
// fight with room to fall back, since the many make it move back where it
// cannot and it takes double losses.
func TestLoneUnitAgainstTheWall(t *testing.T) {
	open := `
. . . . .
 . . . . .
. . m . .
 . M M . .
. . . . .
`
	walled := `
. # # # .
 . # # # .
. # m # .
 . M M . .
. . . . .
`
	value := func(drawing string) int64 {
		s := board(t, drawing)
		lone := s.UnitAt(s.Units[0].Hex)
		c := battle.Cluster{Center: lone, Leaves: []int{1, 2}}
		return clusteringValue(s, battle.Red, []battle.Cluster{c}, killBonus)
	}
	if o, w := value(open), value(walled); w >= o {
		t.Errorf("lone unit with its back to the wall %d, with room %d", w, o)
	}
}

// TestPressingClosesInKeenly: once a careful side presses on (pressing),
// each hex between an idle unit and the enemy costs it twice as much, or a
// beaten enemy's stragglers hold out to the round limit; hard, which never
// holds back, keeps its own weighing.
func TestPressingClosesInKeenly(t *testing.T) {
	drawing := `
. . . M M . . .
 . . . . . . . .
. . . m m . . .
`
	tests := []struct {
		level Level
		round int // of MaxRounds 20
		extra int // red units more than blue's two
		want  int64
	}{
		{Normal, 1, 0, 150},
		{Normal, 10, 0, 150},
		{Normal, 11, 0, 300}, // half the rounds gone
		{Normal, 1, 1, 300},  // three units against two: half as strong again
		{Hard, 11, 1, 150},
	}
	for _, tt := range tests {
		s := board(t, drawing)
		s.Round = tt.round
		for range tt.extra {
			u := s.Units[len(s.Units)-1]
			u.ID = len(s.Units)
			u.Hex = u.Hex.Neighbor(hex.East)
			s.Units = append(s.Units, u)
		}
		if got := New(tt.level, 1).judgement(s, battle.Red).approach; got != tt.want {
			t.Errorf("%v round %d, %d more: approach %d, want %d", tt.level, tt.round, tt.extra, got, tt.want)
		}
	}
}
