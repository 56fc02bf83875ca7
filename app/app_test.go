package app

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/settingsmenu"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// asAutoplayCommand, set in a test binary's environment, makes it run
// `deepwood autoplay` with its arguments instead of the tests, as main.go
// does: the exit-status test runs the command's own code in a process of
// its own (autoplay opens its own window) without linking the whole game
// again, which cost it most of its 20 s.
const asAutoplayCommand = "DEEPWOOD_TEST_AS_AUTOPLAY"

func TestMain(m *testing.M) {
	if os.Getenv(asAutoplayCommand) != "" {
		os.Exit(RunAutoplay(os.Args[1:], os.Stdout, os.Stderr))
	}
	windowtest.Main(m)
}

// driver steps a Game by hand inside the test runner's game loop, the way
// Ebitengine would, and presses actions as a player would.
type driver struct {
	t      *testing.T
	g      *Game
	screen *ebiten.Image
	err    error
}

func newDriver(t *testing.T, store storage.Store) *driver {
	t.Helper()
	return newDriverWith(t, Options{Store: store, Scripted: true, Log: t.Logf})
}

// newDriverWith is newDriver for a game with its own options.
func newDriverWith(t *testing.T, opts Options) *driver {
	t.Helper()
	d := &driver{t: t}
	var err error
	windowtest.Do(func() {
		d.g, err = New(opts)
		d.screen = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// tick presses the actions together and runs one tick.
func (d *driver) tick(actions ...input.Action) {
	for _, a := range actions {
		d.g.mapper.Inject(a)
	}
	d.frames(1)
}

// frames runs n ticks, up to ticksPerFrame of them in one real frame,
// drawing the last of each batch (software rendering is slow, and the
// game's Update never depends on drawing; the screen shown is always the
// latest tick's).
func (d *driver) frames(n int) {
	for i := 0; i < n && d.err == nil; i += ticksPerFrame {
		batch := min(ticksPerFrame, n-i)
		windowtest.Do(func() {
			for k := 0; k < batch && d.err == nil; k++ {
				d.err = d.g.Update()
			}
			d.screen.Clear()
			d.g.Draw(d.screen)
		})
	}
}

// press injects one action and lets the screen settle (a fade takes 24
// ticks at normal speed).
func (d *driver) press(a input.Action, settle int) {
	d.g.Input().Inject(a)
	d.frames(1 + settle)
}

func (d *driver) expectScene(name string) {
	d.t.Helper()
	if got := d.g.Stack().Top().Name(); got != name {
		d.t.Fatalf("scene %q; want %q (stack %v)", got, name, d.g.Stack().Names())
	}
}

// choose moves the title menu's focus to label with Down presses, as a
// player would, and confirms it, letting each screen settle at normal
// animation speed.
func (d *driver) choose(label string) {
	d.t.Helper()
	d.pick(label, 2, 40)
}

// chooseQuick is choose with short settles, for a store asking for
// instant animations (screens change within a few frames).
func (d *driver) chooseQuick(label string) {
	d.t.Helper()
	d.pick(label, 1, 4)
}

// pick moves the focus of the menu on top to label, settling down ticks
// after each Down and confirm ticks after the Confirm.
func (d *driver) pick(label string, down, confirm int) {
	d.t.Helper()
	for i := 0; i < 16; i++ {
		in, ok := d.g.Stack().Top().(scenes.Inspector)
		if !ok {
			d.t.Fatalf("scene %q has no menu", d.g.Stack().Top().Name())
		}
		m := in.Inspect().(map[string]any)
		items, focus := m["items"].([]string), m["focus"].(int)
		if items[focus] == label {
			d.press(input.Confirm, confirm)
			return
		}
		d.press(input.Down, down)
	}
	d.t.Fatalf("no %q in the menu", label)
}

// atTitle starts a game on store (a fresh instantStore when nil) in a
// window and lets its title screen settle.
func atTitle(t *testing.T, store storage.Store) *driver {
	t.Helper()
	windowtest.Require(t)
	if store == nil {
		store = instantStore(t)
	}
	d := newDriver(t, store)
	d.frames(3)
	d.expectScene("title")
	return d
}

func (d *driver) shot(name string) {
	d.t.Helper()
	p := windowtest.SavePNG(d.t, d.screen, windowtest.ShotsDir(), name)
	d.t.Logf("screenshot %s", p)
}

func TestSettingsByActionsAreKeptAcrossRestart(t *testing.T) {
	windowtest.Require(t)
	store := storage.NewDir(t.TempDir())
	d := newDriver(t, store)
	d.frames(30)
	d.expectScene("title")
	d.shot("title.png")

	d.choose("Settings")
	d.expectScene("settings")
	before := d.g.Settings()
	d.press(input.Right, 2) // master volume +5
	for i := 0; i < 6; i++ {
		d.press(input.Down, 2) // to the colour-blind row
	}
	if sc := d.g.Stack().Top().(*settingsmenu.Scene); sc.Focus() != 6 {
		t.Fatalf("focus on row %d; want 6 (colour-blind palette)", sc.Focus())
	}
	d.press(input.Confirm, 10)
	d.shot("settings.png")
	got := d.g.Settings()
	if got.MasterVolume != before.MasterVolume+5 || !got.ColorBlindSafe {
		t.Fatalf("after input: master %d (was %d), colour-blind %v", got.MasterVolume, before.MasterVolume, got.ColorBlindSafe)
	}
	if d.g.ctx.Palette.Name != sprites.ColorBlindSafe().Name {
		t.Fatalf("palette %q after switching to colour-blind-safe", d.g.ctx.Palette.Name)
	}

	d.press(input.NextPage, 4)
	d.shot("settings-speedrun.png")
	d.press(input.NextPage, 4)
	d.shot("settings-controls.png")
	d.press(input.Back, 40)
	d.expectScene("title")
	d.choose("Quit")
	if !errors.Is(d.err, ebiten.Termination) {
		t.Fatalf("quit gave %v; want ebiten.Termination", d.err)
	}

	again := newDriver(t, store)
	kept := again.g.Settings()
	if kept.MasterVolume != before.MasterVolume+5 || !kept.ColorBlindSafe {
		t.Fatalf("after restart: master %d, colour-blind %v", kept.MasterVolume, kept.ColorBlindSafe)
	}
	if again.g.ctx.Palette.Name != sprites.ColorBlindSafe().Name {
		t.Fatal("restart did not restore the colour-blind palette")
	}
}

func TestBrokenSettingsAreReportedAndKeptAside(t *testing.T) {
	windowtest.Require(t)
	store := storage.NewDir(t.TempDir())
	if err := store.Write(settings.FileName, []byte("{\n \"masterVolume\": 12,\n nope\n}")); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, store)
	d.frames(20)
	d.expectScene("title")
	msg := d.g.notice.text
	if !strings.Contains(msg, "line 3") || !strings.Contains(msg, ".bak") {
		t.Fatalf("notice %q does not say where and why", msg)
	}
	d.shot("title-broken-settings.png")
	if _, err := store.Read(settings.FileName + ".bak"); err != nil {
		t.Fatalf("broken file not kept aside: %v", err)
	}
	if d.g.Settings().MasterVolume != settings.Defaults().MasterVolume {
		t.Fatal("defaults not in use")
	}
}

func TestFullscreenActionTogglesAndPersists(t *testing.T) {
	windowtest.Require(t)
	store := storage.NewDir(t.TempDir())
	d := newDriver(t, store)
	d.frames(2)
	d.press(input.Fullscreen, 2)
	if !d.g.Settings().Fullscreen {
		t.Fatal("fullscreen action did not turn fullscreen on")
	}
	d.press(input.Fullscreen, 2)
	s, err := settings.Load(store)
	if err != nil || s.Fullscreen {
		t.Fatalf("fullscreen off not saved: %+v %v", s.Fullscreen, err)
	}
}

func TestMouseHoverAndClickOpenSettings(t *testing.T) {
	windowtest.Require(t)
	d := newDriver(t, storage.NewDir(t.TempDir()))
	d.frames(5)
	d.press(input.Down, 2)
	d.press(input.Up, 2)
	d.choose("Settings")
	d.expectScene("settings")
	d.press(input.Pause, 40)
	d.expectScene("title")
}
