"""``Tensor.register_hook`` inside graph code (Graph mode, ``@jit``): the ``TensorHook`` marker.

``x.register_hook(fn)`` in ``construct`` emits one ``TensorHook<fn>(x)`` node.  It computes
nothing: the ``expand_grad`` pass (``autodiff/expand.py``) reads the markers of the forward it
differentiates and, once the gradient of ``x`` is complete (summed over all of its uses, wherever
the ``register_hook`` statement stands), passes it through ``fn`` when the graph runs (one
``PyExecute`` node; a hook returning None leaves the gradient as it is).  The pass then drops the
markers.  As in MindSpore's Graph mode, several hooks on one Tensor compose (the last registered first), but
two registered by statements directly in one function's body are its RuntimeError ("It is not supported to
register multiple hooks for a Tensor."; ``scope``: that function's frame, None inside an ``if`` / ``for``),
and a Parameter takes none inside the graph.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.aval import Aval
from ..common.tensor import Tensor
from .registry import OpKind, define_op
from ._helpers import user_type

__all__ = []

TENSOR_HOOK = define_op("TensorHook", OpKind.EFFECT, public=False, attrs={"fn": None, "scope": None}, differentiable=False,
                        doc="TensorHook(fn)(x): marks x's gradient to pass through fn (Tensor.register_hook "
                            "in graph code); removed by the expand_grad pass.")
TensorHook = TENSOR_HOOK.prim_class


@TENSOR_HOOK.def_impl
def _tensor_hook_impl(x: Any, fn: Any = None, scope: Any = None) -> Any:
    return x


@TENSOR_HOOK.def_infer
def _tensor_hook_infer(x: Any, fn: Any = None, scope: Any = None) -> Any:
    return x if isinstance(x, Aval) else Aval(np.shape(x), np.asarray(x).dtype)


class RunHook:
    """What the backward's PyExecute node calls: ``fn(grad)`` on a Tensor; None keeps ``grad``."""

    tensor_result = True

    def __init__(self, fn: Any) -> None:
        self.fn = fn
        self.__qualname__ = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", repr(fn))

    def __repr__(self) -> str:
        return f"tensor hook {self.__qualname__}"

    def __call__(self, grad: Any) -> Any:
        r = self.fn(Tensor._wrap(np.asarray(grad)))
        if r is None:
            return grad
        if not isinstance(r, Tensor):
            # MindSpore 2.10's graph: the hook's value goes on to the gradient's next operator, whose check
            # refuses it: a tuple / list is a RuntimeError ("Calling GetType() on a sequence"), a number a
            # TypeError ("For Operator[Muls], input's type 'Int64' does not match expected type 'Tensor'.")
            from ..errors import GraphRuntimeError, GraphTypeError

            if isinstance(r, (tuple, list)):
                raise GraphRuntimeError(f"Tensor hook {self.__qualname__} returned a {user_type(r).__name__}: calling "
                                        f"GetType() on a sequence, a Tensor is expected.")
            raise GraphTypeError(f"The gradient returned by the Tensor hook {self.__qualname__} has type "
                                 f"'{user_type(r).__name__}', which does not match expected type 'Tensor'.")
        return r.asnumpy()
