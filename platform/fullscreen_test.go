package platform

import "testing"

// fakeWindow is a window whose fullscreen switch works only inside a
// gesture when needsGesture is set, as a browser page's does.
type fakeWindow struct {
	needsGesture bool
	inGesture    bool
	full         bool
	refused      int
	pending      func() // the request waiting for a gesture
}

func (w *fakeWindow) set(on bool) {
	if on && w.needsGesture && !w.inGesture {
		w.refused++ // the browser's "Permissions check failed"
		return
	}
	w.full = on
}

func (w *fakeWindow) fullscreen() *Fullscreen {
	f := NewFullscreen(w.set, func() bool { return w.full })
	f.gesture = func(request func()) bool {
		if !w.needsGesture || w.inGesture {
			return false
		}
		w.pending = request
		return true
	}
	f.enter = func(set func(bool)) { set(true) }
	return f
}

// gesture is the player's first key press: a waiting request runs in it.
func (w *fakeWindow) gesture() {
	w.inGesture = true
	if w.pending != nil {
		w.pending()
		w.pending = nil
	}
	w.inGesture = false
}

// updates runs n Updates and returns what the settings would show.
func updates(f *Fullscreen, n int) bool {
	for range n {
		f.Update()
	}
	return f.Shown()
}

// TestFullscreenSavedOnWaitsForAGesture: fullscreen saved On, then a page
// reload: the game does not ask before the first gesture (the browser
// refused and threw), shows Off while windowed, and goes fullscreen at the
// player's first key, showing On then.
func TestFullscreenSavedOnWaitsForAGesture(t *testing.T) {
	w := &fakeWindow{needsGesture: true}
	f := w.fullscreen()
	f.Want(true)
	if w.refused != 0 {
		t.Fatal("fullscreen was asked for outside a gesture")
	}
	if shown := updates(f, 100); shown || shown != w.full || !f.Waiting() {
		t.Fatalf("before a gesture: shown %v, window %v, waiting %v; want Off, as the window is", shown, w.full, f.Waiting())
	}
	w.gesture()
	if shown := updates(f, 100); !shown || !w.full || f.Waiting() || w.refused != 0 {
		t.Fatalf("after the first key: shown %v, window %v, refused %d; want On", shown, w.full, w.refused)
	}
}

// TestFullscreenShownFollowsTheWindow: the state shown is the window's
// real state once a request has settled: leaving fullscreen by the
// browser's Escape shows Off, and on the desktop a wish applies at once.
func TestFullscreenShownFollowsTheWindow(t *testing.T) {
	w := &fakeWindow{}
	f := w.fullscreen()
	f.Want(true)
	if !w.full || !f.Shown() {
		t.Fatal("the desktop did not go fullscreen at once")
	}
	w.full = false // Escape, outside the game
	if updates(f, settleUpdates+pollUpdates) {
		t.Fatal("the window left fullscreen but On is shown")
	}
	f.Want(false)
	w.full = true // a window manager that refuses to leave
	if !updates(f, settleUpdates+pollUpdates) {
		t.Fatal("the window stayed fullscreen but Off is shown")
	}
}
