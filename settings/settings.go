// Package settings is the player's preferences: volumes, display, animation
// speed, palette, seed visibility and key bindings. The same JSON is stored
// natively and in the browser.
package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"

	"deepwood/controls"
	"deepwood/storage"
	"deepwood/wire"
)

// FileName is the settings file inside the player's store.
const FileName = "settings.json"

// formatVersion lets a later version migrate older files.
const formatVersion = 1

// AnimSpeed scales every animation; Instant skips them entirely.
type AnimSpeed string

// The animation speeds offered in settings.
const (
	AnimSlow    AnimSpeed = "slow"
	AnimNormal  AnimSpeed = "normal"
	AnimFast    AnimSpeed = "fast"
	AnimInstant AnimSpeed = "instant"
)

// AnimSpeeds lists the speeds in the order the settings screen cycles them.
var AnimSpeeds = []AnimSpeed{AnimSlow, AnimNormal, AnimFast, AnimInstant}

// Factor is how many animation ticks pass per game tick (0 = instant).
func (a AnimSpeed) Factor() float64 {
	switch a {
	case AnimSlow:
		return 0.5
	case AnimFast:
		return 2
	case AnimInstant:
		return 0
	}
	return 1
}

// Label is the speed as the settings screen shows it.
func (a AnimSpeed) Label() string {
	switch a {
	case AnimSlow:
		return "Slow"
	case AnimFast:
		return "Fast"
	case AnimInstant:
		return "Instant"
	}
	return "Normal"
}

// WindowScales are the window sizes offered, in percent of 1280×720.
var WindowScales = []int{50, 75, 100, 125, 150, 200}

// Settings is everything the player can set. Volumes are 0–100.
type Settings struct {
	Version        int       `json:"version"`
	MasterVolume   int       `json:"masterVolume"`
	MusicVolume    int       `json:"musicVolume"`
	EffectsVolume  int       `json:"effectsVolume"`
	Fullscreen     bool      `json:"fullscreen"`
	WindowScale    int       `json:"windowScale"`
	AnimationSpeed AnimSpeed `json:"animationSpeed"`
	ColorBlindSafe bool      `json:"colorBlindSafe"`
	ShowSeed       bool      `json:"showSeed"`
	ShowTimer      bool      `json:"showTimer"`
	// ResetNewSeed makes the instant reset deal a new random seed instead
	// of the same one again (random-seed runners want the former).
	ResetNewSeed  bool              `json:"resetNewSeed"`
	LiveSplit     bool              `json:"liveSplit"`
	LiveSplitAddr string            `json:"liveSplitAddr"`
	Bindings      controls.Bindings `json:"bindings"`
	// Online lets the game talk to a boards server (submit runs, read
	// boards). Off by default: nothing leaves the machine until the player
	// turns it on.
	Online bool `json:"online"`
	// ServerURL is the boards server, http(s)://HOST[:PORT]; "" is the
	// default: the page's own server in the browser, DefaultServer natively.
	ServerURL string `json:"serverURL"`
	// PlayerName is the name runs are submitted under ("" until chosen).
	PlayerName string `json:"playerName"`
	// AutoSubmit submits every finished run without asking.
	AutoSubmit bool `json:"autoSubmit"`
	// RaceBoard makes the timer compare splits with the board's best run
	// (the daily's top run on a daily) instead of the personal best.
	RaceBoard bool `json:"raceBoard"`
	// memoryOnly, when set, is why Save must not write these settings: the
	// file could not be read, or was broken and could not be kept aside,
	// or is a newer version's. Set only by Load; copies keep it.
	memoryOnly error
}

// Defaults are a new player's settings.
func Defaults() Settings {
	return Settings{
		Version:        formatVersion,
		MasterVolume:   80,
		MusicVolume:    70,
		EffectsVolume:  80,
		WindowScale:    100,
		AnimationSpeed: AnimNormal,
		ShowSeed:       true,
		ShowTimer:      true,
		LiveSplitAddr:  "localhost:16834",
		Bindings:       controls.DefaultBindings(),
	}
}

// Clone copies the settings, bindings included.
func (s Settings) Clone() Settings {
	s.Bindings = s.Bindings.Clone()
	return s
}

