package rawserver

import "strings"

// Runbook is one runbook of an on-call team.
type Runbook struct {
	Title string
	Steps []string
}

// toolInfo and promptInfo are the entries of tools/list and prompts/list.
type toolInfo struct {
	ID          string `json:"name"`
	Description string `json:"description"`
}

type promptInfo struct {
	Name        string
	Description string
}

type listToolsResult struct {
	Tools []toolInfo `json:"tools"`
}

type listPromptsResult struct {
	Prompts []promptInfo `json:"prompts"`
}

type handlerFunc func(params map[string]any) (any, error)

// routedServer routes requests through a map of handlers, and lists each
// runbook both as a tool and as a prompt.
type routedServer struct {
	runbooks map[string]Runbook
	handlers map[string]handlerFunc
}

func (s *routedServer) init() {
	s.handlers = map[string]handlerFunc{"ping": s.ping}
	s.handlers["tools/list"] = s.listTools
	s.handlers["prompts/list"] = s.listPrompts
}

func (s *routedServer) ping(map[string]any) (any, error) { return map[string]any{}, nil }

func (s *routedServer) listTools(map[string]any) (any, error) {
	var res listToolsResult
	for _, rb := range s.runbooks {
		res.Tools = append(res.Tools, toolInfo{ID: "run_" + strings.ToLower(rb.Title), Description: "Run the runbook"})
	}
	return res, nil
}

func (s *routedServer) listPrompts(map[string]any) (any, error) {
	var prompts []promptInfo
	for _, rb := range s.runbooks {
		prompts = append(prompts, promptInfo{Name: rb.Title, Description: "Walk me through it"}) // want `the capability of one server's tools/list and prompts/list entries \(a tool named by "run_" \+ strings.ToLower\(rb.Title\) and a prompt named by rb.Title, made from one value\) is registered both as a tool \(tools/list in \(\*rawserver.routedServer\).listTools at handlers.go:50\) and as a prompt \(prompts/list in \(\*rawserver.routedServer\).listPrompts\)`
	}
	return listPromptsResult{Prompts: prompts}, nil
}

// Dispatch answers a request.
func (s *routedServer) Dispatch(method string, params map[string]any) (any, error) {
	if h, ok := s.handlers[method]; ok {
		return h(params)
	}
	return nil, nil
}

// constServer lists constant tool names, and a prompt of the same name:
// the same capability by equal constants.
type constServer struct{}

func (s *constServer) handle(method string) any {
	if method == "tools/list" {
		return s.tools()
	}
	if method == "prompts/list" {
		return s.prompts()
	}
	return nil
}

func (s *constServer) tools() []toolInfo {
	return []toolInfo{{ID: "summarize_ticket"}, {ID: "close_ticket"}}
}

func (s *constServer) prompts() []promptInfo {
	return []promptInfo{{Name: "summarize-ticket"}} // want `capability "summarize_ticket" is registered both as a tool \(tools/list in \(\*rawserver.constServer\).tools at handlers.go:86\) and as a prompt named "summarize-ticket" \(prompts/list in \(\*rawserver.constServer\).prompts\)`
}
