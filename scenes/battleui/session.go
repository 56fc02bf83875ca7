// Package battleui is Mass Combat's screens: the set-up with its army
// builder, the battlefield (deployment, rounds, movement with the reach
// overlay and the odds preview, combat), the hotseat hand-over, the summary
// and the rules reference. The screens decide no rule: they offer the
// actions battle.Legal allows, hand the chosen one to the Session and
// animate the events that come back; the computer opponent thinks off the
// draw loop.
package battleui

import (
	"time"

	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/scenes/ui"
	"deepwood/session"
	"deepwood/storage"
)

// AutosaveName is the store file holding the battle in progress: its
// replay so far (the set-up in the header, every committed action after
// it), rewritten after each action, as the other modes keep theirs.
const AutosaveName = "battle-autosave.replay"

// LegacyAutosaveName is where earlier versions kept the battle in progress,
// as JSON: Continue still reads it and rewrites it as a replay.
const LegacyAutosaveName = "battle-autosave.json"

// Player is who commands a side: a person at this screen or the computer
// at a difficulty.
type Player struct {
	Human bool     `json:"human"`
	Level ai.Level `json:"level"`
}

// Label names the player for the screens.
func (p Player) Label() string {
	if p.Human {
		return "Human"
	}
	return "AI " + p.Level.String()
}

// Setup is everything a battle starts from: the scenario (or a custom
// battle on its field with the armies built), who plays each side, and the
// seed of its dice.
type Setup struct {
	Scenario string         `json:"scenario"`
	Custom   bool           `json:"custom,omitempty"`
	Armies   [2]battle.Army `json:"armies"`
	Attacker battle.Side    `json:"attacker"`
	Players  [2]Player      `json:"players"`
	Seed     dice.Seed      `json:"seed"`
	Budget   int            `json:"budget,omitempty"`
	Fixed    bool           `json:"fixed,omitempty"` // AIs on node budgets only (autoplay, tests)
	Guided   bool           `json:"guided,omitempty"`
}

// BuildScenario builds the battle's scenario: the named one, or for a
// custom battle a copy of it with the armies and attacker chosen. It trusts
// the set-up; one read from a file passes Check first.
func (s Setup) BuildScenario() (*battle.Scenario, error) {
	sc, err := battle.LoadScenario(s.Scenario)
	if err != nil {
		return nil, err
	}
	if s.Custom {
		c := *sc
		c.Armies, c.Attacker, c.Budget = s.Armies, s.Attacker, s.Budget
		c.Mode = battle.Defend
		return &c, nil
	}
	return sc, nil
}

// save is an earlier version's autosave: the set-up and the committed
// actions as JSON.
type save struct {
	Setup   Setup           `json:"setup"`
	Actions []battle.Action `json:"actions"`
}

// undoPoint is the state before one of the current side's moves.
type undoPoint struct {
	state   *battle.State
	actions int
}

// Core is the session core a battle runs on: its replay (the autosave,
// the kept record and what `deepwood verify` proves), legal actions and
// each side's view.
type Core = session.Session[battle.Action, battle.Event, battle.SeatView]

// Session is one battle being played: the session core, the committed
// actions, the undo snapshots of the movement phase, the animation queue,
// the battle log and the tallies the summary plots. Screens share it; only
// Do and Undo change the state.
type Session struct {
	*Core
	Setup Setup
	Sc    *battle.Scenario
	State *battle.State
	// Moves are the actions committed, in order (the replay's entries as
	// actions, for the summary and the tests).
	Moves []battle.Action
	Anim  ui.Queue[battle.Event]
	Log   []string
	// Troops is each side's troops present at the start of every round.
	Troops [][2]int
	// Decisions is how long each computer decision took.
	Decisions []time.Duration
	// Guided turns on the first battle's coaching lines.
	Guided bool

	host  *battle.Host
	undo  []undoPoint
	ais   [2]*ai.AI
	think *thinker
	// remote is the side's battle at a table a server hosts (nil for a
	// battle fought here): session_remote.go.
	remote *remoteBattle
	// Seated answers the field's questions about the table (its notes,
	// chat, end and leaving), as for every mode; nil for a battle fought
	// here.
	*tables.Seated
}

// spec names a battle's autosave; its kept record is named by the
// scenario.
func spec(su Setup) session.Spec {
	return session.Spec{Autosave: AutosaveName, Mode: "battle", Keep: "battle-" + su.Scenario}
}

// NewSession starts a battle from its set-up.
func NewSession(store storage.Store, su Setup) (*Session, error) {
	sc, err := su.BuildScenario()
	if err != nil {
		return nil, err
	}
	host := &battle.Host{State: battle.New(sc, su.Seed)}
	views := func(seat int) battle.SeatView { return battle.ViewFor(host.State, seat) }
	s := &Session{Core: session.New(host, views, newReplay(su), spec(su), store), host: host, Setup: su, Sc: sc, State: host.State, Guided: su.Guided}
	// The AIs are seeded as the simulator seeds them: red on the battle
	// seed, blue on the next.
	for side, p := range su.Players {
		if !p.Human {
			s.ais[side] = newAI(p.Level, su.Seed+dice.Seed(side), su.Fixed)
		}
	}
	s.Troops = append(s.Troops, [2]int{s.totalTroops(battle.Red), s.totalTroops(battle.Blue)})
	s.Save()
	return s, nil
}

