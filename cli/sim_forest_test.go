package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSimForest(t *testing.T) {
	checkCommands(t, []commandCase{
		{[]string{"sim", "forest", "--games", "20", "--seed", "DEEP-W00D"}, 0, "invariant violations         0", ""},
		{[]string{"sim", "forest", "--games", "5", "--bot", "random", "--max-years", "30"}, 0, "Year limit 30", ""},
		{[]string{"sim", "forest", "--games", "0"}, 2, "", "--games must be"},
		{[]string{"sim", "forest", "--max-years", "-1"}, 2, "", "--max-years must be"},
		{[]string{"sim", "forest", "--bot", "clever"}, 2, "", `unknown bot "clever"`},
		{[]string{"sim", "forest", "--seed", "7K3U-9QXA"}, 2, "", "character 4"},
		{[]string{"sim", "forest", "extra"}, 2, "", "unexpected argument"},
		{[]string{"sim", "forest", "--games", "5", "--map", "isle"}, 0, "map isle", ""},
		{[]string{"sim", "forest", "--map", "atlantis"}, 2, "", `unknown map "atlantis"`},
		{[]string{"levels"}, 0, "Map glade — The Glade (default), 63 hexes", ""},
		{[]string{"levels"}, 0, "Level blight — Blight (greedy bot wins", ""},
		{[]string{"sim", "forest", "--games", "5", "--difficulty", "struggle"}, 0, "level struggle", ""},
		{[]string{"sim", "forest", "--games", "3", "--difficulty", "blight", "--bot", "planner"}, 0, "bot planner, seed DEEP-W00D, map glade, level blight", ""},
		{[]string{"sim", "forest", "--games", "3"}, 0, "level tale", ""},
		{[]string{"sim", "forest", "--difficulty", "nightmare"}, 2, "", `unknown level "nightmare"`},
	})
}

func TestSimForestJSON(t *testing.T) {
	code, out, _ := run("sim", "forest", "--games", "10", "--json")
	var v struct {
		Mode       string  `json:"mode"`
		Games      int     `json:"games"`
		Wins       int     `json:"forest_wins"`
		Enemy      int     `json:"enemy_wins"`
		Unfinished int     `json:"unfinished"`
		Years      float64 `json:"mean_years"`
		Violations int     `json:"invariant_violations"`
		PerSecond  float64 `json:"games_per_second"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Mode != "forest" || v.Games != 10 ||
		v.Wins+v.Enemy+v.Unfinished != 10 || v.Years <= 0 || v.Violations != 0 {
		t.Fatalf("sim forest --json = %d %q", code, out)
	}
	code, out, _ = run("levels", "--json")
	var l struct {
		Forest struct {
			Difficulties []struct {
				ID          string   `json:"id"`
				Description string   `json:"description"`
				Rules       []string `json:"rules"`
				GreedyWins  int      `json:"greedy_win_percent"`
			} `json:"difficulties"`
			Maps   []struct{ ID string }   `json:"maps"`
			Tables []struct{ Name string } `json:"tables"`
		} `json:"forest"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &l) != nil || len(l.Forest.Maps) < 3 || len(l.Forest.Tables) != 13 {
		t.Fatalf("levels --json forest = %d %+v", code, l.Forest)
	}
	var ids []string
	for _, d := range l.Forest.Difficulties {
		ids = append(ids, d.ID)
		if d.Description == "" || len(d.Rules) == 0 || d.GreedyWins == 0 {
			t.Errorf("difficulty %+v", d)
		}
	}
	if strings.Join(ids, " ") != "tale struggle blight" {
		t.Errorf("difficulties %v", ids)
	}
	code, out, _ = run("sim", "forest", "--games", "4", "--difficulty", "blight", "--json")
	var b struct {
		Level  string  `json:"level"`
		Median float64 `json:"median_years"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &b) != nil || b.Level != "blight" || b.Median <= 0 {
		t.Errorf("sim forest --difficulty blight --json = %d %q", code, out)
	}
}
