package tables

import (
	"slices"

	"deepwood/rules/forsaken"
	"deepwood/wire"
)

// Forsaken Forest's answers to play: the table's questions asked of the
// game on the session core, as the hub asked them before it had modes.

func (g *game) over() bool         { return g.host.Over() }
func (g *game) replayText() string { return string(g.core.Replay.Marshal()) }
func (g *game) logLen() int        { return len(g.host.State.Log) }
func (g *game) seedCode() string   { return g.seed.Code() }
func (g *game) computer(seat int) bool {
	return g.comps[seat] != nil
}

// reply fills seat's view, its share of the log from from, and the end.
func (g *game) reply(out *wire.TableReply, seat, from int) {
	st := g.host.State
	v := g.core.View(seat)
	out.View = &v
	for _, e := range st.Log[min(from, len(st.Log)):] {
		if x, ok := e.For(seat); ok {
			out.Events = append(out.Events, x)
		}
	}
	if g.host.Over() {
		out.Winner, out.WinBy = st.Winner.String(), st.WinBy
	}
}

// legal is seat's legal actions now, computed once per state: the
// countdown and every seat's state read them.
func (g *game) legal(seat int) []forsaken.Action {
	if steps := g.steps(); g.legalActs == nil || g.legalAt != steps {
		g.legalAt = steps
		g.legalActs = make([][]forsaken.Action, len(g.comps))
		g.legalStr = make([][]string, len(g.comps))
	}
	if g.legalActs[seat] == nil {
		g.legalActs[seat] = append([]forsaken.Action{}, forsaken.LegalFor(g.host.State, g.d, seat)...)
	}
	return g.legalActs[seat]
}

// legalText is seat's legal actions as replay text, once per state.
func (g *game) legalText(seat int) []string {
	acts := g.legal(seat)
	if g.legalStr[seat] == nil && len(acts) > 0 {
		text := make([]string, len(acts))
		for i, a := range acts {
			text[i] = a.String()
		}
		g.legalStr[seat] = text
	}
	return g.legalStr[seat]
}

// parse reads seat's action, refusing another seat's.
func (g *game) parse(seat int, text string) (any, *refusal) {
	return parseOwn(seat, text, forsaken.ParseAction, func(a forsaken.Action) int { return a.Seat })
}

func (g *game) allowed(seat int, a any) bool {
	return slices.Contains(g.legal(seat), a.(forsaken.Action))
}

func (g *game) act(a any, tick int64) error {
	_, err := g.do(a.(forsaken.Action), tick)
	return err
}

func (g *game) asked() int { return forsaken.Asked(g.host.State, g.d) }

func (g *game) pick(seat int) (any, bool) {
	a, ok := g.choose(seat)
	return a, ok
}

// quiet is Night: no seat is told that a computer traveler is deciding,
// which would tell that a Role the Night wakes is a computer's (RULES B12).
func (g *game) quiet() bool {
	p := g.host.State.Phase
	return p == forsaken.PhaseNightOne || p == forsaken.PhaseNight
}

// humanMayAnswer reports that a person at the table may answer the open
// window, so the computer traveler waits three times its pace: at the
// Gallows, a person's vote still due (the table sees who has voted); in a
// Priority or Doorstep window, any living person's seat, whatever it
// holds, since waiting longer only when a person holds an answer would
// tell every seat so (RULES B12). With no window open, nobody but the
// asked may act.
func (g *game) humanMayAnswer(asked int, human func(int) bool) bool {
	st := g.host.State
	if len(st.Frames) == 0 {
		return false
	}
	gallows := st.Frames[len(st.Frames)-1].Kind == forsaken.FrameGallows
	for i := range st.Seats {
		if i == asked || !human(i) {
			continue
		}
		if gallows && len(g.legal(i)) > 0 || !gallows && st.Seats[i].Alive {
			return true
		}
	}
	return false
}
