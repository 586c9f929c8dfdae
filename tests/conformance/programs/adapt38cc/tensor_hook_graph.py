"""adapt38cc: ``Tensor.register_hook`` in graph code (``@jit``), MindSpore 2.10 CPU.

- It returns the Tensor itself there (no handle): ``return y.register_hook(h)`` gives y's value (msgraph: None);
  a later ``.remove()`` on it is an AttributeError in both.
(The lambda hook case is tensor_hook_lambda_graph.py, Graph mode only.)  Gradients through the returned Tensor are
left (docs/differences.md, adapt38cc)."""
import numpy as np
from mindspore import Tensor, jit
from _conf import emit_error


def h2(g):
    return g * 2


@jit
def returned(x, y):
    z = x * y
    r = z.register_hook(h2)
    return (z * z).sum(), r


@jit
def used(x, y):
    z = x * y
    r = z.register_hook(h2)
    return (r * 3).sum()


@jit
def remove(x, y):
    z = x * y
    r = z.register_hook(h2)
    r.remove()
    return z.sum()


X = Tensor(np.array([1.0, 2.0], np.float32))
Y = Tensor(np.array([3.0, 4.0], np.float32))
emit_error("returned_forward", returned, X, Y)
emit_error("used_forward", used, X, Y)
emit_error("remove", remove, X, Y)
