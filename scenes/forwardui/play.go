package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/livesplit"
	"deepwood/online"
	"deepwood/records"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
)

// Hooks is what the app hands Forward's screens: the kit's hooks (a
// run's replay is kept when it is finished, abandoned or reset), the
// personal bests, the Online settings page, and Forward's links outside
// the game: the boards server and LiveSplit, which no other mode uses.
type Hooks struct {
	ui.Hooks
	// Records are the personal bests the timer compares against; nil
	// compares against nothing.
	Records *records.Book
	// Online opens the settings on the Online page (nil: Settings).
	Online func() scenes.Scene
	// Boards is the link to a boards server: submit a run from its
	// summary, today's daily board, race the board's best, watch a
	// board's run. nil (tests, the attract mode) is offline.
	Boards *online.Boards
	// LiveSplit is the link to LiveSplit Server while the setting is on,
	// nil otherwise (as is a nil LiveSplit): a run calls StartTimer,
	// Split, SetGameTime and Reset on it. It is asked each time, since
	// the link comes and goes with the settings.
	LiveSplit func() *livesplit.Client
}

// liveSplit is the LiveSplit link now, or nil.
func (h Hooks) liveSplit() *livesplit.Client {
	if h.LiveSplit == nil {
		return nil
	}
	return h.LiveSplit()
}

// Driven is a Forward screen a script can play the way a player does: it
// says when it is ready for input and which input action brings it one step
// closer to taking a given rules action.
type Driven interface {
	Session() *Session
	Ready() bool
	Plan(a forward.Action) (input.Action, bool)
}

// play is one run's screens sharing the session and the art.
type play struct {
	sess      *Session
	resetHeld int
	h         Hooks
	art       art
	// g is where the board screens put their parts, for the screen's
	// shape now (place).
	g geometry
}

// StartRun returns the location screen of a session just made or resumed.
func StartRun(h Hooks, sess *Session) scenes.Scene {
	return newLocation(newPlay(h, sess))
}

// newPlay joins a session to the hooks: the session files its own end
// where the hooks say.
func newPlay(h Hooks, sess *Session) *play {
	sess.filing = filing{book: h.Records, store: h.Store}
	sess.SetReplays(h.Replays)
	return &play{sess: sess, h: h, g: landscape}
}

// toTitle leaves the run for the title screen.
func (p *play) toTitle(ctx *scenes.Context) {
	ui.ResetTo(ctx, p.h.Title)
}

// advance is what both board screens (the location, the duel) do first
// each tick: a held Reset starts the next run and nothing else happens
// (goOn false); otherwise the run's clock ticks, the music follows the
// danger (higher in a duel), and the session's animation steps by this
// tick's factor fac, each event begun going to on, stopping at until (the
// event that hands over to the other screen). A skip the player asks for
// jumps there at once, brings the HUD h to the state, and calls skipped
// for what else the screen resets, before the step.
func (p *play) advance(ctx *scenes.Context, duel bool, h *hud, on func(forward.Event), until func(forward.Event) bool, skipped func()) (fac float64, goOn bool) {
	if p.updateReset(ctx) {
		return 0, false
	}
	p.tellLiveSplit(p.sess.Tick(ctx.Frames))
	p.tellLink(ctx)
	p.music(ctx, duel)
	skip := p.sess.Anim.Busy() && (ctx.Input.Just(input.Skip) || ctx.Input.Pointer().Clicked)
	fac = ctx.AnimFactor()
	if skip {
		p.sess.Anim.SkipUntil(on, until)
		v := p.sess.View()
		h.finish(&v)
		skipped()
	}
	p.sess.Anim.StepUntil(fac, Duration, on, until)
	return fac, true
}

// showStill is what both board screens draw first: the art cached for
// the current palette (a palette switch, made in Settings over the board,
// drops it), then the screen's still layer, repainted by paint when it
// shows other than k.
func (p *play) showStill(dst *ebiten.Image, ctx *scenes.Context, l *layer, k layerKey, paint func(*ebiten.Image, *scenes.Context)) {
	p.art.sync(ctx)
	l.showKey(dst, ctx, k, paint)
}
