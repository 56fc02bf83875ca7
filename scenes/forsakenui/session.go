// Package forsakenui is Forsaken Forest's screens: one player among
// computer travelers. The screens decide no rule: they offer the actions
// forsaken.LegalFor allows the player's seat, hand the chosen one to the
// Session, and show the events that come back, each traveler seeing only
// its own share.
package forsakenui

import (
	"fmt"
	"strings"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/game"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes/resume"
	"deepwood/scenes/session"
	"deepwood/storage"
	"deepwood/version"
)

// AutosaveName is the store file holding the game in progress: the replay
// so far, rewritten after every action and removed when the game ends.
const AutosaveName = "forsaken-autosave.replay"

// Header keys the session adds to the shared ones (forsaken.PlayersKey,
// RolesKey, HumansKey): the computer travelers' level and the player's
// notes on each traveler.
const (
	LevelKey = "level"
	NotesKey = "notes"
)

// Mark is the player's note on a traveler, kept with the save.
type Mark uint8

const (
	Unknown Mark = iota
	Trusted
	Suspected
)

var markWords = game.Words[Mark]{Names: []string{"unknown", "trusted", "suspected"}, Kind: "note"}

func (m Mark) String() string { return markWords.Name(m) }

// Seat drives one seat of the table: a computer traveler, the local
// player, and later a remote one. Observe hands it what it may see; a
// seat that can answer at once (a computer) says so with Ready and gives
// its choice with Choose.
type Seat interface {
	forsaken.Traveler
	// Local is true for the player at this screen: the screens ask them.
	Local() bool
}

// computerSeat is a computer traveler at the table.
type computerSeat struct{ *forsaken.Computer }

func (computerSeat) Local() bool { return false }

// localSeat is the player: the screens choose for it. It keeps nothing
// itself (the Session's log holds what the player saw); a shadow, when
// set, observes for it (autoplay's computer playing the player's seat
// through the screens).
type localSeat struct{ shadow forsaken.Traveler }

func (l localSeat) Observe(evs []forsaken.Event) {
	if l.shadow != nil {
		l.shadow.Observe(evs)
	}
}
func (localSeat) Choose(_ forsaken.View, legal []forsaken.Action) forsaken.Action {
	return legal[0] // never asked: the screens choose for the player
}
func (localSeat) Local() bool { return true }

// Session is one game being played: the rules state, the replay being
// recorded (which is also the autosave), the seats, the log as the player
// saw it and the player's notes. Only Do changes the state.
type Session struct {
	Data   *forsaken.Data
	State  *forsaken.State
	Replay *replay.Replay
	Names  forsaken.Names
	Human  int
	Level  forsaken.Level
	Seats  []Seat
	// Log is every event the player saw, in words, oldest first.
	Log   []string
	Notes []Mark

	store    storage.Store
	kept     storage.Keeper
	legal    session.Legal[forsaken.Action]
	steps    int
	ticks    int64
	saveErr  error
	restored bool
}

// NewSession deals a game from seed: the player sits at human among
// computer travelers of level. Roles nil deals the seed's suggested
// distribution; the replay's header names the roles dealt either way.
func NewSession(store storage.Store, seed dice.Seed, players int, roles []forsaken.Role, human int, level forsaken.Level) (*Session, error) {
	d, err := forsaken.DefaultData()
	if err != nil {
		return nil, err
	}
	if roles == nil {
		if roles, err = forsaken.DefaultRoles(d, players); err != nil {
			return nil, err
		}
	}
	setup := forsaken.Setup{Players: players, Roles: roles, Humans: []int{human}}
	st, err := forsaken.NewGame(d, seed, setup)
	if err != nil {
		return nil, err
	}
	s := &Session{Data: d, State: st, Names: forsaken.DefaultNames[:players], Human: human, Level: level,
		Notes: make([]Mark, players), store: store}
	s.Names = append(forsaken.Names{}, s.Names...)
	s.Names[human] = forsaken.You
	for i := range players {
		if i == human {
			s.Seats = append(s.Seats, localSeat{})
		} else {
			s.Seats = append(s.Seats, computerSeat{forsaken.NewComputer(d, level, i, players, seed)})
		}
	}
	s.Replay = &replay.Replay{Mode: "forsaken", Seed: seed.Code(), Rules: levels.ModeFingerprint("forsaken"), Version: version.Number}
	s.Replay.Set(forsaken.PlayersKey, fmt.Sprint(players))
	s.Replay.Set(forsaken.RolesKey, forsaken.FormatRoles(roles))
	s.Replay.Set(forsaken.HumansKey, forsaken.FormatSeats([]int{human}))
	s.Replay.Set(LevelKey, level.String())
	s.observe(st.Log)
	return s, nil
}