// Parse reads a settings file. Fields it does not know are ignored, and so
// are bindings for actions it does not know (a newer version's file still
// loads). Anything else wrong is a *FileError naming the file, the line
// and, in words, what is wrong: a value out of range, the wrong kind of
// value, broken JSON, or one control bound to two actions.
func Parse(data []byte) (Settings, error) {
	var v struct{ Version int }
	if json.Unmarshal(data, &v) == nil && v.Version > formatVersion {
		// Whatever else a newer format changed, this one cannot judge it.
		return Defaults(), Settings{Version: v.Version}.check().locate(data)
	}
	s := Defaults()
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&s); err != nil {
		return Defaults(), describe(data, err).locate(data)
	}
	if dec.More() {
		return Defaults(), &FileError{Line: lineAt(data, int(dec.InputOffset())), What: "unexpected data after the settings object"}
	}
	if err := s.validate(data); err != nil {
		return Defaults(), err
	}
	return s, nil
}

// validate checks the values; data, when given, is the file they came
// from, so an error can name its line.
func (s Settings) validate(data []byte) error {
	if err := s.check(); err != nil {
		return err.locate(data)
	}
	if c := s.Bindings.Conflicts(); len(c) > 0 {
		return conflictError(data, s.Bindings, c[0])
	}
	return nil
}

func (s Settings) check() *FileError {
	if s.Version > formatVersion {
		return &FileError{What: fmt.Sprintf("a newer version of Deepwood wrote this file (version %d; this one reads %d)", s.Version, formatVersion), Newer: true, path: "version"}
	}
	if s.Version < 1 {
		return &FileError{What: fmt.Sprintf("version %d is not one this game reads (1–%d)", s.Version, formatVersion), path: "version"}
	}
	for _, v := range []struct {
		name string
		val  int
	}{{"masterVolume", s.MasterVolume}, {"musicVolume", s.MusicVolume}, {"effectsVolume", s.EffectsVolume}} {
		if v.val < 0 || v.val > 100 {
			return &FileError{What: fmt.Sprintf("%s is %d; it must be 0–100", v.name, v.val), path: v.name}
		}
	}
	if err := CheckServerURL(s.ServerURL); err != nil {
		return &FileError{What: fmt.Sprintf("serverURL: %v", err), path: "serverURL"}
	}
	if s.PlayerName != "" {
		if err := wire.CheckName(s.PlayerName); err != nil {
			return &FileError{What: fmt.Sprintf("playerName: %v", err), path: "playerName"}
		}
	}
	if err := CheckAddr(s.LiveSplitAddr); err != nil {
		return &FileError{What: fmt.Sprintf("liveSplitAddr: %v", err), path: "liveSplitAddr"}
	}
	okScale := false
	for _, w := range WindowScales {
		okScale = okScale || w == s.WindowScale
	}
	if !okScale {
		return &FileError{What: fmt.Sprintf("windowScale is %d; it must be one of %v", s.WindowScale, WindowScales), path: "windowScale"}
	}
	for _, a := range AnimSpeeds {
		if a == s.AnimationSpeed {
			return nil
		}
	}
	return &FileError{What: fmt.Sprintf("animationSpeed is %q; it must be slow, normal, fast or instant", s.AnimationSpeed), path: "animationSpeed"}
}

// conflictError says which control the file binds to two actions, on which
// lines: the second action's line first, where the clash is met.
func conflictError(data []byte, b controls.Bindings, c controls.Conflict) *FileError {
	at := func(a controls.Action) string {
		for i, x := range b[a] {
			if x == c.Binding {
				return fmt.Sprintf("bindings.%s[%d]", a, i)
			}
		}
		return "bindings." + a.String()
	}
	e := &FileError{What: fmt.Sprintf("%q is bound to both %s and %s; one control cannot do two things at once", c.Binding.String(), c.Have, c.Also), path: at(c.Also)}
	if data != nil {
		if line := valueLines(data)[at(c.Have)]; line > 0 {
			e.What = fmt.Sprintf("%q is bound to both %s (line %d) and %s; one control cannot do two things at once", c.Binding.String(), c.Have, line, c.Also)
		}
	}
	return e.locate(data)
}

