package storage

import (
	"strings"
	"time"
)

// Keeper writes the record of an ended game (a replay, a battle's actions)
// into a folder once, under a name no other record has, and remembers
// where it went or why it did not: the end screens say so. A Keeper with
// no Folder keeps nothing (autoplay, the replay viewer, tests).
type Keeper struct {
	Folder Store
	done   bool
	where  string
	err    error
}

// Keep writes data as prefix-TIME.ext (TIME in UTC to the second, then
// -002… when taken), the first time it is called; later calls do nothing,
// so every path that ends a game may call it.
func (k *Keeper) Keep(prefix, ext string, data []byte) {
	if k.done || k.Folder == nil {
		return
	}
	k.done = true
	name, err := FreeName(k.Folder, prefix+"-"+time.Now().UTC().Format("20060102-150405"), ext)
	if err == nil {
		err = k.Folder.Write(name, data)
	}
	if err != nil {
		k.err = err
		return
	}
	k.where = k.Folder.Where(name)
}

// Kept is where the record went, or why it could not be kept ("" and nil:
// nothing kept yet, or no folder).
func (k *Keeper) Kept() (string, error) { return k.where, k.err }

// Retire ends a saved game once its record is kept (Keep first): the
// autosave is removed from store so Continue does not bring the game back
// (a nil store or an autosave already gone is no error), and the answer is
// why the record could not be kept, if it could not.
func (k *Keeper) Retire(store Store, autosave string) error {
	if store != nil {
		if err := store.Remove(autosave); err != nil && !IsNotExist(err) {
			return err
		}
	}
	_, err := k.Kept()
	return err
}

// BaseName is the file name at the end of a Where answer (a path natively,
// "browser localStorage, key deepwood/replays/NAME" in the browser): what
// fits on an end screen.
func BaseName(where string) string {
	return where[strings.LastIndexAny(where, `/\`)+1:]
}
