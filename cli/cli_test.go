package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"deepwood/levels"
	"deepwood/version"
)

func run(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = Run(args, &o, &e)
	return code, o.String(), e.String()
}

// commandCase is a command line, its exit status, and a part of what it
// prints on stdout and on stderr ("" for anything).
type commandCase struct {
	args    []string
	code    int
	outPart string
	errPart string
}

// checkCommands runs each case and reports those that differ.
func checkCommands(t *testing.T, cases []commandCase) {
	t.Helper()
	for _, tt := range cases {
		code, out, errOut := run(tt.args...)
		if code != tt.code || !strings.Contains(out, tt.outPart) || !strings.Contains(errOut, tt.errPart) {
			t.Errorf("%v: code %d out %q err %q", tt.args, code, out, errOut)
		}
	}
}

// simJSON runs `sim MODE args… --json`, checks what every mode's report
// says (the mode it played, and no invariant broken) and decodes the
// report into v for the mode's own checks.
func simJSON(t *testing.T, v any, mode string, args ...string) {
	t.Helper()
	code, out, errOut := run(append(append([]string{"sim", mode}, args...), "--json")...)
	var every struct {
		Mode       string `json:"mode"`
		Violations int    `json:"invariant_violations"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &every) != nil || json.Unmarshal([]byte(out), v) != nil {
		t.Fatalf("sim %s --json = %d %q %q", mode, code, out, errOut)
	}
	if every.Mode != mode || every.Violations != 0 {
		t.Fatalf("sim %s --json reports mode %q and %d invariant violations", mode, every.Mode, every.Violations)
	}
}

// TestCommands: the command lines deepwood takes or refuses, by
// subcommand and mode, each with its exit status and part of what it
// prints (what every mode's sim shares is TestSimEveryMode's).
func TestCommands(t *testing.T) {
	checkCommands(t, []commandCase{
		{[]string{"help"}, 0, "version", ""},
		{[]string{"help"}, 0, "N from 1 to 100", ""},
		{[]string{"help"}, 0, "DEEPWOOD_CONFIG_DIR when it is set", ""},
		{nil, 0, "Subcommands", ""},
		{[]string{"version"}, 0, levels.Fingerprint(), ""},
		{[]string{"version", "--bogus"}, 2, "", "usage: deepwood version"},
		{[]string{"version", "extra"}, 2, "", "unexpected argument"},
		{[]string{"nosuch"}, 2, "", "unknown subcommand"},
		{[]string{"sim"}, 2, "", "available modes: forward, battle, forest, forsaken"},
		{[]string{"sim", "chess"}, 2, "", `unknown mode "chess"; available modes: forward`},
		// Forward: sim, seed and levels.
		{[]string{"sim", "forward", "--runs", "5", "--bot", "random"}, 0, "win rate", ""},
		{[]string{"sim", "forward", "--bot", "clever"}, 2, "", `unknown bot "clever"`},
		{[]string{"sim", "forward", "--fast"}, 2, "", "usage: deepwood sim"},
		{[]string{"seed", "DEEP-W00D"}, 0, "Ancient Sword", ""},
		{[]string{"seed", "DEEP-W00D", "--json"}, 0, `"key_cards"`, ""},
		{[]string{"seed"}, 2, "", "missing seed code"},
		{[]string{"seed", "7K3U-9QXA"}, 2, "", "character 4"},
		{[]string{"seed", "a", "b"}, 2, "", "unexpected argument"},
		{[]string{"levels"}, 0, "Frozen Gaol", ""},
		{[]string{"levels", "extra"}, 2, "", "unexpected argument"},
		// I am the Forest.
		{[]string{"sim", "forest", "--games", "5", "--bot", "random", "--max-years", "30"}, 0, "Year limit 30", ""},
		{[]string{"sim", "forest", "--max-years", "-1"}, 2, "", "--max-years must be"},
		{[]string{"sim", "forest", "--bot", "clever"}, 2, "", `unknown bot "clever"`},
		{[]string{"sim", "forest", "--games", "5", "--map", "isle"}, 0, "map isle", ""},
		{[]string{"sim", "forest", "--map", "atlantis"}, 2, "", `unknown map "atlantis"`},
		{[]string{"levels"}, 0, "Map glade — The Glade (default), 63 hexes", ""},
		{[]string{"levels"}, 0, "Level blight — Blight (greedy bot wins", ""},
		{[]string{"sim", "forest", "--games", "5", "--difficulty", "struggle"}, 0, "level struggle", ""},
		{[]string{"sim", "forest", "--games", "3", "--difficulty", "blight", "--bot", "planner"}, 0, "bot planner, seed DEEP-W00D, map glade, level blight", ""},
		{[]string{"sim", "forest", "--games", "3"}, 0, "level tale", ""},
		{[]string{"sim", "forest", "--difficulty", "nightmare"}, 2, "", `unknown level "nightmare"`},
		// Mass Combat.
		{[]string{"sim", "battle", "--battles", "2", "--red", "easy", "--blue", "random"}, 0, "invariant violations         0", ""},
		{[]string{"sim", "battle", "--battles", "2", "--scenario", "ford", "--red", "hard", "--blue", "normal", "--mirror"}, 0, "AI decision p99 ms", ""},
		{[]string{"sim", "battle", "--red", "genius"}, 2, "", `unknown AI "genius"`},
		{[]string{"sim", "battle", "--scenario", "moon"}, 2, "", `unknown scenario "moon"`},
		{[]string{"levels"}, 0, "Mass Combat scenarios", ""},
		{[]string{"sim", "battle", "--log", "/no/such/folder/ai.log"}, 2, "", "no such folder /no/such/folder"},
		{[]string{"sim", "battle", "--battles", "1001", "--log", "ai.log"}, 2, "", "--log takes at most 1000 battles"},
		// Forsaken Forest.
		{[]string{"sim", "forsaken", "--games", "5", "--players", "4"}, 0, "4 players: 3 commonfolk, 1 shrouded, weights 3.0 to 1.5", ""},
		{[]string{"sim", "forsaken", "--games", "3", "--players", "7", "--roles", "forsaken, silencer,commonfolk,oracle,priest,blessed,coward"}, 0, "1 silencer", ""},
		{[]string{"sim", "forsaken", "--games", "3", "--ai", "hard", "--forsaken", "easy"}, 0, "villagers hard, forsaken easy", ""},
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
		{[]string{"levels"}, 0, "Forsaken Forest: data", ""},
		{[]string{"levels"}, 0, "Travelers Deck, 184 cards:", ""},
		{[]string{"levels"}, 0, "     5: 2 + 3 F\n  →  5: shrouded + coward + 3 commonfolk (Villagers won 51.0%)\n  →  6: 2 + 4 *\n", ""},
		{[]string{"levels"}, 0, "     8: 3 + 5 F\n  →  8: shrouded + forsaken + coward + cursed + 4 commonfolk (Villagers won 57.7%)\n  →  9: 3 + 6 *", ""},
		{[]string{"levels"}, 0, "    10: 3 + 7 *\n  → 10: 3 forsaken + coward + 6 commonfolk (Villagers won 52.8%)\n", ""},
	})
}

func TestVersionJSON(t *testing.T) {
	code, out, _ := run("version", "--json")
	var v map[string]string
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v["version"] != version.Number || v["levels"] != levels.Fingerprint() {
		t.Fatalf("version --json = %d %q", code, out)
	}
}
