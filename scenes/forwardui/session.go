// Package forwardui is Forward's screens: the new-run screen, the location
// with its HUD and dialogs, the duel, the run summary, the pause menu and
// the rules reference. The screens decide no rule: they offer the actions
// forward.Legal allows, turn input into one of them, hand it to the
// Session, and animate the events that come back. They draw from the
// runner's view (Session.View) and those events, never from the rules
// state, so a run hosted elsewhere would look the same.
package forwardui

import (
	"strconv"
	"time"

	"deepwood/levels"
	"deepwood/online/live"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes/clock"
	"deepwood/scenes/ui"
	"deepwood/session"
	"deepwood/storage"
	"deepwood/version"
)

// AutosaveName is the store file holding the run in progress: the replay so
// far, rewritten after every action and removed when the run ends.
const AutosaveName = "forward-autosave.replay"

// HPPoint is the player's HP and Max HP after one action, for the summary's
// plot.
type HPPoint struct{ HP, Max int }

// Core is the session core a run is played on: its replay (which is also
// the autosave), the in-game clock, the legal actions and the runner's
// view.
type Core = session.Session[forward.Action, forward.Event, forward.SeatView]

// Session is one run being played: the session core (the rules state
// behind forward.Host), the animation queue the screens drain, the
// speedrun clocks and the tallies the summary shows. Screens share it;
// only Do changes the state.
type Session struct {
	*Core
	Data     *forward.Data
	State    *forward.State
	Anim     ui.Queue[forward.Event]
	Category string
	// Guided turns on the first-game coaching lines.
	Guided bool
	// Practice is the location practised (1–9), or 0 for a whole run.
	Practice int

	host *forward.Host
	// playback marks a session the replay viewer drives: it has no real
	// time of its own.
	playback     bool
	practiceName string

	filing  filing
	history []HPPoint
	marked  int64 // the in-game time last written to the autosave
	// igt turns the real time of the run screens' Updates into ticks.
	igt      clock.Run
	slain    int
	resolved int
	doom     forward.Cause // the cause the rules announced with EvDoomed
	log      [logLines]string
	logN     int
	// trail is the card last revealed on each space of this location, so
	// the path can show what was met where; last is the card revealed
	// last at this location (LastRevealed).
	trail [9]forward.CardID
	last  forward.CardID
	run   runClock
	race  race

	// remote is the witnessed attempt a ranked run plays on the server
	// (nil offline, where State and host are the rules state); seed is
	// its seed once the end has told it, and rankedDate a daily's day.
	remote     *live.Run
	seed       dice.Seed
	rankedDate string
	dropHeld   func() error // forgets the game's record of the attempt (online.Boards.DropHeld)
	linkTold   bool         // the connection's failure was told (tellLink)
}

// NewSession deals a new run from seed; category is "random", "set" or
// "daily" and goes into the replay header.
func NewSession(store storage.Store, seed dice.Seed, category string) (*Session, error) {
	d, err := forward.DefaultData()
	if err != nil {
		return nil, err
	}
	st, ev := forward.New(d, seed)
	return begin(d, st, ev, store, category), nil
}

// begin wraps a freshly dealt state in a session: its replay header, the
// first HP point, and the deal queued for the screens.
func begin(d *forward.Data, st *forward.State, ev []forward.Event, store storage.Store, category string) *Session {
	r := &replay.Replay{Mode: "forward", Seed: st.Seed.Code(), Rules: levels.ModeFingerprint("forward"), Version: version.Number}
	r.Set("category", category)
	if category == "daily" {
		if date, ok := dailyDate(st.Seed, time.Now().UTC()); ok {
			r.Set(verify.DateKey, date) // verify checks the seed is this date's
		}
	}
	host := &forward.Host{Data: d, State: st}
	views := func(seat int) forward.SeatView { return forward.ViewFor(st, seat) }
	s := &Session{Core: session.New(host, views, r, spec, store), host: host, Data: d, State: st, Category: category, last: forward.NoCard}
	s.OnAction(s.tally)
	s.OnEnd(func() { s.file("") })
	s.history = append(s.history, HPPoint{st.HP, st.MaxHP()})
	s.feed(forward.EventsFor(0, ev))
	return s
}

