package forwardui

import (
	"deepwood/levels"
	"deepwood/online"
	"deepwood/online/live"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/session"
	"deepwood/sprites"
	"deepwood/version"
	"deepwood/wire"
)

// NewRankedSession plays a witnessed attempt the server hosts (RULES B8)
// behind the same screens as a run dealt here: the session core runs over
// the attempt (live.Run), so the screens draw the view the server sends
// and animate the events it tells. The server keeps the seed, the deck and
// the dice, and the replay: nothing is autosaved here, and the whole
// replay, seed included, comes with the end, to be kept and filed like any
// run's. category is "daily" or "random"; date is a daily's UTC day.
func NewRankedSession(run *live.Run, category, date string) (*Session, error) {
	d, err := forward.DefaultData()
	if err != nil {
		return nil, err
	}
	r := &replay.Replay{Mode: "forward", Rules: levels.ModeFingerprint("forward"), Version: version.Number}
	views := func(int) forward.SeatView { return run.View() }
	s := &Session{Core: session.New(run, views, r, spec, nil), Data: d, Category: category, last: forward.NoCard, remote: run, rankedDate: date}
	s.OnAction(s.tally)
	s.OnEnd(s.rankedEnd)
	v := run.View()
	s.history = append(s.history, HPPoint{v.HP, v.MaxHP})
	s.feed(run.State().Events)
	return s, nil
}

// forgetHeld drops the game's record of a ranked attempt under way
// (online.Boards.DropHeld) once the attempt has ended or is given up.
func (s *Session) forgetHeld() {
	if s.dropHeld != nil {
		_ = s.dropHeld()
	}
}

// Ranked reports a witnessed attempt: the server deals and times it.
func (s *Session) Ranked() bool { return s.remote != nil }

// Link is how a ranked run's connection stands (the zero Link offline).
func (s *Session) Link() live.Link {
	if s.remote == nil {
		return live.Link{}
	}
	return s.remote.Link()
}

// Witnessed is a ranked run's time as the server's clock has it, in
// milliseconds: between its first and its last action (RULES B8). It is
// the time the board ranks; the in-game time beside it is the runner's.
func (s *Session) Witnessed() int64 {
	if s.remote == nil {
		return 0
	}
	return s.remote.State().WitnessedMs
}

// RunID is the run a ranked attempt became on its witnessed board, once
// it has ended (0 before, or when the server could not file it yet).
func (s *Session) RunID() int64 {
	if s.remote == nil {
		return 0
	}
	return s.remote.State().RunID
}

// RankedDate is a ranked daily's UTC day.
func (s *Session) RankedDate() string { return s.rankedDate }

// send hands a ranked run's action to the server: its answer comes in a
// later frame (take).
func (s *Session) send(a forward.Action) error { return s.remote.Send(a, s.Ticks()) }

// take brings in what the server answered since the last frame: an
// action it applied goes through the session core (tallied, animated,
// filed at the end) and its events are returned. Offline, nothing.
func (s *Session) take() []forward.Event {
	if s.remote == nil {
		return nil
	}
	a, ok := s.remote.Poll()
	if !ok {
		return nil
	}
	ev, err := s.Core.Do(0, a)
	if err != nil {
		return nil
	}
	return ev
}

// rankedEnd keeps a ranked run's replay as the server recorded it, seed
// and dice checksums included (what `deepwood verify` proves), and files
// it with the personal records.
func (s *Session) rankedEnd() {
	end := s.remote.State()
	if r, err := replay.Parse("server.replay", []byte(end.Replay)); err == nil {
		s.Replay = r
		if seed, err := dice.ParseSeed(r.Seed); err == nil {
			s.seed = seed
		}
	}
	s.file("") // keeps the replay (Keep) and files the records
	s.forgetHeld()
}

// Leave lets go of a ranked run's connection; the attempt stays on the
// server, its clock running.
func (s *Session) Leave() {
	if s.remote != nil {
		s.remote.Close()
	}
}

// GiveUp abandons a ranked run on the server (RULES B11): its attempt
// ends there at its last action, is filed as a run that never ranks, and
// a daily given up is the day's attempt. It returns at once (the abandon
// goes off the update loop, within a deadline), so the screen can go to
// the title; the answer, when the caller wants it, comes on the channel.
// Offline it does nothing, and the channel is closed.
func (s *Session) GiveUp() <-chan error {
	if s.remote == nil {
		done := make(chan error)
		close(done)
		return done
	}
	s.forgetHeld()
	return s.remote.Abandon()
}

// startRanked asks the server to deal a witnessed attempt of category;
// the screen shows that it asks, and takes no other choice, until the
// answer (takeRanked).
func (s *newRunScene) startRanked(category string) {
	if h, ok := s.held(); ok && h.Category == category {
		s.ranked, s.rankedWhat = s.h.Boards.TakeUp(h), category
		s.msg = "Taking your ranked " + category + " run up again on " + h.Server + "…"
		return
	}
	s.ranked, s.rankedWhat = s.h.Boards.Ranked(category), category
	s.msg = "Asking " + s.h.Boards.Server() + " to deal a ranked " + category + " run…"
}

// held is the ranked attempt the game has under way on the player's
// server, which the new-run screen offers to take up (a game closed
// mid-run, or left from its pause menu).
func (s *newRunScene) held() (online.Held, bool) {
	if s.h.Boards == nil {
		return online.Held{}, false
	}
	h, ok, err := s.h.Boards.Held()
	if err != nil {
		s.msg = err.Error()
	}
	return h, ok && err == nil
}

