package online_test

import (
	"errors"
	"strings"
	"testing"

	"deepwood/online"
	"deepwood/settings"
	"deepwood/storage"
)

// TestHeldFileIsReadOrReportedByName: no file is no run under way; a file
// that does not read is reported by its place, not taken for a run; a run
// kept for another server is not offered on this one; dropping it twice
// is no error.
func TestHeldFileIsReadOrReportedByName(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	st := settings.Defaults()
	st.Online, st.PlayerName, st.ServerURL = true, "Ada", "http://127.0.0.1:9"
	b := online.NewBoards(store, func() settings.Settings { return st }, "")
	if _, ok, err := b.Held(); ok || err != nil {
		t.Fatalf("no file: held %v, %v", ok, err)
	}
	for _, body := range []string{"{", `{"server":"x"}`, "null"} {
		if err := store.Write(online.HeldFile, []byte(body)); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := b.Held(); ok || err == nil || !strings.Contains(err.Error(), online.HeldFile) {
			t.Errorf("%q: held %v, %v", body, ok, err)
		}
	}
	if err := store.Write(online.HeldFile, []byte(`{"server":"http://other:8080","attempt":"a","resume":"r","category":"random"}`)); err != nil {
		t.Fatal(err)
	}
	if h, ok, err := b.Held(); ok || err != nil || h.Attempt != "a" {
		t.Errorf("another server's run: %+v, held %v, %v", h, ok, err)
	}
	for range 2 {
		if err := b.DropHeld(); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, _ := b.Held(); ok {
		t.Error("a dropped run is still held")
	}
}

// TestPlainSaysOffline: a browser's failed fetch (each browser words it
// its own way) reads as offline, not as the browser's error.
func TestPlainSaysOffline(t *testing.T) {
	for _, msg := range []string{
		"http://127.0.0.1:9: TypeError: Failed to fetch",
		"TypeError: NetworkError when attempting to fetch resource.",
		"TypeError: Load failed",
	} {
		if got := online.Plain(errors.New(msg)); got != "you are offline, or the server cannot be reached" {
			t.Errorf("%q reads %q", msg, got)
		}
	}
}
