"""``mindspore.ops.function.grad``: the functional gradient API's home module (``grad_func``)."""
from . import grad_func  # noqa: F401
