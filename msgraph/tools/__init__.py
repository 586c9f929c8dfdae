"""Developer tools: the ``msgraph-check`` static-graph syntax checker and the rules-doc generator."""
