"""Developer tools: the ``msgraph-check`` static-graph syntax checker and the rules-doc generator."""

from .stress import stress_detect  # noqa: E402,F401  (mindspore.tools.stress_detect)
from ..nn.dump import set_dump  # noqa: E402,F401  (mindspore.tools.set_dump)
