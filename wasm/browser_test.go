package main

import (
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"deepwood/internal/gamefiles"
	"deepwood/internal/windowtest"
)

// requireAll turns every skip into a failure: CI sets it, so a missing
// browser or node is a red build, not a quiet gap.
func requireAll() bool { return os.Getenv("DEEPWOOD_REQUIRE_ALL") != "" }

func skip(t *testing.T, why string) {
	t.Helper()
	if requireAll() {
		t.Fatalf("cannot run the browser test: %s", why)
	}
	t.Skip(why)
}

// browserEnv checks for node, Chromium and playwright-core, and returns the
// browser tests' folder.
func browserEnv(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		skip(t, "browser tests are not run with -short")
	}
	if _, err := exec.LookPath("node"); err != nil {
		skip(t, "node is not installed (apt-get install nodejs)")
	}
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chromium); err != nil {
		skip(t, "Debian's Chromium is not installed (apt-get install chromium)")
	}
	root, err := gamefiles.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "tests", "browser")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "playwright-core")); err != nil {
		// The lockfile pins playwright-core; it drives the Chromium above
		// and never downloads a browser of its own.
		npm, lerr := exec.LookPath("npm")
		if lerr != nil {
			skip(t, "playwright-core is not installed and npm is missing: run `npm ci` in tests/browser")
		}
		cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			skip(t, "npm ci in tests/browser failed: "+err.Error()+"\n"+string(out))
		}
	}
	return dir
}

