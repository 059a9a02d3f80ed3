// Package rawserver holds hand-rolled JSON-RPC MCP servers, written without
// an SDK: a dispatcher routes "tools/list" and "prompts/list" to methods of
// the server that list its tools and its prompts as JSON entries.
package rawserver

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Snippet is one prompt of a snippet book.
type Snippet interface {
	Name() string
	Summary() string
}

// Book holds the snippets.
type Book struct{ snippets []Snippet }

// All returns every snippet.
func (b *Book) All() ([]Snippet, error) { return b.snippets, nil }

// stdioServer lists every snippet both as a prompt and as a tool
// "snippet_<name>": one capability offered twice.
type stdioServer struct {
	book *Book
	out  io.Writer
}

func (s *stdioServer) dispatch(req map[string]any) {
	method, _ := req["method"].(string)
	id := req["id"]
	switch method {
	case "initialize":
		s.reply(id, map[string]any{"protocolVersion": "2025-06-18"})
	case "tools/list":
		if id != nil {
			s.toolsList(id)
		}
	case "prompts/list":
		if id != nil {
			s.promptsList(id)
		}
	default:
		s.reply(id, map[string]any{"error": "unknown method " + method})
	}
}

// descriptor builds a tool entry named by its parameter.
func (s *stdioServer) descriptor(name, description string) map[string]any {
	return map[string]any{
		"name":        name,
		"description": description,
		"inputSchema": map[string]any{"type": "object"},
	}
}

func (s *stdioServer) toolsList(id any) {
	tools := []map[string]any{}
	if s.book != nil {
		snippets, err := s.book.All()
		if err == nil {
			for _, sn := range snippets {
				if strings.HasPrefix(sn.Name(), "draft-") {
					continue
				}
				tool := s.descriptor(
					fmt.Sprintf("snippet_%s", sn.Name()),
					"[Snippet] "+sn.Summary(),
				)
				tools = append(tools, tool)
			}
		}
	}
	s.reply(id, map[string]any{"tools": tools})
}

func (s *stdioServer) promptsList(id any) {
	prompts := []map[string]any{}
	if s.book != nil {
		snippets, err := s.book.All()
		if err == nil {
			for _, sn := range snippets {
				// Arguments have names too; they are not prompts.
				args := []map[string]any{}
				args = append(args, map[string]any{"name": "topic", "required": true})
				prompts = append(prompts, map[string]any{
					"name":        sn.Name(), // want `the capability of one server's tools/list and prompts/list entries \(a tool named by fmt.Sprintf\("snippet_%s", sn.Name\(\)\) and a prompt named by sn.Name\(\), made from one value\) is registered both as a tool \(tools/list in \(\*rawserver.stdioServer\).toolsList at garden.go:70\) and as a prompt \(prompts/list in \(\*rawserver.stdioServer\).promptsList\); a capability should have one initiation model`
					"description": sn.Summary(),
					"arguments":   args,
				})
			}
		}
	}
	s.reply(id, map[string]any{"prompts": prompts})
}

func (s *stdioServer) reply(id, result any) {
	data, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "result": result})
	fmt.Fprintf(s.out, "%s\n", data)
}
