package sdk

// Import paths of the SDKs mcpvet knows. A new major version of an SDK that
// keeps its API is one more path in the relevant list.
var (
	goSDK       = []string{"github.com/modelcontextprotocol/go-sdk/mcp"}
	mark3Client = []string{"github.com/mark3labs/mcp-go/client"}
	mark3MCP    = []string{"github.com/mark3labs/mcp-go/mcp"}
	mark3Server = []string{"github.com/mark3labs/mcp-go/server"}
	mcpGolang   = []string{"github.com/metoro-io/mcp-golang"}
	anthropic   = []string{"github.com/anthropics/anthropic-sdk-go", "github.com/anthropics/anthropic-sdk-go/v2"}
	openaiGo    = []string{"github.com/openai/openai-go", "github.com/openai/openai-go/v2", "github.com/openai/openai-go/v3"}
	openaiGoV1  = []string{"github.com/openai/openai-go"}
	openaiResp  = []string{"github.com/openai/openai-go/responses", "github.com/openai/openai-go/v2/responses", "github.com/openai/openai-go/v3/responses"}
	openaiShrd  = []string{"github.com/openai/openai-go/shared", "github.com/openai/openai-go/v2/shared", "github.com/openai/openai-go/v3/shared"}
	goOpenAI    = []string{"github.com/sashabaranov/go-openai"}
	langchain   = []string{"github.com/tmc/langchaingo/llms"}
	langTools   = []string{"github.com/tmc/langchaingo/tools"}
	genai       = []string{"google.golang.org/genai"}
	ollama      = []string{"github.com/ollama/ollama/api"}
	einoSchema  = []string{"github.com/cloudwego/eino/schema"}
	einoTool    = []string{"github.com/cloudwego/eino/components/tool"}
)

