package platform

// Fullscreen timing, in Updates: a request is given settleUpdates to land
// before the window's own report is believed over it (window managers and
// browsers switch a frame or more later), and the window is asked how it
// is every pollUpdates (the question is not free on the desktop).
const (
	settleUpdates = 45
	pollUpdates   = 30
)

// Fullscreen keeps the game's fullscreen switch honest. The player's wish
// is applied when the platform allows it: a browser page may enter
// fullscreen only during a user gesture, so a wish read from the settings
// as the page loads waits for the first key, click or touch (asking at
// once made the browser warn and throw "Permissions check failed").
// Shown is the window's real state, the one the settings screen shows: not
// On while the window is not.
type Fullscreen struct {
	set func(on bool) // the engine's switch
	is  func() bool   // the engine's report
	// gesture arranges for request to run at the player's first gesture
	// and reports true when the platform needs one and none is under way;
	// false means the switch may be used now.
	gesture func(request func()) bool
	// enter switches fullscreen on from inside a gesture.
	enter   func(set func(bool))
	wish    bool
	waiting bool // the wish waits for a gesture
	settle  int  // Updates left for a request to land
	poll    int  // Updates until the window is asked again
	real    bool // the window's last report
}

// NewFullscreen wraps the engine's fullscreen switch and report.
func NewFullscreen(set func(on bool), is func() bool) *Fullscreen {
	return &Fullscreen{set: set, is: is, gesture: awaitGesture, enter: enterFullscreen}
}

// Want asks for fullscreen on or off: at once where the platform allows
// it, else at the player's first gesture.
func (f *Fullscreen) Want(on bool) {
	f.wish, f.settle, f.poll = on, settleUpdates, 0
	f.waiting = on && f.gesture(f.fromGesture)
	if !f.waiting {
		f.set(on)
	}
}

// fromGesture makes a waiting request, from inside the player's gesture.
func (f *Fullscreen) fromGesture() {
	if !f.waiting {
		return
	}
	f.waiting, f.settle, f.poll = false, settleUpdates, 0
	f.enter(f.set)
}

// Waiting reports a wish for fullscreen waiting for the player's first
// gesture.
func (f *Fullscreen) Waiting() bool { return f.waiting }

// Update runs once an Update: it lets a request settle and asks the window
// how it is now and then.
func (f *Fullscreen) Update() {
	if f.settle > 0 {
		f.settle--
	}
	if f.poll--; f.poll <= 0 {
		f.poll = pollUpdates
		f.real = f.is()
	}
}

// Shown is the state to show the player: the wish while its request is
// settling, otherwise what the window last said (windowed while a wish
// waits for a gesture).
func (f *Fullscreen) Shown() bool {
	if f.settle > 0 && !f.waiting {
		return f.wish
	}
	return f.real
}
