package server

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"
)

// ShutdownGrace is how long requests under way get to finish once the
// server is told to stop.
const ShutdownGrace = 10 * time.Second

// Listen serves h on addr until ctx is done, then shuts down gracefully:
// no new connections, requests under way finish (for up to ShutdownGrace).
// ready, when not nil, is told the address actually bound (":0" picks a
// port) once connections are accepted. The timeouts keep a slow or silent
// client from holding a connection for long.
func Listen(ctx context.Context, addr string, h http.Handler, ready func(net.Addr)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), ShutdownGrace)
	defer cancel()
	err = srv.Shutdown(sctx)
	if serr := <-errc; serr != nil && !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}
