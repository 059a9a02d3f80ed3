module example.com/loadtest

go 1.26

require (
	example.com/plain v0.0.0
	example.com/sdkuser v0.0.0
)

require (
	github.com/google/jsonschema-go v0.4.2 // indirect
	github.com/mark3labs/mcp-go v1.2.1 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)

replace (
	example.com/plain => ./deps/plain
	example.com/sdkuser => ./deps/sdkuser
)