// dailyDate is the UTC date whose daily seed is seed, looked for from
// tomorrow back three years, as a daily run may be continued (or reset
// into) long after the new-run screen dealt it.
func dailyDate(seed dice.Seed, now time.Time) (string, bool) {
	for back := -1; back <= 3*366; back++ {
		d := now.AddDate(0, 0, -back)
		if dice.DailySeed(d.Year(), int(d.Month()), d.Day()) == seed {
			return d.Format("2006-01-02"), true
		}
	}
	return "", false
}

// sessionFor deals a run like one recorded: a practice of location
// practice (1–9), or the whole run when practice is 0.
func sessionFor(store storage.Store, seed dice.Seed, category string, practice int) (*Session, error) {
	if practice > 0 {
		return NewPracticeSession(seed, practice)
	}
	return NewSession(store, seed, category)
}

// NewPracticeSession deals seed and sets the player down at position at
// (1–9) of its run, to rehearse that one location. A practice is not
// autosaved; its replay and records are marked as practice.
func NewPracticeSession(seed dice.Seed, at int) (*Session, error) {
	d, err := forward.DefaultData()
	if err != nil {
		return nil, err
	}
	st, ev, err := forward.NewPractice(d, seed, at-1)
	if err != nil {
		return nil, err
	}
	s := begin(d, st, ev, nil, "practice")
	s.Practice, s.host.Practice, s.practiceName = at, at, st.Location().Name
	s.Replay.Set(verify.PracticeKey, strconv.Itoa(at))
	return s, nil
}

// spec names a run's autosave; the run's replay is kept by its filing,
// with its records (file).
var spec = session.Spec{Autosave: AutosaveName, Mode: "forward"}

// ResumeError says why an autosave could not be continued whole; the file
// has been kept aside under Aside, and Partial is the run rebuilt from the
// good lines before the bad one, when any action stands.
type ResumeError = session.Error[*Session]

// autosave is Forward's autosave as Continue reads it: replaySave re-applies
// its actions through the same Apply, checking each line's checksum, so a
// save that loads is a save that verifies.
var autosave = session.Saves[*Session]{Name: AutosaveName, Mode: "forward", Open: replaySave}

// HasAutosave reports whether a run in progress is saved.
func HasAutosave(store storage.Store) bool { return autosave.Exists(store) }

// Resume continues the autosaved run. A broken save is moved aside (".bad")
// and reported by file and line, with the run as it stood before the bad
// line.
func Resume(store storage.Store) (*Session, error) { return autosave.Resume(store) }

// replaySave rebuilds a run from its save's category and actions,
// returning the 1-based line at fault on error.
func replaySave(store storage.Store, r *replay.Replay, seed dice.Seed) (*Session, int, error) {
	cat, _ := r.Get("category")
	s, err := NewSession(nil, seed, cat)
	if err != nil {
		return nil, 1, err
	}
	play := session.Player[forward.Action]{
		Parse:    func(text string) (forward.Action, error) { return forward.ParseAction(s.Data, text) },
		Clock:    s.SetTicks,
		Do:       s.Do,
		Checksum: func() uint32 { return s.State.Checksum() },
		Game:     "run",
	}
	if line, err := play.Play(r); err != nil {
		return nil, line, err
	}
	s.goOnFrom(r)
	s.Restore(store)
	s.Anim.Clear()
	return s, 0, nil
}

// Do applies one legal action (Act) and reports only its error.
func (s *Session) Do(a forward.Action) error {
	_, err := s.Act(a)
	return err
}

// Act applies one legal action through the session core: recorded,
// tallied (tally), the run filed at the action that ends it (file) before
// the autosave goes, and autosaved. It returns the events (valid until the
// next action). An illegal action changes nothing and returns the
// engine's error.
func (s *Session) Act(a forward.Action) ([]forward.Event, error) {
	if s.remote != nil {
		return nil, s.send(a) // its events come with the answer (Tick)
	}
	return s.Core.Do(0, a)
}

// tally keeps what an action's events tell the screens and the speedrun
// clocks: the HP history, the log and the animation queue (feed), the
// splits, and the clocks in the autosave's header.
func (s *Session) tally(ev []forward.Event) {
	v := s.View()
	s.history = append(s.history, HPPoint{v.HP, v.MaxHP})
	s.feed(forward.EventsFor(0, ev))
	s.run.track(s, ev)
	s.mark()
}

// Cleared reports a practice that left its location alive.
func (s *Session) Cleared() bool {
	return s.host != nil && s.host.PracticeDone && s.State.Phase != forward.PhaseLost
}

