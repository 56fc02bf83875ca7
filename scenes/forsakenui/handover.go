package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Menu lines of pass and play (RULES S41), after the table's own.
const (
	idPassTo = 5000 // + the seat: hand the screen to a person who may answer
	idDone   = 6000 // a visit of the Night's round: pass the screen on
	idReveal = 7000 // the hand-over screen's "I am …"
	idHide   = 8000 // hide my table while the computer travelers play
)

// handover follows who holds the screen when several people play at it
// (pass and play, RULES S41). Whenever the game waits on a person other
// than the one whose table is on screen, the table is covered by the
// hand-over screen, which names only whom to pass to; that person's
// "I am …" shows their table. Nothing moves at the table while it is
// covered, so nobody's wait runs out behind it.
type handover struct {
	covered bool
	// hidden is a table its person hid ("Hide my table") while the game
	// waits on no one at the screen: the screen shows what the hand-over
	// screen does, and the computer travelers play on behind it.
	hidden bool
	// claim is a person who took the screen to answer in a window (the
	// "Pass to … to answer" line), kept for the step it was made at.
	claim, claimAt int
	// night is the Night being followed (its number, -1 by day); owed
	// the people the Night's round has still to visit, in the people's
	// order, each until they say Done.
	night int
	owed  []int
	btn   ui.FocusList[int]
}

// passing says whether several people play at this screen.
func (t *tableScene) passing() bool { return len(t.s.Humans) > 1 }

// wanted is the person the game waits on now, or -1 when it waits on no
// one in particular (a computer traveler, or the end): a person who took
// the screen to answer, the next visit of the Night's round, a person whose
// thumb the Gallows still wants (the one at the screen first), or the
// person asked.
func (t *tableScene) wanted() int {
	s, ho := t.s, &t.ho
	if !t.passing() || s.Over() {
		return -1
	}
	if ho.claimAt == s.Steps() && len(s.LegalOf(ho.claim)) > 0 {
		return ho.claim
	}
	if len(ho.owed) > 0 {
		return ho.owed[0]
	}
	if f := t.voting(); f != nil && f.Rested {
		if t.mayVote() {
			return s.Human
		}
		for _, h := range s.Humans {
			if hasVote(s.LegalOf(h)) {
				return h
			}
		}
	}
	if a := s.Asked(); a >= 0 && s.Seats[a].Local() {
		return a
	}
	return -1
}

// hasVote says whether legal holds a Gallows thumb.
func hasVote(legal []forsaken.Action) bool {
	for _, a := range legal {
		if a.Kind == forsaken.ActVoteLive {
			return true
		}
	}
	return false
}

// localVoteDue says whether any person at this screen still owes the
// Gallows a thumb: the computer travelers hold theirs until none does.
func (t *tableScene) localVoteDue() bool {
	for _, h := range t.s.Humans {
		if hasVote(t.s.LegalOf(h)) {
			return true
		}
	}
	return false
}

// localMayAnswer says whether a person at this screen may act now (in a
// Priority window, before being asked): the computer travelers then wait
// longer, so they may claim Priority first.
func (t *tableScene) localMayAnswer() bool {
	if len(t.s.Legal()) > 0 {
		return true
	}
	for _, h := range t.s.Humans {
		if h != t.s.Human && len(t.s.LegalOf(h)) > 0 {
			return true
		}
	}
	return false
}

// followNight hands the screen round by Night: when a Night falls, and
// again whenever it waits on a person once a round is done, every living
// person holds the screen in turn, in the people's order, whether or not
// the Night wakes them, so the hand-overs do not single out whom it woke
// (a person it wakes makes their choice on their visit). A round begun
// goes on to its end when the Night is over.
func (t *tableScene) followNight() {
	s, ho, v := t.s, &t.ho, t.view()
	if s.Over() {
		ho.owed = ho.owed[:0]
		return
	}
	switch v.Phase {
	case forsaken.PhaseNightOne, forsaken.PhaseNight:
	default:
		ho.night = -1
		return
	}
	asked := s.Asked()
	if ho.night != v.Night || len(ho.owed) == 0 && asked >= 0 && s.Seats[asked].Local() {
		ho.night, ho.owed = v.Night, ho.owed[:0]
		for _, h := range s.Humans {
			if v.Seats[h].Alive {
				ho.owed = append(ho.owed, h)
			}
		}
	}
}

