"""``mindspore.nn.grad``: the deprecated Cell forms of jvp / vjp (``Jvp(fn)(*inputs, v)``, ``Vjp(fn)(*inputs, v)``)."""
from .cell_grad import Jvp, Vjp  # noqa: F401

__all__ = ["Jvp", "Vjp"]
