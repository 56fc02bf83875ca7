//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"runtime"
)

// AudioAvailable guesses whether this machine can open a sound device.
// Ebitengine treats a failed audio device as fatal to the whole game, so
// on Linux the app asks first: a PulseAudio (or PipeWire) socket or an
// ALSA playback device must be there. Elsewhere a device is assumed.
func AudioAvailable() bool {
	if runtime.GOOS != "linux" {
		return true
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "pulse", "native")); err == nil {
			return true
		}
	}
	pcm, _ := filepath.Glob("/dev/snd/pcmC*p")
	return len(pcm) > 0
}
