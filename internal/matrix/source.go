package matrix

import (
	"fmt"
	"go/format"
	"go/scanner"
	"go/token"
	"sort"
	"strings"
)

// stdImports and sdkImports map the package names the snippets use to import
// specs. The SDK packages get distinct names (mcp-go's mcp is mcpgo, its client
// mcpclient, go-openai goopenai), so that one file can use both MCP SDKs; the
// snippets never name a local variable after any of these.
var knownImports = map[string]string{
	"bufio":     `"bufio"`,
	"bytes":     `"bytes"`,
	"context":   `"context"`,
	"errors":    `"errors"`,
	"exec":      `"os/exec"`,
	"fmt":       `"fmt"`,
	"http":      `"net/http"`,
	"io":        `"io"`,
	"json":      `"encoding/json"`,
	"log":       `"log"`,
	"os":        `"os"`,
	"signal":    `"os/signal"`,
	"strings":   `"strings"`,
	"sync":      `"sync"`,
	"time":      `"time"`,
	"mcp":       `"github.com/modelcontextprotocol/go-sdk/mcp"`,
	"mcpgo":     `mcpgo "github.com/mark3labs/mcp-go/mcp"`,
	"mcpclient": `mcpclient "github.com/mark3labs/mcp-go/client"`,
	"mcpserver": `mcpserver "github.com/mark3labs/mcp-go/server"`,
	"anthropic": `"github.com/anthropics/anthropic-sdk-go/v2"`,
	"openai":    `"github.com/openai/openai-go/v3"`,
	"goopenai":  `goopenai "github.com/sashabaranov/go-openai"`,
	"genai":     `"google.golang.org/genai"`,
}

// goFile renders a Go file: the package clause, the imports the body uses
// (found by scanning it for qualified identifiers of known packages or of the
// given local packages), and the body, gofmt'ed.
func goFile(pkg, body string, local map[string]string) (string, error) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	src := []byte(body)
	f := fset.AddFile("body.go", -1, len(src))
	var errs []string
	s.Init(f, src, func(pos token.Position, msg string) { errs = append(errs, fmt.Sprintf("%s: %s", pos, msg)) }, 0)
	used := map[string]string{}
	prevTok, prevLit, prevSel := token.ILLEGAL, "", false
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		// x.y names package x only when x is not itself a selector (a.x.y).
		if tok == token.PERIOD && prevTok == token.IDENT && !prevSel {
			if spec, ok := knownImports[prevLit]; ok {
				used[prevLit] = spec
			} else if path, ok := local[prevLit]; ok {
				used[prevLit] = fmt.Sprintf("%q", path)
			}
		}
		prevSel = tok == token.IDENT && prevTok == token.PERIOD
		prevTok, prevLit = tok, lit
	}
	if len(errs) > 0 {
		return "", fmt.Errorf("scanning %s body: %s", pkg, strings.Join(errs, "; "))
	}
	// Imports in goimports' groups: standard library, SDKs, the program's own packages.
	groups := make([][]string, 3)
	for name, spec := range used {
		g := 2
		if _, ok := knownImports[name]; ok {
			g = 1
			if !strings.Contains(strings.SplitN(importPath(spec), "/", 2)[0], ".") {
				g = 0
			}
		}
		groups[g] = append(groups[g], spec)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\n", pkg)
	if len(used) > 0 {
		b.WriteString("import (\n")
		sep := ""
		for _, specs := range groups {
			if len(specs) == 0 {
				continue
			}
			sort.Slice(specs, func(i, j int) bool { return importPath(specs[i]) < importPath(specs[j]) })
			b.WriteString(sep)
			for _, spec := range specs {
				b.WriteString("\t" + spec + "\n")
			}
			sep = "\n"
		}
		b.WriteString(")\n\n")
	}
	b.WriteString(body)
	out, err := format.Source([]byte(b.String()))
	if err != nil {
		return "", fmt.Errorf("gofmt %s: %v\n%s", pkg, err, numbered(b.String()))
	}
	return string(out), nil
}

func importPath(spec string) string {
	if i := strings.IndexByte(spec, '"'); i >= 0 {
		return spec[i:]
	}
	return spec
}

func numbered(src string) string {
	var b strings.Builder
	for i, line := range strings.Split(src, "\n") {
		fmt.Fprintf(&b, "%4d  %s\n", i+1, line)
	}
	return b.String()
}

// lineOf returns the 1-based line of the only line of src containing needle,
// or an error if there is not exactly one.
func lineOf(src, needle string) (int, error) {
	line, n := 0, 0
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, needle) {
			line, n = i+1, n+1
		}
	}
	if n != 1 {
		return 0, fmt.Errorf("%d lines contain %q, want 1", n, needle)
	}
	return line, nil
}