// litSeat is the plate lit as the one the game waits on: the seat's
// view's Asked, which names whom the game waits on only where the table
// sees it (the turn player, the Accused, the Gallows' voters) or when it
// is this seat. Whom the Night wakes, or who holds an answer in a
// Priority window, is a secret the ring must not tell: lit from the whole
// state, the ring showed the player who the Forsaken were on Night One.
func (t *tableScene) litSeat() int { return t.view().Asked }

// handTo covers the table and turns it to the person at seat.
func (t *tableScene) handTo(ctx *scenes.Context, seat int) {
	if !t.s.At(seat) {
		return
	}
	t.ho.covered, t.ho.hidden = true, false
	t.reread()
	t.rebuild(ctx)
	t.coverButton("I am " + t.s.NameOf(seat))
}

// coverButton is the hand-over screen's one button.
func (t *tableScene) coverButton(label string) {
	t.ho.btn.Reset()
	t.ho.btn.Add(ui.Button[int]{Rect: t.lay.reveal, Label: label, Kind: ui.Control, ID: idReveal, Enabled: true})
	t.ho.btn.Settle(0)
}

// reread reads the game again as the seat at the screen saw it: its
// events, talk and the words drawn from them.
func (t *tableScene) reread() {
	t.events, t.talk, t.said = t.events[:0], t.talk[:0], t.said[:0]
	t.fed, t.diedOf, t.endMoments = 0, "", nil
	t.eventsLen, t.talkLen, t.statusAt, t.viewAt, t.hintAt, t.built = -1, -1, -1, -1, -1, -1
	t.picked, t.marking = -1, false
	t.feed(-1)
}

// updateCover waits behind the hand-over screen for its "I am …"; it
// reports whether the table is covered (and nothing else moves).
func (t *tableScene) updateCover(ctx *scenes.Context) bool {
	ho := &t.ho
	if !t.passing() {
		return false
	}
	t.followNight()
	if !ho.covered && !t.gallows.revealing(ctx.Tick, t.view().Players) {
		if w := t.wanted(); w >= 0 && w != t.s.Human {
			t.handTo(ctx, w)
		} else if ho.hidden && w == t.s.Human {
			t.handTo(ctx, w) // the game needs them again: ask for them
		}
	}
	if t.s.Over() && !ho.covered {
		ho.hidden = false // the end reveals all, to everyone at the screen
		if t.s.Names.Of(t.s.Human) == forsaken.You {
			t.s.NameAll()
			t.endMoments, t.statusAt = nil, -1
		}
	}
	if !ho.covered && !ho.hidden {
		return false
	}
	if i := ho.btn.Update(ctx); i >= 0 {
		t.reveal(ctx)
		return true
	}
	return ho.covered
}

// reveal shows the table of the person at the screen.
func (t *tableScene) reveal(ctx *scenes.Context) {
	ho := &t.ho
	ho.covered, ho.hidden = false, false
	t.pace.steps = -1 // a computer's wait starts again for them
	t.rebuild(ctx)
}

// passLines are the menu lines pass and play adds: "Pass to … to
// answer" for each other person who may answer in the open window, and
// Done on a visit of the Night's round.
func (t *tableScene) passLines() (labels []string, ids []int) {
	s := t.s
	if !t.passing() {
		return nil, nil
	}
	if len(t.ho.owed) > 0 && t.ho.owed[0] == s.Human {
		labels, ids = append(labels, "Done: pass the screen on"), append(ids, idDone)
	}
	if len(t.view().Windows) > 0 && t.voting() == nil {
		for _, h := range s.Humans {
			if h != s.Human && len(s.LegalOf(h)) > 0 {
				labels, ids = append(labels, "Pass to "+s.NameOf(h)+" to answer"), append(ids, idPassTo+h)
			}
		}
	}
	if !t.ho.hidden && t.wanted() < 0 && len(s.Legal()) == 0 {
		labels, ids = append(labels, "Hide my table"), append(ids, idHide)
	}
	return labels, ids
}

