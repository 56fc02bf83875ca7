package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestSimBattleJSON(t *testing.T) {
	var v BattleReport
	simJSON(t, &v, "battle", "--battles", "2", "--scenario", "skirmish", "--red", "normal", "--blue", "easy", "--mirror")
	if v.Battles != 2 || v.Wins[0]+v.Wins[1]+v.Draws != 2 || v.WinsByAI[0]+v.WinsByAI[1]+v.Draws != 2 || v.Decisions == 0 {
		t.Errorf("report %+v", v)
	}
}

func TestLevelsBattleJSON(t *testing.T) {
	code, out, _ := run("levels", "--json")
	var v struct {
		Battle []battleLevel `json:"battle"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || len(v.Battle) < 5 {
		t.Fatalf("levels --json: %d", code)
	}
	for _, l := range v.Battle {
		if len(l.Field.Cells) != 449 || l.Field.Cells[0].Terrain == "" {
			t.Errorf("%s: %d cells", l.Name, len(l.Field.Cells))
		}
		if l.Name == "town" && (len(l.Field.Barriers) == 0 || l.Field.Barriers[0].Kind.String() != "hard") {
			t.Errorf("town barriers %v", l.Field.Barriers)
		}
	}
}

// TestSimBattleLog: --log writes every decision of every battle, in the
// order played, each headed by the side and level that made it, with the
// battles' headings and outcomes around them.
func TestSimBattleLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ai.log")
	code, out, errOut := run("sim", "battle", "--battles", "2", "--scenario", "ford", "--red", "hard", "--blue", "normal", "--mirror", "--json", "--log", path)
	var rep BattleReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("sim battle --log = %d %q %q", code, out, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	log := string(data)
	headings := regexp.MustCompile(`(?m)^(red|blue) (hard|normal), round \d+ \w+ \(\d+ nodes\):$`).FindAllString(log, -1)
	if len(headings) != rep.Decisions {
		t.Errorf("%d decisions logged, %d made", len(headings), rep.Decisions)
	}
	for _, want := range []string{
		"battle 1 of 2, seed ", "scenario ford: red hard, blue normal", "battle 2 of 2", "scenario ford: red normal, blue hard",
		"red hard, round 2 move", "blue normal, round 2 move", "  planned  ", "battle 2 over: ",
	} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q", want)
		}
	}
}
