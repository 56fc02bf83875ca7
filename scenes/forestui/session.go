// Package forestui is I am the Forest's screens: the creation wizard, the
// living hex map where the Year is played, Grow, the character sheet, the
// journal with its exports, the pause menu, the rules reference and the
// game-over screen. The screens decide no rule: they offer the actions
// forest.Legal allows, hand the chosen one to the Session, and animate the
// events that come back.
package forestui

import (
	"fmt"
	"strconv"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes/resume"
	"deepwood/scenes/session"
	"deepwood/scenes/ui"
	"deepwood/storage"
	"deepwood/version"
)

// AutosaveName is the store file holding the game in progress: the replay
// so far, rewritten after every action and removed when the game ends.
const AutosaveName = "forest-autosave.replay"

// Territory is how many hexes each side held when a Year ended (Year 0:
// when creation ended), for the game-over plot.
type Territory struct{ Year, Forest, Enemy int }

// HexStory is one change of hands of a hex: who took it, in which Year and
// how (the event's cause: origin, settled, encroach, doubles, burst-forth).
type HexStory struct {
	Year      int
	Side      forest.Side
	Cause     string
	Structure string
}

// Session is one game being played: the rules state, the replay being
// recorded (which is also the autosave), the animation queue the screens
// drain, the names the player gave, and the tallies the screens show.
// Screens share it; only Do changes the state.
type Session struct {
	Data   *forest.Data
	State  *forest.State
	Replay *replay.Replay
	Anim   ui.Queue[forest.Event]
	// Names are the player's optional names for the Forest, the Ally and
	// the Enemy (empty: the screens use the tables' words).
	Names [3]string
	// Guided turns on the first game's coaching lines.
	Guided bool

	store    storage.Store
	kept     storage.Keeper
	scored   scored
	ticks    int64
	legal    session.Legal[forest.Action]
	history  []Territory
	stories  [][]HexStory
	won      int
	lost     int
	saveErr  error
	restored bool
	// ValueDice are the 2d6 each Nature Value was rolled with (Forest,
	// Enemy), for the wizard to show; OriginDice the territory's two dice.
	ValueDice  [2][4][2]int
	OriginDice [2]int
}

// Name slots.
const (
	NameForest = iota
	NameAlly
	NameEnemy
)

var nameKeys = [3]string{"forest-name", "ally-name", "enemy-name"}

// NewSession starts a Tale from seed on the named map ("" default).
func NewSession(store storage.Store, seed dice.Seed, mapID string) (*Session, error) {
	return NewGameSession(store, seed, forest.Setup{Map: mapID})
}

// NewGameSession starts a new game from seed with a setup (map and
// level). The replay's header carries both, so a save or a replay starts
// the same game again; a Tale on the default map writes neither, as saves
// did before levels.
func NewGameSession(store storage.Store, seed dice.Seed, setup forest.Setup) (*Session, error) {
	d, err := forest.DefaultData()
	if err != nil {
		return nil, err
	}
	st, err := forest.NewGame(d, seed, setup)
	if err != nil {
		return nil, err
	}
	s := &Session{Data: d, State: st, store: store}
	s.Replay = &replay.Replay{Mode: "forest", Seed: seed.Code(), Rules: levels.ModeFingerprint("forest"), Version: version.Number}
	if setup.Map != "" {
		s.Replay.Set("map", setup.Map)
	}
	if setup.Level != forest.Tale {
		s.Replay.Set("level", setup.Level.String())
	}
	return s, nil
}

// autosave is the Forest's autosave as Continue reads it: replaySave
// re-applies its actions through the same Apply, checking each line's dice
// checksum.
var autosave = resume.Saves[*Session]{Name: AutosaveName, Mode: "forest", Open: replaySave}

// HasAutosave reports whether a game in progress is saved.
func HasAutosave(store storage.Store) bool { return autosave.Exists(store) }

// ResumeError says why an autosave could not be continued whole; the file
// has been kept aside under Aside, and Partial is the game rebuilt from the
// good lines before the bad one, when any action stands.
type ResumeError = resume.Error[*Session]

// Resume continues the autosaved game. A broken save is kept aside
// (".bad") and reported by file and line, with the game as it stood before
// the bad line.
func Resume(store storage.Store) (*Session, error) { return autosave.Resume(store) }

// Actions is how many actions the game has applied, which Continue's
// question about a damaged save names (resume.Counted).
func (s *Session) Actions() int { return len(s.Replay.Entries) }

// Adopt makes a game rebuilt from part of a damaged save the saved game:
// the autosave is rewritten with the actions that stand.
func (s *Session) Adopt(store storage.Store) { s.store = store; s.save() }