// Tick counts the in-game time of a run screen's Update while the run is
// under way: its real time in 1/60 s ticks, read from frames (clock.Run),
// so a slow machine gains nothing. The location and the duel call it
// every Update; the pause menu does not, and its time is not counted. A
// ranked run's answers from the server are taken in here, and their
// events returned.
func (s *Session) Tick(frames *clock.Frames) []forward.Event {
	s.igt.Frames = frames
	s.Core.Tick(s.igt.Tick(s.Game.Running()))
	if s.Ticks()-s.marked >= checkpointTicks {
		s.Checkpoint()
	}
	return s.take()
}

// checkpointTicks is how much play may pass between two writes of the
// clocks to the autosave: five seconds.
const checkpointTicks = 5 * 60

// Checkpoint writes the run's clocks to the autosave between actions: the
// run screens do every checkpointTicks of play, and when the pause menu
// opens. Closing the game is no pause, so time spent thinking before it
// must still count after Continue (RULES B7); at most the last five
// seconds of it can be lost, to a crash.
func (s *Session) Checkpoint() {
	if !s.Saving() || s.Over() || s.State.Steps == 0 {
		return
	}
	s.mark()
	s.Save()
}

// mark sets the autosave's header lines for the in-game and real time now.
func (s *Session) mark() {
	s.marked = s.Ticks()
	s.Replay.Set(InGameTimeKey, strconv.FormatInt(s.marked, 10))
	s.Replay.Set(RealTimeKey, strconv.FormatInt(s.RealTime().Milliseconds(), 10))
}

// RealTimeKey is the replay header line holding the run's real time (RTA)
// at its latest action, in milliseconds: a continued run's RTA goes on
// from it instead of starting again at 0. It is rewritten with every
// action, inside the autosave's one atomic write.
const RealTimeKey = "rta-ms"

// InGameTimeKey is the autosave header line holding the in-game time when
// the autosave was last written (with an action or a Checkpoint); a
// continued run goes on from it, never from before its last action.
const InGameTimeKey = "igt-ticks"

// goOnFrom sets a continued run's real time going on from what its save
// says; a save without the line (written before it) starts again at 0.
func (s *Session) goOnFrom(saved *replay.Replay) {
	if v, ok := saved.Get(InGameTimeKey); ok {
		if t, err := strconv.ParseInt(v, 10, 64); err == nil && t > s.Ticks() && t <= verify.MaxTicks {
			s.SetTicks(t)
		}
	}
	s.marked = s.Ticks()
	s.Replay.Set(InGameTimeKey, strconv.FormatInt(s.marked, 10))
	v, ok := saved.Get(RealTimeKey)
	ms, err := strconv.ParseInt(v, 10, 64)
	if !ok || err != nil || ms < 0 || len(s.Replay.Entries) == 0 {
		return
	}
	s.run.start = time.Now().Add(-time.Duration(ms) * time.Millisecond)
	s.Replay.Set(RealTimeKey, v)
}

// Legal is the actions allowed now, computed once per state.
func (s *Session) Legal() []forward.Action { return s.Core.Legal(0) }

// IsLegal reports whether a is allowed now.
func (s *Session) IsLegal(a forward.Action) bool { return s.Core.IsLegal(0, a) }

// Card is the data of a card.
func (s *Session) Card(id forward.CardID) *forward.Card { return s.Data.Card(id) }

// Seed is the run's seed, the one place the screens read it from (the
// code they show, a reset dealing the same run again): offline the runner
// dealt it, and a session the server hosts, which keeps its seed, can
// withhold it here.
func (s *Session) Seed() dice.Seed {
	if s.State == nil {
		return s.seed
	}
	return s.State.Seed
}

// SeedCode is the run's seed code, from Seed; a ranked run's is "hidden"
// until its end tells it.
func (s *Session) SeedCode() string {
	if s.State == nil && s.seed == 0 {
		return "hidden"
	}
	return s.Seed().Code()
}

// FormatTime writes ticks as m:ss.cc.
func FormatTime(ticks int64) string {
	cs := ticks/60*100 + ticks%60*100/60 // no overflow however long
	m, sec, c := cs/6000, cs/100%60, cs%100
	b := strconv.AppendInt(nil, m, 10)
	b = append(b, ':', byte('0'+sec/10), byte('0'+sec%10), '.', byte('0'+c/10), byte('0'+c%10))
	return string(b)
}

// View is the runner's view of the run (forward.ViewFor), taken once per
// state: what the screens draw, and all a server would send the runner.
func (s *Session) View() forward.SeatView { return s.Core.View(0) }
