package app

import (
	"strings"
	"testing"

	"deepwood/records"
	"deepwood/settings"
	"deepwood/storage"
)

// TestBothBrokenFilesAreReported breaks the settings and the records at
// once: the banner names both, not only the first.
func TestBothBrokenFilesAreReported(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	_ = store.Write(settings.FileName, []byte("[1, 2]"))
	_ = store.Write(records.FileName, []byte("{\"version\": "))
	d := atTitle(t, store)
	msg := d.g.notice.text
	if !strings.Contains(msg, settings.FileName) || !strings.Contains(msg, records.FileName) {
		t.Fatalf("the banner reads %q; want both files named", msg)
	}
	d.shot("both-files-broken.png")
}
