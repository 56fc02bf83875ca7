//go:build linux || darwin

package storage

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// writeToFifo writes through a link to a named pipe made in a temporary
// folder, reading the pipe as it goes, and reports whether the pipe is
// still a pipe: the safe rehearsal for the device test below.
func writeToFifo(t *testing.T) bool {
	t.Helper()
	root := t.TempDir()
	fifo := filepath.Join(root, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	// Opened read-write, the pipe has a reader at once, so the write below
	// does not wait for one (Linux and macOS allow this).
	r, err := os.OpenFile(fifo, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if err := os.Symlink("pipe", filepath.Join(root, "log.txt")); err != nil {
		t.Fatal(err)
	}
	d := NewDir(root)
	if err := d.Write("pipe", []byte("one\n")); err != nil {
		t.Fatal(err)
	}
	if err := d.Write("log.txt", []byte("two\n")); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(fifo)
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the named pipe became %v (%v)", fi.Mode(), err)
		return false
	}
	got := make([]byte, 8)
	if _, err := io.ReadFull(r, got); err != nil || string(got) != "one\ntwo\n" {
		t.Errorf("the pipe carried %q, %v", got, err)
	}
	noTemps(t, root)
	return true
}

func TestWriteThroughNamedPipe(t *testing.T) { writeToFifo(t) }

// TestWriteToFullDeviceReportsItAndKeepsTheDevice writes through a link to
// /dev/full, which refuses every byte: the error comes back and the device
// is still a device. It runs only after the same path kept a named pipe a
// pipe, so wrong code fails there, never replacing a real device (as root
// it could).
func TestWriteToFullDeviceReportsItAndKeepsTheDevice(t *testing.T) {
	if !writeToFifo(t) {
		t.Fatal("not trying /dev/full: writing to a named pipe replaced it")
	}
	before, err := os.Stat("/dev/full")
	if err != nil || before.Mode()&os.ModeCharDevice == 0 {
		t.Skip("no /dev/full here")
	}
	// A second guard: the device must be found to be written in place
	// before anything is written to it.
	if _, fi, err := target("/dev/full"); err != nil || how(fi) != inPlace {
		t.Fatalf("/dev/full would not be written in place (%v, %v)", fi, err)
	}
	root := t.TempDir()
	if err := os.Symlink("/dev/full", filepath.Join(root, "battle.log")); err != nil {
		t.Fatal(err)
	}
	err = NewDir(root).Write("battle.log", []byte("turn 1\n"))
	if !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), "/dev/full") {
		t.Errorf("writing to /dev/full: %v; want no space left, naming the device", err)
	}
	// The issue's own case: sim battle --log /dev/full.
	err = NewDir("/dev").Write("full", []byte("turn 1\n"))
	if !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("writing /dev/full directly: %v; want no space left", err)
	}
	after, serr := os.Stat("/dev/full")
	if serr != nil || after.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("/dev/full is no longer a device: %v %v", after.Mode(), serr)
	}
	if fi, err := os.Lstat(filepath.Join(root, "battle.log")); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link to /dev/full was replaced")
	}
}
