package battleui

import (
	"errors"
	"strings"
	"testing"
	"time"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/storage"
)

// customArmies is a custom battle's armies that fit a budget of 200.
const customArmies = `"armies":[[0,30,0,0,0,0,0,10],[0,30,0,0,0,0,0,10]],"budget":200`

// badSaves are battle autosaves that must be refused: the probe's three
// crashes (an unknown level, a custom attacker that is no side, a negative
// army count that crashed the AI's goroutine), broken JSON, an unknown
// scenario, an illegal action, and the other fields a file can get wrong.
// want is a phrase the error must hold; line is the line it must name (0
// for a field's value, which has no line of its own).
var badSaves = []struct {
	name, save, want string
	line             int
}{
	{"unknown level", `{"setup":{"scenario":"open","players":[{"human":false,"level":99},{"human":false,"level":1}],"seed":1},"actions":[]}`,
		"setup.players[0].level 99 is not a computer level", 0},
	{"negative level", `{"setup":{"scenario":"open","players":[{"human":true},{"level":-1}],"seed":1},"actions":[]}`,
		"setup.players[1].level -1", 0},
	{"custom attacker 5", `{"setup":{"scenario":"open","custom":true,"attacker":5,` + customArmies + `,"players":[{"human":true},{"level":1}],"seed":1},"actions":[]}`,
		"setup.attacker 5 is not a side", 0},
	{"negative army count", `{"setup":{"scenario":"open","custom":true,"attacker":0,"armies":[[0,30,0,0,0,0,0,10],[0,-5,0,0,0,0,0,0]],"budget":200,"players":[{"human":true},{"level":1}],"seed":1},"actions":[]}`,
		"setup.armies[1] (Blue's army): -5 Medium Infantry is a negative count", 0},
	{"one negative count", `{"setup":{"scenario":"open","custom":true,"attacker":0,"armies":[[0,30,0,0,0,0,0,10],[0,30,-5,0,0,0,0,10]],"budget":200,"players":[{"human":true},{"level":1}],"seed":1},"actions":[]}`,
		"setup.armies[1] (Blue's army): -5 Heavy Infantry is a negative count", 0},
	{"empty army", `{"setup":{"scenario":"open","custom":true,"armies":[[0,30,0,0,0,0,0,10],[0,0,0,0,0,0,0,0]],"budget":200,"players":[{"human":true},{"level":1}],"seed":1},"actions":[]}`,
		"setup.armies[1] (Blue's army): the army has no troops", 0},
	{"over budget", `{"setup":{"scenario":"open","custom":true,"armies":[[0,30,0,0,0,0,0,10],[0,300,0,0,0,0,0,10]],"budget":200,"players":[{"human":true},{"level":1}],"seed":1},"actions":[]}`,
		"setup.armies[1]", 0},
	{"budget out of range", `{"setup":{"scenario":"open","custom":true,"armies":[[0,30,0,0,0,0,0,10],[0,30,0,0,0,0,0,10]],"budget":90000000,"players":[{"human":true},{"level":1}],"seed":1},"actions":[]}`,
		"setup.budget 90000000 is outside 40 to 600", 0},
	{"broken JSON", "{\"setup\":{\"scenario\":\"open\",\n\"players\":[}", "not a battle save", 2},
	{"empty file", "", "not a battle save", 1},
	{"wrong type", "{\"setup\":{\"scenario\":\"open\",\n\"seed\":-1}}", "setup.seed: number -1", 2},
	{"side out of int8", `{"setup":{"scenario":"open","custom":true,"attacker":300}}`, "setup.attacker: number 300 where a whole number from -128 to 127 belongs", 1},
	{"unknown scenario", `{"setup":{"scenario":"nowhere","players":[{"human":true},{"human":true}],"seed":1},"actions":[]}`,
		`setup.scenario "nowhere" is not one of the battlefields`, 0},
	{"illegal action", `{"setup":{"scenario":"skirmish","players":[{"human":true},{"human":true}],"seed":1},"actions":[{"kind":2,"side":1}]}`,
		"actions[0] (action 1 of 1): blue fight is not legal in phase deploy", 0},
	{"unit out of range", `{"setup":{"scenario":"skirmish","players":[{"human":true},{"human":true}],"seed":1},"actions":[{"kind":0,"side":1,"unit":-7,"hex":{"Q":3,"R":4}}]}`,
		"actions[0]", 0},
}

// TestRestoreRefusesBadSaves: every bad save is refused with a
// *RestoreError naming the file (and the line, for broken JSON) and saying
// what is wrong; the save is moved to BadAutosaveName, byte for byte, and
// the autosave is gone, so the next launch offers no broken Continue. It
// never panics, in Restore or in the computer's first decision.
func TestRestoreRefusesBadSaves(t *testing.T) {
	for _, c := range badSaves {
		t.Run(c.name, func(t *testing.T) {
			store := storage.NewDir(t.TempDir())
			if err := store.Write(AutosaveName, []byte(c.save)); err != nil {
				t.Fatal(err)
			}
			s, err := Restore(store)
			if err == nil {
				firstDecision(t, s)
				t.Fatalf("restored; want an error saying %q", c.want)
			}
			var re *RestoreError
			if !errors.As(err, &re) {
				t.Fatalf("error %T %v, want a *RestoreError", err, err)
			}
			noPanic(t, err)
			if !strings.Contains(re.Msg, c.want) {
				t.Errorf("message %q, want it to say %q", re.Msg, c.want)
			}
			if re.Line != c.line {
				t.Errorf("line %d, want %d", re.Line, c.line)
			}
			if re.File != store.Where(AutosaveName) || !strings.Contains(err.Error(), AutosaveName) {
				t.Errorf("error %q does not name the file %s", err, store.Where(AutosaveName))
			}
			checkAside(t, store, []byte(c.save), re)
			t.Log(err)
		})
	}
}

