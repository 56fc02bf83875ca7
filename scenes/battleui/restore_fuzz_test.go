package battleui

import (
	"errors"
	"io/fs"
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
)

// memStore is a Store in memory, so the fuzzer touches no disk.
type memStore map[string][]byte

func (m memStore) Read(name string) ([]byte, error) {
	if b, ok := m[name]; ok {
		return b, nil
	}
	return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
}

func (m memStore) Write(name string, b []byte) error {
	m[name] = append([]byte(nil), b...)
	return nil
}

func (m memStore) Remove(name string) error { delete(m, name); return nil }

func (m memStore) Where(name string) string { return "memory/" + name }

// FuzzRestoreBattleSave: whatever the autosave holds, Restore never panics;
// it either continues the battle, which then has a legal action for
// whoever is to play and whose computer player makes its first decision
// without panicking (firstDecision, the decision PollAI would start on its
// goroutine), or returns a *RestoreError with the save kept aside and the
// autosave gone. Seeded with real saves (a few actions into ready-made and
// custom battles, and the most lopsided armies the builder allows) and the
// bad saves of TestRestoreRefusesBadSaves.
//
// The package's TestMain wants a display, so fuzz it under xvfb-run:
//
//	xvfb-run -a go test -run XXX -fuzz FuzzRestoreBattleSave -fuzztime 60s ./scenes/battleui/
func FuzzRestoreBattleSave(f *testing.F) {
	ready := Setup{Scenario: "skirmish", Players: [2]Player{{Human: true}, {Level: ai.Normal}}, Seed: dice.HashText("fuzz")}
	f.Add(playedSave(f, ready, 6))
	f.Add(playedSave(f, Setup{Scenario: "ambush", Players: [2]Player{{Level: ai.Hard}, {Level: ai.Random}}, Seed: 3}, 4))
	f.Add(playedSave(f, customSetup("ford"), 9))
	// The lopsided armies the builder allows: one troop against 200.
	lopsided := Setup{Scenario: "town", Custom: true, Armies: [2]battle.Army{{battle.LightInfantry: 1}, {battle.MediumInfantry: 200}}, Budget: battle.MaxBudget}
	lopsided.Players = [2]Player{{Level: ai.Hard}, {Level: ai.Easy}}
	f.Add(playedSave(f, lopsided, 0))
	for _, c := range badSaves {
		f.Add([]byte(c.save))
	}
	f.Fuzz(func(t *testing.T, save []byte) {
		store := memStore{AutosaveName: save}
		s, err := Restore(store)
		if err == nil {
			if !HasAutosave(store) {
				t.Fatal("a restored save was removed")
			}
			if !s.State.Over() && len(battle.Legal(s.State)) == 0 {
				t.Fatalf("restored in phase %v with nothing %v may do", s.State.Phase, s.State.Turn)
			}
			firstDecision(t, s)
			return
		}
		var re *RestoreError
		if !errors.As(err, &re) {
			t.Fatalf("error %T %v, want a *RestoreError", err, err)
		}
		noPanic(t, err)
		if string(store[BadAutosaveName]) != string(save) || re.Aside != BadAutosaveName {
			t.Fatalf("the refused save was not kept as %s", BadAutosaveName)
		}
		if HasAutosave(store) {
			t.Fatal("the refused autosave is still there")
		}
	})
}
