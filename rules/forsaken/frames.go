package forsaken

import "deepwood/rules/game"

// Source is where a card on the stack came from.
type Source uint8

const (
	FromNone      Source = iota // the Draw or the Fast Action Phase: nothing to answer
	FromTravelers               // a Travelers card
	FromArtifact                // a Finder's Action
	FromForest                  // the Forest's card
)

// FrameKind is a window open over the phase: the game waits on it before
// the phase goes on.
type FrameKind uint8

const (
	FrameRespond  FrameKind = iota // Priority: answers to the card on the stack (or the Fast Action Phase)
	FrameDoorstep                  // someone is on Death's Doorstep: a Revive, or they die
	FrameGallows                   // the Accused testifies, then everyone votes
)

var frameWords = game.Words[FrameKind]{Names: []string{"respond", "doorstep", "gallows"}, Kind: "frame"}

func (k FrameKind) String() string                { return frameWords.Name(k) }
func (k FrameKind) MarshalText() ([]byte, error)  { return frameWords.Text(k) }
func (k *FrameKind) UnmarshalText(b []byte) error { return frameWords.Read(k, b) }

var sourceWords = game.Words[Source]{Names: []string{"none", "travelers", "artifact", "forest"}, Kind: "source"}

func (k Source) MarshalText() ([]byte, error)  { return sourceWords.Text(k) }
func (k *Source) UnmarshalText(b []byte) error { return sourceWords.Read(k, b) }

// Pending is a card played and not yet resolved, with what it was aimed
// at when played.
type Pending struct {
	From      Source `json:"from"`
	Seat      int    `json:"seat"` // who played it; -1 the Forest
	Card      int    `json:"card"` // Travelers card, Artifact or Forest card id
	Target    int    `json:"target"`
	Square    int    `json:"square"`
	Square2   int    `json:"square2"`
	Slot      int    `json:"slot"`
	Curse     int    `json:"curse"`
	Answers   int    `json:"answers"` // the frame it answers (a Forbid, a Revive), -1
	Forbidden bool   `json:"forbidden,omitempty"`
}

// Frame is one open window.
type Frame struct {
	Kind    FrameKind `json:"kind"`
	Pending Pending   `json:"pending"`
	Seat    int       `json:"seat"` // the wounded, or the Accused
	Why     string    `json:"why,omitempty"`
	Start   int       `json:"start"` // Priority is asked clockwise from here
	Passed  []bool    `json:"passed"`
	Rested  bool      `json:"rested,omitempty"` // the Accused's testimony is over
	Said    int       `json:"said,omitempty"`   // the Accused's statements so far
	Draw    bool      `json:"draw,omitempty"`   // the Draw Phase's window: the turn player may play too (RULES S13)
	Votes   []int     `json:"votes,omitempty"`  // per seat: 0 to vote, 1 live, 2 die, -1 no vote
}

const (
	voteDue  = 0
	voteLive = 1
	voteDie  = 2
	voteNone = -1
)

// design is the pending card's design (nil for the Fast Action Phase).
func (p Pending) design(d *Data) *Design {
	switch p.From {
	case FromTravelers:
		return d.Card(p.Card)
	case FromArtifact:
		return &d.Artifacts[p.Card]
	case FromForest:
		return d.Forest(p.Card)
	}
	return nil
}

// answerable says whether a card with effect k may answer the window's
// pending card: a Fast Action answers a Slow Action or a Forest card, and
// only a Resistance card that Forbids Fast Actions answers a Fast one
// (seed "Priority"); with nothing on the stack any Fast Action but a
// Forbid may be played; a Revive answers Death's Doorstep only.
func answerable(k EffectKind, f *Frame, d *Data) bool {
	if f.Kind == FrameDoorstep {
		return k == EffRevive
	}
	if f.Kind != FrameRespond || k == EffRevive {
		return false
	}
	p := f.Pending
	switch p.From {
	case FromNone:
		return k != EffForbidFast && k != EffForbidSlow && k != EffForbidForest
	case FromForest:
		return k != EffForbidFast && k != EffForbidSlow
	}
	if p.design(d).Speed == Fast {
		return k == EffForbidFast
	}
	return k != EffForbidFast && k != EffForbidForest
}

func (t *turn) top() *Frame {
	if len(t.s.Frames) == 0 {
		return nil
	}
	return &t.s.Frames[len(t.s.Frames)-1]
}

func (t *turn) push(f Frame) {
	f.Passed = make([]bool, t.s.Players())
	t.s.Frames = append(t.s.Frames, f)
}

func (t *turn) pop() Frame {
	f := t.s.Frames[len(t.s.Frames)-1]
	t.s.Frames = t.s.Frames[:len(t.s.Frames)-1]
	return f
}

// asked is the seat the top window waits on, or -1 when it may close:
// clockwise from its start, the first who has not passed and holds an
// answer. A Forbidden card takes no more answers.
func (t *turn) asked() int {
	f := t.top()
	if f == nil {
		return -1
	}
	n := t.s.Players()
	switch f.Kind {
	case FrameGallows:
		if !f.Rested {
			return f.Seat
		}
		for k := range n {
			if seat := (f.Start + k) % n; f.Votes[seat] == voteDue {
				return seat
			}
		}
		return -1
	case FrameDoorstep:
		if !t.s.Seats[f.Seat].Doorstep {
			return -1
		}
	case FrameRespond:
		if f.Pending.Forbidden {
			return -1
		}
	}
	for k := range n {
		seat := (f.Start + k) % n
		if !f.Passed[seat] && len(t.answers(seat, true)) > 0 {
			return seat
		}
	}
	return -1
}

// mayAnswer says whether seat may take an Action in the top window.
func (t *turn) mayAnswer(seat int) bool {
	f := t.top()
	if f == nil || !t.canAct(seat) {
		return false
	}
	if f.Kind == FrameRespond && (f.Pending.Seat == seat || f.Pending.From == FromNone && !f.Draw && seat == t.s.Turn) {
		return false
	}
	return f.Kind != FrameDoorstep || f.Seat != seat
}

// answers lists seat's plays in the top window (only the first when
// first is set).
func (t *turn) answers(seat int, first bool) []Action {
	if !t.mayAnswer(seat) {
		return nil
	}
	f := t.top()
	return t.plays(seat, func(k EffectKind) bool { return answerable(k, f, t.d) }, true, first)
}

// closeTop ends the top window: a card resolves, a Fast Action Phase
// ends, the Gallows count, or the one on the Doorstep dies.
func (t *turn) closeTop() {
	f := t.pop()
	switch f.Kind {
	case FrameRespond:
		if f.Pending.From != FromNone {
			t.resolve(f.Pending)
		}
		// An answer resolved: everyone may answer the card below again
		// (seed "Priority": after the first response, others may still
		// respond to the original card).
		if below := t.top(); below != nil && below.Kind != FrameGallows {
			clear(below.Passed)
		}
	case FrameDoorstep:
		if t.s.Seats[f.Seat].Doorstep {
			t.die(f.Seat, f.Why)
		}
	case FrameGallows:
		t.count(f)
	}
}
