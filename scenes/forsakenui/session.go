// Package forsakenui is Forsaken Forest's screens: one player, or
// several passing one screen, among computer travelers. The screens decide no rule: they offer the actions
// forsaken.LegalFor allows the player's seat, hand the chosen one to the
// Session, and show the events that come back, each traveler seeing only
// its own share.
package forsakenui

import (
	"fmt"
	"strings"

	"deepwood/online/tables"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/game"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/session"
	"deepwood/storage"
)

// AutosaveName is the store file holding the game in progress: the replay
// so far, rewritten after every action and removed when the game ends.
const AutosaveName = "forsaken-autosave.replay"

// Header keys the session adds to the shared ones (forsaken.PlayersKey,
// RolesKey, HumansKey, LevelKey): the player's notes on each traveler
// (with several people, each one's notes in the order of the humans line,
// ";" between them) and, with several people at one screen, their names
// in that order.
const (
	NotesKey  = "notes"
	PeopleKey = "people"
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

// Core is the session core a table runs on: its replay, autosave, clock,
// legal actions and each seat's view.
type Core = session.Session[forsaken.Action, forsaken.Event, forsaken.View]

// Session is one game being played: the session core (the rules state
// behind forsaken.Host, the replay that is also the autosave, the clock),
// the seats, the log as the player saw it and the player's notes. Only Do
// changes the state.
//
// Several people may play at one screen (pass and play, RULES S41):
// Humans are their seats, People their names, and Human the seat at the
// screen now, whose View, Legal, Log and Notes the screens show; At hands
// the screen to another of them.
type Session struct {
	*Core
	Data  *forsaken.Data
	State *forsaken.State
	// Names are the travelers as the seat at the screen reads them: its
	// own seat is "You".
	Names  forsaken.Names
	Human  int
	Humans []int
	People []string
	Level  forsaken.Level
	Seats  []Seat
	// Log is every event the seat at the screen saw, in words, oldest
	// first.
	Log   []string
	Notes []Mark

	given forsaken.Names   // every seat's own name (no "You")
	logs  map[int][]string // each person's Log
	notes map[int][]Mark   // each person's Notes
	host  *forsaken.Host
	// remote is the seat's game at a table a server hosts (remote.go);
	// nil for a table dealt here, which State and host then hold.
	remote *remoteGame
	// Seated answers the screens' questions about the table (its notes,
	// chat, end and leaving), as for every mode; nil for a table dealt
	// here.
	*tables.Seated
}

// NewSession deals a game from seed: the player sits at human among
// computer travelers of level. Roles nil deals the seed's suggested
// distribution; the replay's header names the roles dealt either way.
func NewSession(store storage.Store, seed dice.Seed, players int, roles []forsaken.Role, human int, level forsaken.Level) (*Session, error) {
	return NewPassSession(store, seed, players, roles, []int{human}, nil, level)
}

// NewPassSession deals a game for several people at one screen: person i
// sits at humans[i] under people[i] (nil or a short list: "Player 1", …).
// With one person the game is NewSession's, the header alike. The first
// person is at the screen.
func NewPassSession(store storage.Store, seed dice.Seed, players int, roles []forsaken.Role, humans []int, people []string, level forsaken.Level) (*Session, error) {
	d, err := forsaken.DefaultData()
	if err != nil {
		return nil, err
	}
	if _, err := forsaken.ParseSeats(forsaken.FormatSeats(humans)); err != nil || len(humans) == 0 {
		return nil, fmt.Errorf("a seat for each person, not %v", humans)
	}
	if roles == nil {
		if roles, err = forsaken.DefaultRoles(d, players); err != nil {
			return nil, err
		}
	}
	setup := forsaken.Setup{Players: players, Roles: roles, Humans: humans}
	st, err := forsaken.NewGame(d, seed, setup)
	if err != nil {
		return nil, err
	}
	r := forsaken.NewReplay(seed, setup, level)
	host := &forsaken.Host{State: st, Data: d}
	s := &Session{Core: session.New(host, host.View, r, spec, store), host: host, Data: d, State: st,
		Humans: append([]int(nil), humans...), Level: level, logs: map[int][]string{}, notes: map[int][]Mark{}}
	s.given = append(forsaken.Names{}, forsaken.DefaultNames[:players]...)
	if len(humans) > 1 {
		for i, seat := range humans {
			name := PersonName(i)
			if i < len(people) {
				name = CleanName(people[i], i)
			}
			name = s.unique(name, seat)
			s.People = append(s.People, name)
			s.given[seat] = name
		}
		r.Set(PeopleKey, strings.Join(s.People, ","))
	}
	for _, seat := range humans {
		s.notes[seat] = make([]Mark, players)
	}
	for i := range players {
		if s.local(i) {
			s.Seats = append(s.Seats, localSeat{})
		} else {
			s.Seats = append(s.Seats, computerSeat{forsaken.NewComputer(d, level, i, players, seed)})
		}
	}
	s.At(humans[0])
	s.observe(st.Log)
	return s, nil
}

// spec names the table's autosave and kept replays.
var spec = session.Spec{Autosave: AutosaveName, Mode: "forsaken"}

// Do applies one legal action of the seat it names through the session
// core (recorded, autosaved, the replay kept at the end); the seats
// observe what they may see. An illegal action changes nothing.
func (s *Session) Do(a forsaken.Action) error {
	evs, err := s.Core.Do(a.Seat, a)
	if err != nil {
		return err
	}
	s.observe(evs)
	return nil
}

// observe hands each seat its share of the events and writes each
// person's into their log.
func (s *Session) observe(evs []forsaken.Event) {
	for i, seat := range s.Seats {
		var mine []forsaken.Event
		var names forsaken.Names
		if seat.Local() {
			names = s.namesFor(i)
		}
		for _, e := range evs {
			if x, ok := e.For(i); ok {
				mine = append(mine, x)
				if names != nil {
					if text := names.Tell(s.Data, x, i); text != "" {
						s.logs[i] = append(s.logs[i], text)
					}
				}
			}
		}
		if len(mine) > 0 {
			seat.Observe(mine)
		}
	}
	s.Log = s.logs[s.Human]
}

// Asked is the seat the game waits on (-1 when it is over); at a hosted
// table, where the seat's view names it.
func (s *Session) Asked() int {
	if s.remote != nil {
		return s.remote.view.Asked
	}
	return forsaken.Asked(s.State, s.Data)
}

// Legal is what the player may do now, computed once per state: in a
// Priority window this holds answers even before the player is asked.
func (s *Session) Legal() []forsaken.Action {
	return s.Core.Legal(s.Human)
}

// ComputerChoice is the asked computer traveler's choice, or false when
// the game waits on the player (or is over).
func (s *Session) ComputerChoice() (forsaken.Action, bool) {
	seat := s.Asked()
	if seat < 0 || s.Seats[seat].Local() || s.remote != nil {
		return forsaken.Action{}, false // a hosted table's travelers are the server's
	}
	legal := forsaken.LegalFor(s.State, s.Data, seat)
	if len(legal) == 0 {
		return forsaken.Action{}, false
	}
	return s.Seats[seat].Choose(forsaken.ViewFor(s.State, s.Data, seat), legal), true
}

// View is the player's share of the game.
func (s *Session) View() forsaken.View { return s.Core.View(s.Human) }

// Seen is the events the player's seat saw from the cursor from on (0:
// the whole game), each as that seat sees it, and the cursor to read on
// from next time; a cursor beyond the game reads it from the start. The
// screens read the events through it, never the whole log.
func (s *Session) Seen(from int) ([]forsaken.Event, int) {
	if s.remote != nil {
		return s.remote.seen(from)
	}
	log := s.State.Log
	if from < 0 || from > len(log) {
		from = 0
	}
	var out []forsaken.Event
	for _, e := range log[from:] {
		if x, ok := e.For(s.Human); ok {
			out = append(out, x)
		}
	}
	return out, len(log)
}

// SetMark notes what the person at the screen thinks of a traveler; it
// is saved with the game.
func (s *Session) SetMark(seat int, m Mark) {
	if seat < 0 || seat >= len(s.Notes) {
		return
	}
	s.Notes[seat] = m
	var groups []string
	for _, h := range s.Humans {
		words := make([]string, len(s.notes[h]))
		for i, n := range s.notes[h] {
			words[i] = n.String()
		}
		groups = append(groups, strings.Join(words, ","))
	}
	s.Replay.Set(NotesKey, strings.Join(groups, ";"))
	s.Save()
}

// Tick counts one in-game tick while the game is under way; at a hosted
// table it takes in what the server sent.
func (s *Session) Tick() {
	s.Core.Tick(1)
	if s.remote != nil {
		s.pollRemote()
	}
}

// autosave is the game in progress as the title's Continue reads it.
var autosave = session.Saves[*Session]{Name: AutosaveName, Mode: "forsaken", Open: replaySave}

// HasAutosave reports whether a game in progress is saved.
func HasAutosave(store storage.Store) bool { return autosave.Exists(store) }

// ResumeError says why an autosave could not be continued whole (kept
// aside; Partial is the game before the bad line).
type ResumeError = session.Error[*Session]

// Resume continues the autosaved game: its header deals the same table,
// and every action is re-applied with its dice checksum checked; the
// computer travelers choose again as they go, so they remember what they
// saw and said.
func Resume(store storage.Store) (*Session, error) { return autosave.Resume(store) }

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
	if err != nil || len(humans) == 0 {
		return nil, verify.HeaderLine(r, forsaken.HumansKey), fmt.Errorf("a seat for each person, not %q", text)
	}
	var people []string
	if text, ok := r.Get(PeopleKey); ok && len(humans) > 1 {
		people = strings.Split(text, ",")
	}
	text, _ = r.Get(forsaken.LevelKey)
	level, err := forsaken.ParseLevel(text)
	if err != nil {
		return nil, verify.HeaderLine(r, forsaken.LevelKey), err
	}
	s, err := NewPassSession(nil, seed, players, roles, humans, people, level)
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
	play := session.Player[forsaken.Action]{Parse: forsaken.ParseAction, Clock: s.SetTicks, Do: do,
		Checksum: func() uint32 { return s.State.Dice.Checksum() }, Game: "game"}
	if line, err := play.Play(r); err != nil {
		return nil, line, err
	}
	if text, ok := r.Get(NotesKey); ok {
		s.readNotes(text)
	}
	s.Restore(store)
	return s, 0, nil
}

// Shadow has tr observe the player's seat as the player does, so a
// script can choose the player's actions from what the player saw.
func (s *Session) Shadow(tr forsaken.Traveler) { s.ShadowAt(s.Human, tr) }

// Result is the game as the simulator reports one: who won, how, and how
// long it took.
func (s *Session) Result() forsaken.Result {
	st := s.State
	r := forsaken.Result{Seed: st.Seed, Players: st.Players(), Winner: st.Winner, WinBy: st.WinBy,
		Days: st.Day, Cycles: st.Cycle, Actions: s.host.Steps(), Fingerprint: st.Fingerprint(), Stats: forsaken.Stats(st)}
	for _, seat := range st.Seats {
		if !seat.Alive {
			r.Deaths++
		}
	}
	return r
}

// Steps counts the actions applied (at a hosted table, the states the
// server sent), so screens know the table moved.
func (s *Session) Steps() int { return s.Core.Game.Steps() }
