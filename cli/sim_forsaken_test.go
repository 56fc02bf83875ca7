package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

func TestSimForsakenFlags(t *testing.T) {
	checkCommands(t, []commandCase{
		{[]string{"sim", "forsaken", "--games", "5", "--players", "4"}, 0, "4 players: 3 commonfolk, 1 forsaken, weights 3.0 to 1.0", ""},
		{[]string{"sim", "forsaken", "--games", "3", "--players", "7", "--roles", "forsaken, silencer,commonfolk,oracle,priest,blessed,coward"}, 0, "1 silencer", ""},
		{[]string{"sim", "forsaken", "--games", "3", "--ai", "hard", "--forsaken", "easy"}, 0, "villagers hard, forsaken easy", ""},
		{[]string{"sim", "forsaken", "--games", "0"}, 2, "", "--games must be"},
		{[]string{"sim", "forsaken", "--players", "3"}, 2, "", "--players must be from 4 to 12, not 3"},
		{[]string{"sim", "forsaken", "--players", "13"}, 2, "", "--players must be from 4 to 12, not 13"},
		{[]string{"sim", "forsaken", "--roles", "commonfolk,wizard"}, 2, "", `--roles: unknown role "wizard" (commonfolk, oracle,`},
		{[]string{"sim", "forsaken", "--roles", "forsaken,unknown,commonfolk,commonfolk,commonfolk,commonfolk"}, 2, "", `unknown role "unknown"`},
		{[]string{"sim", "forsaken", "--roles", "forsaken,commonfolk"}, 2, "", "--roles: 2 Role Cards for 6 travelers"},
		{[]string{"sim", "forsaken", "--roles", "forsaken,forsaken,forsaken,commonfolk,oracle,priest"}, 2, "", "3 Forsaken against 3 others"},
		{[]string{"sim", "forsaken", "--roles", "commonfolk,commonfolk,commonfolk,oracle,priest,coward"}, 2, "", "no Forsaken among the roles"},
		{[]string{"sim", "forsaken", "--roles", "forsaken,oracle,oracle,commonfolk,commonfolk,commonfolk"}, 2, "", "2 oracle cards wanted, the box has 1"},
		{[]string{"sim", "forsaken", "--ai", "expert"}, 2, "", `--ai: unknown level "expert"`},
		{[]string{"sim", "forsaken", "--villagers", "clever"}, 2, "", `--villagers: unknown level "clever"`},
		{[]string{"sim", "forsaken", "--forsaken", "Hard"}, 2, "", `--forsaken: unknown level "Hard"`},
		{[]string{"sim", "forsaken", "--seed", "7K3U-9QXA"}, 2, "", "character 4"},
		{[]string{"sim", "forsaken", "extra"}, 2, "", "unexpected argument"},
		{[]string{"sim"}, 2, "", "available modes: forward, battle, forest, forsaken"},
		{[]string{"levels"}, 0, "Forsaken Forest: data", ""},
		{[]string{"levels"}, 0, "Travelers Deck, 184 cards:", ""},
		{[]string{"levels"}, 0, "  →  6: 2 + 4 *", ""},
	})
}

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
	Mode       string                    `json:"mode"`
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
	Violations int                       `json:"invariant_violations"`
}

func TestSimForsakenJSON(t *testing.T) {
	code, out, errOut := run("sim", "forsaken", "--games", "20", "--players", "6", "--json")
	var v forsakenJSON
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil {
		t.Fatalf("sim forsaken --json = %d %q %q", code, out, errOut)
	}
	if v.Mode != "forsaken" || v.Players != 6 || v.Roles["forsaken"] != 2 || v.Roles["commonfolk"] != 4 || v.Games != 20 {
		t.Errorf("table: %+v", v)
	}
	if v.Villagers+v.Forsaken != v.Games || v.Unfinished != 0 || v.Violations != 0 {
		t.Errorf("wins %d + %d, %d unfinished, %d violations, of %d games", v.Villagers, v.Forsaken, v.Unfinished, v.Violations, v.Games)
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
