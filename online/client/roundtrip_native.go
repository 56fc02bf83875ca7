//go:build !js

package client

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// transport is net/http natively.
type transport struct {
	// HTTP does the requests; a client with a 30 s timeout by default.
	// The load test sets its own, with more connections per host.
	HTTP *http.Client
}

// SetTimeout bounds every request, reading the answer included.
func (t *transport) SetTimeout(d time.Duration) { t.HTTP = &http.Client{Timeout: d} }

func (c *Client) roundTrip(ctx context.Context, req request) (answer, error) {
	var body io.Reader
	if req.body != nil {
		body = bytes.NewReader(req.body)
	}
	r, err := http.NewRequestWithContext(ctx, req.method, req.url, body)
	if err != nil {
		return answer{}, err
	}
	for _, h := range req.header {
		r.Header.Set(h[0], h[1])
	}
	resp, err := c.HTTP.Do(r)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer+1))
	if err != nil {
		return answer{}, fmt.Errorf("%s: reading the answer: %w", c.base, err)
	}
	return answer{status: resp.StatusCode, retryAfter: resp.Header.Get("Retry-After"), body: b}, nil
}
