// Package app is the running game: it owns the window, the one input
// mapper, the scene stack, the player's settings and the banner for
// messages, and wires the screens to each other through callbacks.
package app

import (
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/audio"
	"deepwood/livesplit"
	"deepwood/online"
	"deepwood/platform"
	"deepwood/records"
	"deepwood/scenes"
	"deepwood/scenes/clock"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// Options configure a Game.
type Options struct {
	// Store keeps the settings; nil means the platform default.
	Store storage.Store
	// Replays keeps finished runs' replays; nil means the platform default
	// (a "replays" folder beside the settings) when Store is nil too, and
	// none otherwise.
	Replays storage.Store
	// StartMillis reports the time since the process began, for the
	// start-to-first-frame measure; nil leaves it unmeasured natively.
	StartMillis func() float64
	// Scripted turns device polling off, so only injected actions reach the
	// game (window tests and autoplay).
	Scripted bool
	// Clock is the real time the frame clock reads (the in-game time and
	// the fades are timed by it); nil means the monotonic clock, or one
	// 1/60 s tick per Update when Scripted, so scripted runs are exact.
	Clock clock.Source
	// ProbeStartup prints the start-to-first-frame time and quits after the
	// first frame: the startup measurement, run under Xvfb by a test.
	ProbeStartup bool
	// Log receives messages (default: the standard logger).
	Log func(format string, args ...any)
	// Watch opens the game in the replay viewer on this replay, over the
	// title screen.
	Watch *forwardui.Tape
	// WatchRun opens the game on a boards server's run (WatchServer, or
	// the player's server when ""), downloaded, proved and shown in the
	// replay viewer over the title screen; 0 for none. In the browser the
	// page's "?watch=ID" sets it: the web pages' Watch link.
	WatchRun int64
	// JoinTable opens the game on the table of that invite code, joining
	// it (Play with friends); "" for none. In the browser the page's
	// "?table=CODE" sets it: the link a table's host gives.
	JoinTable   string
	WatchServer string
}

// Game implements ebiten.Game for Deepwood.
type Game struct {
	opts       Options
	store      storage.Store
	mapper     *input.Mapper
	stack      *scenes.Stack
	ctx        *scenes.Context
	notice     notice
	redraw     redraw
	frames     int64
	firstFrame float64
	// audioAskedAt is the frame count after which sound starts: the frame
	// after the player's first gesture (0 before it).
	audioAskedAt int64
	applied      windowState
	fullscreen   *platform.Fullscreen
	replays      storage.Store
	records      *records.Book
	retry        *online.Retrier // sends the runs queued for the board
	// boards is the link to a boards server and liveSplit the link to
	// LiveSplit Server while the setting is on: Forward's screens reach
	// them through their hooks (forwardHooks), no other mode does.
	boards    *online.Boards
	liveSplit *livesplit.Client
	// closing reports the player closing the window (the engine's own
	// report, which tests replace).
	closing func() bool
	// upright lays a phone held upright out in portrait, or asks for it
	// to be turned (upright.go).
	upright upright
}

// New loads the settings (reporting, not failing, on a broken file) and
// builds the title screen.
func New(opts Options) (*Game, error) {
	if opts.Log == nil {
		opts.Log = log.Printf
	}
	store := opts.Store
	if store == nil {
		var err error
		if store, err = storage.Default(); err != nil {
			return nil, err
		}
	}
	fonts, err := sprites.NewFonts()
	if err != nil {
		return nil, fmt.Errorf("fonts: %w", err)
	}
	s, loadErr := settings.Load(store)
	book, recErr := records.Load(store)
	g := &Game{opts: opts, store: store, firstFrame: -1, records: book, replays: opts.Replays, closing: ebiten.IsWindowBeingClosed,
		fullscreen: platform.NewFullscreen(ebiten.SetFullscreen, ebiten.IsFullscreen), upright: upright{touch: platform.TouchScreen}}
	if g.replays == nil && opts.Store == nil {
		g.replays, _ = storage.Sub("replays") // no folder: replays are not kept
	}
	g.mapper = input.NewMapper(s.Bindings)
	g.mapper.SetPolling(!opts.Scripted)
	src := opts.Clock
	if src == nil && !opts.Scripted {
		src = clock.Monotonic()
	}
	g.ctx = &scenes.Context{
		Frames:        clock.NewFrames(src),
		Input:         g.mapper,
		Fonts:         fonts,
		Palette:       sprites.PaletteFor(s.ColorBlindSafe),
		Settings:      s,
		CanQuit:       platform.CanQuit,
		ApplySettings: g.applySettings,
		Notify:        g.notify,
		Audio:         audio.NewPlayer(),
	}
	g.ctx.Audio.SetVolumes(s.MasterVolume, s.MusicVolume, s.EffectsVolume)
	g.boards = online.NewBoards(store, func() settings.Settings { return g.ctx.Settings }, platform.PageOrigin())
	g.retry = g.boards.Retrier()
	g.stack = scenes.NewStack(g.newTitle())
	g.ctx.Stack = g.stack
	if opts.Watch != nil {
		v, err := forwardui.NewViewer(g.forwardHooks(), opts.Watch)
		if err != nil {
			return nil, err
		}
		g.stack.Open(v)
	}
	if opts.WatchRun > 0 {
		g.stack.Open(forwardui.NewBoardRunScene(g.forwardHooks(), opts.WatchServer, opts.WatchRun))
	}
	if opts.JoinTable != "" {
		g.stack.Open(g.newFriends(opts.JoinTable))
	}
	g.applyTransitions()
	g.applyLiveSplit()
	g.reportLoad(loadErr, recErr)
	return g, nil
}

// Input is the mapper, for tests and autoplay to inject actions.
func (g *Game) Input() *input.Mapper { return g.mapper }

// Stack is the scene stack, for tests to see where the game is.
func (g *Game) Stack() *scenes.Stack { return g.stack }

// Settings are the settings in use.
func (g *Game) Settings() settings.Settings { return g.ctx.Settings.Clone() }

// Update runs one tick: the frame clock, input, the global fullscreen
// toggle, the top scene.
func (g *Game) Update() error {
	if g.opts.ProbeStartup && g.frames > 0 {
		return ebiten.Termination
	}
	g.ctx.Frames.Begin(g.stack.Transitioning())
	g.mapper.Update()
	if g.mapper.Active() {
		g.redraw.stir()
	}
	g.ctx.Tick++
	g.unlockAudio()
	g.ctx.Audio.Update()
	g.notice.update(g.ctx.Frames.Ticks())
	if !g.opts.Scripted {
		for _, note := range g.retry.Update(time.Now()) {
			g.notify(note)
		}
	}
	g.applyWindow()
	g.showRealFullscreen()
	g.noteAsking()
	if g.upright.asked {
		return nil // the game waits, untouched, until the phone is turned
	}
	if g.mapper.Just(input.Fullscreen) {
		s := g.ctx.Settings.Clone()
		s.Fullscreen = !s.Fullscreen
		if err := g.applySettings(s); err != nil {
			g.notify("Settings not saved: " + err.Error())
		}
	}
	if g.closing() {
		g.stack.Close()
		return ebiten.Termination
	}
	err := g.stack.Update(g.ctx)
	if errors.Is(err, scenes.ErrQuit) {
		g.stack.Close()
		return ebiten.Termination
	}
	return err
}

// Draw paints the stack and any banner, unless nothing has changed since
// the last frame drawn (see needsDrawing): the screen then keeps that
// picture and the frame costs nothing. When only the top scene's own
// motion changed, it may repaint just what moved (retouched).
func (g *Game) Draw(screen *ebiten.Image) {
	g.noteAsking() // the scene shown may have changed in Update
	if !g.needsDrawing(screen) {
		return
	}
	if g.upright.asked {
		drawUpright(screen, g.ctx)
		g.noteFirstFrame()
		g.drawn(screen)
		g.frames++
		return
	}
	if g.retouched(screen) {
		g.redraw.retouches++
		g.drawn(screen)
		g.frames++
		return
	}
	screen.Fill(g.ctx.Palette.C(sprites.ColBackground))
	g.stack.Draw(screen, g.ctx)
	g.notice.draw(screen, g.ctx)
	g.noteFirstFrame()
	g.drawn(screen)
	g.frames++
}

// Frames counts frames drawn: frames skipped because nothing changed are
// not counted, and any tick with input is followed by one drawn.
func (g *Game) Frames() int64 { return g.frames }

// FirstFrameMillis is start-to-first-frame, or -1 if not measured.
func (g *Game) FirstFrameMillis() float64 { return g.firstFrame }

func (g *Game) notify(msg string) { g.notice.show(msg) }

// applySettings is the one path every settings change takes: keep, apply,
// save.
func (g *Game) applySettings(s settings.Settings) error {
	g.redraw.stir()
	g.ctx.Settings = s.Clone()
	if g.ctx.Palette.ColorBlindSafe != s.ColorBlindSafe {
		g.ctx.Palette = sprites.PaletteFor(s.ColorBlindSafe)
	}
	g.mapper.SetBindings(s.Bindings)
	g.ctx.Audio.SetVolumes(s.MasterVolume, s.MusicVolume, s.EffectsVolume)
	g.applyTransitions()
	g.applyWindow()
	g.applyLiveSplit()
	return settings.Save(g.store, s)
}

// applyLiveSplit opens, moves or closes the LiveSplit link to match the
// settings. The client connects in the background, so this never waits.
func (g *Game) applyLiveSplit() {
	s := g.ctx.Settings
	c := g.liveSplit
	if c != nil && (!s.LiveSplit || c.Addr() != s.LiveSplitAddr) {
		c.Close()
		g.liveSplit = nil
	}
	if s.LiveSplit && g.liveSplit == nil {
		client, err := livesplit.New(s.LiveSplitAddr)
		if err != nil {
			g.notify("LiveSplit: " + err.Error())
			return
		}
		g.liveSplit = client
	}
}

// LiveSplitStatus says how the LiveSplit link is, for the settings screen.
func (g *Game) LiveSplitStatus() string {
	switch {
	case !g.ctx.Settings.LiveSplit:
		return "off"
	case g.liveSplit == nil:
		return "not started"
	}
	return g.liveSplit.Status()
}

func (g *Game) applyTransitions() {
	f := g.ctx.AnimFactor()
	if f == 0 {
		g.stack.SetTransitionTicks(0)
		return
	}
	g.stack.SetTransitionTicks(int(float64(scenes.DefaultTransitionTicks)/f + 0.5))
}

// applyWindow makes the window match the settings when they differ from
// what was last applied (window calls are not free, so not every tick).
func (g *Game) applyWindow() {
	s := g.ctx.Settings
	want := windowState{set: true, fullscreen: s.Fullscreen, scale: s.WindowScale}
	if want == g.applied {
		return
	}
	if !g.applied.set || want.fullscreen != g.applied.fullscreen {
		g.fullscreen.Want(s.Fullscreen)
	}
	scaleChanged := !g.applied.set || want.scale != g.applied.scale
	g.applied = want
	if platform.IsBrowser || !scaleChanged {
		return
	}
	w, h := sprites.ScreenWidth*s.WindowScale/100, sprites.ScreenHeight*s.WindowScale/100
	if mw, mh := ebiten.Monitor().Size(); mw > 0 && mh > 0 && (w > mw || h > mh) {
		// Never open a window larger than the screen: fit it, keeping 16:9.
		w, h = mw*9/10, mw*9/10*9/16
		if h > mh*9/10 {
			h, w = mh*9/10, mh*9/10*16/9
		}
	}
	ebiten.SetWindowSize(w, h)
}

// showRealFullscreen makes the settings say what the window really is: Off
// while a browser waits for the player's first gesture to go fullscreen,
// and Off once the player leaves fullscreen by the browser's own Escape,
// which is kept as the player's choice.
func (g *Game) showRealFullscreen() {
	g.fullscreen.Update()
	on := g.fullscreen.Shown()
	if on == g.ctx.Settings.Fullscreen {
		return
	}
	g.ctx.Settings.Fullscreen, g.applied.fullscreen = on, on
	g.redraw.stir()
	if !g.fullscreen.Waiting() {
		if err := settings.Save(g.store, g.ctx.Settings); err != nil {
			g.notify("Settings not saved: " + err.Error())
		}
	}
}

// windowState is what applyWindow last told the window.
type windowState struct {
	set        bool
	fullscreen bool
	scale      int
}

// Run opens the window and plays until the player quits.
func Run(opts Options) error {
	g, err := New(opts)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("Deepwood")
	ebiten.SetTPS(60)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The close button ends the game through Update, so every screen is
	// left (and anything it holds stopped) before the window goes.
	ebiten.SetWindowClosingHandled(true)
	ebiten.SetWindowSizeLimits(sprites.ScreenWidth/4, sprites.ScreenHeight/4, -1, -1)
	// The screen keeps its picture between frames, so a frame in which
	// nothing changed need not be drawn (Draw).
	ebiten.SetScreenClearedEveryFrame(false)
	g.redraw.skips = true
	if platform.SoftwareRendering() {
		// Each frame shown costs such a page dearly: the backdrops move
		// in slower steps, so an idle screen shows few frames.
		sprites.SetArtStep(sprites.SlowArtStepTicks)
	}
	g.applyWindow()
	platform.PublishProbe(probe{g})
	return ebiten.RunGame(g)
}
