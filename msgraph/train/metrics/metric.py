"""``mindspore.train.metrics.metric``: MindSpore 2.10's module of the metric base classes (``Metric``,
``EvaluationBase``, ``rearrange_inputs``), defined in :mod:`msgraph.nn.metrics.metric`."""
from ...nn.metrics.metric import EvaluationBase, Metric, rearrange_inputs  # noqa: F401

__all__ = ["Metric", "EvaluationBase", "rearrange_inputs"]
