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
	"strconv"

	"deepwood/scenes/input"
	"deepwood/storage"
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
	ResetNewSeed  bool           `json:"resetNewSeed"`
	LiveSplit     bool           `json:"liveSplit"`
	LiveSplitAddr string         `json:"liveSplitAddr"`
	Bindings      input.Bindings `json:"bindings"`
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
		Bindings:       input.DefaultBindings(),
	}
}

// Clone copies the settings, bindings included.
func (s Settings) Clone() Settings {
	s.Bindings = s.Bindings.Clone()
	return s
}

// Parse reads a settings file. Fields it does not know are ignored (a newer
// version's file still loads); values out of range are errors naming the
// field, and syntax errors name the line.
func Parse(data []byte) (Settings, error) {
	s := Defaults()
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&s); err != nil {
		return Defaults(), describe(data, err)
	}
	if dec.More() {
		return Defaults(), fmt.Errorf("line %d: unexpected data after the settings object", lineAt(data, int(dec.InputOffset())))
	}
	if err := s.validate(); err != nil {
		return Defaults(), err
	}
	return s, nil
}

func (s Settings) validate() error {
	if s.Version < 1 || s.Version > formatVersion {
		return fmt.Errorf("version %d is not one this game reads (1–%d)", s.Version, formatVersion)
	}
	for _, v := range []struct {
		name string
		val  int
	}{{"masterVolume", s.MasterVolume}, {"musicVolume", s.MusicVolume}, {"effectsVolume", s.EffectsVolume}} {
		if v.val < 0 || v.val > 100 {
			return fmt.Errorf("%s is %d; it must be 0–100", v.name, v.val)
		}
	}
	if err := CheckAddr(s.LiveSplitAddr); err != nil {
		return fmt.Errorf("liveSplitAddr: %v", err)
	}
	okScale := false
	for _, w := range WindowScales {
		okScale = okScale || w == s.WindowScale
	}
	if !okScale {
		return fmt.Errorf("windowScale is %d; it must be one of %v", s.WindowScale, WindowScales)
	}
	for _, a := range AnimSpeeds {
		if a == s.AnimationSpeed {
			return nil
		}
	}
	return fmt.Errorf("animationSpeed is %q; it must be slow, normal, fast or instant", s.AnimationSpeed)
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

// describe turns a JSON error into one that names the line.
func describe(data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("line %d: %v", lineAt(data, int(syn.Offset)), syn)
	case errors.As(err, &typ):
		return fmt.Errorf("line %d: %s should be a %s, not %s", lineAt(data, int(typ.Offset)), typ.Field, typ.Type, typ.Value)
	case err.Error() == "EOF":
		return fmt.Errorf("the file is empty")
	}
	return err
}

func lineAt(data []byte, offset int) int {
	if offset > len(data) {
		offset = len(data)
	}
	return bytes.Count(data[:offset], []byte("\n")) + 1
}

// Marshal writes the settings as indented JSON, readable by hand.
func (s Settings) Marshal() []byte {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		panic(err) // every field is a plain value: this cannot fail
	}
	return append(b, '\n')
}

// Load reads the settings from a store. A missing file gives the defaults.
// A broken one is kept aside as settings.json.bak, and the defaults are
// returned with an error saying what was wrong and where the copy is, for
// the screen and the log: the game starts anyway.
func Load(st storage.Store) (Settings, error) {
	data, err := st.Read(FileName)
	if storage.IsNotExist(err) {
		return Defaults(), nil
	}
	if err != nil {
		return Defaults(), fmt.Errorf("could not read %s: %w; using default settings", st.Where(FileName), err)
	}
	s, perr := Parse(data)
	if perr == nil {
		return s, nil
	}
	backup := FileName + ".bak"
	if werr := st.Write(backup, data); werr != nil {
		return Defaults(), fmt.Errorf("%s is broken (%v) and could not be kept aside (%v); using default settings", st.Where(FileName), perr, werr)
	}
	return Defaults(), fmt.Errorf("%s is broken (%v); it was kept as %s and default settings are in use", st.Where(FileName), perr, st.Where(backup))
}

// Save writes the settings atomically.
func Save(st storage.Store, s Settings) error {
	return st.Write(FileName, s.Marshal())
}
