// Package levels embeds the game's data files (Forward's cards and layouts,
// and later the Forest's tables and the battlefields) so that one binary,
// native or WebAssembly, carries exactly the data its replays were made with.
package levels

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"sort"
)

//go:embed forward forest battle forsaken
var files embed.FS

// FS is the embedded data, rooted so that paths read "forward/cards.txt".
func FS() fs.FS { return files }

// Fingerprint is a short hash over every embedded file's path and bytes, in
// sorted order: the version of all the game's data, as `deepwood version`
// prints it.
func Fingerprint() string { return fingerprint(".") }

// ModeFingerprint hashes one mode's folder ("forward", "forest", "battle").
// Replays carry it, so a run recorded with other data for its mode is
// refused instead of silently diverging, while data added for another mode
// leaves it valid.
func ModeFingerprint(mode string) string { return fingerprint(mode) }

func fingerprint(root string) string {
	var paths []string
	_ = fs.WalkDir(files, root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			paths = append(paths, p)
		}
		return nil
	})
	sort.Strings(paths)
	h := sha256.New()
	for _, p := range paths {
		b, _ := files.ReadFile(p)
		h.Write([]byte(p))
		h.Write([]byte{0})
		h.Write(b)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}