// Funcs lists functions and methods by role. Recv is the receiver's type
// name (without '*'), or the interface's name for interface methods; it is
// empty for package-level functions. Arg is the index of the argument that
// carries the name of the tool or prompt, where the role has one (-1 when the
// name is inside a struct argument).
var Funcs = []Func{
	// prompts/get sinks.
	{Role: PromptGet, Pkgs: goSDK, Recv: "ClientSession", Name: "GetPrompt"},
	{Role: PromptGet, Pkgs: mark3Client, Recv: "Client", Name: "GetPrompt"},
	{Role: PromptGet, Pkgs: mark3Client, Recv: "MCPClient", Name: "GetPrompt"},
	{Role: PromptGet, Pkgs: mcpGolang, Recv: "Client", Name: "GetPrompt", Arg: 1},

	// prompts/list sources.
	{Role: PromptList, Pkgs: goSDK, Recv: "ClientSession", Name: "ListPrompts"},
	{Role: PromptList, Pkgs: goSDK, Recv: "ClientSession", Name: "Prompts"},
	{Role: PromptList, Pkgs: mark3Client, Recv: "Client", Name: "ListPrompts"},
	{Role: PromptList, Pkgs: mark3Client, Recv: "Client", Name: "ListPromptsByPage"},
	{Role: PromptList, Pkgs: mark3Client, Recv: "Client", Name: "IterPrompts"},
	{Role: PromptList, Pkgs: mark3Client, Recv: "MCPClient", Name: "ListPrompts"},
	{Role: PromptList, Pkgs: mark3Client, Recv: "MCPClient", Name: "ListPromptsByPage"},
	{Role: PromptList, Pkgs: mcpGolang, Recv: "Client", Name: "ListPrompts"},

	// tools/list sources.
	{Role: ToolList, Pkgs: goSDK, Recv: "ClientSession", Name: "ListTools"},
	{Role: ToolList, Pkgs: goSDK, Recv: "ClientSession", Name: "Tools"},
	{Role: ToolList, Pkgs: mark3Client, Recv: "Client", Name: "ListTools"},
	{Role: ToolList, Pkgs: mark3Client, Recv: "Client", Name: "ListToolsByPage"},
	{Role: ToolList, Pkgs: mark3Client, Recv: "Client", Name: "IterTools"},
	{Role: ToolList, Pkgs: mark3Client, Recv: "MCPClient", Name: "ListTools"},
	{Role: ToolList, Pkgs: mark3Client, Recv: "MCPClient", Name: "ListToolsByPage"},
	{Role: ToolList, Pkgs: mcpGolang, Recv: "Client", Name: "ListTools"},

	// tools/call.
	{Role: ToolCallMethod, Pkgs: goSDK, Recv: "ClientSession", Name: "CallTool"},
	{Role: ToolCallMethod, Pkgs: mark3Client, Recv: "Client", Name: "CallTool"},
	{Role: ToolCallMethod, Pkgs: mark3Client, Recv: "MCPClient", Name: "CallTool"},
	{Role: ToolCallMethod, Pkgs: mcpGolang, Recv: "Client", Name: "CallTool", Arg: 1},

	// Tool registration. Handler is the index of the handler argument.
	{Role: ToolReg, Pkgs: goSDK, Name: "AddTool", Arg: -1, Handler: 2},
	{Role: ToolReg, Pkgs: goSDK, Recv: "Server", Name: "AddTool", Arg: -1, Handler: 1},
	{Role: ToolReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddTool", Arg: -1, Handler: 1},
	{Role: ToolReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddTaskTool", Arg: -1, Handler: 1},
	{Role: ToolReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddTaskTools", Arg: -1, Handler: -1, Variadic: true},
	{Role: ToolReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddSessionTool", Arg: -1, Handler: 2},
	{Role: ToolReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddTools", Arg: -1, Handler: -1, Variadic: true},
	{Role: ToolReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "SetTools", Arg: -1, Handler: -1, Variadic: true},
	{Role: ToolReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddSessionTools", Arg: -1, Handler: -1, Variadic: true},
	{Role: ToolReg, Pkgs: mcpGolang, Recv: "Server", Name: "RegisterTool", Arg: 0, Handler: 2},

	// Prompt registration.
	{Role: PromptReg, Pkgs: goSDK, Recv: "Server", Name: "AddPrompt", Arg: -1, Handler: 1},
	{Role: PromptReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddPrompt", Arg: -1, Handler: 1},
	{Role: PromptReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddPrompts", Arg: -1, Handler: -1, Variadic: true},
	{Role: PromptReg, Pkgs: mcpGolang, Recv: "Server", Name: "RegisterPrompt", Arg: 0, Handler: 2},

	// Resource registration (same-name resources are not capabilities twice).
	{Role: ResourceReg, Pkgs: goSDK, Recv: "Server", Name: "AddResource", Arg: -1, Handler: 1},
	{Role: ResourceReg, Pkgs: mark3Server, Recv: "MCPServer", Name: "AddResource", Arg: -1, Handler: 1},
	{Role: ResourceReg, Pkgs: mcpGolang, Recv: "Server", Name: "RegisterResource", Arg: 1, Handler: 3},

	// Constructors of MCP entries that take the name as an argument.
	{Role: ToolCtor, Pkgs: mark3MCP, Name: "NewTool", Arg: 0},
	{Role: ToolCtor, Pkgs: mark3MCP, Name: "NewToolWithRawSchema", Arg: 0, Desc: 1},
	{Role: PromptCtor, Pkgs: mark3MCP, Name: "NewPrompt", Arg: 0},

	// Option functions that set a description on an MCP tool.
	{Role: ToolDescOption, Pkgs: mark3MCP, Name: "WithDescription", Arg: 0},

	// Annotation option functions; Hint names the ToolAnnotations field.
	{Role: AnnotationOption, Pkgs: mark3MCP, Name: "WithReadOnlyHintAnnotation", Arg: 0, Hint: "ReadOnlyHint"},
	{Role: AnnotationOption, Pkgs: mark3MCP, Name: "WithDestructiveHintAnnotation", Arg: 0, Hint: "DestructiveHint"},
	{Role: AnnotationOption, Pkgs: mark3MCP, Name: "WithIdempotentHintAnnotation", Arg: 0, Hint: "IdempotentHint"},
	{Role: AnnotationOption, Pkgs: mark3MCP, Name: "WithOpenWorldHintAnnotation", Arg: 0, Hint: "OpenWorldHint"},
	{Role: AnnotationOption, Pkgs: mark3MCP, Name: "WithToolAnnotation", Arg: 0},

	// Constructors of LLM tool definitions that take the name as an argument.
	{Role: LLMToolCtor, Pkgs: anthropic, Name: "ToolUnionParamOfTool", Arg: 1},
	{Role: LLMToolCtor, Pkgs: openaiResp, Name: "ToolParamOfFunction", Arg: 0},
}

// Types lists named types by role. Name is the type's name as written in its
// own package, with type arguments for generic instances. Fields names the
// fields that carry the entry's identity (name, description) for tool
// definitions, or the fields that are a tool call's name and arguments.
var Types = []Type{
	// MCP tool-call requests: a function that receives one is a tool handler.
	{Role: ToolRequest, Pkgs: goSDK, Name: "ServerRequest[*CallToolParamsRaw]"},
	{Role: ToolRequest, Pkgs: mark3MCP, Name: "CallToolRequest"},

	// Listed prompts: any value of these types comes from prompts/list.
	{Role: PromptData, Pkgs: goSDK, Name: "Prompt"},
	{Role: PromptData, Pkgs: goSDK, Name: "ListPromptsResult"},
	{Role: PromptData, Pkgs: goSDK, Name: "PromptArgument"},
	{Role: PromptData, Pkgs: mark3MCP, Name: "Prompt"},
	{Role: PromptData, Pkgs: mark3MCP, Name: "ListPromptsResult"},
	{Role: PromptData, Pkgs: mark3MCP, Name: "PromptArgument"},
	{Role: PromptData, Pkgs: mcpGolang, Name: "PromptSchema"},
	{Role: PromptData, Pkgs: mcpGolang, Name: "ListPromptsResponse"},

	// Listed tools.
	{Role: ToolData, Pkgs: goSDK, Name: "Tool"},
	{Role: ToolData, Pkgs: goSDK, Name: "ListToolsResult"},
	{Role: ToolData, Pkgs: mark3MCP, Name: "Tool"},
	{Role: ToolData, Pkgs: mark3MCP, Name: "ListToolsResult"},
	{Role: ToolData, Pkgs: mcpGolang, Name: "ToolRetType"},
	{Role: ToolData, Pkgs: mcpGolang, Name: "ToolsResponse"},

	// Tool definitions handed to a model, or registered on an MCP server.
	{Role: ToolDef, Pkgs: goSDK, Name: "Tool", Fields: []string{"Name", "Title", "Description"}},
	{Role: ToolDef, Pkgs: mark3MCP, Name: "Tool", Fields: []string{"Name", "Title", "Description"}},
	{Role: ToolDef, Pkgs: anthropic, Name: "ToolParam", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: anthropic, Name: "BetaToolParam", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: openaiShrd, Name: "FunctionDefinitionParam", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: openaiResp, Name: "FunctionToolParam", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: goOpenAI, Name: "FunctionDefinition", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: langchain, Name: "FunctionDefinition", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: genai, Name: "FunctionDeclaration", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: ollama, Name: "ToolFunction", Fields: []string{"Name", "Description"}},
	{Role: ToolDef, Pkgs: einoSchema, Name: "ToolInfo", Fields: []string{"Name", "Desc"}},

	// Tool calls chosen by a model.
	{Role: LLMToolCall, Pkgs: anthropic, Name: "ToolUseBlock"},
	{Role: LLMToolCall, Pkgs: anthropic, Name: "BetaToolUseBlock"},
	{Role: LLMToolCall, Pkgs: anthropic, Name: "ContentBlockUnion"},
	{Role: LLMToolCall, Pkgs: anthropic, Name: "BetaContentBlockUnion"},
	{Role: LLMToolCall, Pkgs: openaiGo, Name: "ChatCompletionMessageToolCallUnion"},
	{Role: LLMToolCall, Pkgs: openaiGo, Name: "ChatCompletionMessageFunctionToolCall"},
	{Role: LLMToolCall, Pkgs: openaiGoV1, Name: "ChatCompletionMessageToolCall"}, // v3 has only the union
	{Role: LLMToolCall, Pkgs: openaiResp, Name: "ResponseFunctionToolCall"},
	{Role: LLMToolCall, Pkgs: goOpenAI, Name: "ToolCall"},
	{Role: LLMToolCall, Pkgs: goOpenAI, Name: "FunctionCall"},
	{Role: LLMToolCall, Pkgs: langchain, Name: "ToolCall"},
	{Role: LLMToolCall, Pkgs: langchain, Name: "FunctionCall"},
	{Role: LLMToolCall, Pkgs: genai, Name: "FunctionCall"},
	{Role: LLMToolCall, Pkgs: ollama, Name: "ToolCall"},
	{Role: LLMToolCall, Pkgs: einoSchema, Name: "ToolCall"},

	// Annotation types; every field named like a hint is a hint.
	{Role: Annotations, Pkgs: goSDK, Name: "ToolAnnotations"},
	{Role: Annotations, Pkgs: mark3MCP, Name: "ToolAnnotation"},
}

// Interfaces lists agent-framework tool interfaces: a model invokes Method on
// their implementations.
var Interfaces = []Interface{
	{Pkgs: langTools, Name: "Tool", Method: "Call"},
	{Pkgs: einoTool, Name: "InvokableTool", Method: "InvokableRun"},
	{Pkgs: einoTool, Name: "StreamableTool", Method: "StreamableRun"},
	{Pkgs: anthropic, Name: "BetaTool", Method: "Execute"},
}

// MethodStrings are the JSON-RPC method names that, given as a constant to a
// call, issue the request by hand.
var MethodStrings = map[string]Role{
	"prompts/get": PromptGet,
}

// Hints maps annotation field names to the value that a host asserting it
// would set: the permissive value, which lowers the ceremony for the call.
var Hints = map[string]bool{
	"ReadOnlyHint":    true,
	"IdempotentHint":  true,
	"DestructiveHint": false,
	"OpenWorldHint":   false,
}
