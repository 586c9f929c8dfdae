"""``mindspore.train.metrics``: the metrics, defined in :mod:`msgraph.nn.metrics`."""
from ...nn.metrics import *  # noqa: F401,F403
from ...nn.metrics import __all__  # noqa: F401
from ...nn.metrics import EvaluationBase, get_metrics  # noqa: F401