// totalTroops is a side's troops present, placed or not.
func (s *Session) totalTroops(side battle.Side) int {
	n := 0
	for i := range s.State.Units {
		if u := &s.State.Units[i]; u.Side == side && !u.Lost && !u.Left {
			n += u.Present()
		}
	}
	return n
}

// HasAutosave reports a saved battle, in this version's file or an
// earlier one's.
func HasAutosave(store storage.Store) bool {
	return session.Exists(store, AutosaveName) || session.Exists(store, LegacyAutosaveName)
}

// Legal is the actions open to the side on turn, listed once per change
// of the state so that a frame allocates nothing.
func (s *Session) Legal() []battle.Action { return s.Core.Legal(int(s.State.Turn)) }

// Seat is the side whose eyes the screens show: the side on turn when a
// person plays it (at a hotseat each player in turn, behind the hand-over),
// else the human side, else (two computers) Red.
func (s *Session) Seat() battle.Side {
	if t := s.State.Turn; s.Setup.Players[t].Human {
		return t
	}
	for side, p := range s.Setup.Players {
		if p.Human {
			return battle.Side(side)
		}
	}
	return battle.Red
}

// View is the battle as the screens show it: Seat's view, both armies and
// the clock without the dice or the other side's quick units, taken by the
// core once per state. It is shared: read it, never change it.
func (s *Session) View() battle.SeatView { return s.Core.View(int(s.Seat())) }

// Field is the battlefield, the scenario's data: the same for every seat.
func (s *Session) Field() *battle.Field { return s.Sc.Field }

// Version counts changes to the state (actions and undos), for caches.
func (s *Session) Version() int { return s.host.Version }

// HumanTurn reports that a person decides now.
// At a table the server hosts, not while an action is on its way or the
// connection is being made again.
func (s *Session) HumanTurn() bool {
	return !s.State.Over() && s.Setup.Players[s.State.Turn].Human && (s.remote == nil || !s.remote.link.Busy())
}

// Do commits one legal action: undo snapshots are kept for moves in the
// movement phase (dropped as soon as anything else happens), the events go
// to the animation queue and the log, and the autosave is rewritten.
func (s *Session) Do(a battle.Action) error {
	before := s.State
	snap := s.State.Clone()
	ev, err := s.apply(a)
	if err != nil {
		return err
	}
	if a.Kind == battle.ActMove && s.State.Phase == battle.PhaseMove && s.State.Turn == before.Turn && s.State.Step == snap.Step {
		s.undo = append(s.undo, undoPoint{snap, len(s.Moves) - 1})
	} else {
		s.undo = s.undo[:0]
	}
	for _, e := range ev {
		s.Anim.Push(e)
	}
	return nil
}

// apply applies an action of the side it names through the session core
// (recorded, autosaved, the record kept at the end) and notes it in the
// log and the tallies.
func (s *Session) apply(a battle.Action) ([]battle.Event, error) {
	ev, err := s.Core.Do(int(a.Side), a)
	if err != nil {
		return nil, err
	}
	s.Moves = append(s.Moves, a)
	for _, e := range ev {
		if line := s.describe(e); line != "" {
			s.Log = append(s.Log, line)
		}
		if e.Kind == battle.EvRound && e.Round > 1 {
			s.Troops = append(s.Troops, [2]int{s.totalTroops(battle.Red), s.totalTroops(battle.Blue)})
		}
		if e.Kind == battle.EvOver {
			s.Troops = append(s.Troops, [2]int{s.totalTroops(battle.Red), s.totalTroops(battle.Blue)})
		}
	}
	if len(s.Log) > 200 {
		s.Log = s.Log[len(s.Log)-200:]
	}
	return ev, nil
}

// CanUndo reports a move of the current movement phase to take back: moves
// roll no dice, so taking one back changes nothing the players have seen
// of the dice.
// At a table the server hosts a move is the server's once sent (RULES B18).
func (s *Session) CanUndo() bool { return s.remote == nil && len(s.undo) > 0 && s.HumanTurn() }

// Undo takes back the last move: the state before it is restored and the
// move is dropped from the committed actions and the autosave, so the save
// only ever holds actions that stand.
func (s *Session) Undo() bool {
	if !s.CanUndo() {
		return false
	}
	p := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	s.State, s.host.State = p.state, p.state
	s.host.Version++
	s.Moves = s.Moves[:p.actions]
	s.Log = append(s.Log, "Move taken back.")
	s.Rewind(p.actions)
	return true
}

// Close stops a computer opponent still thinking.
func (s *Session) Close() {
	if s.think != nil {
		s.think.cancel()
	}
}
