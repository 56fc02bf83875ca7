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

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/scenes/session"
	"deepwood/scenes/ui"
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

// Session is one battle being played: the rules state, the committed
// actions (which are the autosave), the undo snapshots of the movement
// phase, the animation queue, the battle log and the tallies the summary
// plots. Screens share it; only Do and Undo change the state.
type Session struct {
	Setup   Setup
	Sc      *battle.Scenario
	State   *battle.State
	Actions []battle.Action
	// Replay is the battle so far in the format every mode keeps: the
	// autosave, the kept record and what `deepwood verify` proves.
	Replay *replay.Replay
	Anim   ui.Queue[battle.Event]
	Log    []string
	// Troops is each side's troops present at the start of every round.
	Troops [][2]int
	// Decisions is how long each computer decision took.
	Decisions []time.Duration
	// Guided turns on the first battle's coaching lines.
	Guided bool
	// Version counts changes to the state (actions and undos), for caches.
	Version int

	store   storage.Store
	legal   []battle.Action
	legalAt int
	undo    []undoPoint
	ais     [2]*ai.AI
	think   *thinker
	saveErr error
	kept    storage.Keeper
}

// NewSession starts a battle from its set-up.
func NewSession(store storage.Store, su Setup) (*Session, error) {
	sc, err := su.BuildScenario()
	if err != nil {
		return nil, err
	}
	s := &Session{Setup: su, Sc: sc, State: battle.New(sc, su.Seed), Replay: newReplay(su), store: store, Guided: su.Guided}
	// The AIs are seeded as the simulator seeds them: red on the battle
	// seed, blue on the next.
	for side, p := range su.Players {
		if !p.Human {
			s.ais[side] = newAI(p.Level, su.Seed+dice.Seed(side), su.Fixed)
		}
	}
	s.Troops = append(s.Troops, [2]int{s.totalTroops(battle.Red), s.totalTroops(battle.Blue)})
	s.save()
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

// Legal is the actions open now, listed once per change of the state so
// that a frame allocates nothing.
func (s *Session) Legal() []battle.Action {
	if s.legalAt != s.Version || s.legal == nil {
		s.legal, s.legalAt = battle.Legal(s.State), s.Version
	}
	return s.legal
}

// HumanTurn reports that a person decides now.
func (s *Session) HumanTurn() bool {
	return !s.State.Over() && s.Setup.Players[s.State.Turn].Human
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
		s.undo = append(s.undo, undoPoint{snap, len(s.Actions) - 1})
	} else {
		s.undo = s.undo[:0]
	}
	for _, e := range ev {
		s.Anim.Push(e)
	}
	s.save()
	return nil
}

// apply applies an action and records it, the log and the tallies.
func (s *Session) apply(a battle.Action) ([]battle.Event, error) {
	ev, err := battle.Apply(s.State, a)
	if err != nil {
		return nil, err
	}
	s.Actions = append(s.Actions, a)
	s.Replay.Append(replay.Entry{Check: s.State.Dice.Checksum(), Action: a.Text()})
	s.Version++
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
func (s *Session) CanUndo() bool { return len(s.undo) > 0 && s.HumanTurn() }

// Undo takes back the last move: the state before it is restored and the
// move is dropped from the committed actions and the autosave, so the save
// only ever holds actions that stand.
func (s *Session) Undo() bool {
	if !s.CanUndo() {
		return false
	}
	p := s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	s.State = p.state
	s.Actions = s.Actions[:p.actions]
	s.Replay.Entries = s.Replay.Entries[:p.actions]
	s.Version++
	s.Log = append(s.Log, "Move taken back.")
	s.save()
	return true
}

// save rewrites the autosave; a finished battle's save is removed.
func (s *Session) save() {
	if s.store == nil {
		return
	}
	if s.State.Over() {
		s.keep()
	}
	s.saveErr = session.Save(s.store, AutosaveName, s.State.Over(), s.Replay)
}

// Close stops a computer opponent still thinking.
func (s *Session) Close() {
	if s.think != nil {
		s.think.cancel()
	}
}
