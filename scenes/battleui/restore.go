package battleui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"strings"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/scenes/ui"
	"deepwood/session"
	"deepwood/storage"
)

// BadAutosaveName is where a battle autosave that could not be continued is
// kept, so that it is out of the way of the next launch (a save that broke
// the game once would otherwise break it on every launch) but still there
// for a bug report.
const BadAutosaveName = AutosaveName + ".bad"

// RestoreError says why the autosaved battle could not be continued, as
// every mode's Continue says it: the file, the line at fault (0 when the
// fault is a field's value rather than the file's syntax), what is wrong
// in words, where the file was kept aside, and the battle as it stood
// before a bad line when any action stands.
type RestoreError = session.Error[*Session]

// Restore continues the autosaved battle: the replay's header (or an
// earlier version's JSON save) gives the set-up, every field of which is
// checked (Setup.Check) before a battle is built on it, then its actions
// are replayed through battle.Apply, which refuses an illegal one (and a
// replay's dice checksums catch a drift). A save that fails either way is
// moved aside to its name plus ".bad" and reported as a *RestoreError; a
// missing save is the store's own error. An earlier version's save that
// loads is rewritten as a replay.
func Restore(store storage.Store) (*Session, error) {
	name := AutosaveName
	if !session.Exists(store, name) && session.Exists(store, LegacyAutosaveName) {
		name = LegacyAutosaveName
	}
	s, err := session.Load(store, name, func(b []byte) (*Session, int, int, error) {
		s, line, err := restore(b)
		if err != nil {
			return nil, 0, line, err
		}
		return s, s.Actions(), 0, nil
	})
	if err != nil {
		return nil, err
	}
	s.Restore(store)
	if name == LegacyAutosaveName {
		s.Save()
		if s.SaveError() == nil {
			_ = store.Remove(LegacyAutosaveName)
		}
	}
	return s, nil
}

// replayPanic is a save whose replay panicked despite the checks: the game
// survives it (the save is kept aside like any bad one), and the tests and
// the fuzzer treat it as the bug it is, with the stack it was found at.
type replayPanic struct {
	value any
	stack []byte
}

func (p *replayPanic) Error() string {
	return fmt.Sprintf("replaying it failed inside the game (%v)", p.value)
}

// restore rebuilds a session from the autosave's bytes, a replay or an
// earlier version's JSON, with the 1-based line at fault for an error in
// the file itself.
func restore(b []byte) (s *Session, line int, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, line, err = nil, 0, &replayPanic{r, debug.Stack()}
		}
	}()
	if bytes.HasPrefix(bytes.TrimLeft(b, " \t\r\n"), []byte("deepwood-replay")) {
		return restoreReplay(b)
	}
	var sv save
	if err := json.Unmarshal(b, &sv); err != nil {
		line, msg := jsonFault(b, err)
		return nil, line, errors.New(msg)
	}
	if err := sv.Setup.Check(); err != nil {
		return nil, 0, err
	}
	s, err = NewSession(nil, sv.Setup)
	if err != nil {
		return nil, 0, fmt.Errorf("setup: %w", err)
	}
	for i, a := range sv.Actions {
		if _, err := s.apply(a); err != nil {
			return nil, 0, fmt.Errorf("actions[%d] (action %d of %d): %s", i, i+1, len(sv.Actions), strings.TrimPrefix(err.Error(), "battle: "))
		}
	}
	s.Anim = ui.Queue[battle.Event]{}
	return s, 0, nil
}

// Check says which field of the set-up cannot start a battle and why, or
// nil: the scenario must be one of the game's, every player's level a known
// one, the attacker a side, and a custom battle's budget and armies ones
// the set-up screen could have made (battle.CheckBudget, battle.Army.Check).
// A ready-made scenario's battle takes its armies, attacker and budget
// from the scenario, so those fields are only checked for custom battles;
// the seed may be any number. A set-up read from a file is checked before
// anything is built on it, since the rules and the AI trust their inputs.
func (s Setup) Check() error {
	if _, err := battle.LoadScenario(s.Scenario); err != nil {
		return fmt.Errorf("setup.scenario %q is not one of the battlefields (%s)", s.Scenario, strings.Join(battle.ScenarioNames(), ", "))
	}
	for i, p := range s.Players {
		if !p.Level.Valid() {
			return fmt.Errorf("setup.players[%d].level %d is not a computer level (%s)", i, int(p.Level), levelList())
		}
	}
	if !s.Custom {
		return nil
	}
	if !s.Attacker.Valid() {
		return fmt.Errorf("setup.attacker %d is not a side (0 for Red, 1 for Blue)", s.Attacker)
	}
	if err := battle.CheckBudget(s.Budget); err != nil {
		return fmt.Errorf("setup.%v", err)
	}
	for side, a := range s.Armies {
		if err := a.Check(s.Budget); err != nil {
			return fmt.Errorf("setup.armies[%d] (%s's army): %v", side, sideName(battle.Side(side)), err)
		}
	}
	return nil
}

// levelList names the levels with their numbers, as a save writes them.
func levelList() string {
	var out []string
	for i, n := range ai.Names() {
		out = append(out, fmt.Sprintf("%d %s", i, n))
	}
	return strings.Join(out, ", ")
}

// jsonFault turns a JSON error into the line it was found on and words: a
// syntax error or a value of the wrong type carries the byte offset it was
// found at.
func jsonFault(b []byte, err error) (int, string) {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return lineAt(b, syn.Offset), "not a battle save: " + syn.Error()
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "the save"
		}
		return lineAt(b, typ.Offset), fmt.Sprintf("%s: %s where %s belongs", field, typ.Value, kindWords(typ.Type))
	}
	return 1, "not a battle save: " + err.Error()
}

// lineAt is the 1-based line holding byte offset off of b.
func lineAt(b []byte, off int64) int {
	off = min(max(off, 0), int64(len(b)))
	return 1 + bytes.Count(b[:off], []byte("\n"))
}

// kindWords says in words what kind of JSON value a Go type reads.
func kindWords(t reflect.Type) string {
	if t == nil {
		return "another value"
	}
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := t.Bits() - 1
		return fmt.Sprintf("a whole number from %d to %d", -(int64(1) << n), int64(1)<<n-1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return fmt.Sprintf("a whole number from 0 to %d", uint64(1)<<(t.Bits()-1)*2-1)
	case reflect.String:
		return "text"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return "a " + t.String()
}
