package session

import (
	"deepwood/rules/replay"
	"deepwood/storage"
)

// Session is one game of a mode being played, by a screen or by the
// server: its Game (the rules state behind the mode's adapter), the replay
// recorded action by action (which is also the autosave), the in-game
// clock and the legal actions computed once per state. Only Do and Rewind
// change the game.
type Session[A comparable, E any, V any] struct {
	Game   Game[A, E]
	Replay *replay.Replay

	views    Views[V]
	spec     Spec
	store    storage.Store
	kept     storage.Keeper
	ticks    int64
	legal    Legal[A]
	events   []E
	saveErr  error
	restored bool
	acted    func(ev []E)
	ended    func()
	seen     seen[V]
}

// seen is the view last computed: a seat's view is taken once per state,
// however often a screen asks for it in a frame.
type seen[V any] struct {
	view  V
	steps int
	seat  int
	ok    bool
}

// New starts a session on game, whose seats see what views computes,
// recording into r (its header already written) and autosaving to store
// (nil: no autosave, as in tests, a practice or the replay viewer).
func New[A comparable, E any, V any](game Game[A, E], views Views[V], r *replay.Replay, spec Spec, store storage.Store) *Session[A, E, V] {
	return &Session[A, E, V]{Game: game, views: views, Replay: r, spec: spec, store: store}
}

// OnAction sets what runs after each action is applied and recorded,
// before the game's end is filed and the autosave written: the mode's
// tallies of the events (a log, the history a summary plots), so that
// what is filed and saved already holds them.
func (s *Session[A, E, V]) OnAction(f func(ev []E)) { s.acted = f }

// OnEnd sets what runs once at the action that ends the game: after its
// replay is kept and before the autosave is removed, so a game killed on
// its last animation still has everything on disk (a mode's records).
func (s *Session[A, E, V]) OnEnd(f func()) { s.ended = f }

// Do applies an action of seat: it must be that seat's (Game.Seat) and
// legal. It is recorded in the replay at the clock's tick with the dice
// checksum, the game is autosaved, and the events are returned (valid
// until the next Do). When the action ends the game its replay is kept
// and the autosave removed. An illegal action changes nothing.
func (s *Session[A, E, V]) Do(seat int, a A) ([]E, error) {
	if owner := s.Game.Seat(a); owner != seat {
		return nil, seatError(seat, owner)
	}
	ev, err := s.Game.Apply(s.events[:0], a)
	s.events = ev[:0]
	if err != nil {
		return nil, err
	}
	if text := s.Game.Text(a); text != "" {
		s.Replay.Append(replay.Entry{Tick: s.ticks, Check: s.Game.Checksum(), Action: text})
	}
	if s.acted != nil {
		s.acted(ev)
	}
	if s.Game.Over() {
		s.end()
	}
	s.Save()
	return ev, nil
}

// end keeps the ended game's replay and runs the mode's OnEnd, once.
func (s *Session[A, E, V]) end() {
	s.Keep()
	if f := s.ended; f != nil {
		s.ended = nil
		f()
	}
}

// Rewind takes the replay back to its first n actions (a battle's move
// taken back, once the adapter's state is put back too) and autosaves, so
// the save only ever holds actions that stand.
func (s *Session[A, E, V]) Rewind(n int) {
	if n >= 0 && n < len(s.Replay.Entries) {
		s.Replay.Entries = s.Replay.Entries[:n]
	}
	s.Save()
}

// Save writes the autosave, or removes it once the game is over; a
// failure is kept for SaveError. A session without a store does nothing.
func (s *Session[A, E, V]) Save() {
	s.saveErr = Save(s.store, s.spec.Autosave, s.Game.Over(), s.Replay)
}

// Saving reports that the session autosaves.
func (s *Session[A, E, V]) Saving() bool { return s.store != nil }

// SaveError is the last autosave failure, if any.
func (s *Session[A, E, V]) SaveError() error { return s.saveErr }

// Adopt makes a game rebuilt from part of a damaged save the saved game:
// the autosave is rewritten with the actions that stand.
func (s *Session[A, E, V]) Adopt(store storage.Store) {
	s.store = store
	s.Save()
}