// replaySave rebuilds a game from its save's header (map, level, names),
// actions and notes.
func replaySave(store storage.Store, r *replay.Replay, seed dice.Seed) (*Session, int, error) {
	mapID, _ := r.Get("map")
	levelName, _ := r.Get("level")
	level, err := forest.ParseLevel(levelName)
	if err != nil {
		return nil, verify.HeaderLine(r, "level"), err
	}
	s, err := NewGameSession(nil, seed, forest.Setup{Map: mapID, Level: level})
	if err != nil {
		return nil, 1, err
	}
	for i, k := range nameKeys {
		if v, ok := r.Get(k); ok {
			s.SetName(i, v)
		}
	}
	play := session.Player[forest.Action]{Parse: forest.ParseAction, Clock: s.setClock, Do: s.Do, Checksum: func() uint32 { return s.State.Dice.Checksum() }, Game: "game"}
	if line, err := play.Play(r); err != nil {
		return nil, line, err
	}
	for _, f := range r.Extra {
		var year int
		if _, err := fmt.Sscanf(f.Key, "note-%d", &year); err != nil {
			continue
		}
		if text, err := strconv.Unquote(f.Value); err == nil {
			_ = s.Note(year, text)
		}
	}
	s.Anim.Clear()
	s.store = store
	s.restored = true
	return s, 0, nil
}

// Do applies one legal action, records it and autosaves. An illegal action
// changes nothing and returns the engine's error.
func (s *Session) Do(a forest.Action) error {
	ev, err := forest.Apply(s.State, a)
	if err != nil {
		return err
	}
	if a.Kind != forest.ActEditJournal {
		s.Replay.Append(replay.Entry{Tick: s.ticks, Check: s.State.Dice.Checksum(), Action: a.String()})
	}
	s.feed(ev)
	if s.Over() {
		s.keep()
		s.score()
	}
	s.save()
	return nil
}

// save writes the autosave, or removes it once the game is over.
func (s *Session) save() {
	s.saveErr = session.Save(s.store, AutosaveName, s.Over(), s.Replay)
}

// SetName sets one of the player's names (trimmed to 40 bytes, one line)
// and saves it with the game.
func (s *Session) SetName(slot int, name string) {
	b := []byte{}
	for _, c := range []byte(name) {
		if c >= ' ' && len(b) < 40 {
			b = append(b, c)
		}
	}
	s.Names[slot] = string(b)
	if len(b) > 0 {
		s.Replay.Set(nameKeys[slot], string(b))
	}
	s.save()
}

// ForestName is the Forest as the screens call it.
func (s *Session) ForestName() string { return s.named(NameForest) }

// EnemyName is the Enemy as the screens call it.
func (s *Session) EnemyName() string { return s.named(NameEnemy) }

// AllyName is the Ally as the screens call it.
func (s *Session) AllyName() string { return s.named(NameAlly) }

// plainNames are the three names before the tables have rolled any.
var plainNames = [len(nameKeys)]string{NameForest: "The Forest", NameEnemy: "The Enemy", NameAlly: "The Ally"}

// named is slot's name as the screens call it: the one the player gave,
// else "The" and the one the tables rolled, else the plain one.
func (s *Session) named(slot int) string {
	if s.Names[slot] != "" {
		return s.Names[slot]
	}
	if r := s.rolled(slot); r != "" {
		return "The " + r
	}
	return plainNames[slot]
}

// rolled is the name the tables rolled for slot (the Forest's description,
// the Enemy's culture, the Ally), "" before they have.
func (s *Session) rolled(slot int) string {
	switch {
	case slot == NameForest:
		if p := s.State.Pick("forest-description"); p != nil {
			return p.Text + " Forest"
		}
	case slot == NameEnemy && s.State.Culture >= 0:
		return s.Data.Cultures[s.State.Culture].Name
	case slot == NameAlly && s.State.Ally >= 0:
		return s.Data.Allies[s.State.Ally].Name
	}
	return ""
}

// SaveError is the last autosave failure, if any.
func (s *Session) SaveError() error { return s.saveErr }

// Restored reports a session continued from an autosave.
func (s *Session) Restored() bool { return s.restored }

// Over reports that the game has ended, won or lost.
func (s *Session) Over() bool { return s.State.Phase.Over() }

// Fingerprint is the rules state's fingerprint: equal games, however they
// were reached, print the same.
func (s *Session) Fingerprint() string { return s.State.Fingerprint() }

// Tick counts one in-game tick while the game is under way.
func (s *Session) Tick() {
	if s.State.Steps > 0 && !s.State.Phase.Over() {
		s.ticks++
	}
}

// setClock sets the in-game time, as a save read back records it.
func (s *Session) setClock(ticks int64) { s.ticks = ticks }

// Legal is the actions allowed now, computed once per state.
func (s *Session) Legal() []forest.Action {
	return s.legal.Get(s.State.Steps, func([]forest.Action) []forest.Action { return forest.Legal(s.State) })
}

// IsLegal reports whether a is allowed now.
func (s *Session) IsLegal(a forest.Action) bool {
	s.Legal()
	return s.legal.Has(a)
}

// Note sets the player's note on a Year's journal entry (EditJournal) and
// keeps it with the autosave, one header line per Year.
func (s *Session) Note(year int, text string) error {
	if err := s.Do(forest.EditJournal(year, text)); err != nil {
		return err
	}
	s.Replay.Set("note-"+itoa(year), strconvQuote(text))
	s.save()
	return nil
}
