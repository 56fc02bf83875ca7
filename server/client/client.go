// Package client speaks the boards' API (docs/api.md) over net/http: what
// `deepwood submit`, `deepwood boards` and the load test use, and what the
// game's screens can call later, off the frame loop. It imports neither the
// server nor the databases nor the engine.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"deepwood/server/api"
)

// maxAnswer bounds what the client reads of an answer: a board page or a
// replay is far smaller, so a server sending more is broken or hostile.
const maxAnswer = 4 << 20

// Client talks to one boards server.
type Client struct {
	base string // scheme://host[:port][/path], no trailing slash
	// HTTP does the requests; a client with a 30 s timeout by default.
	HTTP *http.Client
	// Wait429 is how long Submit may spend waiting out rate limits in
	// total (sleeping for each Retry-After, then trying again); 0 never
	// waits, and a 429 is returned as a Refusal.
	Wait429 time.Duration
}

// New makes a client for the server at base ("http://host:port").
func New(base string) (*Client, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, fmt.Errorf("server %q: %v", base, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return nil, fmt.Errorf("server %q: want http://HOST[:PORT] or https://…", base)
	}
	if u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return nil, fmt.Errorf("server %q: give the server's address alone", base)
	}
	return &Client{base: strings.TrimSuffix(u.String(), "/"), HTTP: &http.Client{Timeout: 30 * time.Second}}, nil
}

// Base is the server's address as the client uses it (the key tokens are
// kept under).
func (c *Client) Base() string { return c.base }

// Refusal is an answer other than success: the status and the server's
// reason, with the replay line at fault when it names one.
type Refusal struct {
	Status     int
	Message    string
	Line       int
	RetryAfter time.Duration // from a 429's Retry-After
}

func (r *Refusal) Error() string {
	return fmt.Sprintf("%d %s: %s", r.Status, http.StatusText(r.Status), r.Message)
}

// IsStatus reports whether err is a Refusal with that status.
func IsStatus(err error, status int) bool {
	r, ok := errors.AsType[*Refusal](err)
	return ok && r.Status == status
}

// Submit sends a replay as name. token is the name's token ("" the first
// time: the answer then carries the new token to keep). The answer's
// status says whether it was a new run or one already submitted.
func (c *Client) Submit(ctx context.Context, name, token string, replay []byte) (api.Submitted, error) {
	var out api.Submitted
	deadline := time.Now().Add(c.Wait429)
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+api.Prefix+"/runs", bytes.NewReader(replay))
		if err != nil {
			return out, err
		}
		req.Header.Set("Content-Type", "text/plain; charset=utf-8")
		req.Header.Set(api.PlayerHeader, name)
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		err = c.do(req, &out)
		r, ok := errors.AsType[*Refusal](err)
		if !ok || r.Status != http.StatusTooManyRequests || time.Now().Add(r.RetryAfter).After(deadline) {
			return out, err
		}
		select {
		case <-ctx.Done():
			return out, ctx.Err()
		case <-time.After(r.RetryAfter):
		}
	}
}

// BoardQuery picks a board's ranking, category and page; zero values are
// the server's defaults (by time, the set-seed category, this build's
// rules, the first 50 entries).
type BoardQuery struct {
	By       string
	Category string
	Rules    string
	Date     string // daily boards: YYYY-MM-DD, today (UTC) when empty
	Offset   int
	Limit    int
}

func (q BoardQuery) values() url.Values {
	v := url.Values{}
	for k, s := range map[string]string{"by": q.By, "category": q.Category, "rules": q.Rules, "date": q.Date} {
		if s != "" {
			v.Set(k, s)
		}
	}
	if q.Offset > 0 {
		v.Set("offset", strconv.Itoa(q.Offset))
	}
	if q.Limit > 0 {
		v.Set("limit", strconv.Itoa(q.Limit))
	}
	return v
}

// Board reads a seed's Forward board; seed is a code such as 7K3M-9QXA.
func (c *Client) Board(ctx context.Context, seed string, q BoardQuery) (api.Board, error) {
	q.Date = ""
	var out api.Board
	return out, c.get(ctx, "/boards/forward/"+url.PathEscape(seed), q.values(), &out)
}

// Daily reads the daily seed's Forward board.
func (c *Client) Daily(ctx context.Context, q BoardQuery) (api.Board, error) {
	q.Category = ""
	var out api.Board
	return out, c.get(ctx, "/daily/forward", q.values(), &out)
}

// Run reads one run.
func (c *Client) Run(ctx context.Context, id int64) (api.Run, error) {
	var out api.Run
	return out, c.get(ctx, "/runs/"+strconv.FormatInt(id, 10), nil, &out)
}

// Replay reads a run's replay file.
func (c *Client) Replay(ctx context.Context, id int64) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+api.Prefix+"/runs/"+strconv.FormatInt(id, 10)+"/replay", nil)
	if err != nil {
		return nil, err
	}
	var out []byte
	return out, c.do(req, &out)
}

// Player reads a player's page.
func (c *Client) Player(ctx context.Context, name string) (api.Player, error) {
	var out api.Player
	return out, c.get(ctx, "/players/"+url.PathEscape(name), nil, &out)
}

// Health asks whether the server is up, and which rules it verifies with.
func (c *Client) Health(ctx context.Context) (api.Health, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/healthz", nil)
	if err != nil {
		return api.Health{}, err
	}
	var out api.Health
	return out, c.do(req, &out)
}

func (c *Client) get(ctx context.Context, path string, q url.Values, out any) error {
	u := c.base + api.Prefix + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	return c.do(req, out)
}

// do sends req and decodes a 2xx answer into out (JSON, or the bytes
// themselves for a *[]byte); any other status is a *Refusal.
func (c *Client) do(req *http.Request, out any) error {
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer+1))
	if err != nil {
		return fmt.Errorf("%s: reading the answer: %w", c.base, err)
	}
	if len(body) > maxAnswer {
		return fmt.Errorf("%s: an answer of more than %d bytes", c.base, maxAnswer)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		r := &Refusal{Status: resp.StatusCode}
		var e api.Error
		if json.Unmarshal(body, &e) == nil && e.Error != "" {
			r.Message, r.Line = e.Error, e.Line
		} else {
			r.Message = strings.TrimSpace(string(body))
			if len(r.Message) > 200 {
				r.Message = r.Message[:200] + "…"
			}
		}
		if secs, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && secs >= 0 {
			r.RetryAfter = time.Duration(secs) * time.Second
		}
		return r
	}
	if b, ok := out.(*[]byte); ok {
		*b = body
		return nil
	}
	if err := json.Unmarshal(body, out); err != nil {
		return fmt.Errorf("%s: the answer is not the API's JSON: %w", c.base, err)
	}
	return nil
}
