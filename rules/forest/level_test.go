package forest

import (
	"encoding/json"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// createdOn plays creation with the greedy bot on a level and returns the
// state at the start of Year 1.
func createdOn(t testing.TB, seed dice.Seed, l Level) *State {
	t.Helper()
	s, err := NewGame(data(t), seed, Setup{Level: l})
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase == PhaseCreate {
		mustApply(t, s, Greedy{}.Choose(s, Legal(s)))
	}
	return s
}

// TestParseLevel: the ids round-trip; the empty id (a save from before
// levels) is Tale; anything else is refused.
func TestParseLevel(t *testing.T) {
	tests := []struct {
		in   string
		want Level
		ok   bool
	}{
		{"", Tale, true}, {"tale", Tale, true}, {"struggle", Struggle, true}, {"blight", Blight, true},
		{"Blight", Tale, false}, {"hard", Tale, false},
	}
	for _, tt := range tests {
		got, err := ParseLevel(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseLevel(%q) = %v, %v", tt.in, got, err)
		}
		if tt.ok && tt.in != "" && got.String() != tt.in {
			t.Errorf("%v.String() = %q", got, got.String())
		}
	}
	if _, err := NewGame(data(t), 1, Setup{Level: NumLevels}); err == nil {
		t.Error("NewGame accepted an unknown level")
	}
}

// TestLevelSaved (T40): a Tale's state has no "level" key (so every Tale
// hashes as before levels, and TestGolden's fingerprints stand); another
// level's state carries it through a save; a save without it is a Tale.
func TestLevelSaved(t *testing.T) {
	d := data(t)
	tests := []struct {
		level Level
		key   string
	}{
		{Tale, ""},
		{Struggle, `"level":"struggle"`},
		{Blight, `"level":"blight"`},
	}
	for _, tt := range tests {
		s := createdOn(t, 5, tt.level)
		b, _ := json.Marshal(s)
		if has := strings.Contains(string(b), `"level":"`); has != (tt.key != "") || !strings.Contains(string(b), tt.key) {
			t.Errorf("%s: saved state %.80s… (want key %q)", tt.level, b, tt.key)
		}
		c, err := UnmarshalState(d, b)
		if err != nil || c.Level != tt.level || c.Fingerprint() != s.Fingerprint() {
			t.Errorf("%s: restored as %v, %v", tt.level, c.Level, err)
		}
	}
	bad := strings.Replace(string(must(json.Marshal(createdOn(t, 5, Blight)))), `"blight"`, `"doom"`, 1)
	if _, err := UnmarshalState(d, []byte(bad)); err == nil {
		t.Error("a state with an unknown level was accepted")
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// TestHeartStartsClear (T41): on Struggle and Blight the Enemy's starting
// territory never comes within 2 hexes of the heart, on every map; on a
// Tale it may (so the rule is what keeps it clear).
func TestHeartStartsClear(t *testing.T) {
	d := data(t)
	for _, l := range []Level{Tale, Struggle, Blight} {
		for _, m := range d.Maps {
			near := 0
			for seed := dice.Seed(1); seed <= 120; seed++ {
				s, _ := NewGame(d, seed, Setup{Map: m.ID, Level: l})
				for s.Step < StepAbility {
					mustApply(t, s, Next())
				}
				for c := range s.Hexes {
					if s.Hexes[c].Owner == Enemy && s.grid.At(c).Distance(s.grid.At(s.Primary)) <= 2 {
						near++
						break
					}
				}
			}
			if (l == Tale) != (near > 0) {
				t.Errorf("%s on %s: %d of 120 territories come within 2 hexes of the heart", l, m.ID, near)
			}
		}
	}
}

// TestHeartFalls (T41): the Enemy winning its Encroachment on the heart,
// or taking it as a doubles win's second hex, loses a Struggle or a Blight
// at once; on a Tale the game goes on. A hex other than the heart does not.
func TestHeartFalls(t *testing.T) {
	tests := []struct {
		name   string
		level  Level
		target [2]int // col, row of the Enemy's target
		dice   []int  // the Enemy's Encroachment dice (doubles take a second hex)
		lost   bool
	}{
		{"struggle, heart struck", Struggle, [2]int{0, 0}, []int{6, 5}, true},
		{"blight, heart struck", Blight, [2]int{0, 0}, []int{6, 5}, true},
		{"tale, heart struck", Tale, [2]int{0, 0}, []int{6, 5}, false},
		{"struggle, another hex", Struggle, [2]int{4, 0}, []int{6, 5}, false},
		{"struggle, heart second on doubles", Struggle, [2]int{1, 0}, []int{6, 6}, true},
		{"tale, heart second on doubles", Tale, [2]int{1, 0}, []int{6, 6}, false},
		{"struggle, no doubles, no second", Struggle, [2]int{1, 0}, []int{6, 5}, false},
	}
	for _, tt := range tests {
		s := createdOn(t, 31, tt.level)
		// The heart H is the topmost-leftmost hex, so once the hex beside
		// it falls it is first in the clockwise count and nearest: the
		// second hex of a doubles win (T32).
		withMap(t, s, `
H . E E .
 . . . . .
`)
		heart := cell(t, s, 0, 0)
		s.Primary = heart
		setEnemy(s, Chop, 2)
		s.Forest[Wood] = valueFor(-1)
		clash(s, Enemy, cell(t, s, tt.target[0], tt.target[1]), Chop, Wood, []int{1, 1}, tt.dice)
		evs := mustApply(t, s, Resolve())
		lost, _ := find(evs, EvLost)
		if got := s.Phase == PhaseLost; got != tt.lost {
			t.Fatalf("%s: phase %s, heart owner %v", tt.name, s.Phase, s.Hexes[heart].Owner)
		}
		if tt.lost && (s.LossCause() != LossHeart || lost.Cause != "heart" || lost.Hex != heart ||
			!strings.Contains(s.Journal[len(s.Journal)-1].Text, "heart")) {
			t.Errorf("%s: cause %q, event %+v, journal %q", tt.name, s.LossCause(), lost, s.Journal[len(s.Journal)-1].Text)
		}
		rulestest.Holds(t, tt.name, CheckInvariants(s))
	}
}

// TestAges (T43): the Enemy's Potency rises by one in every type each Age
// (Struggle every 5 Years, Blight every 3, never on a Tale), and the Year
// an Age begins says so.
func TestAges(t *testing.T) {
	tests := []struct {
		level             Level
		year              int
		bonus, age, next  int
		beginsWithTheYear bool
	}{
		{Tale, 1, 0, 0, 0, false}, {Tale, 40, 0, 0, 0, false},
		{Struggle, 1, 0, 1, 6, false}, {Struggle, 5, 0, 1, 6, false}, {Struggle, 6, 1, 2, 11, true},
		{Struggle, 11, 2, 3, 16, true}, {Struggle, 12, 2, 3, 16, false},
		{Blight, 3, 0, 1, 4, false}, {Blight, 4, 1, 2, 7, true}, {Blight, 7, 2, 3, 10, true}, {Blight, 25, 8, 9, 28, true},
	}
	for _, tt := range tests {
		s := createdOn(t, 41, tt.level)
		base := s.EnemyPotency(Burn)
		s.Year = tt.year
		if s.AgeBonus() != tt.bonus || s.Age() != tt.age || s.NextAge() != tt.next || s.EnemyPotency(Burn) != base+tt.bonus {
			t.Errorf("%s Year %d: bonus %d age %d next %d potency %d→%d", tt.level, tt.year, s.AgeBonus(), s.Age(), s.NextAge(), base, s.EnemyPotency(Burn))
		}
		s.Year = tt.year - 1
		s.Phase, s.GP = PhaseGrow, 0
		evs := mustApply(t, s, EndYear())
		e, ok := find(evs, EvAge)
		if ok != tt.beginsWithTheYear || ok && (e.Value != tt.age || e.Bonus != tt.bonus) {
			t.Errorf("%s Year %d: age event %v %+v", tt.level, tt.year, ok, e)
		}
	}
}

// TestAgeInTheJournal (T43): the journal's entry for a Year that began an
// Age tells it, and only those entries do.
func TestAgeInTheJournal(t *testing.T) {
	s := createdOn(t, 45, Blight)
	for !s.Phase.Over() && s.Year < 9 {
		mustApply(t, s, Greedy{}.Choose(s, Legal(s)))
	}
	if len(s.Journal) < 8 {
		t.Fatalf("the game ended in Year %d", s.Year)
	}
	for _, e := range s.Journal[1:] {
		began := e.Year == 4 || e.Year == 7
		if e.Facts.Age > 0 != began || strings.Contains(e.Text, " Age") != began {
			t.Errorf("Year %d (age %d): %q", e.Year, e.Facts.Age, e.Text)
		}
	}
}

// TestLastYear (T44): a Struggle or Blight still undecided when its last
// Year ends is lost, and the journal says why; a Tale goes on.
func TestLastYear(t *testing.T) {
	tests := []struct {
		level Level
		year  int
		lost  bool
	}{
		{Struggle, 24, false}, {Struggle, 25, true}, {Blight, 25, true}, {Tale, 25, false}, {Tale, 99, false},
	}
	for _, tt := range tests {
		s := createdOn(t, 43, tt.level)
		s.Year, s.Phase = tt.year, PhaseGrow
		evs := mustApply(t, s, EndYear())
		lost, ok := find(evs, EvLost)
		if ok != tt.lost || (s.Phase == PhaseLost) != tt.lost {
			t.Fatalf("%s Year %d: phase %s", tt.level, tt.year, s.Phase)
		}
		if tt.lost && (lost.Cause != "years" || s.LossCause() != LossYears || !strings.Contains(s.Journal[len(s.Journal)-1].Text, "tale")) {
			t.Errorf("%s: %+v %q", tt.level, lost, s.Journal[len(s.Journal)-1].Text)
		}
		if !tt.lost && s.Year != tt.year+1 {
			t.Errorf("%s Year %d: went on to Year %d", tt.level, tt.year, s.Year)
		}
		rulestest.Holds(t, tt.level, CheckInvariants(s))
	}
}

// TestLevelInvariants: the invariants catch a game that goes on past its
// heart or its last Year, and a defeat the rules do not allow.
func TestLevelInvariants(t *testing.T) {
	tests := []struct {
		name  string
		level Level
		edit  func(s *State)
		want  string
	}{
		{"heart taken, game on", Struggle, func(s *State) { s.Hexes[s.Primary] = Hex{Owner: Enemy, Terrain: "Plains", Structure: "town"} }, "heart"},
		{"past the last Year", Blight, func(s *State) { s.Year = 26 }, "after the last Year"},
		{"lost too soon", Struggle, func(s *State) { s.Phase = PhaseLost }, "heart held"},
		{"unknown level", Tale, func(s *State) { s.Level = 7 }, "unknown level"},
		{"a Tale may go on", Tale, func(s *State) { s.Year = 80 }, ""},
	}
	for _, tt := range tests {
		s := createdOn(t, 47, tt.level)
		tt.edit(s)
		v := strings.Join(CheckInvariants(s), "; ")
		if (tt.want == "") != (v == "") || !strings.Contains(v, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, v, tt.want)
		}
	}
}

// TestLevelsDescribed: every level has a name, a sentence and its rules,
// each rule citing its RULES.md line.
func TestLevelsDescribed(t *testing.T) {
	ls := Levels()
	if len(ls) != int(NumLevels) {
		t.Fatalf("%d levels", len(ls))
	}
	for _, l := range ls {
		if l.Name == "" || !strings.HasSuffix(l.Description, ".") || len(l.Rules) == 0 || l.GreedyWins <= 0 {
			t.Errorf("%+v", l)
		}
		for _, r := range l.Rules {
			if !strings.Contains(r, "(T") {
				t.Errorf("%s: rule %q cites no RULES.md line", l.Name, r)
			}
		}
	}
	if ls[Struggle].LastYear != 25 || ls[Blight].TargetDice != 2 || ls[Tale].Heart {
		t.Errorf("levels %+v", ls)
	}
}

// TestGreedyWinsStated: the greedy bot's win rate each level states (the
// level choice shows it) is within 6 points of what it does on the default
// map over 400 games (rules/forest/README.md has 2,000 per map).
func TestGreedyWinsStated(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 1,200 games")
	}
	for l := range NumLevels {
		rep, err := Simulate(data(t), dice.HashText("stated"), 400, "greedy", Options{Level: l, MaxYears: 400})
		if err != nil {
			t.Fatal(err)
		}
		if got, said := int(100*rep.ForestWinRate+0.5), l.Info().GreedyWins; got < said-6 || got > said+6 {
			t.Errorf("%s: greedy wins %d%%, the level says %d%%", l, got, said)
		}
	}
}

// TestGoldenLevels pins whole Struggle and Blight games, one for each way a
// game ends, as TestGolden pins Tales: the same seed, level and bot must
// reach the same final state natively and under WebAssembly. Update the
// table only when a level's rule or number changes on purpose.
func TestGoldenLevels(t *testing.T) {
	tests := []struct {
		level Level
		seed  dice.Seed
		bot   string
		fp    string
		years int
		lost  LossCause
	}{
		{Struggle, 12, "greedy", "4622f16f32aa2fc3", 8, LossNone},
		{Struggle, 16, "greedy", "5dc04a6d940afe7c", 10, LossHeart},
		{Struggle, 1, "greedy", "cf467e4752fdaf87", 25, LossYears},
		{Blight, 12, "planner", "4eb78778f4052a3e", 10, LossNone},
		{Blight, 4, "planner", "4e161423e23f5153", 25, LossYears},
		{Blight, 13, "greedy", "18cca75ea58b007d", 11, LossHeart},
		{Blight, 5, "random", "60aa780c7ad76616", 10, LossHeart},
	}
	for _, tt := range tests {
		b, _ := NewBot(tt.bot, tt.seed)
		r := PlayGame(data(t), tt.seed, b, Options{Level: tt.level, Check: true})
		if got := r.State.Fingerprint(); got != tt.fp || r.Years != tt.years || r.State.LossCause() != tt.lost || len(r.Violations) > 0 {
			t.Errorf("%s seed %d %s: fingerprint %s, %d Years, lost %q %v; want %s, %d, %q", tt.level, tt.seed, tt.bot,
				got, r.Years, r.State.LossCause(), r.Violations, tt.fp, tt.years, tt.lost)
		}
	}
}
