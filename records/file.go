package records

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"deepwood/storage"
)

// formatVersion is the records file's format; a file with a higher one
// was written by a newer game and is left alone.
const formatVersion = 1

// ErrMemoryOnly is what Save's refusal wraps (errors.Is) when the book's
// file was never read whole: the bests of this session live in memory only,
// and the file on disk stays as it was, so nothing in it is lost.
var ErrMemoryOnly = errors.New("personal bests are kept in memory only this session, the file is left as it was")

// MemoryOnly is nil when Save will write the book, or else the reason it
// will not (wrapping ErrMemoryOnly), for a screen that wants to say so
// before the run ends. A nil book or one made by hand is saved.
func (b *Book) MemoryOnly() error {
	if b == nil || b.memoryOnly == nil {
		return nil
	}
	return b.memoryOnly
}

// Load reads the book. A missing file is an empty book. A file it cannot
// use is reported, and an empty book returned that keeps this session's
// bests; whether that book may later replace the file depends on why:
//   - the file could not be read (permission denied, a lock, a folder in
//     its place): never — Save refuses, the file is left as it was;
//   - it is broken: it is first kept aside as records.json.bak, then may be
//     replaced; if the copy cannot be written, never;
//   - a newer version of the game wrote it: never, so that version still
//     finds its records.
func Load(st storage.Store) (*Book, error) {
	data, err := st.Read(FileName)
	if storage.IsNotExist(err) {
		return &Book{Version: formatVersion}, nil
	}
	if err != nil {
		b := &Book{Version: formatVersion, memoryOnly: memoryOnly(fmt.Sprintf("%s could not be read earlier (%s)", FileName, storage.Reason(err)))}
		return b, fmt.Errorf("could not read %s: %w; %v", st.Where(FileName), err, ErrMemoryOnly)
	}
	var b Book
	err = json.Unmarshal(data, &b)
	if err == nil && b.Version > formatVersion {
		why := fmt.Sprintf("%s was written by a newer version of Deepwood (format %d; this one reads %d)", FileName, b.Version, formatVersion)
		return &Book{Version: formatVersion, memoryOnly: memoryOnly(why)}, fmt.Errorf("%s: %s", st.Where(FileName), memoryOnly(why).Error())
	}
	if err == nil && b.Version != formatVersion {
		err = fmt.Errorf("version %d is not one this game reads", b.Version)
	}
	if err != nil {
		backup := FileName + ".bak"
		if werr := st.Write(backup, data); werr != nil {
			why := fmt.Sprintf("%s is broken (%v) and could not be kept aside as %s (%s)", FileName, err, backup, storage.Reason(werr))
			return &Book{Version: formatVersion, memoryOnly: memoryOnly(why)}, fmt.Errorf("%s: %s", st.Where(FileName), memoryOnly(why).Error())
		}
		return &Book{Version: formatVersion}, fmt.Errorf("%s is broken (%v); it was kept as %s", st.Where(FileName), err, st.Where(backup))
	}
	b.memoryOnly = nil
	sort.Slice(b.Records, func(i, j int) bool { return b.Records[i].key() < b.Records[j].key() })
	return &b, nil
}

// Save writes the book atomically, unless it came from a file Load could
// not use and must not replace (see Load); then it writes nothing and
// returns the reason, wrapping ErrMemoryOnly, for the screen to show.
func Save(st storage.Store, b *Book) error {
	if err := b.MemoryOnly(); err != nil {
		return err
	}
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(FileName, append(data, '\n'))
}

// memoryOnly words why this session's changes stay in memory.
func memoryOnly(why string) error { return &storage.MemoryOnly{Why: why, Sentinel: ErrMemoryOnly} }
