package livesplit

import "strconv"

// op is one LiveSplit Server command the client sends.
type op uint8

const (
	opStart op = iota
	opInitGameTime
	opPauseGameTime
	opUnpauseGameTime
	opSetGameTime
	opSplit
	opUnsplit
	opReset
)

// command is a command with its argument, kept structured so the client can
// fold it into a timer model as well as write it.
type command struct {
	op    op
	ticks int64 // the game time, for opSetGameTime
}

// String is the command as LiveSplit Server reads it, without the line end.
func (c command) String() string {
	switch c.op {
	case opStart:
		return "starttimer"
	case opInitGameTime:
		return "initgametime"
	case opPauseGameTime:
		return "pausegametime"
	case opUnpauseGameTime:
		return "unpausegametime"
	case opSetGameTime:
		return "setgametime " + FormatTime(c.ticks)
	case opSplit:
		return "split"
	case opUnsplit:
		return "unsplit"
	case opReset:
		return "reset"
	}
	return "op" + strconv.Itoa(int(c.op))
}

// movesIndex reports whether the command can move LiveSplit's split index,
// so that after it is sent blind the index must be asked again.
func (c command) movesIndex() bool {
	return c.op == opStart || c.op == opSplit || c.op == opUnsplit || c.op == opReset
}

// query is the one question the client asks: LiveSplit Server answers it
// with the current split index, -1 when the timer is not running.
const query = "getsplitindex"

// Sentinels for what a timer does not know.
const (
	unknownIndex = -2
	unknownTime  = -1
)

// tri is a flag that may be unknown.
type tri int8

const (
	triUnknown tri = iota
	triNo
	triYes
)

// timer models LiveSplit's timer as far as this client drives it. The
// client keeps two: what the game has told (the target) and what the
// server is believed to hold, where any field may be unknown.
type timer struct {
	index    int     // split index: -1 not running, unknownIndex
	splits   []int64 // game time at each split of this attempt, unknownTime if not set
	gameTime int64   // latest game time set, unknownTime
	paused   tri     // game time paused
	inited   tri     // game time initialised
}

// unknownTimer is a server nothing is known of.
func unknownTimer() timer {
	return timer{index: unknownIndex, gameTime: unknownTime}
}

// apply changes the timer as LiveSplit would on cmd. A start from an
// unknown state counts as a fresh attempt, which is what the game means;
// the sender forgets the index itself where that guess is not safe.
func (t *timer) apply(c command) {
	switch c.op {
	case opStart:
		if t.index < 0 {
			t.index, t.splits, t.gameTime, t.inited = 0, nil, unknownTime, triNo
		}
	case opInitGameTime:
		t.inited = triYes
	case opPauseGameTime:
		t.paused = triYes
	case opUnpauseGameTime:
		t.paused = triNo
	case opSetGameTime:
		t.gameTime = c.ticks
	case opSplit:
		if t.index >= 0 {
			// The full slice expression copies on append, so timers
			// copied by value never share a backing array.
			t.splits = append(t.splits[:len(t.splits):len(t.splits)], t.gameTime)
			t.index++
		}
	case opUnsplit:
		if t.index > 0 {
			t.index--
			t.splits = t.splits[:min(t.index, len(t.splits))]
		}
	case opReset:
		t.index, t.splits, t.gameTime, t.paused, t.inited = -1, nil, unknownTime, triNo, triUnknown
	}
}

// uncertain is what is known of the server after sent commands may or may
// not have arrived: before is the belief before them, after the belief if
// all arrived. A field they did not change is still known; one they
// changed is not. A start or reset among them changes too much to reason
// about, so then nothing is known.
func uncertain(before, after timer, sent []command) timer {
	for _, c := range sent {
		if c.op == opStart || c.op == opReset {
			return unknownTimer()
		}
	}
	t := before
	if after.index != before.index {
		t.index = unknownIndex
	}
	if after.gameTime != before.gameTime {
		t.gameTime = unknownTime
	}
	if after.paused != before.paused {
		t.paused = triUnknown
	}
	if after.inited != before.inited {
		t.inited = triUnknown
	}
	return t
}

// diff lists the commands that bring the server from what is known of it
// (have) to what the game told (want). ask is true when the split index
// must be asked first; guess (for a server that does not answer) takes an
// unknown index to be right instead. Commands come in the order the game
// itself sends them: start, game time set up, the missing splits each at
// its own game time, then the latest game time.
func diff(have, want timer, guess bool) (ask bool, cmds []command) {
	s := have
	emit := func(c command) {
		cmds = append(cmds, c)
		s.apply(c)
	}
	if want.index != unknownIndex && s.index == unknownIndex {
		if !guess {
			return true, nil
		}
		s.index = want.index
	}
	switch {
	case want.index == -1:
		if s.index != -1 {
			emit(command{op: opReset})
		}
	case want.index >= 0:
		if s.index == -1 {
			emit(command{op: opStart})
		}
		for s.index > want.index {
			emit(command{op: opUnsplit})
		}
	}
	if want.index == -1 {
		return false, cmds // a stopped timer keeps no game time worth setting
	}
	if want.inited == triYes && s.inited != triYes {
		emit(command{op: opInitGameTime})
	}
	if want.paused != triUnknown && s.paused != want.paused {
		if want.paused == triYes {
			emit(command{op: opPauseGameTime})
		} else {
			emit(command{op: opUnpauseGameTime})
		}
	}
	for want.index >= 0 && s.index < want.index {
		if t := want.splits[s.index]; t != unknownTime && s.gameTime != t {
			emit(command{op: opSetGameTime, ticks: t})
		}
		emit(command{op: opSplit})
	}
	if want.gameTime != unknownTime && s.gameTime != want.gameTime {
		emit(command{op: opSetGameTime, ticks: want.gameTime})
	}
	return false, cmds
}
