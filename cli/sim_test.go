package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSimSeedLevels(t *testing.T) {
	tests := []struct {
		args    []string
		code    int
		outPart string
		errPart string
	}{
		{[]string{"sim", "forward", "--runs", "20", "--seed", "DEEP-W00D"}, 0, "invariant violations         0", ""},
		{[]string{"sim", "forward", "--runs", "5", "--bot", "random"}, 0, "win rate", ""},
		{[]string{"sim"}, 2, "", "available modes: forward"},
		{[]string{"sim", "chess"}, 2, "", `unknown mode "chess"; available modes: forward`},
		{[]string{"sim", "forward", "--runs", "0"}, 2, "", "--runs must be"},
		{[]string{"sim", "forward", "--bot", "clever"}, 2, "", `unknown bot "clever"`},
		{[]string{"sim", "forward", "--seed", "7K3U-9QXA"}, 2, "", "character 4"},
		{[]string{"sim", "forward", "--fast"}, 2, "", "usage: deepwood sim"},
		{[]string{"seed", "DEEP-W00D"}, 0, "Ancient Sword", ""},
		{[]string{"seed", "DEEP-W00D", "--json"}, 0, `"key_cards"`, ""},
		{[]string{"seed"}, 2, "", "missing seed code"},
		{[]string{"seed", "7K3U-9QXA"}, 2, "", "character 4"},
		{[]string{"seed", "a", "b"}, 2, "", "unexpected argument"},
		{[]string{"levels"}, 2 - 2, "Frozen Gaol", ""},
		{[]string{"levels", "extra"}, 2, "", "unexpected argument"},
	}
	for _, tt := range tests {
		code, out, errOut := run(tt.args...)
		if code != tt.code || !strings.Contains(out, tt.outPart) || !strings.Contains(errOut, tt.errPart) {
			t.Errorf("%v: code %d out %q err %q", tt.args, code, out, errOut)
		}
	}
}

func TestSimJSON(t *testing.T) {
	code, out, _ := run("sim", "forward", "--runs", "10", "--json")
	var v struct {
		Mode       string  `json:"mode"`
		Runs       int     `json:"runs"`
		Violations int     `json:"invariant_violations"`
		PerSecond  float64 `json:"runs_per_second"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Mode != "forward" || v.Runs != 10 || v.Violations != 0 {
		t.Fatalf("sim --json = %d %q", code, out)
	}
}

func TestLevelsJSON(t *testing.T) {
	code, out, _ := run("levels", "--json")
	var v struct {
		Forward struct {
			Cards     int `json:"card_count"`
			Locations []struct {
				Layout []struct{ Number, Row, Column int } `json:"layout"`
				Cards  []struct{ Name string }             `json:"cards"`
			} `json:"locations"`
		} `json:"forward"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Forward.Cards != 100 || len(v.Forward.Locations) != 9 {
		t.Fatalf("levels --json = %d %.200q", code, out)
	}
	for _, l := range v.Forward.Locations {
		if len(l.Layout) != 9 || len(l.Cards) != 9 {
			t.Errorf("location with %d cells and %d cards", len(l.Layout), len(l.Cards))
		}
	}
}
