"""``mindspore.ops._grad_experimental.grad_base``: MindSpore 2.x's path of the bprop registry
(``from mindspore.ops._grad_experimental.grad_base import bprop_getters``); the same as ``ops._grad.grad_base``."""
from ..registry import bprop_getters  # noqa: F401
from .._helpers import binop_grad_common, sum_to_shape  # noqa: F401
