// Package windowtest runs a package's tests against a real Ebitengine game
// loop: TestMain calls ebiten.RunGame once, and every piece of test code
// that touches the engine runs inside the loop's Update through Do, one
// real frame at a time, so the engine flushes its draw commands between
// frames as it does in the game. Do calls made at once (tests marked
// t.Parallel) are served in the same frame; such tests must touch the
// engine only inside Do, as the loop runs the others' calls meanwhile.
// Without a display it re-runs the tests under xvfb-run when that is
// installed, and otherwise lets them skip with a message saying why.
package windowtest

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// reexecMarker stops a test binary re-running itself under Xvfb twice.
const reexecMarker = "DEEPWOOD_UNDER_XVFB"

var (
	skipReason   string
	inUpdateMode bool
)

// Main is a TestMain: call it as `func TestMain(m *testing.M) { windowtest.Main(m) }`.
// Tests run on their own goroutine and reach the engine through Do.
func Main(m *testing.M) {
	display(m)
	r := &runner{m: m, finished: make(chan struct{})}
	run(r)
	os.Exit(r.code)
}

// MainInUpdate is a TestMain for packages whose tests are short drawings:
// every test runs inside the game loop's first Update, so tests call the
// engine directly. Draw commands are not flushed between tests, so keep
// such packages small; anything that steps many frames uses Main and Do.
func MainInUpdate(m *testing.M) {
	display(m)
	inUpdateMode = true
	r := &inUpdate{m: m}
	run(r)
	os.Exit(r.code)
}

// display makes sure there is a display: it re-runs the test binary under
// xvfb-run when there is none, or runs the tests with window tests skipped
// (and exits) when Xvfb is not installed either.
func display(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		if path, err := exec.LookPath("xvfb-run"); err == nil && os.Getenv(reexecMarker) == "" {
			args := append([]string{"-a", "-s", "-screen 0 1920x1080x24", os.Args[0]}, os.Args[1:]...)
			cmd := exec.Command(path, args...)
			cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
			cmd.Env = append(os.Environ(), reexecMarker+"=1")
			if err := cmd.Run(); err != nil {
				var exit *exec.ExitError
				if errors.As(err, &exit) {
					os.Exit(exit.ExitCode())
				}
				fmt.Fprintln(os.Stderr, "windowtest: xvfb-run:", err)
				os.Exit(1)
			}
			os.Exit(0)
		}
		skipReason = "no display and no xvfb-run: install xvfb (apt-get install xvfb xauth) or run under xvfb-run -a"
		fmt.Println("window tests skipped:", skipReason)
		os.Exit(m.Run())
	}
}

func run(g ebiten.Game) {
	ebiten.SetWindowSize(smallWidth, smallHeight)
	ebiten.SetWindowTitle("Deepwood tests")
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "windowtest: RunGame:", err)
		os.Exit(1)
	}
}

// inUpdate runs every test inside its first Update.
type inUpdate struct {
	m    *testing.M
	code int
}

func (r *inUpdate) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (r *inUpdate) Draw(*ebiten.Image)         {}
func (r *inUpdate) Layout(w, h int) (int, int) { return w, h }

type job struct {
	f    func()
	done chan struct{}
}

var (
	pendingMu sync.Mutex
	pending   []job
	// wake tells the game loop that a job is pending.
	wake = make(chan struct{}, 1)
)

// Do runs f inside the game loop's next Update and waits for it: one call,
// one real frame. Everything that draws or reads pixels goes through Do.
// Calls made at once from tests running in parallel are served in the
// same frame, one after the other.
func Do(f func()) {
	j := job{f: f, done: make(chan struct{})}
	pendingMu.Lock()
	pending = append(pending, j)
	pendingMu.Unlock()
	select {
	case wake <- struct{}{}:
	default: // the loop is already woken
	}
	<-j.done
}

// Require skips the test when no window could be had, or fails it when
// DEEPWOOD_REQUIRE_ALL is set (as CI does): there, a skip would hide a gap.
func Require(t testing.TB) {
	t.Helper()
	if skipReason == "" {
		return
	}
	if os.Getenv("DEEPWOOD_REQUIRE_ALL") != "" {
		t.Fatalf("window test cannot run: %s", skipReason)
	}
	t.Skip(skipReason)
}

// runner starts the tests on the first Update, then serves their Do calls,
// each test's one per frame, until they finish.
type runner struct {
	m        *testing.M
	code     int
	started  bool
	finished chan struct{}
}

func (r *runner) Update() error {
	if !r.started {
		r.started = true
		go func() {
			r.code = r.m.Run()
			close(r.finished)
		}()
	}
	select {
	case <-wake:
	case <-r.finished:
		return ebiten.Termination
	}
	// Every job pending now runs in this frame; a test's next call waits
	// for the next frame.
	pendingMu.Lock()
	batch := pending
	pending = nil
	pendingMu.Unlock()
	for _, j := range batch {
		j.f()
		close(j.done)
	}
	keepWindowSmall()
	return nil
}

func (r *runner) Draw(*ebiten.Image) {}

// Layout keeps the runner's own screen tiny: tests draw on images of
// their own, and the runner's screen is only cleared and presented.
func (r *runner) Layout(int, int) (int, int) { return smallWidth, smallHeight }

// smallWidth and smallHeight are the test window's size: a game under
// test sets its window to 1280×720 or more, and under a software renderer
// (Xvfb) presenting that every frame made each test frame several times
// slower, while nothing a test checks is on the window itself.
const smallWidth, smallHeight = 320, 180

// keepWindowSmall undoes a game's window size and full screen after the
// jobs of a frame; a game's own settings (what tests check) are untouched.
func keepWindowSmall() {
	if ebiten.IsFullscreen() {
		ebiten.SetFullscreen(false)
	}
	if w, h := ebiten.WindowSize(); w != smallWidth || h != smallHeight {
		ebiten.SetWindowSize(smallWidth, smallHeight)
	}
}

// SavePNG writes img to dir/name (creating dir), for the screenshots a
// person looks at; it returns the path. An ebiten image's pixels are read
// once, in Do (pixel by pixel, as the encoder asks, took minutes on a big
// heap), and encoded outside the game loop.
func SavePNG(t testing.TB, img image.Image, dir, name string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if e, ok := img.(*ebiten.Image); ok {
		rgba := image.NewRGBA(e.Bounds())
		if inUpdateMode {
			e.ReadPixels(rgba.Pix)
		} else {
			Do(func() { e.ReadPixels(rgba.Pix) })
		}
		img = rgba
	}
	p := filepath.Join(dir, name)
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	return p
}

// ShotsDir is where screenshots go: $DEEPWOOD_SHOTS, or out/shots at the
// module root (gitignored).
func ShotsDir() string {
	if d := os.Getenv("DEEPWOOD_SHOTS"); d != "" {
		return d
	}
	dir, _ := os.Getwd()
	for d := dir; d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(d, "out", "shots")
		}
	}
	return filepath.Join(os.TempDir(), "deepwood-shots")
}