// relabelRanked sets the ranked buttons' words as the held run now says:
// the run under way of a category is taken up rather than a new one
// started.
func (s *newRunScene) relabelRanked() {
	h, held := s.held()
	label := func(category, fresh string) string {
		if held && h.Category == category {
			return "Take up your ranked " + category
		}
		return fresh
	}
	for i := range s.f.Btns {
		switch s.f.Btns[i].ID {
		case uiRankedRandom:
			s.f.Btns[i].Label = label(wire.LiveRandom, "Ranked random")
		case uiRankedDaily:
			s.f.Btns[i].Label = label(wire.LiveDaily, "Ranked daily (one attempt)")
		}
	}
}

// takeRanked starts the ranked run once the server has dealt it, or says
// why it did not (the day's attempt made, the server unreachable).
func (s *newRunScene) takeRanked(ctx *scenes.Context) {
	if ctx.Input.Just(input.Back) {
		s.ranked.Cancel()
		s.ranked, s.msg = nil, ""
		return
	}
	if !s.ranked.Done() {
		return
	}
	run, err := s.ranked.Result()
	s.ranked = nil
	if err != nil {
		s.msg = "No ranked run: " + live.Plain(err)
		s.relabelRanked() // a run that could not be taken up is forgotten
		return
	}
	st := run.State()
	sess, err := NewRankedSession(run, s.rankedWhat, st.Date)
	if err != nil {
		run.Close()
		s.msg = err.Error()
		return
	}
	sess.dropHeld = s.h.Boards.DropHeld
	s.msg = ""
	ctx.Stack.Replace(StartRun(s.h, sess))
}

// rankedRows are a ranked run's summary lines: the seed the end told,
// the kind of run, the time the server witnessed (what ranks) above the
// runner's own in-game time, and then the tallies. The rank, asked once
// the run is filed, comes last (summary.go). Each value is short enough
// for the column beside the plot.
func rankedRows(sess *Session, rows [][2]string) [][2]string {
	kind := sess.Category
	if d := sess.RankedDate(); d != "" {
		kind += " " + d
	}
	out := [][2]string{rows[0], {"Seed", sess.SeedCode()}, {"Ranked", kind},
		{"Witnessed time", FormatTime(msTicks(sess.Witnessed()))},
		{"Your in-game time", FormatTime(sess.Ticks())}}
	for _, r := range rows[1:] {
		switch r[0] {
		case "Seed", "In-game time", "Real time", "Version", "XP pile":
		default:
			out = append(out, r)
		}
	}
	return out
}

// rankRow is where a ranked run stands on its witnessed board, asked of
// the server once the run has ended.
type rankRow struct {
	call *online.Call[wire.Entry]
	text string
	err  string // why the board did not answer, for a notice
	gen  int
}

// ask starts the request and answers the row's words meanwhile: that it
// asks, or why it cannot (offline, or the run not filed yet).
func (r *rankRow) ask(boards *online.Boards, sess *Session) string {
	switch {
	case boards == nil:
		return "offline"
	case sess.RunID() == 0:
		return "not filed yet" // the server files it again when asked
	}
	r.call = boards.RankOf(sess.RunID())
	return "asking…"
}

// poll takes the answer once it is in, and reports whether it just came.
func (r *rankRow) poll() bool {
	if r.call == nil {
		return false
	}
	if !r.call.Done() {
		return false
	}
	e, err := r.call.Result()
	r.call = nil
	switch {
	case online.IsUnranked(err):
		r.text = "none (a fall)" // only a victory ranks
	case err != nil:
		r.text, r.err = "not known", online.Plain(err)
	default:
		r.text = "#" + itoa(e.Rank) + " by time"
	}
	r.gen++
	return true
}

// linkKey is what the HUD shows of a ranked run's connection: its state
// and the last round trip in the milliseconds written.
type linkKey struct {
	state live.LinkState
	ms    int64
}

// linkNow is the session's linkKey (the zero key offline).
func linkNow(s *Session) linkKey {
	if !s.Ranked() {
		return linkKey{}
	}
	l := s.Link()
	return linkKey{l.State, l.RTT.Milliseconds()}
}

// linkWords is a ranked run's connection in the HUD's words and colour:
// the delay while it is up, and plainly when it is not.
func linkWords(l live.Link) (string, sprites.ColorID) {
	switch l.State {
	case live.LinkUp, live.LinkWaiting:
		if l.RTT <= 0 {
			return "Ranked: connected", sprites.ColTextDim
		}
		return "Ranked: " + itoa(int(l.RTT.Milliseconds())) + " ms", sprites.ColTextDim
	case live.LinkReconnecting:
		return "Reconnecting…", sprites.ColBad
	case live.LinkFailed:
		return "Disconnected", sprites.ColBad // the reason comes in a notice (tellLink)
	}
	return "Ranked: witnessed", sprites.ColTextDim
}

// tellLink says once, in a notice, why a ranked run's connection failed
// for good: the HUD's corner has room for "Disconnected" only.
func (p *play) tellLink(ctx *scenes.Context) {
	s := p.sess
	if s.linkTold || !s.Ranked() || ctx.Notify == nil {
		return
	}
	if l := s.Link(); l.State == live.LinkFailed {
		s.linkTold = true
		ctx.Notify("The ranked run lost its server: " + l.Err + ". Leave it from the pause menu; the server keeps it.")
	}
}
