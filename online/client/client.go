// Package client speaks the boards' API (docs/api.md) over net/http: what
// `deepwood submit`, `deepwood boards` and the load test use, and what the
// game's screens can call later, off the frame loop. It imports neither the
// server nor the databases nor the engine.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"deepwood/wire"
)

// maxAnswer bounds what the client reads of an answer: a board page or a
// replay is far smaller, so a server sending more is broken or hostile.
const maxAnswer = 4 << 20

// Client talks to one boards server. Natively it speaks through net/http
// (roundtrip_native.go); in the browser through the page's fetch
// (roundtrip_js.go), so the game's WebAssembly links no net/http and no
// TLS code of its own: the browser has both.
type Client struct {
	base string // scheme://host[:port][/path], no trailing slash
	// Wait429 is how long Submit may spend waiting out rate limits in
	// total (sleeping for each Retry-After, then trying again); 0 never
	// waits, and a 429 is returned as a Refusal.
	Wait429 time.Duration
	transport
}

// request is one HTTP request as the client sends it.
type request struct {
	method, url string
	header      [][2]string
	body        []byte
}

// answer is what the client reads of a response.
type answer struct {
	status     int
	retryAfter string
	body       []byte
}

// Statuses the client tells apart (the numbers are HTTP's; net/http is
// not linked in the browser).
const (
	StatusUnauthorized    = 401
	StatusNotFound        = 404
	StatusTooManyRequests = 429
)

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
	c := &Client{base: strings.TrimSuffix(u.String(), "/")}
	c.SetTimeout(30 * time.Second)
	return c, nil
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
	return fmt.Sprintf("%d %s: %s", r.Status, statusText(r.Status), r.Message)
}

// statusText names the statuses the server answers with.
func statusText(code int) string {
	switch code {
	case 400:
		return "Bad Request"
	case 401:
		return "Unauthorized"
	case 404:
		return "Not Found"
	case 405:
		return "Method Not Allowed"
	case 413:
		return "Request Entity Too Large"
	case 422:
		return "Unprocessable Entity"
	case 429:
		return "Too Many Requests"
	case 500:
		return "Internal Server Error"
	case 502:
		return "Bad Gateway"
	case 503:
		return "Service Unavailable"
	case 504:
		return "Gateway Timeout"
	}
	return "Status"
}

// IsStatus reports whether err is a Refusal with that status.
func IsStatus(err error, status int) bool {
	r, ok := errors.AsType[*Refusal](err)
	return ok && r.Status == status
}

// Submit sends a replay as name. token is the name's token ("" the first
// time: the answer then carries the new token to keep). The answer's
// status says whether it was a new run or one already submitted.
func (c *Client) Submit(ctx context.Context, name, token string, replay []byte) (wire.Submitted, error) {
	var out wire.Submitted
	deadline := time.Now().Add(c.Wait429)
	for {
		req := request{method: "POST", url: c.base + wire.Prefix + "/runs", body: replay,
			header: [][2]string{{"Content-Type", "text/plain; charset=utf-8"}, {wire.PlayerHeader, name}}}
		if token != "" {
			req.header = append(req.header, [2]string{"Authorization", "Bearer " + token})
		}
		err := c.do(ctx, req, &out)
		r, ok := errors.AsType[*Refusal](err)
		if !ok || r.Status != StatusTooManyRequests || time.Now().Add(r.RetryAfter).After(deadline) {
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
	// Claims asks for the board of submitted replays, whose times are the
	// runners' claims, instead of the witnessed board (the default).
	Claims bool
	Offset int
	Limit  int
}

func (q BoardQuery) values() url.Values {
	v := url.Values{}
	for k, s := range map[string]string{"by": q.By, "category": q.Category, "rules": q.Rules, "date": q.Date} {
		if s != "" {
			v.Set(k, s)
		}
	}
	if q.Claims {
		v.Set("witnessed", "false")
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
func (c *Client) Board(ctx context.Context, seed string, q BoardQuery) (wire.Board, error) {
	q.Date = ""
	var out wire.Board
	return out, c.get(ctx, "/boards/forward/"+url.PathEscape(seed), q.values(), &out)
}

// Daily reads the daily seed's Forward board.
func (c *Client) Daily(ctx context.Context, q BoardQuery) (wire.Board, error) {
	q.Category = ""
	var out wire.Board
	return out, c.get(ctx, "/daily/forward", q.values(), &out)
}

// Run reads one run.
func (c *Client) Run(ctx context.Context, id int64) (wire.Run, error) {
	var out wire.Run
	return out, c.get(ctx, "/runs/"+strconv.FormatInt(id, 10), nil, &out)
}

// Replay reads a run's replay file.
func (c *Client) Replay(ctx context.Context, id int64) ([]byte, error) {
	var out []byte
	return out, c.do(ctx, request{method: "GET", url: c.base + wire.Prefix + "/runs/" + strconv.FormatInt(id, 10) + "/replay"}, &out)
}

// Player reads a player's page.
func (c *Client) Player(ctx context.Context, name string) (wire.Player, error) {
	var out wire.Player
	return out, c.get(ctx, "/players/"+url.PathEscape(name), nil, &out)
}

// Health asks whether the server is up, and which rules it verifies with.
func (c *Client) Health(ctx context.Context) (wire.Health, error) {
	var out wire.Health
	return out, c.do(ctx, request{method: "GET", url: c.base + "/healthz"}, &out)
}

func (c *Client) get(ctx context.Context, path string, q url.Values, out any) error {
	u := c.base + wire.Prefix + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	return c.do(ctx, request{method: "GET", url: u}, out)
}

// do sends req and decodes a 2xx answer into out (JSON, or the bytes
// themselves for a *[]byte); any other status is a *Refusal.
func (c *Client) do(ctx context.Context, req request, out any) error {
	resp, err := c.roundTrip(ctx, req)
	if err != nil {
		return err
	}
	body := resp.body
	if len(body) > maxAnswer {
		return fmt.Errorf("%s: an answer of more than %d bytes", c.base, maxAnswer)
	}
	if resp.status < 200 || resp.status > 299 {
		r := &Refusal{Status: resp.status}
		var e wire.Error
		if json.Unmarshal(body, &e) == nil && e.Error != "" {
			r.Message, r.Line = e.Error, e.Line
		} else {
			r.Message = strings.TrimSpace(string(body))
			if len(r.Message) > 200 {
				r.Message = r.Message[:200] + "…"
			}
		}
		if secs, err := strconv.Atoi(resp.retryAfter); err == nil && secs >= 0 {
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
