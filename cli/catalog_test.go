package cli

import (
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
)

func TestSeedCatalog(t *testing.T) {
	code, out, errOut := run("seed", "--catalog", "0000-0000", "20", "--csv")
	if code != 0 {
		t.Fatalf("catalog: %d %s", code, errOut)
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(rows) != 21 || rows[0][0] != "seed" || rows[1][0] != "0000-0000" || rows[20][0] != "0000-000K" {
		t.Fatalf("csv rows %d: %v %v", len(rows), rows[:2], err)
	}
	unwinnable := 0
	for _, r := range rows[1:] {
		if len(strings.Split(r[1], "-")) != 9 {
			t.Errorf("%s: location order %q", r[0], r[1])
		}
		if r[8] == "false" {
			unwinnable++
			if r[9] == "" {
				t.Errorf("%s: unwinnable without a reason", r[0])
			}
		}
	}
	if unwinnable == 0 {
		t.Error("none of 20 seeds is unwinnable; seed 0000-000F deals the Sword into the Spiremaze's right column")
	}

	code, out, _ = run("seed", "--catalog", "ZZZZ-ZZZZ", "2", "--json")
	var js []struct {
		Seed     string `json:"seed"`
		Winnable bool   `json:"winnable"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &js) != nil || len(js) != 2 || js[1].Seed != "0000-0000" {
		t.Fatalf("json catalog wrapping: %d %q", code, out)
	}
}

func TestSeedCatalogUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"seed", "--catalog", "0000-0000"}, "START COUNT"},
		{[]string{"seed", "--catalog", "0000-0000", "0"}, "COUNT must be"},
		{[]string{"seed", "--catalog", "0000-0000", "many"}, "COUNT must be"},
		{[]string{"seed", "--catalog", "7K3U-9QXA", "5"}, "character 4"},
		{[]string{"seed", "--catalog", "0000-0000", "5", "--csv", "--json"}, "not both"},
		{[]string{"seed", "7K3M-9QXA", "--csv"}, "--csv goes with --catalog"},
	}
	for _, tt := range tests {
		code, _, errOut := run(tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: code %d, %q; want usage error mentioning %q", tt.args, code, errOut, tt.want)
		}
	}
}
