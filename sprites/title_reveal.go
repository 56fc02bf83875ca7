package sprites

// Where frames are costly (SetArtStep's slow step: a browser drawing on
// the CPU), every frame drawn costs the page tens of milliseconds of the
// renderer's time, and the engine shows each drawn frame several times
// over. Fading each part of the title art in over several steps drew the
// whole art some fifteen times in the first seconds, while a new player's
// first keys wanted the page (issue 27). There the art grows in by
// reveals instead: the parts painted since the last reveal appear
// together, at full strength, at three moments (the sky and the logo; the
// forest; the dragon, when the art is whole), and the picture is still in
// between, the dragon and the fireflies too.

// costlyFrames reports that the art moves in the slow steps set where
// each frame shown is costly.
func costlyFrames() bool { return artStep >= SlowArtStepTicks }

// hiddenUntilRevealed is the birth tick of a part painted but not yet
// revealed.
const hiddenUntilRevealed = 1 << 30

// revealing is how far the art has been revealed where frames are costly.
type revealing struct {
	count int // reveals so far, since the art was made (Moment)
	tick  int // the tick of the latest reveal: the moment the movers stand at
}

// bornNow is the birth tick of a part finished now: this tick (it fades
// in from the next step), or hidden until the next reveal where frames
// are costly.
func (t *TitleArt) bornNow() int {
	if costlyFrames() {
		return hiddenUntilRevealed
	}
	return t.tick
}

// dragonBornNow is bornNow for the dragon, which never faded in: it flies
// from the frame it is finished, or from the next reveal.
func (t *TitleArt) dragonBornNow() int {
	if costlyFrames() {
		return hiddenUntilRevealed
	}
	return longAgo
}

// reveal shows every part painted since the last reveal, at full strength
// from this step on, where frames are costly; elsewhere each part has
// shown itself as it was finished.
func (t *TitleArt) reveal() {
	if !costlyFrames() {
		return
	}
	at := ArtTick(t.tick) - 1 // a step's draw sees it one tick old: fully in (fadeTicks)
	for _, born := range t.births() {
		if *born == hiddenUntilRevealed {
			*born = at
		}
	}
	t.revealed.count++
	t.revealed.tick = ArtTick(t.tick)
}

// births are the birth ticks of every part.
func (t *TitleArt) births() []*int {
	bs := []*int{&t.skyBorn, &t.logoBorn, &t.dragonBorn}
	for i := range t.born {
		bs = append(bs, &t.born[i])
	}
	return bs
}

// shows reports whether a part born at born has been revealed.
func shows(born int) bool { return born != hiddenUntilRevealed }

// Moment names the picture Draw shows at tick: while the moment is the
// same, so is the picture, and a screen showing the art need not draw it
// again. It is the step of the art's motion (ArtTick), except while the
// art grows in where frames are costly, when the picture changes only at
// a reveal; those moments are below zero.
func (t *TitleArt) Moment(tick int) int {
	if costlyFrames() && t.back == nil {
		return -1 - t.revealed.count
	}
	return ArtTick(tick)
}

// motionTick is the tick the dragon and the fireflies are drawn at while
// the art is drawn layer by layer: tick, or the latest reveal's where
// frames are costly, so the picture holds still between reveals.
func (t *TitleArt) motionTick(tick int) int {
	if costlyFrames() {
		return t.revealed.tick
	}
	return tick
}
