package app

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"deepwood/platform"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/forestui"
	"deepwood/storage"
)

// forestHooks lets the Forest's screens reach the store, the title, the
// settings and the exports without importing them.
func (g *Game) forestHooks() forestui.Hooks {
	return forestui.Hooks{Hooks: g.hooks(), Export: g.export}
}

// forestTitle holds the Forest's words on the title (windowMode.words).
var forestTitle = [3]string{"I am the Forest", "Be the Forest: hold your land against civilisation, Year by Year.",
	"Resume your saved Forest where you left it."}

// forestHowTo is the Forest's rules pages.
func (g *Game) forestHowTo() scenes.Scene { return forestui.HowToScene(g.forestHooks()) }

// ExportDir is the native exports folder: "exports" beside the player's
// settings (DEEPWOOD_CONFIG_DIR, else the user config folder's deepwood).
func ExportDir() string {
	if dir := os.Getenv("DEEPWOOD_CONFIG_DIR"); dir != "" {
		return filepath.Join(dir, "exports")
	}
	base, err := os.UserConfigDir()
	if err != nil {
		base = os.TempDir()
	}
	return filepath.Join(base, "deepwood", "exports")
}

// export saves a file the player asked for: a download in the browser, a
// file in the exports folder natively. It returns where it went.
func (g *Game) export(name string, data []byte) (string, error) {
	if platform.IsBrowser {
		mime := "image/png"
		if strings.HasSuffix(name, ".md") {
			mime = "text/markdown"
		}
		return platform.Download(name, mime, data)
	}
	st := storage.NewDir(ExportDir())
	if err := st.Write(name, data); err != nil {
		return "", err
	}
	return st.Where(name), nil
}

// newForest asks whether to abandon a saved game, then the level of the
// new one, and starts it (on a fresh seed or today's daily Forest of that
// level).
func (g *Game) newForest(ctx *scenes.Context) error {
	fresh := func() dice.Seed { return dice.HashText(time.Now().String()) }
	return forestui.ConfirmNewGame(ctx, g.forestHooks(), func(ctx *scenes.Context) error {
		ctx.Stack.Push(forestui.NewLevelScene(g.forestHooks(), time.Now(), fresh, func(ctx *scenes.Context, setup forest.Setup, seed dice.Seed) error {
			sess, err := forestui.NewGameSession(g.store, seed, setup)
			if err != nil {
				return err
			}
			ctx.Stack.Replace(forestui.StartGame(g.forestHooks(), sess))
			return nil
		}))
		return nil
	})
}

// continueForest resumes the autosaved game (continueSaved).
func (g *Game) continueForest(ctx *scenes.Context) error {
	return continueSaved(g, ctx, saved[*forestui.Session]{what: "Forest", resume: forestui.Resume,
		open:  func(s *forestui.Session) scenes.Scene { return forestui.StartGame(g.forestHooks(), s) },
		logAs: "continue forest", notice: "Your saved Forest could not be continued: "})
}

// ForestSession is the Forest game on the scene stack, or nil.
func (g *Game) ForestSession() *forestui.Session { return topSession[*forestui.Session](g.stack) }
