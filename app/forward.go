package app

import (
	"deepwood/livesplit"
	"deepwood/scenes"
	"deepwood/scenes/forwardui"
)

// forwardHooks lets Forward's screens reach the store, the title and the
// settings without importing them, and the boards server and LiveSplit,
// which only Forward uses.
func (g *Game) forwardHooks() forwardui.Hooks {
	return forwardui.Hooks{Hooks: g.hooks(), Records: g.records, Online: g.newOnlineSettings,
		Boards: g.boards, LiveSplit: func() *livesplit.Client { return g.liveSplit }}
}

// forwardTitle holds Forward's words on the title (windowMode.words).
var forwardTitle = [3]string{"Forward", "The solo card crawl: nine locations, one deck, the Dragon of Chaos.",
	"Resume your saved Forward run where you left it."}

// newForwardRun is the screen a new run starts on.
func (g *Game) newForwardRun() scenes.Scene { return forwardui.NewRunScene(g.forwardHooks()) }

// forwardHowTo is Forward's rules pages.
func (g *Game) forwardHowTo() scenes.Scene { return forwardui.HowToScene(g.forwardHooks()) }

// continueForward resumes the autosaved run (continueSaved).
func (g *Game) continueForward(ctx *scenes.Context) error {
	return continueSaved(g, ctx, saved[*forwardui.Session]{what: "run", resume: forwardui.Resume,
		open:  func(s *forwardui.Session) scenes.Scene { return forwardui.StartRun(g.forwardHooks(), s) },
		logAs: "continue", notice: "Your saved run could not be continued: "})
}

// ForwardHUD is the HUD of the Forward run on screen, for the browser test
// hook and window tests; ok is false when no run is showing.
func (g *Game) ForwardHUD() (forwardui.HUDValues, bool) {
	if s := g.ForwardSession(); s != nil {
		return s.HUD(), true
	}
	return forwardui.HUDValues{}, false
}

// ForwardSession is the run on the scene stack, or nil.
func (g *Game) ForwardSession() *forwardui.Session { return topSession[*forwardui.Session](g.stack) }
