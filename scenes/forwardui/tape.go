package forwardui

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
)

// A tape is the replay viewer's side that plays a whole run by itself: it
// verifies a replay file, which holds the seed and every action, and
// walks the rules state it deals to find where each location begins. The
// file is the runner's own record, so nothing in it is hidden from them;
// the screens that show the playback read the session's view like any run.

// viewMark is a place the viewer can jump to: the first entry played at a
// location, or at the Dragon.
type viewMark struct {
	entry int
	label string
}

// Tape is a verified replay ready to be watched: the file, what it proves,
// and where each location begins.
type Tape struct {
	Name   string
	Replay *replay.Replay
	Result verify.Result
	seed   dice.Seed
	data   *forward.Data
	marks  []viewMark
	// end is the number of rules actions; an abandon or reset line after
	// them is not played.
	end int
}

// LoadTape parses and verifies a Forward replay for the viewer. A replay
// that does not verify is refused with its file and first bad line, as
// `deepwood verify` would say it.
func LoadTape(name string, b []byte) (*Tape, error) {
	res, r, err := verify.File(name, b)
	if err != nil {
		return nil, err
	}
	if r.Mode != "forward" {
		return nil, fmt.Errorf("%s: a %s replay; the replay viewer plays Forward runs", name, r.Mode)
	}
	d, err := forward.DefaultData()
	if err != nil {
		return nil, err
	}
	seed, err := dice.ParseSeed(r.Seed)
	if err != nil {
		return nil, err
	}
	t := &Tape{Name: name, Replay: r, Result: res, seed: seed, data: d}
	t.index()
	return t, nil
}

// index walks the run once to find where each location and the Dragon
// begin, so the viewer can jump there.
func (t *Tape) index() {
	st, ev := forward.New(t.data, t.seed)
	if p := t.Result.Practice; p > 0 {
		st, ev, _ = forward.NewPractice(t.data, t.seed, p-1) // verified: p is 1–9
	}
	t.mark(0, ev)
	for i, e := range t.Replay.Entries {
		if e.Action == verify.MetaAbandon || e.Action == verify.MetaReset {
			break
		}
		a, err := forward.ParseAction(t.data, e.Action)
		if err != nil {
			break
		}
		ev, err := forward.Apply(st, a)
		if err != nil {
			break
		}
		t.end = i + 1
		if t.Result.Practice > 0 && forward.PracticeDone(st, ev) {
			break
		}
		t.mark(i+1, ev)
	}
}

func (t *Tape) mark(entry int, ev []forward.Event) {
	for _, e := range ev {
		switch e.Kind {
		case forward.EvLocationEntered:
			t.marks = append(t.marks, viewMark{entry, itoa(e.Value) + ". " + t.data.Card(e.Card).Name})
		case forward.EvDragonHP:
			t.marks = append(t.marks, viewMark{entry, dragonMark})
		}
	}
}

// category is the run's category as the replay's header gives it.
func (t *Tape) category() string {
	c, _ := t.Replay.Get("category")
	return c
}
