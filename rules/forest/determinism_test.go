package forest

import (
	"strings"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// play runs a game to its end (or maxYears) with the named bot.
func play(t testing.TB, seed dice.Seed, bot string, maxYears int) Result {
	t.Helper()
	b, err := NewBot(bot, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := PlayGame(data(t), seed, b, Options{MaxYears: maxYears, Check: true})
	if len(r.Violations) > 0 {
		t.Fatalf("seed %s %s: %v", seed.Code(), bot, r.Violations)
	}
	return r
}

// TestGolden pins whole games: the same seed and bot must reach the same
// final state natively and under WebAssembly. Update the table only when a
// rule or the data changes on purpose.
func TestGolden(t *testing.T) {
	tests := []struct {
		seed  dice.Seed
		bot   string
		years int
		fp    string
	}{
		{1, "greedy", 0, "3bb1b6b96a9c421e"},
		{2, "greedy", 0, "3118e6f78051bb1e"},
		{3, "random", 0, "8bd3b2e37e430b7e"},
		{4, "random", 25, "930946708c4c5443"},
	}
	for _, tt := range tests {
		r := play(t, tt.seed, tt.bot, tt.years)
		if got := r.State.Fingerprint(); got != tt.fp {
			t.Errorf("seed %d %s: fingerprint %s (years %d, won %v), want %s", tt.seed, tt.bot, got, r.Years, r.Won, tt.fp)
		}
	}
}

// TestDeterminism: two plays of one seed agree action for action.
func TestDeterminism(t *testing.T) {
	for seed := dice.Seed(100); seed < 110; seed++ {
		a, b := play(t, seed, "random", 30), play(t, seed, "random", 30)
		if a.State.Fingerprint() != b.State.Fingerprint() || a.Actions != b.Actions {
			t.Errorf("seed %d differs", seed)
		}
	}
}

// TestJSONRoundTrip saves a game at every action, restores it and checks
// that the copy continues exactly like the original.
func TestJSONRoundTrip(t *testing.T) {
	d := data(t)
	s := New(d, 51)
	bot, _ := NewBot("random", 51)
	for i := 0; !s.Phase.Over() && s.Year < 15; i++ {
		c := rulestest.Restored(t, i, s, func(b []byte) (*State, error) { return UnmarshalState(d, b) })
		a := bot.Choose(s, Legal(s))
		rulestest.Same(t, i, a, s, c, mustApply(t, s, a), mustApply(t, c, a))
	}
	if _, err := UnmarshalState(d, []byte(`{"rules":"other"}`)); err == nil {
		t.Error("foreign state accepted")
	}
}

// TestIllegalUntouched: every refused action leaves the fingerprint as it
// was, in every phase a game passes through.
func TestIllegalUntouched(t *testing.T) {
	s := New(data(t), 52)
	bot, _ := NewBot("random", 52)
	probes := []Action{Next(), Reroll("culture"), Choose("feature", 13), ChooseMap("nowhere"), PlaceFeature(-1),
		PickAbility("nope"), Commit(), RollEnemy(), Defend(Nature(9)), Encroach(-1, Wood), Encroach(0, Air),
		RerollEnemyType(), RollEnemyDefence(), UseForest("stonewood"), UseAlly(2, 0), UseAlly(3, 5), Resolve(),
		TakeSecond(0), RaiseValue(Air), RaiseAlly(), RaiseAbility("x"), NewAbility("like-slate"), BurstForth(0),
		EndYear(), EditJournal(999, "x"), EditJournal(0, strings.Repeat("x", MaxNote+1)), {Kind: numActs}}
	refused := 0
	for !s.Phase.Over() && s.Year < 12 {
		for _, p := range probes {
			if IsLegal(s, p) {
				continue
			}
			fp := s.Fingerprint()
			if _, err := Apply(s, p); err == nil {
				t.Fatalf("%s accepted in %s though IsLegal says no", p, s.Phase)
			}
			refused++
			if s.Fingerprint() != fp {
				t.Fatalf("refused %s changed the state", p)
			}
		}
		mustApply(t, s, bot.Choose(s, Legal(s)))
	}
	if refused < 100 {
		t.Errorf("only %d refusals probed", refused)
	}
}

// TestJournal: ten Years do not read the same; the player's note sticks.
func TestJournal(t *testing.T) {
	r := play(t, 61, "random", 10)
	s := r.State
	if len(s.Journal) < 11 {
		t.Fatalf("%d entries", len(s.Journal))
	}
	seen := map[string]bool{}
	opens := map[string]bool{}
	for _, e := range s.Journal[1:11] {
		if seen[e.Text] {
			t.Errorf("Year %d repeats an entry", e.Year)
		}
		seen[e.Text] = true
		first, _, _ := strings.Cut(e.Text, ".")
		opens[first] = true
		if strings.Contains(e.Text, "{") || !e.Facts.Enemy.Done {
			t.Errorf("Year %d: %q", e.Year, e.Text)
		}
	}
	if len(opens) < 4 {
		t.Errorf("only %d different openings in ten Years", len(opens))
	}
	for i := 2; i < len(s.Journal); i++ {
		a, _, _ := strings.Cut(s.Journal[i-1].Text, ".")
		b, _, _ := strings.Cut(s.Journal[i].Text, ".")
		if a == b && !strings.Contains(a, "Year") {
			t.Errorf("Years %d and %d open alike: %q", i-1, i, a)
		}
	}
	evs := mustApply(t, s, EditJournal(3, "The rains came early."))
	if s.Journal[3].Note != "The rains came early." || evs[0].Kind != EvJournalEdited {
		t.Errorf("note %q", s.Journal[3].Note)
	}
	if _, err := Apply(s, EditJournal(3, strings.Repeat("x", MaxNote+1))); err == nil {
		t.Error("an over-long note accepted")
	}
}

// TestSimulate: both bots finish their games without breaking a rule.
func TestSimulate(t *testing.T) {
	for _, bot := range BotNames() {
		rep, err := Simulate(data(t), 71, 30, bot, Options{MaxYears: 200, Check: true})
		if err != nil || rep.Violations > 0 || rep.ForestWins+rep.EnemyWins+rep.Unfinished != 30 {
			t.Errorf("%s: %+v %v", bot, rep, err)
		}
	}
}

func BenchmarkGreedyGame(b *testing.B) {
	d := data(b)
	for i := 0; i < b.N; i++ {
		PlayGame(d, dice.Seed(i), Greedy{}, Options{})
	}
}
