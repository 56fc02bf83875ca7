package live_test

import (
	"context"
	"io"
	"net"
	"strings"
	"sync"
	"testing"

	"deepwood/internal/hubtest"
	hub "deepwood/server/live"
	"deepwood/wire"
)

// testTimeout bounds every exchange of a test: a server that never
// answers fails the test instead of hanging it.
const testTimeout = hubtest.Timeout

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), testTimeout)
	t.Cleanup(cancel)
	return ctx
}

// testServer is a real server/live hub behind an HTTP server on 127.0.0.1
// (httptest listens on loopback only).
type testServer struct {
	hub *hub.Hub
	url string // http://127.0.0.1:PORT, as a player sets the server
}

func newServer(t *testing.T, opt hub.Options) *testServer {
	t.Helper()
	opt.Log = hubtest.Quiet()
	if opt.ActionsPerSecond == 0 {
		opt.ActionsPerSecond, opt.ActionBurst = 1e6, 1e6 // bots act as fast as the server answers
	}
	s := hubtest.Serve(t, hub.New, opt, wire.LivePath)
	return &testServer{hub: s.Hub, url: s.Srv.URL}
}

// proxy forwards TCP connections on 127.0.0.1 to a test server, and can
// cut every connection under way: a network that drops, as a player's
// does.
type proxy struct {
	ln    net.Listener
	to    string
	mu    sync.Mutex
	conns []net.Conn
	wg    sync.WaitGroup
}

func newProxy(t *testing.T, srv *testServer) *proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln, to: strings.TrimPrefix(srv.url, "http://")}
	p.wg.Go(p.accept)
	t.Cleanup(func() {
		ln.Close()
		p.cut()
		p.wg.Wait()
	})
	return p
}

// url is the proxy's address as a server URL.
func (p *proxy) url() string { return "http://" + p.ln.Addr().String() }

func (p *proxy) accept() {
	for {
		in, err := p.ln.Accept()
		if err != nil {
			return
		}
		out, err := net.Dial("tcp", p.to)
		if err != nil {
			in.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, in, out)
		p.mu.Unlock()
		pipe := func(dst, src net.Conn) {
			io.Copy(dst, src)
			dst.Close()
			src.Close()
		}
		p.wg.Go(func() { pipe(out, in) })
		p.wg.Go(func() { pipe(in, out) })
	}
}

// cut closes every connection through the proxy, both ends.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}