// CheckAddr accepts host:port with a port from 1 to 65535, the form a
// LiveSplit Server address takes.
func CheckAddr(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host == "" {
		return fmt.Errorf("%q should be host:port, like localhost:16834", addr)
	}
	if p, err := strconv.Atoi(port); err != nil || p < 1 || p > 65535 {
		return fmt.Errorf("%q: the port must be 1–65535", addr)
	}
	return nil
}

// DefaultServer is the boards server a native game asks when the player
// has named none: `deepwood serve` on this machine.
const DefaultServer = "http://127.0.0.1:8080"

// CheckServerURL accepts "" (the default server) or http(s)://HOST[:PORT]
// with an optional path, the form `deepwood serve` prints.
func CheckServerURL(raw string) error {
	if raw == "" {
		return nil
	}
	if len(raw) > 200 {
		return fmt.Errorf("the server address is %d characters long; at most 200", len(raw))
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%q should be http://HOST[:PORT] or https://…", raw)
	}
	if u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return fmt.Errorf("%q: give the server's address alone", raw)
	}
	return nil
}

// Marshal writes the settings as indented JSON, readable by hand.
func (s Settings) Marshal() []byte {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		panic(err) // every field is a plain value: this cannot fail
	}
	return append(b, '\n')
}

// ErrMemoryOnly is what Save's refusal wraps (errors.Is) when the settings
// file was never read whole: changes last this session only, and the file
// on disk stays as it was, so nothing in it is lost.
var ErrMemoryOnly = errors.New("changes are kept for this session only, the file is left as it was")

// MemoryOnly is nil when Save will write these settings, or else the
// reason it will not (wrapping ErrMemoryOnly).
func (s Settings) MemoryOnly() error {
	if s.memoryOnly == nil {
		return nil
	}
	return s.memoryOnly
}

// Load reads the settings from a store. A missing file gives the defaults.
// Otherwise the game starts anyway, on the defaults, with an error naming
// the file and saying what was wrong, for the screen and the log; and the
// file is never lost: a broken one is kept aside as settings.json.bak
// before anything may replace it, and one that could not be read, or not
// kept aside, or that a newer version wrote, is left as it was: Save
// refuses these settings (see MemoryOnly).
func Load(st storage.Store) (Settings, error) {
	where := st.Where(FileName)
	data, err := st.Read(FileName)
	if storage.IsNotExist(err) {
		return Defaults(), nil
	}
	keep := func(why string) Settings {
		s := Defaults()
		s.memoryOnly = memoryOnly(why)
		return s
	}
	if err != nil {
		return keep(fmt.Sprintf("%s could not be read earlier (%s)", FileName, storage.Reason(err))),
			fmt.Errorf("could not read %s: %w; using default settings, and %v", where, err, ErrMemoryOnly)
	}
	s, perr := Parse(data)
	if perr == nil {
		return s, nil
	}
	fe, _ := perr.(*FileError)
	if fe != nil && fe.Newer {
		return keep(fmt.Sprintf("%s was written by a newer version of Deepwood", FileName)),
			fmt.Errorf("%s; using default settings, and %v", fe.at(where), ErrMemoryOnly)
	}
	what := perr.Error()
	if fe != nil {
		what = fe.at(where)
	}
	backup := FileName + ".bak"
	if werr := st.Write(backup, data); werr != nil {
		return keep(fmt.Sprintf("%s is broken and could not be kept aside as %s (%s)", FileName, backup, storage.Reason(werr))),
			fmt.Errorf("%s; it could not be kept aside as %s (%s), so default settings are in use and %v", what, backup, storage.Reason(werr), ErrMemoryOnly)
	}
	return Defaults(), fmt.Errorf("%s; the file was kept as %s and default settings are in use", what, st.Where(backup))
}

// Save writes the settings atomically, unless they stand for a file Load
// could not use and must not replace; then it writes nothing and returns
// the reason (wrapping ErrMemoryOnly) for the screen to show.
func Save(st storage.Store, s Settings) error {
	if err := s.MemoryOnly(); err != nil {
		return err
	}
	return st.Write(FileName, s.Marshal())
}

// memoryOnly words why this session's changes stay in memory.
func memoryOnly(why string) error { return &storage.MemoryOnly{Why: why, Sentinel: ErrMemoryOnly} }
