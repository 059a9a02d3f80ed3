package rawserver

import (
	"encoding/json"
	"fmt"
)

// Negative twins: nothing here lists one capability both ways.

type toolSpec struct{ Name, Help string }

type promptSpec struct{ Name, Text string }

// tableServer lists its tools from its tool table and its prompts from its
// prompt table: different values.
type tableServer struct {
	tools   []toolSpec
	prompts []promptSpec
}

func (s *tableServer) serve(method string) any {
	switch method {
	case "tools/list":
		return s.listTools()
	case "prompts/list":
		return s.listPrompts()
	}
	return nil
}

func (s *tableServer) listTools() map[string]any {
	var tools []map[string]any
	for _, t := range s.tools {
		tools = append(tools, map[string]any{"name": "tool_" + t.Name, "description": t.Help})
	}
	return map[string]any{"tools": tools}
}

func (s *tableServer) listPrompts() map[string]any {
	var prompts []map[string]any
	for _, p := range s.prompts {
		prompts = append(prompts, map[string]any{"name": p.Name, "description": p.Text})
	}
	return map[string]any{"prompts": prompts}
}

// fixedServer lists constant tool names, and its prompts from a table.
type fixedServer struct {
	book *Book
}

func (s *fixedServer) serve(method string) any {
	switch method {
	case "tools/list":
		return s.listTools()
	case "prompts/list":
		return s.listPrompts()
	}
	return nil
}

func (s *fixedServer) listTools() map[string]any {
	return map[string]any{"tools": []map[string]any{
		{"name": "search_snippets"},
		{"name": "render_snippet"},
	}}
}

func (s *fixedServer) listPrompts() map[string]any {
	var prompts []map[string]any
	snippets, _ := s.book.All()
	for _, sn := range snippets {
		prompts = append(prompts, map[string]any{"name": sn.Name()})
	}
	return map[string]any{"prompts": prompts}
}

// twoServers routes tools/list to one server and prompts/list to another:
// not one server.
type twoServers struct {
	a, b *stdioServer
}

func (t *twoServers) dispatch(method string, id any) {
	a, b := t.a, t.b
	switch method {
	case "tools/list":
		a.toolsList(id)
	case "prompts/list":
		b.promptsList(id)
	}
}

// client sends "tools/list" and "prompts/list" requests and names its
// tools and prompts after what the server answers: it serves nothing.
type client struct {
	send    func(data []byte) ([]byte, error)
	catalog map[string]any
}

type request struct {
	JSONRPC string `json:"jsonrpc"`
	Method  string `json:"method"`
	ID      int    `json:"id"`
}

func (c *client) call(method string) (map[string]any, error) {
	data, err := json.Marshal(request{JSONRPC: "2.0", Method: method, ID: 1})
	if err != nil {
		return nil, err
	}
	out, err := c.send(data)
	if err != nil {
		return nil, err
	}
	var res map[string]any
	return res, json.Unmarshal(out, &res)
}

func (c *client) refresh() error {
	tools, err := c.call("tools/list")
	if err != nil {
		return err
	}
	prompts, err := c.call("prompts/list")
	if err != nil {
		return err
	}
	c.catalog = map[string]any{"tools": c.entries(tools), "prompts": c.entries(prompts)}
	return nil
}

func (c *client) entries(res map[string]any) []map[string]any {
	var out []map[string]any
	for _, e := range res {
		out = append(out, map[string]any{"name": fmt.Sprint(e)})
	}
	return out
}
