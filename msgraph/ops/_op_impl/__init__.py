"""``mindspore.ops._op_impl``: MindSpore's kernel registrations (AiCPU/TBE op info). msgraph has no kernel
registry to fill; the modules test files import for their side effect exist, and their registration
functions do nothing."""