// pressPass does a pass-and-play line; false for another line.
func (t *tableScene) pressPass(ctx *scenes.Context, id int) bool {
	ho := &t.ho
	switch {
	case id == idDone:
		if len(ho.owed) > 0 {
			ho.owed = ho.owed[1:]
		}
		if w := t.wanted(); w >= 0 && w != t.s.Human {
			t.handTo(ctx, w)
		}
	case id >= idPassTo && id < idDone:
		ho.claim, ho.claimAt = id-idPassTo, t.s.Steps()
		t.handTo(ctx, ho.claim)
	case id == idHide:
		ho.hidden = true
		t.coverButton("Show " + t.s.NameOf(t.s.Human) + "'s table")
	default:
		return false
	}
	t.rebuild(ctx)
	return true
}

// The hand-over screen's panel and its button.
var (
	coverPanel = image.Rect(380, 200, 900, 500)
	revealRect = image.Rect(460, 420, 820, 468)
)

// coverLines are the only words the hand-over screen shows: whom to
// pass the screen to (or whose table is hidden), never anything of the
// game.
func (t *tableScene) coverLines() []string {
	name := t.s.NameOf(t.s.Human)
	if t.ho.hidden {
		return []string{name + "’s table is hidden", "The computer travelers play on. The screen asks for the next person when the game needs them.", "Only " + name + " should show it again."}
	}
	return []string{"Pass the screen to " + name, "Only " + name + " should look. Everyone else, look away.", "Then press \u201cI am " + name + "\u201d."}
}

// drawCover paints the hand-over screen over everything: a still
// backdrop, whom to pass to and the button, the same at every moment of
// the game, so it shows nothing of it.
func (t *tableScene) drawCover(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawBackdrop(dst, pal, 0)
	panel := t.lay.cover
	sprites.DrawPanel(dst, panel, pal, sprites.PanelNormal)
	lines := t.coverLines()
	cx := float64(panel.Min.X+panel.Max.X) / 2
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(cx-float64(faceD)/2-14, float64(panel.Min.Y+24-14))
	dst.DrawImage(t.art.face(t.s.Human, false), &op)
	if t.lay.upright {
		// Upright every line wraps in the panel's width, in faces a
		// phone's reader reads at arm's length.
		x, w := float64(panel.Min.X+24), float64(panel.Dx()-48)
		y := float64(panel.Min.Y + 84)
		y += sprites.DrawWrapped(dst, lines[0], t.font(ctx, sprites.StyleHeading), x, y, w, sprites.AlignCenter, pal.C(sprites.ColAccent)) + 16
		y += sprites.DrawWrapped(dst, lines[1], t.font(ctx, sprites.StyleBody), x, y, w, sprites.AlignCenter, pal.C(sprites.ColText)) + 12
		sprites.DrawWrapped(dst, lines[2], t.font(ctx, sprites.StyleBody), x, y, w, sprites.AlignCenter, pal.C(sprites.ColTextDim))
		t.ho.btn.DrawButtons(dst, ctx, sprites.StyleBodyBold)
		t.notePx(ctx.Fonts.Size(sprites.StyleBodyBold))
		return
	}
	sprites.DrawText(dst, lines[0], t.font(ctx, sprites.StyleHeading), cx, float64(panel.Min.Y+84), sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, lines[1], t.font(ctx, sprites.StyleBody), float64(panel.Min.X+40), float64(panel.Min.Y+130), float64(panel.Dx()-80), sprites.AlignCenter, pal.C(sprites.ColText))
	sprites.DrawText(dst, lines[2], t.font(ctx, sprites.StyleSmall), cx, float64(panel.Min.Y+192), sprites.AlignCenter, pal.C(sprites.ColTextDim))
	t.ho.btn.DrawButtons(dst, ctx, sprites.StyleBodyBold)
	t.notePx(ctx.Fonts.Size(sprites.StyleBodyBold))
}
