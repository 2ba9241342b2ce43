// JSON-RPC errors as the MCP server sends them. The SDK sends a thrown error's own code and message;
// its McpError would prefix "MCP error <code>:" to the message, and the client prefixes it again, so
// the server throws these instead.
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js'

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

/** JSON-RPC code for a resource that does not exist (MCP specification, "Resources: error handling"). */
export const RESOURCE_NOT_FOUND = -32002

export const invalidParams = (message: string, data?: Record<string, unknown>) => new RpcError(ErrorCode.InvalidParams, message, data)

/** An internal failure: the client sees only "Internal error"; the cause is logged. */
export const internalError = (cause: unknown) => Object.assign(new RpcError(ErrorCode.InternalError, 'Internal error'), { cause })
