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
	"deepwood/scenes/ui"
	"deepwood/session"
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

// Core is the session core a Forest game runs on: its replay, autosave,
// clock and legal actions.
type Core = session.Session[forest.Action, forest.Event, forest.SeatView]

// Session is one game being played: the session core (the rules state
// behind forest.Host, the replay that is also the autosave, the clock),
// the animation queue the screens drain, the names the player gave, and
// the tallies the screens show. Screens share it; only Do changes the
// state.
type Session struct {
	*Core
	Data  *forest.Data
	State *forest.State
	Anim  ui.Queue[forest.Event]
	// Names are the player's optional names for the Forest, the Ally and
	// the Enemy (empty: the screens use the tables' words).
	Names [3]string
	// Guided turns on the first game's coaching lines.
	Guided bool

	scored  scored
	history []Territory
	stories [][]HexStory
	won     int
	lost    int
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
	r := &replay.Replay{Mode: "forest", Seed: seed.Code(), Rules: levels.ModeFingerprint("forest"), Version: version.Number}
	if setup.Map != "" {
		r.Set("map", setup.Map)
	}
	if setup.Level != forest.Tale {
		r.Set("level", setup.Level.String())
	}
	s := &Session{Core: session.New(forest.Host{State: st}, func(seat int) forest.SeatView { return forest.ViewFor(st, seat) }, r, spec, store), Data: d, State: st}
	s.OnAction(s.feed)
	s.OnEnd(s.score)
	return s, nil
}

// spec names the Forest's autosave and kept replays.
var spec = session.Spec{Autosave: AutosaveName, Mode: "forest"}

// autosave is the Forest's autosave as Continue reads it: replaySave
// re-applies its actions through the same Apply, checking each line's dice
// checksum.
var autosave = session.Saves[*Session]{Name: AutosaveName, Mode: "forest", Open: replaySave}

// HasAutosave reports whether a game in progress is saved.
func HasAutosave(store storage.Store) bool { return autosave.Exists(store) }

// ResumeError says why an autosave could not be continued whole; the file
// has been kept aside under Aside, and Partial is the game rebuilt from the
// good lines before the bad one, when any action stands.
type ResumeError = session.Error[*Session]

// Resume continues the autosaved game. A broken save is kept aside
// (".bad") and reported by file and line, with the game as it stood before
// the bad line.
func Resume(store storage.Store) (*Session, error) { return autosave.Resume(store) }

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
	play := session.Player[forest.Action]{Parse: forest.ParseAction, Clock: s.SetTicks, Do: s.Do, Checksum: func() uint32 { return s.State.Dice.Checksum() }, Game: "game"}
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
	s.Restore(store)
	return s, 0, nil
}

// Do applies one legal action through the session core: recorded, its
// events fed to the screens' tallies (feed), the replay kept and the score
// filed at the action that ends the game, and autosaved. An illegal
// action changes nothing and returns the engine's error.
func (s *Session) Do(a forest.Action) error {
	_, err := s.Core.Do(0, a)
	return err
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
	s.Save()
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
	v := s.View()
	switch {
	case slot == NameForest:
		if p := v.Pick("forest-description"); p != nil {
			return p.Text + " Forest"
		}
	case slot == NameEnemy && v.Culture >= 0:
		return s.Data.Cultures[v.Culture].Name
	case slot == NameAlly && v.Ally >= 0:
		return s.Data.Allies[v.Ally].Name
	}
	return ""
}

// View is what the player sees of the game (forest.ViewFor), taken once
// per state: what the screens draw and decide from.
func (s *Session) View() forest.SeatView { return s.Core.View(0) }

// Seed is the game's seed, which the host keeps and the player chose or
// was given: the journal's export and the Abandon question name it.
func (s *Session) Seed() dice.Seed { return s.State.Seed }

// Legal is the actions allowed now, computed once per state.
func (s *Session) Legal() []forest.Action { return s.Core.Legal(0) }

// IsLegal reports whether a is allowed now.
func (s *Session) IsLegal(a forest.Action) bool { return s.Core.IsLegal(0, a) }

// Tick counts one in-game tick while the game is under way.
func (s *Session) Tick() { s.Core.Tick(1) }

// Note sets the player's note on a Year's journal entry (EditJournal) and
// keeps it with the autosave, one header line per Year.
func (s *Session) Note(year int, text string) error {
	if err := s.Do(forest.EditJournal(year, text)); err != nil {
		return err
	}
	s.Replay.Set("note-"+itoa(year), strconvQuote(text))
	s.Save()
	return nil
}
