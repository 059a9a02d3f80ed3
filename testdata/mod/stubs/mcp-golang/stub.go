// Package mcp_golang is a faithful stub of the API surface of
// github.com/metoro-io/mcp-golang v0.16.0 that mcpvet recognises. The module
// proxy does not serve that module, so tests build against this copy of its
// declarations (signatures as in the upstream source; bodies elided).
package mcp_golang

import "context"

type Client struct{}

type PromptSchemaArgument struct {
	Name        string
	Description *string
	Required    *bool
}

type PromptSchema struct {
	Name        string
	Description *string
	Arguments   []PromptSchemaArgument
}

type ListPromptsResponse struct {
	Prompts    []*PromptSchema
	NextCursor *string
}

type ToolRetType struct {
	Name        string
	Description *string
	InputSchema interface{}
}

type ToolsResponse struct {
	Tools      []ToolRetType
	NextCursor *string
}

type PromptMessage struct{}

type PromptResponse struct {
	Description *string
	Messages    []*PromptMessage
}

type ToolResponse struct{}

func (c *Client) GetPrompt(ctx context.Context, name string, arguments any) (*PromptResponse, error) {
	return nil, nil
}
func (c *Client) ListPrompts(ctx context.Context, cursor *string) (*ListPromptsResponse, error) {
	return nil, nil
}
func (c *Client) ListTools(ctx context.Context, cursor *string) (*ToolsResponse, error) {
	return nil, nil
}
func (c *Client) CallTool(ctx context.Context, name string, arguments any) (*ToolResponse, error) {
	return nil, nil
}

type Server struct{}

func (s *Server) RegisterTool(name string, description string, handler any) error { return nil }
func (s *Server) RegisterPrompt(name string, description string, handler any) error {
	return nil
}
func (s *Server) RegisterResource(uri string, resourceName string, description string, mimeType string, handler any) error {
	return nil
}

func NewServer(transport any) *Server { return &Server{} }
func NewClient(transport any) *Client { return &Client{} }
