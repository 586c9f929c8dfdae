"""``mindspore.ops._op_impl.aicpu``: AiCPU kernel registrations (nothing to register in msgraph)."""
