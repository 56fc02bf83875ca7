package sprites

import (
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
	"golang.org/x/image/font/opentype"
)

// Style is a named text role; screens ask for a role, not a font and size,
// so the whole game keeps one typographic scale.
type Style uint8

// The text styles and their sizes in logical pixels. Small (14) is the
// smallest text allowed anywhere so everything stays legible at 1×.
const (
	StyleSmall     Style = iota // 14 Go Regular: captions, hints, tooltips
	StyleBody                   // 18 Go Regular: body text, buttons
	StyleBodyBold               // 18 Go Bold: emphasis, card names
	StyleLarge                  // 24 Go Medium: panel titles, big numbers
	StyleHeading                // 32 Go Smallcaps: screen headings
	StyleTitle                  // 72 Go Bold: the logo and splash titles
	StyleMono                   // 18 Go Mono: timers, seeds, tabular numbers
	StyleSmallBold              // 14 Go Bold: small labels that must pop (badges, keys)
	StyleMonoSmall              // 14 Go Mono: dense tables, roll logs
	NumStyles                   // number of styles; not a style
)

// styleSpec says which font source and size a Style uses.
var styleSpec = [NumStyles]struct {
	src  int
	size float64
}{
	StyleSmall:     {srcRegular, 14},
	StyleBody:      {srcRegular, 18},
	StyleBodyBold:  {srcBold, 18},
	StyleLarge:     {srcMedium, 24},
	StyleHeading:   {srcSmallcaps, 32},
	StyleTitle:     {srcBold, 72},
	StyleMono:      {srcMono, 18},
	StyleSmallBold: {srcBold, 14},
	StyleMonoSmall: {srcMono, 14},
}

const (
	srcRegular = iota
	srcBold
	srcMedium
	srcSmallcaps
	srcMono
	numSources
)

// Fonts holds the Go fonts and one face per Style. A font is parsed when a
// face of it is first asked for, not at start-up: parsing all five TTFs
// took about a tenth of a second before the browser game's first frame
// (issue 27), and the title needs only some of them. Share one Fonts
// across every screen.
type Fonts struct {
	sources [numSources]func() *opentype.Font
	faces   [NumStyles]func() text.Face
	scale   float64 // every style's size is scaled by it (Scaled); 0 is 1
}

// fontTTFs are the embedded gofont files, by source.
var fontTTFs = [numSources][]byte{
	srcRegular:   goregular.TTF,
	srcBold:      gobold.TTF,
	srcMedium:    gomedium.TTF,
	srcSmallcaps: gosmallcaps.TTF,
	srcMono:      gomono.TTF,
}

// NewFonts parses the regular font, which every screen uses, and readies
// the others to be parsed on first use. The other fonts are the same
// embedded gofont files, which a test parses (TestEveryStyleHasAFace), so
// a failure there would be a broken build, and panics.
func NewFonts() (*Fonts, error) {
	regular, err := parseFont(srcRegular)
	if err != nil {
		return nil, err
	}
	f := &Fonts{}
	for i := range fontTTFs {
		if i == srcRegular {
			f.sources[i] = func() *opentype.Font { return regular }
			continue
		}
		f.sources[i] = sync.OnceValue(func() *opentype.Font {
			s, err := parseFont(i)
			if err != nil {
				panic(err)
			}
			return s
		})
	}
	for s, spec := range styleSpec {
		f.faces[s] = sync.OnceValue(func() text.Face {
			return xface(f.sources[spec.src](), spec.size)
		})
	}
	return f, nil
}

// parseFont parses one embedded font.
// xface is src at size as text/v2 draws it. It is a GoXFace over
// x/image's OpenType reader rather than a GoTextFace: the Go fonts' Latin
// text needs no shaping, and leaving HarfBuzz out of the program takes
// 0.77 MB off the browser download (README, "What the download costs").
// Glyphs are placed unhinted, as GoTextFace placed them.
func xface(src *opentype.Font, size float64) text.Face {
	f, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err)
	}
	return text.NewGoXFace(f)
}

func parseFont(src int) (*opentype.Font, error) {
	s, err := opentype.Parse(fontTTFs[src])
	if err != nil {
		return nil, fmt.Errorf("sprites: parse font %d: %w", src, err)
	}
	return s, nil
}

// Face returns the face for a style; an unknown style falls back to Body.
func (f *Fonts) Face(s Style) text.Face {
	if s >= NumStyles {
		s = StyleBody
	}
	return f.faces[s]()
}

// Size returns the pixel size of a style in these fonts, for layout
// arithmetic.
func (f *Fonts) Size(s Style) float64 {
	if f.scale != 0 {
		return StyleSize(s) * f.scale
	}
	return StyleSize(s)
}

// StyleSize is the pixel size of a style on the game's scale (an unknown
// style is Body's).
func StyleSize(s Style) float64 {
	if s >= NumStyles {
		s = StyleBody
	}
	return styleSpec[s].size
}

// Scaled returns the same fonts with every style k times its size,
// sharing the parsed fonts. What is drawn for a phone held upright, where
// the whole screen is drawn smaller, writes in it: a card's words, made
// for a landscape screen, stay as large on the phone as the text around
// them.
func (f *Fonts) Scaled(k float64) *Fonts {
	s := &Fonts{sources: f.sources, scale: k}
	for st, spec := range styleSpec {
		s.faces[st] = sync.OnceValue(func() text.Face {
			return xface(s.sources[spec.src](), spec.size*k)
		})
	}
	return s
}

// Sized returns a face of the given style's font at another size, for the
// rare display text (a logo, a giant damage number) outside the scale.
func (f *Fonts) Sized(s Style, size float64) text.Face {
	if s >= NumStyles {
		s = StyleBody
	}
	return xface(f.sources[styleSpec[s].src](), size)
}
