"""MindSpore's module path for the bprop registry: ``from msgraph.ops._grad.grad_base import bprop_getters``."""
from ..registry import bprop_getters  # noqa: F401
from .._helpers import binop_grad_common, sum_to_shape  # noqa: F401