// Restore marks a session rebuilt from the autosave in store: it saves
// there from now on, and Restored says so.
func (s *Session[A, E, V]) Restore(store storage.Store) {
	s.store, s.restored = store, true
}

// Restored reports a session continued from an autosave.
func (s *Session[A, E, V]) Restored() bool { return s.restored }

// Actions is how many actions the replay holds: the count Continue names
// when it offers part of a damaged save (Counted).
func (s *Session[A, E, V]) Actions() int { return len(s.Replay.Entries) }

// Over reports that the game has ended.
func (s *Session[A, E, V]) Over() bool { return s.Game.Over() }

// Fingerprint is the rules state's fingerprint: equal games, however they
// were reached, print the same.
func (s *Session[A, E, V]) Fingerprint() string { return s.Game.Fingerprint() }

// View is what seat may see of the game, computed once per state and
// seat. It is the mode's own value: treat it as read-only.
func (s *Session[A, E, V]) View(seat int) V {
	steps := s.Game.Steps()
	if v := &s.seen; !v.ok || v.steps != steps || v.seat != seat {
		*v = seen[V]{view: s.views(seat), steps: steps, seat: seat, ok: true}
	}
	return s.seen.view
}

// Legal is the actions seat may take now, computed once per state and
// seat, so a screen asking every frame allocates nothing.
func (s *Session[A, E, V]) Legal(seat int) []A {
	return s.legal.Get(s.Game.Steps()*64+seat, func(reuse []A) []A { return s.Game.Legal(seat, reuse) })
}

// IsLegal reports whether seat may take a now.
func (s *Session[A, E, V]) IsLegal(seat int, a A) bool {
	s.Legal(seat)
	return s.legal.Has(a)
}

// Tick adds n ticks (1/60 s) of in-game time while it runs
// (Game.Running): the host passes in the time it measured, screens the
// real time of their Updates, the server its own clock.
func (s *Session[A, E, V]) Tick(n int64) {
	if s.Game.Running() {
		s.ticks += n
	}
}

// Ticks is the in-game time so far.
func (s *Session[A, E, V]) Ticks() int64 { return s.ticks }

// SetTicks sets the in-game time, as a save read back records it.
func (s *Session[A, E, V]) SetTicks(t int64) { s.ticks = t }

// SetReplays names the folder an ended game's replay is kept in.
func (s *Session[A, E, V]) SetReplays(folder storage.Store) { s.kept.Folder = folder }

// Keep writes the game's replay to the replays folder, once, under the
// spec's name (by default the mode and the seed, "forest-7K3M-9QXA"); a
// game with no action is not kept.
func (s *Session[A, E, V]) Keep() {
	if len(s.Replay.Entries) == 0 {
		return
	}
	name := s.spec.Keep
	if name == "" {
		name = s.Replay.Mode + "-" + s.Replay.Seed
	}
	s.kept.Keep(name, ".replay", s.Replay.Marshal())
}

// Kept says where the ended game's replay went, or why it could not be
// kept ("" and nil: not kept, as no replays folder was given).
func (s *Session[A, E, V]) Kept() (string, error) { return s.kept.Kept() }

// Abandon ends the game at the player's word: its replay is kept like a
// finished game's and the autosave removed, so Continue does not bring it
// back.
func (s *Session[A, E, V]) Abandon() error {
	s.Keep()
	return s.kept.Retire(s.store, s.spec.Autosave)
}

// Store is where the session autosaves (nil: nowhere); a mode keeps its
// own files beside it (the Forest's best scores).
func (s *Session[A, E, V]) Store() storage.Store { return s.store }

// TakeOver makes s go on where old was: its store, replays folder and
// clock (the Forest's creation stepping back rebuilds the game from part
// of its replay), and autosaves.
func (s *Session[A, E, V]) TakeOver(old *Session[A, E, V]) {
	s.store, s.kept, s.ticks = old.store, old.kept, old.ticks
	s.Replay.Entries = append([]replay.Entry(nil), s.Replay.Entries...)
	s.Save()
}