// serveBuild builds the game into a temporary folder and serves it on a
// free loopback port, as `go run ./wasm` would.
func serveBuild(t *testing.T) string {
	t.Helper()
	shared.once.Do(func() {
		root, err := gamefiles.ModuleRoot()
		if err != nil {
			shared.err = err
			return
		}
		if shared.dir, err = os.MkdirTemp("", "deepwood-wasm-"); err != nil {
			shared.err = err
			return
		}
		shared.sz, shared.err = gamefiles.Build(root, shared.dir)
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	out, sz := shared.dir, shared.sz
	t.Logf("deepwood.wasm: %.2f MB raw, %.2f MB gzipped, %.2f MB Brotli", float64(sz.Raw)/1e6, float64(sz.Gzip)/1e6, float64(sz.Brotli)/1e6)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: gamefiles.Handler(out)}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// shared is the one build the browser tests serve: building and
// compressing the game takes a minute, and every test plays the same build.
var shared struct {
	once sync.Once
	dir  string
	sz   gamefiles.Sizes
	err  error
}

// TestMain removes the shared build once every test has run.
func TestMain(m *testing.M) {
	code := m.Run()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// runScript runs one browser script and decodes the JSON line it prints;
// extra arguments follow the URL and the shots folder.
func runScript(t *testing.T, dir, script, url string, result any, extra ...string) {
	t.Helper()
	shots := windowtest.ShotsDir()
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("node", append([]string{script, url, shots}, extra...)...)
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", script, err, out)
	}
	if err := json.Unmarshal(out, result); err != nil {
		t.Fatalf("node %s printed %q: %v", script, out, err)
	}
	t.Logf("%s: %s", script, out)
}

func TestBrowserTitleAndSettings(t *testing.T) {
	dir := browserEnv(t)
	url := serveBuild(t)
	var r struct {
		Failure            string   `json:"failure"`
		FirstFrameMs       float64  `json:"firstFrameMs"`
		WallToFirstFrameMs float64  `json:"wallToFirstFrameMs"`
		TitleScene         string   `json:"titleScene"`
		SettingsScene      string   `json:"settingsScene"`
		MasterVolume       int      `json:"masterVolume"`
		StoredMasterVolume *int     `json:"storedMasterVolume"`
		BackScene          string   `json:"backScene"`
		Errors             []string `json:"errors"`
	}
	runScript(t, dir, "title.mjs", url, &r)
	if r.Failure != "" {
		t.Fatalf("in the browser: %s", r.Failure)
	}
	if r.TitleScene != "title" || r.SettingsScene != "settings" || r.BackScene != "title" {
		t.Fatalf("scenes: title %q, settings %q, back %q", r.TitleScene, r.SettingsScene, r.BackScene)
	}
	if r.MasterVolume != 85 || r.StoredMasterVolume == nil || *r.StoredMasterVolume != 85 {
		t.Fatalf("master volume %d, stored %v; want 85 after one step right", r.MasterVolume, r.StoredMasterVolume)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("console errors: %v", r.Errors)
	}
	t.Logf("navigation to first frame: %.0f ms (page clock), %.0f ms (test clock)", r.FirstFrameMs, r.WallToFirstFrameMs)
}

// hudJSON is the part of the Forward HUD the browser test checks.
type hudJSON struct {
	Seed     string `json:"seed"`
	Location string `json:"location"`
	Position int    `json:"position"`
	HP       int    `json:"hp"`
	MaxHP    int    `json:"max_hp"`
	XP       int    `json:"xp"`
	DeckLeft int    `json:"deck_left"`
	DragonHP int    `json:"dragon_hp"`
	Ticks    int64  `json:"ticks"`
	Steps    int    `json:"steps"`
}

// stored is what the browser's localStorage holds after a reset run.
type stored struct {
	Records string `json:"records"`
	Replays []struct {
		Key  string `json:"key"`
		Tail string `json:"tail"`
	} `json:"replays"`
}

// check wants the reset run filed: one attempt on DEEP-W00D in the
// records, one replay ending in its reset line.
func (s stored) check(t *testing.T, when string) {
	t.Helper()
	var book struct {
		Records []struct {
			Mode, Category, Seed string
			Attempts             int
		}
	}
	if err := json.Unmarshal([]byte(s.Records), &book); err != nil {
		t.Fatalf("%s: records in localStorage: %v (%q)", when, err, s.Records)
	}
	found := false
	for _, r := range book.Records {
		found = found || r.Mode == "forward" && r.Category == "set-seed" && r.Seed == "DEEP-W00D" && r.Attempts == 1
	}
	if !found {
		t.Fatalf("%s: no attempt on DEEP-W00D in %s", when, s.Records)
	}
	if len(s.Replays) != 1 || !strings.HasPrefix(s.Replays[0].Key, "deepwood/replays/forward-DEEP-W00D-") || !strings.HasSuffix(s.Replays[0].Tail, " reset") {
		t.Fatalf("%s: replays in localStorage %+v", when, s.Replays)
	}
}

func TestBrowserForwardFirstLocation(t *testing.T) {
	dir := browserEnv(t)
	url := serveBuild(t)
	var r struct {
		Failure     string   `json:"failure"`
		NewRunScene string   `json:"newRunScene"`
		Scene       string   `json:"scene"`
		Steps       int      `json:"steps"`
		Start       hudJSON  `json:"start"`
		HUD         hudJSON  `json:"hud"`
		Errors      []string `json:"errors"`
		Stored      stored   `json:"stored"`
		Reloaded    stored   `json:"storedAfterReload"`
		ReplayRows  []string `json:"replayRows"`
		Viewer      struct {
			Next    int    `json:"next"`
			Actions int    `json:"actions"`
			Screen  string `json:"screen"`
			Error   string `json:"error"`
		} `json:"viewer"`
	}
	runScript(t, dir, "forward.mjs", url, &r)
	if r.Failure != "" {
		t.Fatalf("in the browser (scene %s): %s", r.Scene, r.Failure)
	}
	if r.NewRunScene != "forward-newrun" || r.Scene != "forward-location" {
		t.Fatalf("scenes: new run %q, end %q", r.NewRunScene, r.Scene)
	}
	s, h := r.Start, r.HUD
	if s.Position != 1 || s.Seed != "DEEP-W00D" || s.HP != 20 || s.MaxHP != 20 || s.XP != 0 {
		t.Fatalf("start HUD %+v", s)
	}
	if h.Position != 2 || h.Location == s.Location || h.HP <= 0 || h.HP > h.MaxHP || h.MaxHP != 20+h.XP || h.XP == 0 {
		t.Fatalf("after the first location, HUD %+v", h)
	}
	if h.DeckLeft >= s.DeckLeft || h.DragonHP < 40 || h.Ticks <= 0 {
		t.Fatalf("deck %d→%d, Dragon HP %d, ticks %d", s.DeckLeft, h.DeckLeft, h.DragonHP, h.Ticks)
	}
	r.Stored.check(t, "after the reset")
	r.Reloaded.check(t, "after a reload")
	if len(r.ReplayRows) != 1 || !strings.Contains(r.ReplayRows[0], "abandoned") {
		t.Fatalf("replays listed after a reload: %q", r.ReplayRows)
	}
	if v := r.Viewer; v.Error != "" || v.Next < 3 || v.Actions != r.HUD.Steps || !strings.HasPrefix(v.Screen, "forward-") {
		t.Fatalf("viewer: %+v (the run took %d actions)", v, r.HUD.Steps)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("console errors: %v", r.Errors)
	}
	t.Logf("first location cleared with %d keyboard decisions; HUD %+v", r.Steps, h)
}

func TestBrowserBattleRound(t *testing.T) {
	dir := browserEnv(t)
	url := serveBuild(t)
	type field struct {
		Phase   string `json:"phase"`
		Round   int    `json:"round"`
		Units   [2]int `json:"units"`
		Troops  [2]int `json:"troops"`
		Actions int    `json:"actions"`
	}
	var r struct {
		Failure    string   `json:"failure"`
		SetupScene string   `json:"setupScene"`
		Scene      string   `json:"scene"`
		Presses    int      `json:"presses"`
		FirstRound int      `json:"firstRound"`
		Start      field    `json:"start"`
		End        field    `json:"end"`
		Errors     []string `json:"errors"`
	}
	runScript(t, dir, "battle.mjs", url, &r)
	if r.Failure != "" {
		t.Fatalf("in the browser (scene %s, %+v): %s", r.Scene, r.End, r.Failure)
	}
	if r.SetupScene != "battle-setup" || r.Scene != "battle-field" || r.Start.Phase != "deploy" {
		t.Fatalf("scenes: set-up %q, end %q, start phase %q", r.SetupScene, r.Scene, r.Start.Phase)
	}
	if r.FirstRound < 1 || (r.End.Round <= r.FirstRound+1 && r.End.Phase != "over") {
		t.Fatalf("rounds not completed: first %d, end %+v", r.FirstRound, r.End)
	}
	if r.End.Actions <= r.Start.Actions || r.End.Units[0] == 0 && r.End.Units[1] == 0 {
		t.Fatalf("start %+v, end %+v", r.Start, r.End)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("console errors: %v", r.Errors)
	}
	t.Logf("rounds %d and %d played in the browser with %d key decisions; end %+v", r.FirstRound, r.FirstRound+1, r.Presses, r.End)
}

func TestBrowserForestCreationAndYear(t *testing.T) {
	dir := browserEnv(t)
	url := serveBuild(t)
	type year struct {
		Year        int    `json:"year"`
		Phase       string `json:"phase"`
		ForestHexes int    `json:"forest_hexes"`
		EnemyHexes  int    `json:"enemy_hexes"`
	}
	var r struct {
		Failure   string   `json:"failure"`
		Scene     string   `json:"scene"`
		Scenes    []string `json:"scenes"`
		Presses   int      `json:"presses"`
		YearStart *year    `json:"yearStart"`
		End       year     `json:"end"`
		Errors    []string `json:"errors"`
	}
	runScript(t, dir, "forest.mjs", url, &r)
	if r.Failure != "" {
		t.Fatalf("in the browser (scene %s, %+v): %s", r.Scene, r.End, r.Failure)
	}
	if r.YearStart == nil || r.YearStart.Year != 1 || r.YearStart.ForestHexes == 0 || r.YearStart.EnemyHexes == 0 {
		t.Fatalf("the Forest was not created by keyboard: scenes %v, Year 1 start %+v", r.Scenes, r.YearStart)
	}
	if r.Scene == "forest-year" && r.End.Year != 2 {
		t.Fatalf("Year 1 not finished: %+v", r.End)
	}
	if r.End.ForestHexes+r.End.EnemyHexes == 0 && r.Scene != "forest-over" {
		t.Fatalf("end %+v on %s", r.End, r.Scene)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("console errors: %v", r.Errors)
	}
	t.Logf("Forest created and Year 1 played with %d key presses through %v; end %+v", r.Presses, r.Scenes, r.End)
}
