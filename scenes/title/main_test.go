package title

import (
	"testing"

	"deepwood/internal/windowtest"
)

// TestMain runs the tests beside a real game loop (under Xvfb when there
// is no display): the window tests update and draw the screens in it.
func TestMain(m *testing.M) { windowtest.Main(m) }
