// Package seed imports every SDK the test suites use, so that the module's
// requirements stay in go.mod.
package seed

import (
	_ "github.com/anthropics/anthropic-sdk-go/v2"
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/mcp"
	_ "github.com/mark3labs/mcp-go/server"
	_ "github.com/metoro-io/mcp-golang"
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
	_ "github.com/ollama/ollama/api"
	_ "github.com/openai/openai-go/v3"
	_ "github.com/openai/openai-go/v3/responses"
	_ "github.com/sashabaranov/go-openai"
	_ "github.com/tmc/langchaingo/llms"
	_ "github.com/tmc/langchaingo/tools"
	_ "google.golang.org/genai"
)