// noPanic fails the test when err is a replay that panicked, with where.
func noPanic(t *testing.T, err error) {
	t.Helper()
	var p *replayPanic
	if errors.As(err, &p) {
		t.Fatalf("the replay panicked: %v\n%s", p.value, p.stack)
	}
}

// checkAside finds a refused save kept as BadAutosaveName with its bytes
// and no autosave left to offer.
func checkAside(t *testing.T, store storage.Store, save []byte, re *RestoreError) {
	t.Helper()
	if re.Aside != BadAutosaveName {
		t.Errorf("kept as %q, want %q", re.Aside, BadAutosaveName)
	}
	if b, err := store.Read(BadAutosaveName); err != nil || string(b) != string(save) {
		t.Errorf("%s holds %q (%v), want the refused save", BadAutosaveName, b, err)
	}
	if HasAutosave(store) {
		t.Error("the refused autosave is still there: the next launch would offer it again")
	}
}

// firstDecision makes the decision the restored battle's computer player
// would start on its goroutine (PollAI), here on the test's own, so that a
// panic fails the test with its stack instead of killing the process. The
// AI is its level's with a small node budget, to keep the fuzzer fast.
func firstDecision(tb testing.TB, s *Session) {
	tb.Helper()
	st := s.State
	if st.Over() || s.ais[st.Turn] == nil {
		return
	}
	legal := battle.Legal(st)
	if len(legal) == 0 {
		tb.Fatalf("the computer is to play in phase %v with no legal action", st.Phase)
	}
	bot := ai.New(s.ais[st.Turn].Level(), s.Setup.Seed, ai.WithNodes(100))
	act := bot.Choose(battle.View(st, st.Turn), legal)
	if _, err := battle.Apply(st.Clone(), act); err != nil {
		tb.Fatalf("the computer chose an illegal action: %v", err)
	}
}

// playedSave is a real autosave: a battle against a computer player on the
// given set-up with its first n actions played, as the game writes it.
func playedSave(tb testing.TB, su Setup, n int) []byte {
	tb.Helper()
	store := storage.NewDir(tb.TempDir())
	s, err := NewSession(store, su)
	if err != nil {
		tb.Fatal(err)
	}
	bots := [2]*ai.AI{ai.New(ai.Easy, 1), ai.New(ai.Easy, 2)}
	for range n {
		st := s.State
		if err := s.Do(bots[st.Turn].Choose(battle.View(st, st.Turn), s.Legal())); err != nil {
			tb.Fatal(err)
		}
	}
	b, err := store.Read(AutosaveName)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// customSetup is a custom battle as the set-up screen makes it: Red
// attacks with the scenario's armies on a budget they fit, against a
// normal computer.
func customSetup(scenario string) Setup {
	sc, _ := battle.LoadScenario(scenario)
	su := Setup{Scenario: scenario, Custom: true, Armies: sc.Armies, Attacker: battle.Blue, Budget: 400, Seed: 7}
	su.Players = [2]Player{{Human: true}, {Level: ai.Normal}}
	return su
}

// TestRestoreGoodSaves: saves the game writes, ready-made and custom, are
// continued, and the computer's first decision arrives through PollAI.
func TestRestoreGoodSaves(t *testing.T) {
	ready := Setup{Scenario: "ford", Players: [2]Player{{Level: ai.Hard}, {Level: ai.Easy}}, Seed: dice.HashText("good"), Fixed: true}
	for name, b := range map[string][]byte{"ready-made": playedSave(t, ready, 12), "custom": playedSave(t, customSetup("town"), 5)} {
		store := storage.NewDir(t.TempDir())
		if err := store.Write(AutosaveName, b); err != nil {
			t.Fatal(err)
		}
		s, err := Restore(store)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s.HumanTurn() {
			continue
		}
		n := len(s.Moves)
		for deadline := time.Now().Add(30 * time.Second); len(s.Moves) == n; {
			if _, err := s.PollAI(); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: no decision in 30 s", name)
			}
			time.Sleep(time.Millisecond)
		}
	}
}

// TestSetupScreenPassesCheck: every set-up the set-up screen can start
// (each battlefield, ready-made or custom from the scenario's armies, every
// commander) passes Setup.Check, so the checks never refuse a save the
// game wrote.
func TestSetupScreenPassesCheck(t *testing.T) {
	sc := NewSetup(Hooks{})
	for i := range sc.scs {
		sc.sc = i
		for _, custom := range []bool{false, true} {
			if sc.custom != custom {
				sc.change(rowArmies, 1)
			}
			for p := range playerChoices {
				sc.players = [2]int{p, len(playerChoices) - 1 - p}
				if err := sc.setup(1).Check(); err != nil {
					t.Errorf("%s custom=%v: %v", sc.scs[i].Name, custom, err)
				}
			}
		}
	}
}
