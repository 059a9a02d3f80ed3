// Package wire holds a host's own types for an OpenAI-compatible chat API.
package wire

// Call is one tool call of the model's reply.
type Call struct {
	ID       string    `json:"id"`
	Type     string    `json:"type"`
	Function *Function `json:"function,omitempty"`
}

// Function names the tool and carries its JSON arguments.
type Function struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// Reply is the model's answer.
type Reply struct {
	Content string `json:"content"`
	Calls   []Call `json:"tool_calls,omitempty"`
}
