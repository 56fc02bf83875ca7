package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"time"
)

// chromium is one headless Chromium, held by a node process running
// tests/browser/server.mjs; closing the process's input stops both.
type chromium struct {
	endpoint string // what a script's DEEPWOOD_BROWSER_WS names
	cmd      *exec.Cmd
	stdin    io.WriteCloser
}

// browsers lends the run's Chromiums to the tests: one for each test
// running at once, started when first wanted and kept for the next test.
// Tests in parallel get a Chromium each, not pages of one, because
// Chromium draws every page's WebGL in its one GPU process: two games
// sharing it run at two thirds of the speed each.
var browsers struct {
	mu      sync.Mutex
	started []*chromium
	starts  int // started, or being started
	free    chan *chromium
}

// maxBrowsers is how many tests run at once by default (-parallel).
var maxBrowsers = max(1, runtime.GOMAXPROCS(0))

func init() { browsers.free = make(chan *chromium, maxBrowsers) }

// borrowBrowser returns a free Chromium, starting one while fewer than
// maxBrowsers exist, else waiting for one; giveBack returns it.
func borrowBrowser(scripts string) (*chromium, error) {
	select {
	case c := <-browsers.free:
		return c, nil
	default:
	}
	browsers.mu.Lock()
	if browsers.starts >= maxBrowsers {
		browsers.mu.Unlock()
		return <-browsers.free, nil
	}
	browsers.starts++
	browsers.mu.Unlock()
	c, err := startChromium(scripts)
	browsers.mu.Lock()
	defer browsers.mu.Unlock()
	if err != nil {
		browsers.starts--
		return nil, err
	}
	browsers.started = append(browsers.started, c)
	return c, nil
}

func giveBack(c *chromium) { browsers.free <- c }

// startChromium starts server.mjs and reads the endpoint it prints.
func startChromium(scripts string) (*chromium, error) {
	cmd := exec.Command("node", "server.mjs")
	cmd.Dir = scripts
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting Chromium: %w", err)
	}
	endpoint := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		endpoint <- strings.TrimSpace(line)
		io.Copy(io.Discard, stdout)
	}()
	c := &chromium{cmd: cmd, stdin: stdin}
	select {
	case c.endpoint = <-endpoint:
		if strings.HasPrefix(c.endpoint, "ws://") {
			return c, nil
		}
		err = fmt.Errorf("starting Chromium: server.mjs printed %q", c.endpoint)
	case <-time.After(3 * time.Minute):
		err = errors.New("starting Chromium: no endpoint after 3 minutes")
	}
	c.stop()
	return nil, err
}

// stop closes the browser, killing it if it has not gone in 30 seconds.
func (c *chromium) stop() {
	c.stdin.Close()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		c.cmd.Process.Kill()
		<-done
	}
}

// stopBrowsers closes every Chromium once the tests are over.
func stopBrowsers() {
	browsers.mu.Lock()
	defer browsers.mu.Unlock()
	for _, c := range browsers.started {
		c.stop()
	}
	browsers.started = nil
}
