package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSimForestJSON(t *testing.T) {
	var v struct {
		Games      int     `json:"games"`
		Wins       int     `json:"forest_wins"`
		Enemy      int     `json:"enemy_wins"`
		Unfinished int     `json:"unfinished"`
		Years      float64 `json:"mean_years"`
	}
	simJSON(t, &v, "forest", "--games", "10")
	if v.Games != 10 || v.Wins+v.Enemy+v.Unfinished != 10 || v.Years <= 0 {
		t.Fatalf("sim forest --json: %+v", v)
	}
	code, out, _ := run("levels", "--json")
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
