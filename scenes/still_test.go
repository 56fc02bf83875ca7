package scenes

import "testing"

// stillScene is a fakeScene that says Still as told.
type stillScene struct {
	fakeScene
	still bool
}

func (s *stillScene) Still() bool { return s.still }

// TestStackStill: a stack is still only once drawn, with no push, pop or
// fade since, and only while every scene it draws says Still; a scene
// that cannot say (no Still method) keeps it drawing.
func TestStackStill(t *testing.T) {
	var j []string
	a := &stillScene{fakeScene{name: "a", journal: &j}, true}
	s := NewStack(a)
	s.SetTransitionTicks(2)
	ctx := &Context{Stack: s}
	if s.Still() {
		t.Fatal("a stack never drawn is still")
	}
	s.Draw(nil, ctx)
	if !s.Still() {
		t.Fatal("a drawn stack of still scenes is not still")
	}
	a.still = false
	if s.Still() {
		t.Fatal("still while its scene is not")
	}
	a.still = true

	// A push fades out and in: not still until the last step of the fade
	// is drawn.
	b := &stillScene{fakeScene{name: "b", journal: &j, overlay: true}, true}
	a.then(func(ctx *Context) { ctx.Stack.Push(b) })
	for i := 0; i < 5; i++ {
		s.Update(ctx)
		if s.Still() {
			t.Fatalf("still at update %d of a push", i+1)
		}
		if !s.Transitioning() {
			s.Draw(nil, ctx)
		}
	}
	if names(s) != "a,b" || !s.Still() {
		t.Fatalf("after the push (stack %s) drawn: still %v", names(s), s.Still())
	}
	// b is an overlay: the scene beneath is drawn too, so it must be still.
	a.still = false
	if s.Still() {
		t.Fatal("still while the scene beneath an overlay is not")
	}
	a.still = true

	s.Open(&fakeScene{name: "c", journal: &j})
	s.Draw(nil, ctx)
	if s.Still() {
		t.Fatal("still with a scene on top that has no Still")
	}
}
