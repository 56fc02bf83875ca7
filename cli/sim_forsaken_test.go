package cli

import (
	"regexp"
	"strings"
	"testing"
)

// TestForsakenHasAutoplay: help offers Forsaken Forest's autoplay now
// that its screens play.
func TestForsakenHasAutoplay(t *testing.T) {
	_, out, _ := run("help")
	if !strings.Contains(out, "autoplay forsaken") {
		t.Errorf("help:\n%s", out)
	}
	if m, ok := ModeNamed("forsaken"); !ok || !m.Screens {
		t.Errorf("ModeNamed(forsaken) = %+v, %v", m, ok)
	}
}

// forsakenJSON is the part of `sim forsaken --json` the tests read.
type forsakenJSON struct {
	Players    int                       `json:"players"`
	Roles      map[string]int            `json:"roles"`
	Games      int                       `json:"games"`
	Villagers  int                       `json:"villager_wins"`
	Forsaken   int                       `json:"forsaken_wins"`
	Unfinished int                       `json:"unfinished"`
	WinsBy     map[string]map[string]int `json:"wins_by"`
	Days       float64                   `json:"mean_days"`
	Cycles     float64                   `json:"mean_cycles"`
	Actions    float64                   `json:"mean_actions"`
	Longest    int                       `json:"longest_game_actions"`
	MaxActions int                       `json:"max_actions"`
	Decisions  int                       `json:"decisions"`
}

func TestSimForsakenJSON(t *testing.T) {
	var v forsakenJSON
	simJSON(t, &v, "forsaken", "--games", "20", "--players", "6")
	if v.Players != 6 || v.Roles["forsaken"] != 2 || v.Roles["commonfolk"] != 4 || len(v.Roles) != 2 || v.Games != 20 { // the default deal at 6, the seed's row (RULES S4)
		t.Errorf("table: %+v", v)
	}
	if v.Villagers+v.Forsaken != v.Games || v.Unfinished != 0 {
		t.Errorf("wins %d + %d, %d unfinished, of %d games", v.Villagers, v.Forsaken, v.Unfinished, v.Games)
	}
	for team, want := range map[string]int{"villagers": v.Villagers, "forsaken": v.Forsaken} {
		sum := 0
		for _, n := range v.WinsBy[team] {
			sum += n
		}
		if sum != want {
			t.Errorf("%s won %d games, by condition %v", team, want, v.WinsBy[team])
		}
	}
	if v.Days <= 0 || v.Cycles <= 0 || v.Longest < int(v.Actions) || v.Longest >= v.MaxActions || v.Decisions != int(v.Actions*20+0.5) {
		t.Errorf("lengths: %+v", v)
	}
}

// timing matches the report's fields that read the clock.
var timing = regexp.MustCompile(`"(decision_p99_ms|decision_max_ms|games_per_second)":[0-9.e+-]+`)

func TestSimForsakenRepeats(t *testing.T) {
	args := []string{"sim", "forsaken", "--games", "10", "--players", "9", "--seed", "FF25", "--villagers", "hard", "--json"}
	_, first, _ := run(args...)
	_, second, _ := run(args...)
	a, b := timing.ReplaceAllString(first, ""), timing.ReplaceAllString(second, "")
	if a != b || !strings.Contains(a, `"villagers":"hard","forsaken":"normal"`) {
		t.Errorf("the same seed played differently:\n%s\n%s", a, b)
	}
	_, other, _ := run("sim", "forsaken", "--games", "10", "--players", "9", "--seed", "FF26", "--villagers", "hard", "--json")
	if timing.ReplaceAllString(other, "") == a {
		t.Errorf("seeds FF25 and FF26 played the same games")
	}
}

// TestSimForsakenDebug: --debug N plays game N alone and prints every
// decision with the traveler's beliefs, then how the game ended; the
// same game twice prints the same lines.
func TestSimForsakenDebug(t *testing.T) {
	args := []string{"sim", "forsaken", "--debug", "2", "--players", "6", "--seed", "FF25"}
	code, first, _ := run(args...)
	_, second, _ := run(args...)
	if code != 0 || first != second || !strings.Contains(first, "suspicion [") || !strings.Contains(first, "named Void") || !strings.Contains(first, " won (") {
		t.Errorf("exit %d, output:\n%.2000s", code, first)
	}
	if code, _, _ := run("sim", "forsaken", "--debug", "-1"); code == 0 {
		t.Error("--debug -1 was taken")
	}
}
