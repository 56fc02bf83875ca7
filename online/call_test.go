package online

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestCallReportsItsResult(t *testing.T) {
	release := make(chan struct{})
	c := Go(time.Minute, func(context.Context) (int, error) {
		<-release
		return 42, nil
	})
	if c.Done() {
		t.Fatal("done before f returned")
	}
	close(release)
	if v, err := c.Result(); v != 42 || err != nil {
		t.Fatalf("Result = %d, %v", v, err)
	}
	if !c.Done() {
		t.Fatal("not done after Result")
	}
}

func TestCallTimesOutAndCancels(t *testing.T) {
	wait := func(ctx context.Context) (int, error) {
		<-ctx.Done()
		return 0, ctx.Err()
	}
	if _, err := Go(time.Millisecond, wait).Result(); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("timeout: %v", err)
	}
	c := Go(time.Hour, wait)
	c.Cancel()
	if _, err := c.Result(); !errors.Is(err, context.Canceled) {
		t.Errorf("cancel: %v", err)
	}
	var none *Call[int]
	if none.Done() {
		t.Error("a nil call is done")
	}
	none.Cancel()
}