// Do applies one legal action of any seat, records it and autosaves; the
// seats observe what they may see. An illegal action changes nothing.
func (s *Session) Do(a forsaken.Action) error {
	evs, err := forsaken.Apply(s.State, s.Data, a)
	if err != nil {
		return err
	}
	s.steps++
	s.Replay.Append(replay.Entry{Tick: s.ticks, Check: s.State.Dice.Checksum(), Action: a.String()})
	s.observe(evs)
	if s.State.Over() {
		s.keep()
	}
	s.save()
	return nil
}

// observe hands each seat its share of the events and writes the
// player's into the log.
func (s *Session) observe(evs []forsaken.Event) {
	for i, seat := range s.Seats {
		var mine []forsaken.Event
		for _, e := range evs {
			if x, ok := e.For(i); ok {
				mine = append(mine, x)
				if i == s.Human {
					if text := s.Names.Tell(s.Data, x, i); text != "" {
						s.Log = append(s.Log, text)
					}
				}
			}
		}
		if len(mine) > 0 {
			seat.Observe(mine)
		}
	}
}

// Asked is the seat the game waits on (-1 when it is over).
func (s *Session) Asked() int { return forsaken.Asked(s.State, s.Data) }

// Legal is what the player may do now, computed once per state: in a
// Priority window this holds answers even before the player is asked.
func (s *Session) Legal() []forsaken.Action {
	return s.legal.Get(s.steps, func([]forsaken.Action) []forsaken.Action {
		return forsaken.LegalFor(s.State, s.Data, s.Human)
	})
}

// ComputerChoice is the asked computer traveler's choice, or false when
// the game waits on the player (or is over).
func (s *Session) ComputerChoice() (forsaken.Action, bool) {
	seat := s.Asked()
	if seat < 0 || s.Seats[seat].Local() {
		return forsaken.Action{}, false
	}
	legal := forsaken.LegalFor(s.State, s.Data, seat)
	if len(legal) == 0 {
		return forsaken.Action{}, false
	}
	return s.Seats[seat].Choose(forsaken.ViewFor(s.State, s.Data, seat), legal), true
}

// View is the player's share of the game.
func (s *Session) View() forsaken.View { return forsaken.ViewFor(s.State, s.Data, s.Human) }

// SetMark notes what the player thinks of a traveler; it is saved with
// the game.
func (s *Session) SetMark(seat int, m Mark) {
	if seat < 0 || seat >= len(s.Notes) {
		return
	}
	s.Notes[seat] = m
	words := make([]string, len(s.Notes))
	for i, n := range s.Notes {
		words[i] = n.String()
	}
	s.Replay.Set(NotesKey, strings.Join(words, ","))
	s.save()
}

func (s *Session) save() {
	s.saveErr = session.Save(s.store, AutosaveName, s.State.Over(), s.Replay)
}

// keep writes the ended game's replay to the replays folder once.
func (s *Session) keep() {
	if len(s.Replay.Entries) > 0 {
		s.kept.Keep("forsaken-"+s.State.Seed.Code(), ".replay", s.Replay.Marshal())
	}
}

// SetReplays names the folder ended games' replays go to.
func (s *Session) SetReplays(folder storage.Store) { s.kept.Folder = folder }

// Kept says where the ended game's replay went, or why it could not be.
func (s *Session) Kept() (string, error) { return s.kept.Kept() }

// Abandon ends the game at the player's word: its replay is kept like a
// finished game's and the autosave removed.
func (s *Session) Abandon() error {
	s.keep()
	return s.kept.Retire(s.store, AutosaveName)
}

// SaveError is the last autosave failure, if any.
func (s *Session) SaveError() error { return s.saveErr }

// Restored reports a session continued from an autosave.
func (s *Session) Restored() bool { return s.restored }

// Over reports that the game has ended.
func (s *Session) Over() bool { return s.State.Over() }

// Fingerprint is the rules state's fingerprint: equal games, however they
// were reached, print the same.
func (s *Session) Fingerprint() string { return s.State.Fingerprint() }

