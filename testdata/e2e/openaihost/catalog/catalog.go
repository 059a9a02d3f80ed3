// Package catalog builds the tool list offered to the model from what the
// MCP server lists.
package catalog

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/openai/openai-go/v3"
)

// Tools returns the server's tools as OpenAI function tools.
func Tools(ctx context.Context, mc client.MCPClient) ([]openai.ChatCompletionToolUnionParam, error) {
	res, err := mc.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return nil, err
	}
	var out []openai.ChatCompletionToolUnionParam
	for _, t := range res.Tools {
		raw, _ := json.Marshal(t.InputSchema)
		var params map[string]any
		_ = json.Unmarshal(raw, &params)
		out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        t.Name,
			Description: openai.String(t.Description),
			Parameters:  params,
		}))
	}
	out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "get_time",
		Description: openai.String("Current UTC time"),
	}))
	return out, nil
}

// PromptTools offers every prompt of the server to the model as a tool
// named prompt_<name>.
func PromptTools(ctx context.Context, mc client.MCPClient) ([]openai.ChatCompletionToolUnionParam, error) {
	res, err := mc.ListPrompts(ctx, mcp.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	var out []openai.ChatCompletionToolUnionParam
	for _, p := range res.Prompts {
		props := map[string]any{}
		for _, a := range p.Arguments {
			props[a.Name] = map[string]any{"type": "string", "description": a.Description}
		}
		out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        "prompt_" + p.Name,
			Description: openai.String(p.Description),
			Parameters:  openai.FunctionParameters{"type": "object", "properties": props},
		}))
	}
	return out, nil
}
