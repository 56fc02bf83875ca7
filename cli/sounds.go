package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"

	"deepwood/audio/music"
	"deepwood/audio/sfx"
	"deepwood/audio/synth"
)

// soundFile is one WAV `deepwood sounds` wrote, with its measurements.
type soundFile struct {
	name     string
	channels int
	samples  []float32
}

// runSounds writes every synthesized effect and a calm and a tense excerpt
// of each theme as 16-bit WAV, so the game's sound can be heard and checked
// without the game, and prints each file's length, peak and RMS level.
func runSounds(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("sounds", stderr)
	out := fs.String("out", "", "directory to write the WAV files into (created if missing)")
	secs := fs.Float64("seconds", 24, "length of each theme excerpt in seconds (1–120)")
	if err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	if *out == "" {
		return usagef("--out DIR is required")
	}
	if *secs < 1 || *secs > 120 {
		return usagef("--seconds %v is outside 1–120", *secs)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "file\tlength\tpeak\tRMS")
	write := func(f soundFile) error {
		path := filepath.Join(*out, f.name+".wav")
		w, err := os.Create(path)
		if err != nil {
			return err
		}
		if err := synth.WriteWAV(w, f.channels, f.samples); err != nil {
			w.Close()
			return fmt.Errorf("%s: %w", path, err)
		}
		if err := w.Close(); err != nil {
			return err
		}
		frames := len(f.samples) / f.channels
		fmt.Fprintf(tw, "%s\t%5.2f s\t%6.1f dBFS\t%6.1f dBFS\n", f.name+".wav", synth.Seconds(frames),
			synth.DB(synth.Peak(f.samples)), synth.DB(synth.RMS(f.samples)))
		return nil
	}
	for _, id := range sfx.All() {
		if err := write(soundFile{"sfx-" + id.Name(), 1, sfx.Render(id, 0)}); err != nil {
			return err
		}
	}
	kit := music.NewKit()
	for _, th := range music.All() {
		for _, mood := range []struct {
			name    string
			tension float64
		}{{"calm", 0}, {"tense", 1}} {
			buf := music.Excerpt(th, mood.tension, *secs, kit)
			if err := write(soundFile{"theme-" + th.Name() + "-" + mood.name, 2, buf}); err != nil {
				return err
			}
		}
	}
	return tw.Flush()
}
