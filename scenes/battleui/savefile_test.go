package battleui

import (
	"encoding/json"
	"strings"
	"testing"

	"deepwood/rules/verify"
	"deepwood/storage"
)

// TestAutosaveIsTheBattlesReplay: the autosave is the battle's replay so
// far, in every mode's format: it verifies to the same state, Continue
// rebuilds the same state from it (ready-made and custom battles, with the
// players, the guided flag and fixed budgets), and an undone move leaves
// it as well as the state.
func TestAutosaveIsTheBattlesReplay(t *testing.T) {
	guided := hotseatSetup("save-replay")
	guided.Guided = true
	for name, su := range map[string]Setup{"guided hotseat": guided, "custom against the computer": customSetup("town")} {
		store := storage.NewDir(t.TempDir())
		s := playUntil(t, store, su, atMove)
		b, err := store.Read(AutosaveName)
		if err != nil || !strings.HasPrefix(string(b), "deepwood-replay") {
			t.Fatalf("%s: the autosave is not a replay: %.40q, %v", name, b, err)
		}
		res, _, err := verify.File(AutosaveName, b)
		if err != nil || res.Fingerprint != s.State.Fingerprint() || res.Actions != len(s.Moves) {
			t.Fatalf("%s: the autosave verifies to %+v, %v", name, res, err)
		}
		back, err := Restore(store)
		if err != nil || back.State.Fingerprint() != s.State.Fingerprint() || back.Setup != s.Setup {
			t.Fatalf("%s: Continue gives %v (set-up %+v, want %+v)", name, err, back.Setup, s.Setup)
		}
	}
}

// TestRestoreRefusesBadReplaySaves: a replay-format autosave that is
// damaged is refused by file and line, kept aside byte for byte, and the
// autosave removed.
func TestRestoreRefusesBadReplaySaves(t *testing.T) {
	good := string(playedSave(t, customSetup("town"), 8))
	entry := strings.Index(good, "\n\n") + 2 // the first action's line starts here
	firstAction := strings.Count(good[:entry], "\n") + 1
	for _, c := range []struct {
		name, from, to, want string
		line                 int
	}{
		{"a drifted checksum", good[entry : strings.Index(good[entry:], "\n")+entry], "0 00000000 red fight", "", firstAction},
		{"an unknown player", "players Human, AI normal", "players Human, Robot", "not Human or AI", 7},
		{"a third side attacking", "attacker blue", "attacker green", "not red or blue", 8},
		{"an army out of shape", "army-red ", "army-red 1 ", "army-red", 10},
		{"an unknown battlefield", "scenario town", "scenario moon", `setup.scenario "moon"`, 0},
		{"another mode", "mode battle", "mode forest", "is not battle", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			save := strings.Replace(good, c.from, c.to, 1)
			if save == good {
				t.Fatalf("%q is not in the save", c.from)
			}
			store := storage.NewDir(t.TempDir())
			if err := store.Write(AutosaveName, []byte(save)); err != nil {
				t.Fatal(err)
			}
			_, err := Restore(store)
			re := restoreError(t, err)
			if re.Line != c.line || !strings.Contains(re.Msg, c.want) {
				t.Errorf("refused at line %d with %q; want line %d saying %q", re.Line, re.Msg, c.line, c.want)
			}
			checkAside(t, store, []byte(save), re)
		})
	}
}

// TestEarlierJSONSaveIsContinuedAsAReplay: an autosave an earlier version
// wrote as JSON is continued, then kept as a replay in its place.
func TestEarlierJSONSaveIsContinuedAsAReplay(t *testing.T) {
	s := playUntil(t, nil, hotseatSetup("legacy"), atMove)
	store := storage.NewDir(t.TempDir())
	if err := store.Write(LegacyAutosaveName, legacyJSON(t, s)); err != nil {
		t.Fatal(err)
	}
	if !HasAutosave(store) {
		t.Fatal("the earlier version's save is not offered")
	}
	back, err := Restore(store)
	if err != nil || back.State.Fingerprint() != s.State.Fingerprint() {
		t.Fatalf("Continue gives %v", err)
	}
	if b, err := store.Read(AutosaveName); err != nil || !strings.HasPrefix(string(b), "deepwood-replay") {
		t.Fatalf("the save was not rewritten as a replay: %.40q, %v", b, err)
	}
	if _, err := store.Read(LegacyAutosaveName); !storage.IsNotExist(err) {
		t.Errorf("the JSON save outlived its rewrite: %v", err)
	}
}

// restoreError is err as a *RestoreError, failing the test otherwise.
func restoreError(t *testing.T, err error) *RestoreError {
	t.Helper()
	re, ok := err.(*RestoreError)
	if !ok {
		t.Fatalf("error %v (%T) is not a *RestoreError", err, err)
	}
	return re
}

// legacyJSON is s saved as earlier versions did.
func legacyJSON(t *testing.T, s *Session) []byte {
	t.Helper()
	b, err := json.Marshal(save{s.Setup, s.Moves})
	if err != nil {
		t.Fatal(err)
	}
	return b
}
