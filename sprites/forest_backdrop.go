package sprites

// SharedBackdrop is the backdrop DrawBackdrop draws for pal, built on
// first use: a screen that draws it and then retouches only its fireflies
// (the Forest's creation wizard, scenes.Retoucher) needs the same one.
func SharedBackdrop(pal *Palette) *Backdrop {
	if pal.backdrop == nil {
		pal.backdrop = NewBackdrop(pal)
	}
	return pal.backdrop
}