// Tick counts one in-game tick while the game is under way.
func (s *Session) Tick() {
	if !s.State.Over() {
		s.ticks++
	}
}

// autosave is the game in progress as the title's Continue reads it.
var autosave = resume.Saves[*Session]{Name: AutosaveName, Mode: "forsaken", Open: replaySave}

// HasAutosave reports whether a game in progress is saved.
func HasAutosave(store storage.Store) bool { return autosave.Exists(store) }

// ResumeError says why an autosave could not be continued whole (kept
// aside; Partial is the game before the bad line).
type ResumeError = resume.Error[*Session]

// Resume continues the autosaved game: its header deals the same table,
// and every action is re-applied with its dice checksum checked; the
// computer travelers choose again as they go, so they remember what they
// saw and said.
func Resume(store storage.Store) (*Session, error) { return autosave.Resume(store) }

// Actions is how many actions the session has applied (resume.Counted).
func (s *Session) Actions() int { return len(s.Replay.Entries) }

// Adopt makes a game rebuilt from part of a damaged save the saved game.
func (s *Session) Adopt(store storage.Store) {
	s.store = store
	s.save()
}

// replaySave rebuilds the game from a save whose header autosave has
// checked: the table it names is dealt again and every action re-applied.
func replaySave(store storage.Store, r *replay.Replay, seed dice.Seed) (*Session, int, error) {
	text, _ := r.Get(forsaken.PlayersKey)
	players, err := forsaken.ParsePlayers(text)
	if err != nil {
		return nil, verify.HeaderLine(r, forsaken.PlayersKey), err
	}
	text, _ = r.Get(forsaken.RolesKey)
	roles, err := forsaken.ParseRoles(text)
	if err != nil {
		return nil, verify.HeaderLine(r, forsaken.RolesKey), err
	}
	text, _ = r.Get(forsaken.HumansKey)
	humans, err := forsaken.ParseSeats(text)
	if err != nil || len(humans) != 1 {
		return nil, verify.HeaderLine(r, forsaken.HumansKey), fmt.Errorf("one seat for the player, not %q", text)
	}
	text, _ = r.Get(LevelKey)
	level, err := forsaken.ParseLevel(text)
	if err != nil {
		return nil, verify.HeaderLine(r, LevelKey), err
	}
	s, err := NewSession(nil, seed, players, roles, humans[0], level)
	if err != nil {
		return nil, 1, err
	}
	if text, ok := r.Get(GuideKey); ok {
		s.Replay.Set(GuideKey, text) // a guided first game stays guided
	}
	do := func(a forsaken.Action) error {
		if seat := s.Asked(); seat >= 0 && seat == a.Seat && !s.Seats[seat].Local() {
			s.ComputerChoice() // the traveler thinks again, as it did
		}
		return s.Do(a)
	}
	play := session.Player[forsaken.Action]{Parse: forsaken.ParseAction, Clock: func(t int64) { s.ticks = t }, Do: do,
		Checksum: func() uint32 { return s.State.Dice.Checksum() }, Game: "game"}
	if line, err := play.Play(r); err != nil {
		return nil, line, err
	}
	if text, ok := r.Get(NotesKey); ok {
		for i, w := range strings.Split(text, ",") {
			if m, ok := markWords.Parse(w); ok && i < len(s.Notes) {
				s.Notes[i] = m
			}
		}
		s.Replay.Set(NotesKey, text)
	}
	s.store = store
	s.restored = true
	return s, 0, nil
}

// Shadow has tr observe the player's seat as the player does, so a
// script can choose the player's actions from what the player saw.
func (s *Session) Shadow(tr forsaken.Traveler) { s.Seats[s.Human] = localSeat{shadow: tr} }

// Result is the game as the simulator reports one: who won, how, and how
// long it took.
func (s *Session) Result() forsaken.Result {
	st := s.State
	r := forsaken.Result{Seed: st.Seed, Players: st.Players(), Winner: st.Winner, WinBy: st.WinBy,
		Days: st.Day, Cycles: st.Cycle, Actions: s.steps, Fingerprint: st.Fingerprint()}
	for _, seat := range st.Seats {
		if !seat.Alive {
			r.Deaths++
		}
	}
	return r
}

// Steps counts the actions applied, so screens know the table moved.
func (s *Session) Steps() int { return s.steps }
